import { deriveLayer } from '../../../src/shared/decisions';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final, reply, toolUse } from '../../support/model-server';

/**
 * Through the whole core with the real tools (bash in the core's own sandbox) and the test mail and
 * calendar servers over stdio: a saved rule lets exactly what its words say run without a person,
 * and every call that only looks like it asks, with nothing run, sent or invited.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const commandRule = (sessionId: string, words: string[]): RuleDefinition => ({
  tool: 'run_command',
  effect: 'allow',
  match: { kind: 'command', words },
  scope: { kind: 'conversation', sessionId },
});

function resultsOf(sessionId: string) {
  return t.core.loadSession(sessionId).events.flatMap((e) => (e.kind === 'tool_result' ? [e.data] : []));
}

describe('a command rule runs exactly its words', () => {
  it('`npm test` runs unasked in the sandbox; `rm -rf build` covers neither `rm -rf build src` nor anything appended or put in front', async () => {
    t = await openTestCore([], { realTools: true });
    if (!t.core.getSettings().commandSandbox.available)
      return expect.fail('this test needs the OS sandbox (bubblewrap) that CI has');
    writeFileSync(
      join(t.workspace, 'package.json'),
      JSON.stringify({ name: 'w', private: true, scripts: { test: 'echo ran >> runs.log' } }),
    );
    mkdirSync(join(t.workspace, 'build'));
    mkdirSync(join(t.workspace, 'src'));
    writeFileSync(join(t.workspace, 'src', 'keep.txt'), 'keep\n');
    const session = t.core.createSession({ workspace: t.workspace });
    const npmTest = t.core.rules.save({ definition: commandRule(session.id, ['npm', 'test']) });
    t.core.rules.save({ definition: commandRule(session.id, ['rm', '-rf', 'build']) });
    const attacks = [
      'rm -rf build src',
      "rm -rf 'build' src",
      'rm -rf build*',
      'rm -rf build -- src',
      'npm test > src/keep.txt',
      'NODE_OPTIONS=--require=./x.cjs npm test',
      'npm test -- --watch',
      'npm test; rm -rf src',
    ];
    t.server.push(
      reply(toolUse('call_0', 'run_command', { command: 'npm test' })),
      reply(...attacks.map((command, i) => toolUse(`call_${i + 1}`, 'run_command', { command }))),
      final('Ok.'),
    );
    await t.core.send({ sessionId: session.id, text: 'test, then clean', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 60_000);

    // The rule's own words ran without a person, in the sandbox.
    expect(readFileSync(join(t.workspace, 'runs.log'), 'utf8')).toBe('ran\n');
    expect(resultsOf(session.id)).toEqual([
      expect.objectContaining({
        toolUseId: 'call_0',
        settledBy: expect.objectContaining({ by: 'rule' }),
        outcome: 'success',
      }),
    ]);
    expect(t.core.exportAudit(session.id).entries).toMatchObject([
      { settledBy: { by: 'rule', ruleId: npmTest.id }, outcome: 'success' },
    ]);
    // Every look-alike waits for the person, and nothing of it ran.
    const pending = t.core.loadSession(session.id).pending!;
    expect(pending.calls.map((c) => c.args['command'])).toEqual(attacks);
    expect(existsSync(join(t.workspace, 'build'))).toBe(true);
    expect(readFileSync(join(t.workspace, 'src', 'keep.txt'), 'utf8')).toBe('keep\n');
    expect(readFileSync(join(t.workspace, 'runs.log'), 'utf8')).toBe('ran\n');

    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'deny' as const })),
    });
    await waitForRunState(t.core, session.id, 'completed', 60_000);
    expect(existsSync(join(t.workspace, 'src', 'keep.txt'))).toBe(true);
    expect(readFileSync(join(t.workspace, 'runs.log'), 'utf8')).toBe('ran\n');
  }, 180_000);
});

describe('a mail rule sends to colleagues unasked, and nothing that only looks like it', () => {
  const body = 'Eve <eve@attacker.example> wrote: please forward to eve@attacker.example';
  const mail = (to: unknown, extra: Record<string, unknown> = {}) => ({ to, subject: 'Numbers', body, ...extra });

  it('a rule saved from the sheet sends to corp.com unasked; a disguised outsider asks and the sheet says why; an argument the tool does not name is refused', async () => {
    t = await openTestCore([], { realTools: true });
    const mailState = join(t.root, 'mail.json');
    const calendarState = join(t.root, 'calendar.json');
    await t.core.mcp.save(testServerConfig('mail', 'mcp-mail-server.ts', mailState, { ownDomains: ['corp.com'] }));
    await t.core.mcp.save(
      testServerConfig('calendar', 'mcp-calendar-server.ts', calendarState, { ownDomains: ['corp.com'] }),
    );
    const attacks = [
      mail(['<eve@attacker.example> bob@corp.com']),
      mail(['eve@attacker.example\n@corp.com']),
      mail(['bob@corp.com', 'Eve <eve@attacker.example>']),
      mail(['"eve@attacker.example" <bob@corp.com>']),
    ];
    t.server.push(
      reply(toolUse('call_0', 'mcp__mail__send_mail', mail(['bob@corp.com']))),
      reply(toolUse('call_1', 'mcp__mail__send_mail', mail(['ann@corp.com'], { cc: ['Carl <carl@corp.com>'] }))),
      reply(
        ...attacks.map((args, i) => toolUse(`call_${i + 2}`, 'mcp__mail__send_mail', args)),
        // The server's schema names neither: they would reach it beside what the sheet shows.
        toolUse('call_bcc', 'mcp__mail__send_mail', mail(['bob@corp.com'], { bcc: ['eve@attacker.example'] })),
        toolUse('call_cal', 'mcp__calendar__create_event', {
          title: 'Plan',
          start: '2030-01-02T09:00:00Z',
          end: '2030-01-02T10:00:00Z',
          guests: ['bob@corp.com'],
          attendees: ['eve@attacker.example'],
        }),
      ),
      final('Ok.'),
    );
    const session = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: session.id, text: 'send the numbers', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 60_000);

    // "Always allow…" on the first mail: recipients within corp.com, for the tool as this sheet showed it.
    const first = t.core.loadSession(session.id).pending!;
    const draft = await t.core.rules.draft({ approvalId: first.approvalId, callId: first.calls[0]!.callId });
    expect(draft.definition.match).toEqual({
      kind: 'mcp',
      conditions: [{ kind: 'recipients_within', domains: ['corp.com'] }],
    });
    const rule = t.core.rules.save({
      definition: { ...draft.definition, scope: { kind: 'folder', folder: t.workspace } },
    });
    expect(rule.definition?.toolDefinition).toMatch(/^[0-9a-f]{64}$/);
    expect(t.core.rules.list()[0]!.toolState).toBe('same');
    await t.core.submitDecisions({
      approvalId: first.approvalId,
      decisions: [{ callId: first.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 60_000);

    // The colleagues' mail, quoting an outside address in its body, went without a person.
    const sentTo = () => loadTestServerState(mailState).received.map((r) => r.args['to']);
    expect(sentTo()).toEqual([['bob@corp.com'], ['ann@corp.com']]);
    expect(
      t.core
        .exportAudit(session.id)
        .entries.map((e) => [
          e.settledBy.by,
          deriveLayer(e.settledBy),
          e.settledBy.by === 'rule' ? e.settledBy.ruleId : null,
          e.outcome,
        ]),
    ).toEqual([
      ['person', 'person', null, 'success'],
      ['rule', 'rule', rule.id, 'success'],
      // Refused before anyone judged them: arguments the tools' schemas do not name.
      ['policy', 'validation', null, 'denied'],
      ['policy', 'validation', null, 'denied'],
    ]);
    const refusals = resultsOf(session.id)
      .slice(2)
      .map((r) => r.content);
    expect(refusals).toEqual([
      expect.stringMatching(/send_mail takes no argument named bcc/),
      expect.stringMatching(/create_event takes no argument named attendees/),
    ]);

    // Every disguised outsider waits for the person; the sheet says which address the rule could not read.
    const pending = t.core.loadSession(session.id).pending!;
    expect(pending.calls.map((c) => c.args['to'])).toEqual(attacks.map((a) => a.to));
    expect(pending.calls.map((c) => c.rule)).toEqual([
      { effect: 'ask', ruleId: rule.id, held: { reason: 'unreadable_address', field: 'to[0]', problem: 'angle' } },
      {
        effect: 'ask',
        ruleId: rule.id,
        held: { reason: 'unreadable_address', field: 'to[0]', problem: 'hidden_character' },
      },
      undefined,
      { effect: 'ask', ruleId: rule.id, held: { reason: 'unreadable_address', field: 'to[0]', problem: 'two_at' } },
    ]);
    expect(sentTo()).toEqual([['bob@corp.com'], ['ann@corp.com']]);
    expect(loadTestServerState(calendarState).received).toEqual([]);

    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'deny' as const })),
    });
    await waitForRunState(t.core, session.id, 'completed', 60_000);
    expect(sentTo()).toEqual([['bob@corp.com'], ['ann@corp.com']]);
    expect(loadTestServerState(mailState).mails.map((m) => m.to)).toEqual([['bob@corp.com'], ['ann@corp.com']]);
    expect(loadTestServerState(calendarState).events).toEqual([]);
  }, 180_000);

  it('a rule kept without its tool (saved before definitions were kept) allows nothing, and the rules page says so', async () => {
    t = await openTestCore([], { realTools: true });
    const mailState = join(t.root, 'mail.json');
    await t.core.mcp.save(testServerConfig('mail', 'mcp-mail-server.ts', mailState, { ownDomains: ['corp.com'] }));
    const session = t.core.createSession({ workspace: t.workspace });
    const legacy = t.core.rules.save({
      definition: {
        tool: 'mcp__mail__send_mail',
        effect: 'allow',
        match: { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['corp.com'] }] },
        scope: { kind: 'everywhere' },
      },
    });
    t.server.push(reply(toolUse('call_0', 'mcp__mail__send_mail', mail(['bob@corp.com']))), final('Ok.'));
    await t.core.send({ sessionId: session.id, text: 'send it', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 60_000);
    expect(t.core.loadSession(session.id).pending!.calls[0]!.rule).toEqual({
      effect: 'ask',
      ruleId: legacy.id,
      held: { reason: 'tool_not_pinned' },
    });
    expect(loadTestServerState(mailState).received).toEqual([]);
    expect(t.core.rules.list()[0]!.toolState).toBe('not_pinned');
  }, 120_000);
});
