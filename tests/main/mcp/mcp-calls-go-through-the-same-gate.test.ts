import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive, submitDecisions, type LoopDeps } from '../../../src/main/agent';
import type { ApprovalMode } from '../../../src/shared/modes';
import { createMcpRig, startMcpRun, testServerConfig, trustListedTools, type McpRig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { createScriptedModelClient, final, reply, toolUse, type ScriptTurn } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

/** The loop in-process with real MCP servers over stdio (the test calendar and mail servers); the model is a script. */
const t = useTempStore('gatehouse-mcp-');
let rig: McpRig | null = null;
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
});

function setUp(script: ScriptTurn[], trusted: boolean) {
  const workspace = join(realpathSync(t.dir), 'ws');
  mkdirSync(workspace, { recursive: true });
  const calendarState = join(t.dir, 'calendar.json');
  const mailState = join(t.dir, 'mail.json');
  rig = createMcpRig([
    testServerConfig('calendar', 'mcp-calendar-server.ts', calendarState, { trusted, ownDomains: ['example.com'] }),
    testServerConfig('mail', 'mcp-mail-server.ts', mailState, { trusted, ownDomains: ['example.com'] }),
  ]);
  const model = createScriptedModelClient(script);
  let n = 0;
  const deps: LoopDeps = {
    store: t.store,
    loadModel: () => ({ ok: true, model }),
    tools: rig.registry,
    memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
    now: () => new Date('2030-01-01T00:00:00Z'),
    ids: { newId: (prefix) => `${prefix}${++n}` },
    emit: { events: () => undefined, live: () => undefined },
    contextWindow: 200_000,
    maxTokens: 1024,
  };
  // A trusted server is trusted as a person trusts it in Settings: in the tools it lists now.
  const start = async (approvalMode: ApprovalMode = 'manual', workMode: 'agent' | 'ask' | 'plan' = 'agent') => {
    await trustListedTools(rig!, workspace);
    return startMcpRun(t.store, rig!, workspace, deps.ids, { approvalMode, workMode });
  };
  const answer = (approvalId: string, decisions: unknown[]) =>
    submitDecisions(deps, { approvalId, decisions }, { workspaceOf: () => workspace, approvalExisted: () => true });
  return {
    deps,
    model,
    workspace,
    start,
    answer,
    calendar: () => loadTestServerState(calendarState),
    mail: () => loadTestServerState(mailState),
  };
}

function results(deps: LoopDeps, sessionId: string) {
  return deps.store.loadEvents(sessionId).flatMap((e) => (e.kind === 'tool_result' ? [e.data] : []));
}

describe('MCP calls under the same gate as the built-in tools', () => {
  it('runs a trusted read-only call unasked, and asks for create and send even in yolo, running them only once approved', async () => {
    const s = setUp(
      [
        reply(toolUse('t1', 'mcp__calendar__list_events', {})),
        reply(
          toolUse('t2', 'mcp__calendar__create_event', {
            title: 'Review',
            start: '2030-01-02T09:00:00Z',
            end: '2030-01-02T10:00:00Z',
            guests: ['ann@example.com', 'bob@elsewhere.org'],
          }),
          toolUse('t3', 'mcp__mail__send_mail', {
            to: ['bob@elsewhere.org'],
            subject: 'Hi',
            body: 'See you',
            attachments: [],
          }),
        ),
        final('Done.'),
      ],
      true,
    );
    const run = await s.start('yolo');
    expect(run.config.tools).toEqual(
      expect.arrayContaining(['mcp__calendar__list_events', 'mcp__calendar__create_event', 'mcp__mail__send_mail']),
    );
    // The model sees the servers' tools with their own schemas.
    expect(await runDrive(s.deps, run)).toBe('awaiting_approval');
    const sent = s.model.requests[0]!.tools.find((x) => x.name === 'mcp__calendar__create_event');
    expect(sent?.input_schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['title', 'start', 'end']),
    });

    const listed = results(s.deps, run.sessionId);
    expect(listed).toEqual([
      expect.objectContaining({
        tool: 'mcp__calendar__list_events',
        outcome: 'success',
        settledBy: { by: 'policy', layer: 'policy' },
      }),
    ]);
    const pending = t.store.loadPendingApproval(run.sessionId)!;
    expect(pending.calls.map((c) => c.tool)).toEqual(['mcp__calendar__create_event', 'mcp__mail__send_mail']);
    // Nothing ran before the person answered.
    expect(s.calendar().received.map((r) => r.tool)).toEqual(['list_events']);
    expect(s.mail().received).toEqual([]);
    // The sheet's previews: the calendar event with its external guest, the mail with its external recipient.
    const [event, mail] = pending.calls.map((c) =>
      c.inspection.preview.type === 'mcp' ? c.inspection.preview.mcp : null,
    );
    expect(event?.calendar?.after?.guests).toEqual([
      { address: 'ann@example.com', external: false },
      { address: 'bob@elsewhere.org', external: true },
    ]);
    expect(mail?.mail).toMatchObject({
      action: 'send',
      subject: 'Hi',
      to: [{ address: 'bob@elsewhere.org', external: true }],
    });

    expect(
      (
        await s.answer(
          pending.approvalId,
          pending.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
        )
      ).result,
    ).toEqual({ ok: true });
    expect(await runDrive(s.deps, run)).toBe('completed');
    expect(s.calendar().events).toEqual([expect.objectContaining({ title: 'Review', start: '2030-01-02T09:00:00Z' })]);
    expect(s.mail().mails).toEqual([expect.objectContaining({ status: 'sent', subject: 'Hi' })]);
  });

  it('asks for every tool of an untrusted server, read-only claims included, even in yolo', async () => {
    const s = setUp([reply(toolUse('t1', 'mcp__calendar__list_events', {})), final('ok')], false);
    const run = await s.start('yolo');
    expect(await runDrive(s.deps, run)).toBe('awaiting_approval');
    expect(t.store.loadPendingApproval(run.sessionId)!.calls.map((c) => [c.tool, c.inspection.actsOnWorld])).toEqual([
      ['mcp__calendar__list_events', true],
    ]);
    expect(s.calendar().received).toEqual([]);
  });

  it("gives the model a person's denial with its reason, and the server never hears of the call", async () => {
    const s = setUp([reply(toolUse('t1', 'mcp__mail__delete_mail', { id: 'mail_1' })), final('Understood.')], true);
    const run = await s.start('manual');
    await runDrive(s.deps, run);
    const pending = t.store.loadPendingApproval(run.sessionId)!;
    await s.answer(pending.approvalId, [
      { callId: pending.calls[0]!.callId, action: 'deny', reason: 'Keep that mail.' },
    ]);
    expect(await runDrive(s.deps, run)).toBe('completed');
    expect(s.mail().received).toEqual([]);
    const last = s.model.requests[1]!.messages.at(-1)!.content;
    expect(JSON.stringify(last)).toContain('Keep that mail.');
    expect(results(s.deps, run.sessionId)).toEqual([
      expect.objectContaining({ outcome: 'denied', settledBy: { by: 'person' } }),
    ]);
  });

  it('sends the server the edited arguments, exactly', async () => {
    const s = setUp(
      [
        reply(
          toolUse('t1', 'mcp__mail__draft_mail', {
            to: ['eve@elsewhere.org'],
            subject: 'Numbers',
            body: 'All of them',
            attachments: [],
          }),
        ),
        final('Drafted.'),
      ],
      true,
    );
    const run = await s.start('manual');
    await runDrive(s.deps, run);
    const pending = t.store.loadPendingApproval(run.sessionId)!;
    const edited = { to: ['ann@example.com'], cc: [], subject: 'Numbers', body: 'Only the totals', attachments: [] };
    expect(
      (await s.answer(pending.approvalId, [{ callId: pending.calls[0]!.callId, action: 'edit', args: edited }])).result,
    ).toEqual({ ok: true });
    expect(await runDrive(s.deps, run)).toBe('completed');
    expect(s.mail().received).toEqual([{ tool: 'draft_mail', args: edited }]);
    const call = t.store.loadEvents(run.sessionId).find((e) => e.kind === 'tool_call');
    expect(call?.kind === 'tool_call' ? [call.data.args, call.data.originalArgs] : null).toEqual([
      edited,
      { to: ['eve@elsewhere.org'], subject: 'Numbers', body: 'All of them', attachments: [] },
    ]);
  });

  it('binds only trusted read-only tools in Ask mode and no MCP tool in Plan mode', async () => {
    const s = setUp([], true);
    const ask = await s.start('manual', 'ask');
    expect(ask.config.tools.filter((n) => n.startsWith('mcp__')).sort()).toEqual([
      'mcp__calendar__get_event',
      'mcp__calendar__list_events',
      'mcp__mail__list_mail',
    ]);
    const plan = await s.start('manual', 'plan');
    expect(plan.config.tools.filter((n) => n.startsWith('mcp__'))).toEqual([]);
    rig!.servers.forEach((c) => (c.trusted = false));
    const untrusted = await s.start('manual', 'ask');
    expect(untrusted.config.tools.filter((n) => n.startsWith('mcp__'))).toEqual([]);
  });
});
