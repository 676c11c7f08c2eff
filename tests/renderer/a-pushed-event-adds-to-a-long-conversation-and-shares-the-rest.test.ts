import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../src/shared';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { derivePlan } from '../../src/renderer/src/state/derive';
import type { SessionView } from '../../src/renderer/src/state/session-view';
import { createEventLog, runConfig, snapshotOf, writeInspection } from './event-builders';

type Log = ReturnType<typeof createEventLog>;

/** A question and a reply that calls a tool which then runs: 3 entries and one card per round. */
function round(log: Log, i: number, tool = 'read_file', input: Record<string, unknown> = { path: `f${i}.md` }) {
  const runId = `run_${i}`;
  const callId = `call_${i}`;
  return [
    log.make('user_message', { runId, text: `question ${i}`, config: runConfig }),
    log.make('assistant_message', {
      runId,
      content: [
        { type: 'text', text: `answer ${i}` },
        { type: 'tool_use', callId, toolUseId: `tu_${i}`, name: tool, input },
      ],
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
    }),
    log.make('tool_call', {
      runId,
      callId,
      toolUseId: `tu_${i}`,
      tool,
      args: input,
      settledBy: { by: 'policy', layer: 'policy' },
    }),
    log.make('tool_result', { runId, callId, toolUseId: `tu_${i}`, tool, outcome: 'success', content: 'ok' }),
  ];
}

/** A turn that stops at an approval for a write: its reply (entry and card), then the approval. */
function approvalTurn(log: Log, label: string) {
  const runId = `run_${label}`;
  const callId = `call_${label}`;
  const args = { path: `${label}.md`, content: label };
  return [
    log.make('assistant_message', {
      runId,
      content: [{ type: 'tool_use', callId, toolUseId: `tu_${label}`, name: 'write_file', input: args }],
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
    }),
    log.make('approval_requested', {
      runId,
      approvalId: `apr_${label}`,
      calls: [
        { callId, toolUseId: `tu_${label}`, tool: 'write_file', args, inspection: writeInspection(), rationale: '' },
      ],
    }),
  ];
}

describe('an event pushed to a window holding a long conversation', () => {
  // 34,000 rounds: 102,000 transcript entries and 34,000 tool cards.
  const log = createEventLog();
  const opening = [log.make('session_created', { title: 'Long', workspace: '/ws', agentId: 'default' })];
  for (let i = 0; i < 34_000; i += 1) opening.push(...round(log, i));
  const opened = buildSessionView(snapshotOf(opening));
  const turn = approvalTurn(log, 'x');

  it('adds its entries and cards after the earlier ones, which stay shared, and reads as a full fold', () => {
    expect(opened.entries.length).toBe(102_000);
    let view = opened;
    for (const event of turn) view = applySessionEvent(view, event);

    // The earlier entries are the opened view's, in place: the list was extended, not copied.
    expect(view.entries.extends(opened.entries)).toBe(true);
    expect(view.entries.length).toBe(102_002);
    for (const i of [0, 1, 50_000, 101_999]) expect(view.entries.at(i)).toBe(opened.entries.at(i));
    // Cards the event did not touch are the same objects; the opened view still reads as it was.
    expect(view.tools.call_0).toBe(opened.tools.call_0);
    expect(view.tools.call_33999).toBe(opened.tools.call_33999);
    expect(opened.entries.length).toBe(102_000);
    expect(opened.tools.call_x).toBeUndefined();
    expect(opened.approvals.apr_x).toBeUndefined();
    expect(view.pending?.approvalId).toBe('apr_x');

    const folded = buildSessionView(snapshotOf([...opening, ...turn]));
    expect(view.entries.toArray()).toEqual(folded.entries.toArray());
    expect(view.tools).toEqual(folded.tools);
    expect(view.approvals).toEqual(folded.approvals);
  });

  it('applied twice to the same view, gives two views that never see each other’s entries or cards', () => {
    const a = approvalTurn(createEventLog(), 'a').map((e) => ({ ...e, seq: opened.lastSeq + 1 + (e.seq - 1) }));
    const b = approvalTurn(createEventLog(), 'b').map((e) => ({ ...e, seq: opened.lastSeq + 1 + (e.seq - 1) }));
    let left: SessionView = opened;
    for (const event of a as SessionEvent[]) left = applySessionEvent(left, event);
    let right: SessionView = opened;
    for (const event of b as SessionEvent[]) right = applySessionEvent(right, event);

    expect(left.entries.at(-1)).toEqual({ kind: 'approval', seq: opened.lastSeq + 2, approvalId: 'apr_a' });
    expect(right.entries.at(-1)).toEqual({ kind: 'approval', seq: opened.lastSeq + 2, approvalId: 'apr_b' });
    expect([left.entries.length, right.entries.length, opened.entries.length]).toEqual([102_002, 102_002, 102_000]);
    expect(left.tools.call_b).toBeUndefined();
    expect(right.tools.call_a).toBeUndefined();
    expect(Object.keys(right.approvals)).toEqual(['apr_b']);
  });
});

describe('the plan, derived as events arrive', () => {
  it('is at every step the plan a fresh fold of the same events gives', () => {
    const log = createEventLog();
    const plan = (...texts: string[]) => ({
      items: texts.map((text, i) => ({ text, status: i === 0 ? 'done' : 'pending' })),
    });
    const events: SessionEvent[] = [log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' })];
    events.push(...round(log, 0));
    events.push(...round(log, 1, 'update_plan', plan('read', 'write')));
    events.push(...round(log, 2));
    events.push(...round(log, 3, 'update_plan', { items: 'not a list' }));
    events.push(...round(log, 4, 'update_plan', plan('read', 'write', 'test')));
    // The latest plan denied: the one before it counts again.
    events.push(
      log.make('decision', {
        runId: 'run_4',
        approvalId: 'apr_none',
        decisions: [
          { callId: 'call_4', action: 'deny', args: plan('read', 'write', 'test'), settledBy: { by: 'person' } },
        ],
      }),
    );
    events.push(...round(log, 5));
    events.push(...round(log, 6, 'update_plan', plan('only')));
    // An edit of the latest plan's arguments, then a later one that empties it.
    events.push(
      log.make('decision', {
        runId: 'run_6',
        approvalId: 'apr_none',
        decisions: [{ callId: 'call_6', action: 'approve', args: plan('edited'), settledBy: { by: 'person' } }],
      }),
    );
    events.push(...round(log, 7, 'update_plan', plan()));

    let view = buildSessionView(snapshotOf(events.slice(0, 1)));
    const stepped: unknown[] = [];
    for (const event of events.slice(1)) {
      view = applySessionEvent(view, event);
      stepped.push(derivePlan(view));
    }
    // Fresh folds only after: each has its own transcript, so nothing is carried over from the steps.
    const fresh = events.slice(1).map((_, i) => derivePlan(buildSessionView(snapshotOf(events.slice(0, i + 2)))));
    expect(stepped).toEqual(fresh);
    expect(fresh.at(-1)).toEqual([]);
    expect(fresh.some((p) => Array.isArray(p) && p[0]?.text === 'edited')).toBe(true);
    expect(fresh.some((p) => Array.isArray(p) && p.length === 3)).toBe(true);
  });
});
