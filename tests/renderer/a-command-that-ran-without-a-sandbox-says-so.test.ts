import { describe, expect, it } from 'vitest';
import { buildAudit } from '../../src/main/agent/projections/build-audit';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createEventLog, runConfig, snapshotOf } from './event-builders';

/** A read-only command that ran on a computer without an OS sandbox, and one that ran inside it. */
function commandsRun() {
  const log = createEventLog();
  const events = [
    log.make('user_message', { runId: 'run_1', text: 'look around', config: { ...runConfig, tools: ['run_command'] } }),
    log.make('tool_call', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 'toolu_1',
      tool: 'run_command',
      args: { command: 'ls' },
      settledBy: { by: 'policy', layer: 'policy' },
    }),
    log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 'toolu_1',
      tool: 'run_command',
      outcome: 'success',
      content: 'a\nb',
      settledBy: { by: 'policy', layer: 'policy' },
      confinement: 'unconfined',
    }),
    log.make('tool_call', {
      runId: 'run_1',
      callId: 'call_2',
      toolUseId: 'toolu_2',
      tool: 'run_command',
      args: { command: 'pwd' },
      settledBy: { by: 'policy', layer: 'policy' },
    }),
    log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_2',
      toolUseId: 'toolu_2',
      tool: 'run_command',
      outcome: 'success',
      content: '/ws',
      settledBy: { by: 'policy', layer: 'policy' },
      confinement: 'sandboxed',
    }),
  ];
  return { log, events };
}

describe('a command that ran without a sandbox is marked so in the transcript and the audit', () => {
  it('the transcript card of the unconfined command says so; the sandboxed one does not', () => {
    const { events } = commandsRun();
    const view = buildSessionView(snapshotOf(events));
    expect(view.tools['call_1']?.unconfined).toBe(true);
    expect(view.tools['call_2']?.unconfined).toBeUndefined();
  });

  it('the mark also arrives with a pushed event', () => {
    const { events } = commandsRun();
    let view = buildSessionView(snapshotOf(events.slice(0, 2)));
    for (const e of events.slice(2)) view = applySessionEvent(view, e);
    expect(view.tools['call_1']?.unconfined).toBe(true);
  });

  it('the audit entry of the unconfined command says so', () => {
    const { events } = commandsRun();
    const audit = buildAudit(events);
    expect(audit.find((e) => e.callId === 'call_1')?.unconfined).toBe(true);
    expect(audit.find((e) => e.callId === 'call_2')?.unconfined).toBeUndefined();
  });
});
