import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import type { SessionEvent } from '../../../src/shared/events';

/**
 * run_command passes only an allowlist of the app's environment. A person may tick withheld
 * variables on a command's sheet to pass to that one call: the names go into the decision, the
 * tool_call and the audit; the values are read from the app's environment when it runs and are
 * stored nowhere. Anything else that carries names is refused whole, and yolo passes none.
 */
const NAME = 'GATEHOUSE_TEST_TOKEN';
const VALUE = 'tok-123';

let t: TestCore;
beforeEach(() => {
  process.env[NAME] = VALUE;
});
afterEach(async () => {
  delete process.env[NAME];
  await t?.dispose();
});

const eventsOf = (sid: string): SessionEvent[] => t.core.loadSession(sid).events;

/** Every byte Gatehouse keeps in its data folder (the database, its WAL and journal). */
function dataBytes(): string {
  return readdirSync(t.dataDir)
    .filter((name) => name.startsWith('gatehouse.db'))
    .map((name) => readFileSync(join(t.dataDir, name)).toString('latin1'))
    .join('');
}

describe('a person may pass withheld environment variables to an approved command', () => {
  it('without passEnv the command sees nothing; with it, exactly that value, and only the name is recorded', async () => {
    t = await openTestCore(
      [
        reply(toolUse('call_0', 'run_command', { command: `printenv ${NAME} > without.txt` })),
        reply(toolUse('call_1', 'run_command', { command: `printenv ${NAME} > with.txt` })),
        final('Done.'),
      ],
      { realTools: true },
    );
    const { session, pending } = await sendUntilApproval(t, 'print it');
    const first = pending.calls[0]!;
    expect(first.inspection.preview.type === 'command' && first.inspection.preview.command.withheldEnv).toContain(NAME);

    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: first.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 20_000);
    expect(readFileSync(join(t.workspace, 'without.txt'), 'utf8')).toBe('');

    const second = t.core.loadSession(session.id).pending!;
    const secondCall = second.calls[0]!;
    expect(
      await t.core.submitDecisions({
        approvalId: second.approvalId,
        decisions: [{ callId: secondCall.callId, action: 'approve', passEnv: [NAME] }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'completed', 20_000);
    expect(readFileSync(join(t.workspace, 'with.txt'), 'utf8')).toBe(`${VALUE}\n`);

    const events = eventsOf(session.id);
    const decisions = events.flatMap((e) => (e.kind === 'decision' ? e.data.decisions : []));
    expect(decisions.find((d) => d.callId === first.callId)?.passEnv).toBeUndefined();
    expect(decisions.find((d) => d.callId === secondCall.callId)?.passEnv).toEqual([NAME]);
    const started = events.flatMap((e) => (e.kind === 'tool_call' ? [e.data] : []));
    expect(started.map((c) => c.passEnv)).toEqual([undefined, [NAME]]);
    const result = events.flatMap((e) =>
      e.kind === 'tool_result' && e.data.callId === secondCall.callId ? [e.data.content] : [],
    )[0];
    expect(result).toContain(`The person passed these environment variables to this command: ${NAME}.`);

    const audit = t.core.exportAudit(session.id).entries.filter((e) => e.tool === 'run_command');
    expect(audit.map((e) => e.passEnv)).toEqual([undefined, [NAME]]);
    expect(audit[1]).toMatchObject({ settledBy: { by: 'person' }, action: 'approve', outcome: 'success' });

    // The value is nowhere Gatehouse keeps or tells: not in the log, the audit or the database files.
    expect(JSON.stringify(events)).not.toContain(VALUE);
    expect(JSON.stringify(t.core.exportAudit(session.id))).not.toContain(VALUE);
    expect(JSON.stringify(t.server.requests.map((r) => r.body))).not.toContain(VALUE);
    await t.core.close();
    expect(dataBytes()).not.toContain(VALUE);
  });

  it('an edit may pass variables too, checked against what the edit would run', async () => {
    t = await openTestCore([reply(toolUse('call_0', 'run_command', { command: 'true > a.txt' })), final('Done.')], {
      realTools: true,
    });
    const { session, pending } = await sendUntilApproval(t, 'print it');
    const callId = pending.calls[0]!.callId;
    const args = { command: `printenv ${NAME} > edited.txt` };
    const preview = await t.core.previewEdit({ approvalId: pending.approvalId, callId, args });
    if (!preview.ok) throw new Error(preview.text.id);
    const res = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId, action: 'edit', args, previewToken: preview.previewToken, passEnv: [NAME] }],
    });
    expect(res).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'completed', 20_000);
    expect(readFileSync(join(t.workspace, 'edited.txt'), 'utf8')).toBe(`${VALUE}\n`);
    expect(t.core.exportAudit(session.id).entries[0]).toMatchObject({
      action: 'edit',
      passEnv: [NAME],
      outcome: 'success',
    });
  });

  it('a name no longer set when the command runs is simply absent, and the result says so', async () => {
    t = await openTestCore(
      [
        reply(toolUse('call_0', 'run_command', { command: 'printenv GATEHOUSE_TEST_GONE > gone.txt; true' })),
        final('Done.'),
      ],
      { realTools: true },
    );
    process.env.GATEHOUSE_TEST_GONE = 'soon gone';
    try {
      const { session, pending } = await sendUntilApproval(t, 'print it');
      delete process.env.GATEHOUSE_TEST_GONE;
      const res = await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve', passEnv: ['GATEHOUSE_TEST_GONE'] }],
      });
      expect(res).toEqual({ ok: true });
      await waitForRunState(t.core, session.id, 'completed', 20_000);
      expect(readFileSync(join(t.workspace, 'gone.txt'), 'utf8')).toBe('');
      const result = eventsOf(session.id).flatMap((e) => (e.kind === 'tool_result' ? [e.data.content] : []))[0];
      expect(result).toContain("Not set in Gatehouse's environment when it ran, so not passed: GATEHOUSE_TEST_GONE.");
      expect(result).not.toContain('The person passed');
    } finally {
      delete process.env.GATEHOUSE_TEST_GONE;
    }
  });

  it('yolo passes nothing: the command runs without the variable', async () => {
    t = await openTestCore(
      [reply(toolUse('call_0', 'run_command', { command: `printenv ${NAME} > yolo.txt; true` })), final('Done.')],
      { realTools: true },
    );
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'print it', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed', 20_000);
    expect(readFileSync(join(t.workspace, 'yolo.txt'), 'utf8')).toBe('');
    const started = eventsOf(s.id).flatMap((e) => (e.kind === 'tool_call' ? [e.data] : []));
    expect(started).toMatchObject([{ settledBy: { by: 'yolo' } }]);
    expect(started[0]?.passEnv).toBeUndefined();
  });
});

describe('passEnv that is not a person’s choice on a command’s sheet is refused whole', () => {
  async function pendingPair() {
    // Withheld, so the sheet lists it; it steers Python, so it is never passed.
    process.env.PYTHONGATEHOUSE_STEER = '1';
    onTestFinished(() => {
      delete process.env.PYTHONGATEHOUSE_STEER;
    });
    t = await openTestCore(
      [
        reply(
          toolUse('call_0', 'run_command', { command: `printenv ${NAME} > out.txt` }),
          toolUse('call_1', 'write_file', { path: 'note.txt', content: 'hi' }),
        ),
        final('Done.'),
      ],
      { realTools: true },
    );
    const { session, pending } = await sendUntilApproval(t, 'go');
    const [cmd, write] = pending.calls;
    return { sid: session.id, pending, cmd: cmd!.callId, write: write!.callId };
  }

  it.each([
    ['a name the sheet did not show as withheld (PATH is passed anyway)', { cmd: ['PATH'] }, 'invalid_request'],
    ['a name not in the environment at all', { cmd: ['GATEHOUSE_NOT_SET_ANYWHERE'] }, 'invalid_request'],
    ['variables on a call that is not a command', { write: [NAME] }, 'invalid_request'],
    ['one good call beside one bad one', { cmd: [NAME], write: [NAME] }, 'invalid_request'],
    [
      'a withheld variable that steers how programs run (PYTHON…)',
      { cmd: ['PYTHONGATEHOUSE_STEER'] },
      'invalid_request',
    ],
  ])('%s', async (_name, passEnv: { cmd?: string[]; write?: string[] }, code) => {
    const { sid, pending, cmd, write } = await pendingPair();
    const res = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: cmd, action: 'approve', ...(passEnv.cmd ? { passEnv: passEnv.cmd } : {}) },
        { callId: write, action: 'approve', ...(passEnv.write ? { passEnv: passEnv.write } : {}) },
      ],
    });
    expect(res).toMatchObject({ ok: false, error: { code } });
    if (!res.ok && code === 'invalid_request') expect(res.error.text.id).toMatch(/^decision\.env/);
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(pending.approvalId);
    expect(eventsOf(sid).some((e) => e.kind === 'decision' || e.kind === 'tool_call')).toBe(false);
    expect(existsSync(join(t.workspace, 'out.txt'))).toBe(false);
    expect(existsSync(join(t.workspace, 'note.txt'))).toBe(false);
  });

  it('with a denial, and names that are not names, the submission is malformed', async () => {
    const { sid, pending, cmd, write } = await pendingPair();
    for (const bad of [
      [
        { callId: cmd, action: 'deny', passEnv: [NAME] },
        { callId: write, action: 'approve' },
      ],
      [
        { callId: cmd, action: 'approve', passEnv: ['NOT-A-NAME'] },
        { callId: write, action: 'approve' },
      ],
      [
        { callId: cmd, action: 'approve', passEnv: [`${NAME}=x`] },
        { callId: write, action: 'approve' },
      ],
    ]) {
      const res = await t.core.submitDecisions({ approvalId: pending.approvalId, decisions: bad } as never);
      expect(res).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(pending.approvalId);
    expect(eventsOf(sid).some((e) => e.kind === 'decision')).toBe(false);
  });
});
