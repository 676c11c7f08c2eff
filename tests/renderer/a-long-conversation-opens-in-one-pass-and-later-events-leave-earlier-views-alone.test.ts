import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../src/shared';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createEmptySessionView } from '../../src/renderer/src/state/session-view';
import { createEventLog, runConfig, snapshotOf, writeInspection } from './event-builders';

/** Rounds of question, reply with a tool call, its result, and (every third round) an approval. */
function buildLongLog(rounds: number): SessionEvent[] {
  const log = createEventLog();
  const events = [log.make('session_created', { title: 'Long', workspace: '/ws', agentId: 'default' })];
  for (let i = 0; i < rounds; i += 1) {
    const runId = `run_${i}`;
    const callId = `call_${i}`;
    const args = { path: `f${i}.md`, content: `${i}` };
    events.push(log.make('user_message', { runId, text: `question ${i}`, config: runConfig }));
    events.push(
      log.make('assistant_message', {
        runId,
        content: [
          { type: 'text', text: `answer ${i}` },
          { type: 'tool_use', callId, toolUseId: `tu_${i}`, name: 'write_file', input: args },
        ],
        stopReason: 'tool_use',
        usage: null,
        interrupted: false,
      }),
    );
    if (i % 3 === 0) {
      const approvalId = `apr_${i}`;
      events.push(
        log.make('approval_requested', {
          runId,
          approvalId,
          calls: [
            { callId, toolUseId: `tu_${i}`, tool: 'write_file', args, inspection: writeInspection(), rationale: '' },
          ],
        }),
      );
      events.push(
        log.make('decision', {
          runId,
          approvalId,
          decisions: [{ callId, action: i % 2 ? 'deny' : 'approve', settledBy: { by: 'person' as const }, args }],
        }),
      );
    }
    if (i % 2 === 0 || i % 3 !== 0) {
      events.push(
        log.make('tool_call', {
          runId,
          callId,
          toolUseId: `tu_${i}`,
          tool: 'write_file',
          args,
          settledBy: { by: 'person' },
        }),
      );
      events.push(
        log.make('tool_result', {
          runId,
          callId,
          toolUseId: `tu_${i}`,
          tool: 'write_file',
          outcome: 'success',
          content: 'ok',
        }),
      );
    }
    events.push(log.make('run_state', { runId, state: 'completed' }));
  }
  return events;
}

describe('a long conversation opens in one pass', () => {
  it('folding the whole snapshot gives the same view as applying its events one at a time', () => {
    const events = buildLongLog(60);
    const snapshot = snapshotOf(events);
    const folded = buildSessionView(snapshot);
    let stepped = createEmptySessionView(snapshot.summary, snapshot.context);
    for (const event of events) stepped = applySessionEvent(stepped, event);
    expect(folded.entries).toEqual(stepped.entries);
    expect(folded.tools).toEqual(stepped.tools);
    expect(folded.approvals).toEqual(stepped.approvals);
    expect(folded.entries).toHaveLength(60 * 3 + 20);
  });

  it('an event after the fold gives a new view and leaves the opened one exactly as it was', () => {
    const events = buildLongLog(9);
    const opened = buildSessionView(snapshotOf(events));
    const entriesBefore = [...opened.entries];
    const toolsBefore = { ...opened.tools };
    const approvalsBefore = { ...opened.approvals };
    const log = createEventLog();
    // Continue the same numbering: a new question, a reply with a tool call, an approval.
    const next = events.length;
    const more = [
      { ...log.make('user_message', { runId: 'run_x', text: 'one more', config: runConfig }), seq: next + 1 },
      {
        ...log.make('assistant_message', {
          runId: 'run_x',
          content: [
            {
              type: 'tool_use',
              callId: 'call_x',
              toolUseId: 'tu_x',
              name: 'write_file',
              input: { path: 'x.md', content: 'x' },
            },
          ],
          stopReason: 'tool_use',
          usage: null,
          interrupted: false,
        }),
        seq: next + 2,
      },
      {
        ...log.make('approval_requested', {
          runId: 'run_x',
          approvalId: 'apr_x',
          calls: [
            {
              callId: 'call_x',
              toolUseId: 'tu_x',
              tool: 'write_file',
              args: {},
              inspection: writeInspection(),
              rationale: '',
            },
          ],
        }),
        seq: next + 3,
      },
    ] as SessionEvent[];
    let later = opened;
    for (const event of more) later = applySessionEvent(later, event);
    expect(
      later.entries
        .toArray()
        .slice(-3)
        .map((e) => e.kind),
    ).toEqual(['user', 'tool', 'approval']);
    expect(later.tools.call_x?.status).toBe('awaiting');
    expect(opened.entries.toArray()).toEqual(entriesBefore);
    expect(opened.tools).toEqual(toolsBefore);
    expect(opened.approvals).toEqual(approvalsBefore);
    expect(opened.tools.call_x).toBeUndefined();
  });

  it('a change to one tool card keeps every other card, and the transcript itself, identical', () => {
    const events = buildLongLog(4);
    const opened = buildSessionView(
      snapshotOf(events.filter((e) => !(e.kind === 'tool_result' && e.data.callId === 'call_2'))),
    );
    const result = events.find((e) => e.kind === 'tool_result' && e.data.callId === 'call_2') as SessionEvent;
    const after = applySessionEvent({ ...opened, lastSeq: result.seq - 1 }, result);
    expect(after.tools.call_2?.status).toBe('success');
    expect(after.tools.call_1).toBe(opened.tools.call_1);
    expect(after.entries).toBe(opened.entries);
  });
});
