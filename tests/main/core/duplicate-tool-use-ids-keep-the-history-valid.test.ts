import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

type Block = { type: string; id?: string; tool_use_id?: string; input?: { path?: string }; content?: unknown };

describe('tool_use ids a local model repeats', () => {
  it('twice in one reply: both calls run, and the history sent back has unique ids, each answered once', async () => {
    t = await openTestCore([
      reply(toolUse('call_0', 'read_file', { path: 'a.txt' }), toolUse('call_0', 'read_file', { path: 'b.txt' })),
      final('Read both.'),
    ]);
    writeFileSync(join(t.workspace, 'a.txt'), 'A');
    writeFileSync(join(t.workspace, 'b.txt'), 'B');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'read', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['read a.txt', 'read b.txt']);
    const msgs = t.server.requests[1]!.body.messages;
    const uses = (msgs.at(-2)!.content as Block[]).filter((b) => b.type === 'tool_use').map((b) => b.id);
    const answers = (msgs.at(-1)!.content as Block[]).filter((b) => b.type === 'tool_result');
    expect(new Set(uses).size).toBe(2);
    expect(answers.map((b) => b.tool_use_id)).toEqual(uses);
    expect(answers.map((b) => b.content)).toEqual(['A', 'B']);
    expect(uses[0]).toBe('call_0');
  });

  it('an empty or malformed id gets one the API accepts', async () => {
    t = await openTestCore([
      reply(toolUse('', 'read_file', { path: 'a.txt' }), toolUse('bad id/..', 'read_file', { path: 'a.txt' })),
      final('ok'),
    ]);
    writeFileSync(join(t.workspace, 'a.txt'), 'A');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'read', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    const msgs = t.server.requests[1]!.body.messages;
    const uses = (msgs.at(-2)!.content as Block[]).filter((b) => b.type === 'tool_use').map((b) => b.id!);
    expect(uses).toHaveLength(2);
    for (const id of uses) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(new Set(uses).size).toBe(2);
  });

  it('reused in a later turn (call_0 again): the history the third request carries has unique ids, each result paired with its own call', async () => {
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
      const answered = (messages[i + 1]!.content as Block[])
        .filter((b) => b.type === 'tool_result')
        .map((b) => b.tool_use_id);
      expect(answered).toEqual(ids);
    }
  });
});
