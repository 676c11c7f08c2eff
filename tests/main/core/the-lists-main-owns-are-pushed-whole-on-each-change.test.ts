import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoreEvent } from '../../../src/main/core';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { final, reply, toolUse } from '../../support/model-server';

let t: TestCore;
afterEach(async () => t?.dispose());

type Push<K extends CoreEvent['type']> = Extract<CoreEvent, { type: K }>;
const pushes = <K extends CoreEvent['type']>(type: K): Push<K>[] =>
  t.events.filter((e): e is Push<K> => e.type === type);
const since = (mark: number) => t.events.slice(mark);

describe('the lists main owns reach the windows whole on each change', () => {
  it('rules: a save, a switch, a deletion and an import each push the whole list', async () => {
    t = await openTestCore();
    const rule = t.core.rules.save({
      definition: { tool: 'write_file', effect: 'allow', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    });
    expect(pushes('rules_changed').at(-1)?.rules).toEqual(t.core.rules.list());
    t.core.rules.setEnabled(rule.id, false);
    expect(pushes('rules_changed').at(-1)?.rules).toEqual([expect.objectContaining({ id: rule.id, enabled: false })]);
    const exported = t.core.rules.exportFile();
    t.core.rules.remove(rule.id);
    expect(pushes('rules_changed').at(-1)?.rules).toEqual([]);
    t.core.rules.importFile(exported);
    expect(pushes('rules_changed').at(-1)?.rules).toHaveLength(1);
    expect(pushes('rules_changed')).toHaveLength(4);
    // A refused change pushes nothing.
    const mark = t.events.length;
    expect(() => t.core.rules.remove(rule.id)).toThrow();
    expect(since(mark).filter((e) => e.type === 'rules_changed')).toEqual([]);
  });

  it('hooks: a save, an import and a removal each push the whole list', async () => {
    t = await openTestCore();
    const hook = t.core.hooks.save({ definition: { event: 'PreToolUse', command: 'true' } });
    expect(pushes('hooks_changed').at(-1)?.hooks).toEqual([hook]);
    t.core.hooks.importSettings(
      JSON.stringify({
        hooks: { PostToolUse: [{ matcher: 'write_file', hooks: [{ type: 'command', command: 'true' }] }] },
      }),
    );
    expect(pushes('hooks_changed').at(-1)?.hooks).toEqual(t.core.hooks.list());
    expect(t.core.hooks.list()).toHaveLength(2);
    t.core.hooks.remove(hook.id);
    expect(pushes('hooks_changed').at(-1)?.hooks).toEqual(t.core.hooks.list());
    expect(pushes('hooks_changed')).toHaveLength(3);
  });

  it("notes: one the model's remember tool saved, and one deleted", async () => {
    t = await openTestCore([reply(toolUse('call_0', 'remember', { text: 'Tabs, not spaces.' })), final('Noted.')], {
      realTools: true,
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'remember that', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    expect(pushes('notes_changed')).toEqual([]);
    const pending = t.core.loadSession(s.id).pending!;
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, s.id, 'completed');
    expect(pushes('notes_changed').at(-1)?.notes).toEqual([
      expect.objectContaining({ text: 'Tabs, not spaces.', workspace: t.workspace }),
    ]);
    t.core.deleteNote(t.core.listNotes()[0]!.id);
    expect(pushes('notes_changed').at(-1)?.notes).toEqual([]);
  }, 60_000);

  it('MCP servers: a save and a removal push the view, and so does a server starting and becoming ready', async () => {
    t = await openTestCore([final('Hello.')]);
    await t.core.mcp.save(testServerConfig('notes', 'mcp-notes-server.ts', join(t.root, 'notes.json')));
    const saved = pushes('mcp_servers_changed').at(-1)?.servers;
    expect(saved?.servers.map((s) => s.name)).toEqual(['notes']);
    expect(saved).toEqual(t.core.mcp.view());

    // The server starts with the conversation's first message: its states reach the window unasked.
    const mark = t.events.length;
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'hello', workMode: 'agent' });
    await waitForRunState(t.core, s.id, 'completed', 30_000);
    const states = () =>
      since(mark).flatMap((e) =>
        e.type === 'mcp_servers_changed' ? e.servers.states.filter((x) => x.name === 'notes').map((x) => x.status) : [],
      );
    await expect.poll(states, { timeout: 30_000 }).toContain('ready');
    expect(states()).toContain('starting');

    const removing = t.events.length;
    await t.core.mcp.remove('notes');
    const after = since(removing).filter((e): e is Push<'mcp_servers_changed'> => e.type === 'mcp_servers_changed');
    expect(after.at(-1)?.servers.servers).toEqual([]);
    expect(after.at(-1)?.servers).toEqual(t.core.mcp.view());
  }, 60_000);
});
