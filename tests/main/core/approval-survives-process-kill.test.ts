import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionSnapshot, SessionSummary } from '../../../src/shared/views';
import { readEffects } from '../../support/fake-tools';
import {
  isEventPush as isEvent,
  loadChildRunState as stateOf,
  spawnCoreChild,
  waitForChildRunState as until,
  type CoreChild,
} from '../../support/core-process';
import { final, reply, startModelServer, text, toolUse, type ModelServer } from '../../support/model-server';

let root: string;
let server: ModelServer;
let children: CoreChild[] = [];
let dataDir: string;
let workspace: string;
let effectsPath: string;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-kill-'));
  dataDir = join(root, 'data');
  workspace = join(root, 'ws');
  effectsPath = join(root, 'effects.log');
  mkdirSync(workspace);
  server = await startModelServer();
  children = [];
});
afterEach(async () => {
  for (const c of children) await c.kill();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function start(): Promise<CoreChild> {
  const c = await spawnCoreChild(dataDir, server.baseUrl, effectsPath);
  children.push(c);
  return c;
}
async function begin(c: CoreChild) {
  const s = await c.call<SessionSummary>('createSession', { workspace });
  await c.call('send', { sessionId: s.id, text: 'do it', workMode: 'agent', approvalMode: 'manual' });
  return s.id;
}

describe('SIGKILL at each step boundary', () => {
  it('while streaming: the run is interrupted, nothing ran, and Retry continues it', async () => {
    server.push({ kind: 'stall', text: 'Thinking' }, final('Finished.'));
    const a = await start();
    const sid = await begin(a);
    await server.waitForRequests(1);
    await a.kill();
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    expect(readEffects(effectsPath)).toEqual([]);
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    const snap = await b.call<SessionSnapshot>('loadSession', sid);
    expect(snap.events.filter((e) => e.kind === 'user_message')).toHaveLength(1);
  });

  it('right after the approval is persisted: the same approval is pending in a new process and deciding it resumes the run', async () => {
    server.push(
      reply(text('Writing.'), toolUse('call_0', 'write_file', { path: 'x.txt', content: 'X' })),
      final('Written.'),
    );
    const a = await start();
    const sid = await begin(a);
    const asked = await a.waitForEvent(isEvent('approval_requested'));
    await a.kill();
    const approvalId =
      asked.type === 'event' && asked.event.kind === 'approval_requested' ? asked.event.data.approvalId : '';
    const b = await start();
    const snap = await b.call<SessionSnapshot>('loadSession', sid);
    expect(snap.pending?.approvalId).toBe(approvalId);
    expect(snap.summary.runState).toBe('awaiting_approval');
    await expect(
      b.call('send', { sessionId: sid, text: 'more', workMode: 'agent', approvalMode: 'manual' }),
    ).rejects.toMatchObject({ code: 'approval_pending' });
    expect(
      await b.call('submitDecisions', {
        approvalId,
        decisions: [{ callId: snap.pending!.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await until(b, sid, 'completed');
    expect(readEffects(effectsPath)).toEqual(['write x.txt X']);
    // The resumed request carries the tool_result for the model's own id.
    const last = server.requests[1]!.body.messages.at(-1)!;
    expect(JSON.stringify(last.content)).toContain('"tool_use_id":"call_0"');
  });

  it('while a tool runs: its outcome is unknown, it is never re-run, and the model is told', async () => {
    server.push(reply(toolUse('tu_1', 'run_command', { command: 'deploy', ms: 20_000 })), final('I will check.'));
    const a = await start();
    const sid = await begin(a);
    await until(a, sid, 'awaiting_approval');
    const snap = await a.call<SessionSnapshot>('loadSession', sid);
    await a.call('submitDecisions', {
      approvalId: snap.pending!.approvalId,
      decisions: [{ callId: snap.pending!.calls[0]!.callId, action: 'approve' }],
    });
    await a.waitForEvent(isEvent('tool_call'));
    const deadline = Date.now() + 10_000;
    while (!readEffects(effectsPath).includes('start deploy') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    await a.kill();
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    const after = await b.call<SessionSnapshot>('loadSession', sid);
    const result = after.events.find((e) => e.kind === 'tool_result');
    expect(result?.kind === 'tool_result' && result.data.outcome).toBe('unknown');
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    expect(readEffects(effectsPath)).toEqual(['start deploy']);
    const toModel = JSON.stringify(server.requests[1]!.body.messages.at(-1)!.content);
    expect(toModel).toContain('Outcome unknown');
  });

  it('after a result, before the next model call: the result is kept and the call is not run again', async () => {
    server.push(reply(toolUse('tu_1', 'run_command', { command: 'ls -la' })), { kind: 'stall', text: '' });
    const a = await start();
    const sid = await begin(a);
    await a.waitForEvent(isEvent('tool_result'));
    await a.kill();
    // Whether or not the next request left before the kill, the retry gets the final answer.
    server.replace(final('Listed.'));
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    expect(readEffects(effectsPath)).toEqual(['start ls -la', 'end ls -la']);
    const snap = await b.call<SessionSnapshot>('loadSession', sid);
    expect(snap.events.filter((e) => e.kind === 'tool_result')).toHaveLength(1);
    expect(JSON.stringify(server.requests.at(-1)!.body.messages)).toContain('ran ls -la');
  });
});
