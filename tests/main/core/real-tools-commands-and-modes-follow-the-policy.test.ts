import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

/** The real run_command (bash, tree-sitter classifier) and the real policy behind the real core. */
let t: TestCore;
afterEach(async () => t?.dispose());

type Result = Extract<SessionEvent, { kind: 'tool_result' }>;
const resultsOf = (sid: string) => t.core.loadSession(sid).events.filter((e): e is Result => e.kind === 'tool_result');
const lastBlocks = (i: number) =>
  t.server.requests[i]!.body.messages.at(-1)!.content as { type: string; content?: string; is_error?: boolean }[];

describe('run_command with the real tools', () => {
  it('runs ls without asking and asks before rm; one approval for the reply', async () => {
    t = await openTestCore(
      [
        reply(
          text('Look, then clean.'),
          toolUse('call_0', 'run_command', { command: 'ls' }),
          toolUse('call_1', 'run_command', { command: 'rm x' }),
        ),
      ],
      { realTools: true },
    );
    writeFileSync(join(t.workspace, 'x'), 'doomed');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'tidy up', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');

    const [ls] = resultsOf(s.id);
    expect(ls?.data).toMatchObject({
      tool: 'run_command',
      outcome: 'success',
      settledBy: { by: 'policy', layer: 'policy' },
    });
    expect(ls?.data.content).toContain('x');
    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls).toHaveLength(1);
    expect(pending.calls[0]).toMatchObject({
      tool: 'run_command',
      args: { command: 'rm x' },
      inspection: { defaultEffect: 'ask', preview: { type: 'command', command: { verdict: 'ask' } } },
    });
    expect(existsSync(join(t.workspace, 'x'))).toBe(true);

    t.server.push(final('Removed.'));
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, s.id, 'completed');
    expect(existsSync(join(t.workspace, 'x'))).toBe(false);
    expect(lastBlocks(1).map((b) => b.type)).toEqual(['tool_result', 'tool_result']);
  });

  it('Stop during a long command kills it quickly and the call is cancelled', async () => {
    t = await openTestCore([reply(toolUse('call_0', 'run_command', { command: 'sleep 30; touch finished' }))], {
      realTools: true,
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'wait a while', workMode: 'agent', approvalMode: 'yolo' });
    // Wait until the command is really running (its tool_call is committed before the spawn).
    const deadline = Date.now() + 10_000;
    while (!t.core.loadSession(s.id).events.some((e) => e.kind === 'tool_call')) {
      if (Date.now() > deadline) throw new Error('the command never started');
      await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, 200));
    const stopped = Date.now();
    await t.core.stop(s.id);
    expect(Date.now() - stopped).toBeLessThan(3_000);
    expect(t.core.listSessions().find((x) => x.id === s.id)?.runState).toBe('cancelled');
    const [result] = resultsOf(s.id);
    expect(result?.data).toMatchObject({ outcome: 'cancelled', settledBy: { by: 'yolo' } });
    expect(result?.data.content).toMatch(/^Stopped by the person while it ran/);
    await new Promise((r) => setTimeout(r, 300));
    expect(existsSync(join(t.workspace, 'finished'))).toBe(false);
  });
});

describe('modes with the real tools', () => {
  it('ask mode denies write_file by policy, naming Agent mode, and the run goes on', async () => {
    t = await openTestCore(
      [reply(toolUse('call_0', 'write_file', { path: 'a.txt', content: 'hi' })), final('I cannot write in this mode.')],
      { realTools: true },
    );
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a.txt', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(existsSync(join(t.workspace, 'a.txt'))).toBe(false);
    expect(t.core.loadSession(s.id).pending).toBeNull();
    const [denial] = resultsOf(s.id);
    expect(denial?.data).toMatchObject({ outcome: 'denied', settledBy: { by: 'policy' } });
    expect(denial?.data.content).toMatch(/not available in Ask mode\. It is available in Agent mode/);
    expect(lastBlocks(1)[0]).toMatchObject({ type: 'tool_result', is_error: true, content: denial?.data.content });
    expect(t.core.exportAudit(s.id).entries).toMatchObject([
      { settledBy: { by: 'policy' }, action: 'deny', workMode: 'ask', outcome: 'denied' },
    ]);
  });

  it('auto approval says in the run that every request waits, and a write still waits for the person', async () => {
    t = await openTestCore([reply(toolUse('call_0', 'write_file', { path: 'a.txt', content: 'hi' }))], {
      realTools: true,
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a.txt', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    const notes = t.core
      .loadSession(s.id)
      .events.flatMap((e) => (e.kind === 'run_state' && e.data.detail?.id === 'run.autoWaits' ? [e.data.detail] : []));
    expect(notes).toHaveLength(1);
    // The window was told too (the same committed event reached the subscribers).
    expect(
      t.events.some(
        (e) =>
          e.type === 'event' &&
          e.event.kind === 'run_state' &&
          JSON.stringify(e.event.data.detail) === JSON.stringify(notes[0]),
      ),
    ).toBe(true);
    expect(wordInEnglish(notes[0])).toContain('Auto review is not available yet');
    expect(existsSync(join(t.workspace, 'a.txt'))).toBe(false);
  });
});
