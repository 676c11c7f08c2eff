import type { SessionEvent } from '../../src/shared';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createEventLog, runConfig, snapshotOf, writeInspection } from '../../tests/renderer/event-builders';

/**
 * The window's reducer alone, in this process: a view folded from a conversation holding about
 * `entries` transcript entries (3 per round, one tool card each), then the events of whole turns
 * that stop at an approval (question, reply with a write, approval, decision, the write, its result,
 * run end) applied one after another, as pushes are. Returns the median µs per event over batches.
 */
export function measureApplyPushedEvent(entries: number, batches = 7, turnsPerBatch = 50): number {
  const log = createEventLog('ses_apply');
  const events: SessionEvent[] = [log.make('session_created', { title: 'Long', workspace: '/ws', agentId: 'default' })];
  const rounds = Math.round(entries / 3);
  for (let i = 0; i < rounds; i += 1) events.push(...buildTurn(log, `r${i}`, false));
  const pushed: SessionEvent[][] = [];
  for (let b = 0; b < batches; b += 1) {
    const batch: SessionEvent[] = [];
    for (let t = 0; t < turnsPerBatch; t += 1) batch.push(...buildTurn(log, `p${b}_${t}`, true));
    pushed.push(batch);
  }
  let view = buildSessionView(snapshotOf(events));
  const perEvent: number[] = [];
  for (const batch of pushed) {
    const t0 = performance.now();
    for (const event of batch) view = applySessionEvent(view, event);
    perEvent.push(((performance.now() - t0) * 1000) / batch.length);
  }
  if (view.lastSeq !== pushed.at(-1)?.at(-1)?.seq) throw new Error('bench: a pushed event was not applied');
  return perEvent.sort((a, b) => a - b)[Math.floor(perEvent.length / 2)] as number;
}

type Log = ReturnType<typeof createEventLog>;

/** One turn: a question, a reply calling a tool (a write asked about when `asks`), the call and its result. */
function buildTurn(log: Log, label: string, asks: boolean): SessionEvent[] {
  const runId = `run_${label}`;
  const callId = `call_${label}`;
  const tool = asks ? 'write_file' : 'read_file';
  const args = asks ? { path: `${label}.md`, content: label } : { path: `${label}.md` };
  const turn = [
    log.make('user_message', { runId, text: `question ${label}`, config: runConfig }),
    log.make('assistant_message', {
      runId,
      content: [
        { type: 'text', text: `answer ${label}` },
        { type: 'tool_use', callId, toolUseId: `tu_${label}`, name: tool, input: args },
      ],
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
    }),
  ];
  if (asks) {
    const approvalId = `apr_${label}`;
    turn.push(
      log.make('approval_requested', {
        runId,
        approvalId,
        calls: [{ callId, toolUseId: `tu_${label}`, tool, args, inspection: writeInspection(), rationale: '' }],
      }),
      log.make('decision', {
        runId,
        approvalId,
        decisions: [{ callId, action: 'approve', args, settledBy: { by: 'person' } }],
      }),
    );
  }
  turn.push(
    log.make('tool_call', { runId, callId, toolUseId: `tu_${label}`, tool, args, settledBy: { by: 'person' } }),
    log.make('tool_result', { runId, callId, toolUseId: `tu_${label}`, tool, outcome: 'success', content: 'ok' }),
    log.make('run_state', { runId, state: 'completed' }),
  );
  return turn;
}
