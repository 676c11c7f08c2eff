import { describe, expect, it } from 'vitest';
import { buildSessionView } from '../../../src/renderer/src/state/apply-event';
import { createEventLog, runConfig, snapshotOf } from '../event-builders';

/** Saved rules: "why did this run without asking me" is answered on the call's own card. */
describe('a tool card names the rule that decided it', () => {
  const log = createEventLog();
  const write = { path: 'notes/c.md', content: 'C\n' };
  const events = [
    log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
    log.make('user_message', { runId: 'run_1', text: 'write', config: runConfig }),
    log.make('assistant_message', {
      runId: 'run_1',
      content: [
        { type: 'tool_use', callId: 'call_ok', toolUseId: 'toolu_ok', name: 'write_file', input: write },
        {
          type: 'tool_use',
          callId: 'call_no',
          toolUseId: 'toolu_no',
          name: 'run_command',
          input: { command: 'rm notes.txt' },
        },
      ],
      stopReason: 'tool_use',
      usage: { inputTokens: 10, outputTokens: 10 },
      interrupted: false,
    }),
    log.make('tool_call', {
      runId: 'run_1',
      callId: 'call_ok',
      toolUseId: 'toolu_ok',
      tool: 'write_file',
      args: write,
      settledBy: { by: 'rule', ruleId: 'rule_allow1' },
    }),
    log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_ok',
      toolUseId: 'toolu_ok',
      tool: 'write_file',
      outcome: 'success',
      content: 'written',
    }),
    log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_no',
      toolUseId: 'toolu_no',
      tool: 'run_command',
      outcome: 'denied',
      content: 'refused',
      settledBy: { by: 'rule', ruleId: 'rule_deny1' },
    }),
  ];

  it('keeps the allowing rule through the result, and the refusing rule on a denied call', () => {
    const view = buildSessionView(snapshotOf(events));
    expect(view.tools.call_ok).toMatchObject({ status: 'success', settledBy: { by: 'rule', ruleId: 'rule_allow1' } });
    expect(view.tools.call_no).toMatchObject({ status: 'denied', settledBy: { by: 'rule', ruleId: 'rule_deny1' } });
  });
});
