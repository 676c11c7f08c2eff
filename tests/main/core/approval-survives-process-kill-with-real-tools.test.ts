import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionEvent } from '../../../src/shared/events';
import type { ApprovalMode } from '../../../src/shared/modes';
import type { SessionSnapshot, SessionSummary } from '../../../src/shared/views';
import {
  isEventPush as isEvent,
  loadChildRunState as stateOf,
  spawnCoreChild,
  waitForChildRunState as until,
  type CoreChild,
  type CoreChildOptions,
} from '../../support/core-process';
import { final, reply, startModelServer, text, toolUse, type ModelServer } from '../../support/model-server';

/**
 * approval-survives-process-kill.test.ts again with the built-in write_file writing a real file in
 * the workspace of a child core that is SIGKILLed at each boundary. To kill between the tool_call
 * and the write, or between the write and its result, the child holds the real tool there for good
 * (core-child.ts `--hold`). Whether a call ran again after the restart is read from the disk: the
 * file it creates is removed before the restart, so a second run would bring it back.
 */
let root: string;
let server: ModelServer;
let children: CoreChild[] = [];
let dataDir: string;
let workspace: string;

const CONTENT = 'written once\n';
const writeNotes = () =>
  reply(text('Writing notes.txt.'), toolUse('toolu_w', 'write_file', { path: 'notes.txt', content: CONTENT }));
const notes = () => join(workspace, 'notes.txt');

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-kill-real-'));
  dataDir = join(root, 'data');
  workspace = join(root, 'ws');
  mkdirSync(workspace);
  server = await startModelServer();
  children = [];
});
afterEach(async () => {
  for (const c of children) await c.kill();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function start(options: Omit<CoreChildOptions, 'realTools'> = {}): Promise<CoreChild> {
  const c = await spawnCoreChild(dataDir, server.baseUrl, join(root, 'effects.log'), { realTools: true, ...options });
  children.push(c);
  return c;
}
async function begin(c: CoreChild, approvalMode: ApprovalMode = 'manual') {
  const s = await c.call<SessionSummary>('createSession', { workspace });
  await c.call('send', { sessionId: s.id, text: 'write the notes', workMode: 'agent', approvalMode });
  return s.id;
}
async function approvePending(c: CoreChild, sessionId: string) {
  await until(c, sessionId, 'awaiting_approval');
  const snap = await c.call<SessionSnapshot>('loadSession', sessionId);
  expect(
    await c.call('submitDecisions', {
      approvalId: snap.pending!.approvalId,
      decisions: snap.pending!.calls.map((x) => ({ callId: x.callId, action: 'approve' })),
    }),
  ).toEqual({ ok: true });
}
async function eventsOf(c: CoreChild, sessionId: string) {
  return (await c.call<SessionSnapshot>('loadSession', sessionId)).events;
}
const outcomes = (events: readonly SessionEvent[]) =>
  events.flatMap((e) => (e.kind === 'tool_result' ? [e.data.outcome] : []));

describe('SIGKILL at each step boundary, with the real write_file', () => {
  it('while streaming: nothing is written; Retry continues and the approved write lands once', async () => {
    server.push({ kind: 'stall', text: 'Thinking' }, writeNotes(), final('Written.'));
    const a = await start();
    const sid = await begin(a);
    await server.waitForRequests(1);
    await a.kill();
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    expect(existsSync(notes())).toBe(false);
    await b.call('retry', sid);
    await approvePending(b, sid);
    await until(b, sid, 'completed');
    expect(readFileSync(notes(), 'utf8')).toBe(CONTENT);
    expect(outcomes(await eventsOf(b, sid))).toEqual(['success']);
  });

  it('right after the approval is persisted: nothing is written until it is approved in the new process, then exactly the shown content', async () => {
    server.push(writeNotes(), final('Written.'));
    const a = await start();
    const sid = await begin(a);
    await a.waitForEvent(isEvent('approval_requested'));
    await a.kill();
    expect(existsSync(notes())).toBe(false);
    const b = await start();
    await approvePending(b, sid);
    await until(b, sid, 'completed');
    expect(readFileSync(notes(), 'utf8')).toBe(CONTENT);
    const events = await eventsOf(b, sid);
    expect(events.filter((e) => e.kind === 'tool_call')).toHaveLength(1);
    expect(outcomes(events)).toEqual(['success']);
  });

  it('after the call is recorded, before the write: the file is never written, the outcome is unknown, and Retry does not run it', async () => {
    server.push(writeNotes(), final('I will check.'));
    const a = await start({ hold: 'before-execute' });
    const sid = await begin(a);
    await approvePending(a, sid);
    await expect(a.waitForHold()).resolves.toMatchObject({ phase: 'before-execute', tool: 'write_file' });
    await a.kill();
    expect(existsSync(notes())).toBe(false);
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    expect(outcomes(await eventsOf(b, sid))).toEqual(['unknown']);
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    expect(existsSync(notes())).toBe(false);
    expect(JSON.stringify(server.requests[1]!.body.messages.at(-1)!.content)).toContain('Outcome unknown');
  });

  it('after the write, before its result: the file was written once, the outcome is unknown, and Retry does not write it again', async () => {
    server.push(writeNotes(), final('I will check.'));
    const a = await start({ hold: 'after-execute' });
    const sid = await begin(a);
    await approvePending(a, sid);
    await expect(a.waitForHold()).resolves.toMatchObject({ phase: 'after-execute', tool: 'write_file' });
    await a.kill();
    expect(readFileSync(notes(), 'utf8')).toBe(CONTENT);
    rmSync(notes());
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    expect(outcomes(await eventsOf(b, sid))).toEqual(['unknown']);
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    expect(existsSync(notes())).toBe(false);
  });

  it('after a result, before the next model call: the result is kept and the write is not run again', async () => {
    // Yolo: a write inside the folder runs without asking, so the result is the last thing before the model.
    server.push(writeNotes(), { kind: 'stall', text: '' });
    const a = await start();
    const sid = await begin(a, 'yolo');
    await a.waitForEvent(isEvent('tool_result'));
    await a.kill();
    expect(readFileSync(notes(), 'utf8')).toBe(CONTENT);
    rmSync(notes());
    server.replace(final('Written.'));
    const b = await start();
    expect(await stateOf(b, sid)).toBe('interrupted');
    await b.call('retry', sid);
    await until(b, sid, 'completed');
    expect(existsSync(notes())).toBe(false);
    expect(outcomes(await eventsOf(b, sid))).toEqual(['success']);
    expect(JSON.stringify(server.requests.at(-1)!.body.messages)).toContain('notes.txt');
  });
});
