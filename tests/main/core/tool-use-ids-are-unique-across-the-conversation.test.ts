import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

type Block = { type: string; id?: string; tool_use_id?: string; input?: { path?: string }; content?: unknown };

describe('a local model that calls every tool call_0', () => {
  it('two replies both using call_0: the history the third request carries has unique ids, each result paired with its own call', async () => {
    t = await openTestCore([
      reply(text('first'), toolUse('call_0', 'read_file', { path: 'a.txt' })),
      reply(text('second'), toolUse('call_0', 'read_file', { path: 'b.txt' })),
      final('done'),
    ]);
    writeFileSync(join(t.workspace, 'a.txt'), 'A');
    writeFileSync(join(t.workspace, 'b.txt'), 'B');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'read', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');

    const messages = t.server.requests[2]!.body.messages;
    const blocks = messages.flatMap((m) => (Array.isArray(m.content) ? (m.content as Block[]) : []));
    const uses = blocks.filter((b) => b.type === 'tool_use');
    const results = blocks.filter((b) => b.type === 'tool_result');
    expect(uses.map((b) => b.input?.path)).toEqual(['a.txt', 'b.txt']);
    expect(new Set(uses.map((b) => b.id)).size).toBe(2);
    expect(uses[0]!.id).toBe('call_0');
    // Each tool_result follows its tool_use in the next message and carries that call's own output.
    expect(results.map((b) => b.tool_use_id)).toEqual(uses.map((b) => b.id));
    expect(results.map((b) => b.content)).toEqual(['A', 'B']);
    for (const [i, m] of messages.entries()) {
      if (m.role !== 'assistant' || !Array.isArray(m.content)) continue;
      const ids = (m.content as Block[]).filter((b) => b.type === 'tool_use').map((b) => b.id);
      const answered = (messages[i + 1]!.content as Block[]).filter((b) => b.type === 'tool_result').map((b) => b.tool_use_id);
      expect(answered).toEqual(ids);
    }
  });
});
