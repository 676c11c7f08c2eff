import { describe, expect, it } from 'vitest';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { applyLiveEvent } from '../../src/renderer/src/state/apply-run';
import { say } from '../../src/shared/main-messages';
import { wordInEnglish } from '../support/word-main';
import { createEventLog, runConfig, snapshotOf, writeInspection } from './event-builders';

function proposeWrite() {
  const log = createEventLog();
  const events = [
    log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
    log.make('user_message', { runId: 'run_1', text: 'fix it', config: runConfig }),
    log.make('run_state', { runId: 'run_1', state: 'streaming' }),
    log.make('assistant_message', {
      runId: 'run_1',
      content: [
        { type: 'text', text: 'I will fix it.' },
        {
          type: 'tool_use',
          callId: 'call_1',
          toolUseId: 'toolu_1',
          name: 'write_file',
          input: { path: 'notes.md', content: 'x' },
        },
      ],
      stopReason: 'tool_use',
      usage: { inputTokens: 120, outputTokens: 30 },
      interrupted: false,
    }),
    log.make('approval_requested', {
      runId: 'run_1',
      approvalId: 'apr_1',
      calls: [
        {
          callId: 'call_1',
          toolUseId: 'toolu_1',
          tool: 'write_file',
          args: { path: 'notes.md', content: 'x' },
          inspection: writeInspection(),
          rationale: 'I will fix it.',
        },
      ],
    }),
    log.make('run_state', { runId: 'run_1', state: 'awaiting_approval' }),
  ];
  return { log, events };
}

describe('the conversation view is a fold over the durable events', () => {
  it('shows the user message, the reply, the tool card waiting, and the approval as pending', () => {
    const { events } = proposeWrite();
    const view = buildSessionView(snapshotOf(events));
    expect(view.entries.toArray().map((e) => e.kind)).toEqual(['user', 'assistant', 'tool', 'approval']);
    expect(view.tools.call_1).toMatchObject({
      status: 'awaiting',
      summary: say('call.writeChange', { file: 'notes.md', added: 1, removed: 1 }),
    });
    expect(wordInEnglish(view.tools.call_1?.summary)).toBe('Change notes.md (+1 −1)');
    expect(view.run).toMatchObject({ runId: 'run_1', state: 'awaiting_approval' });
    // Without a pending approval in the snapshot, the main process's answer wins over the fold.
    expect(view.pending).toBeNull();
    const withPending = buildSessionView(
      snapshotOf(events, {
        pending: { sessionId: 'ses_1', runId: 'run_1', approvalId: 'apr_1', requestedAt: 'x', seq: 5, calls: [] },
      }),
    );
    expect(withPending.pending?.approvalId).toBe('apr_1');
  });

  it('records an edited decision: the card shows the executed arguments beside the proposed ones, then the result', () => {
    const { log, events } = proposeWrite();
    let view = buildSessionView(snapshotOf(events));
    const later = [
      log.make('decision', {
        runId: 'run_1',
        approvalId: 'apr_1',
        decisions: [
          {
            callId: 'call_1',
            action: 'edit',
            settledBy: { by: 'person' as const },
            args: { path: 'notes.md', content: 'y' },
            originalArgs: { path: 'notes.md', content: 'x' },
          },
        ],
      }),
      log.make('tool_call', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 'toolu_1',
        tool: 'write_file',
        args: { path: 'notes.md', content: 'y' },
        originalArgs: { path: 'notes.md', content: 'x' },
        settledBy: { by: 'person' },
        approvalId: 'apr_1',
      }),
      log.make('tool_result', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 'toolu_1',
        tool: 'write_file',
        outcome: 'success',
        content: 'Wrote notes.md',
      }),
      log.make('run_state', { runId: 'run_1', state: 'completed' }),
    ];
    for (const e of later) view = applySessionEvent(view, e);
    expect(view.pending).toBeNull();
    expect(view.approvals.apr_1?.decided).toMatchObject({ answeredBy: 'person' });
    expect(view.tools.call_1).toMatchObject({
      status: 'success',
      args: { content: 'y' },
      originalArgs: { content: 'x' },
      content: 'Wrote notes.md',
    });
    expect(view.lastSeq).toBe(10);
  });

  it('keeps a denial reason on the card', () => {
    const { log, events } = proposeWrite();
    let view = buildSessionView(snapshotOf(events));
    view = applySessionEvent(
      view,
      log.make('decision', {
        runId: 'run_1',
        approvalId: 'apr_1',
        decisions: [
          { callId: 'call_1', action: 'deny', settledBy: { by: 'person' as const }, args: {}, reason: 'not now' },
        ],
      }),
    );
    view = applySessionEvent(
      view,
      log.make('tool_result', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 'toolu_1',
        tool: 'write_file',
        outcome: 'denied',
        content: 'denied: not now',
      }),
    );
    expect(view.tools.call_1).toMatchObject({ status: 'denied', reason: 'not now' });
  });

  it('ignores an event it has already seen, and asks for a reload when one is missing', () => {
    const { log, events } = proposeWrite();
    const view = buildSessionView(snapshotOf(events));
    expect(applySessionEvent(view, events[2]!)).toBe(view);
    log.make('run_state', { runId: 'run_1', state: 'executing' }); // seq 7, never delivered
    const gap = applySessionEvent(view, log.make('run_state', { runId: 'run_1', state: 'completed' }));
    expect(gap.needsResync).toBe(true);
    expect(gap.run?.state).toBe('awaiting_approval');
  });

  it('streams live text for the run and drops it once the durable reply arrives', () => {
    const log = createEventLog();
    let view = buildSessionView(
      snapshotOf([log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' })]),
    );
    view = applyLiveEvent(view, { type: 'text_delta', sessionId: 'ses_1', runId: 'run_1', text: 'Hel' });
    view = applyLiveEvent(view, { type: 'text_delta', sessionId: 'ses_1', runId: 'run_1', text: 'lo' });
    expect(view.liveText).toEqual({ runId: 'run_1', text: 'Hello' });
    view = applyLiveEvent(view, { type: 'text_delta', sessionId: 'ses_other', runId: 'run_9', text: 'nope' });
    expect(view.liveText?.text).toBe('Hello');
    view = applySessionEvent(
      view,
      log.make('assistant_message', {
        runId: 'run_1',
        content: [{ type: 'text', text: 'Hello' }],
        stopReason: 'end_turn',
        usage: null,
        interrupted: false,
      }),
    );
    expect(view.liveText).toBeNull();
  });

  it('shows which model answered a reply, with its token usage', () => {
    const log = createEventLog();
    let view = buildSessionView(
      snapshotOf([log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' })]),
    );
    const usage = { inputTokens: 12, outputTokens: 3 };
    view = applySessionEvent(
      view,
      log.make('assistant_message', {
        runId: 'run_1',
        content: [{ type: 'text', text: 'Hi' }],
        stopReason: 'end_turn',
        usage,
        interrupted: false,
        model: 'llama3.1:8b',
      }),
    );
    view = applySessionEvent(
      view,
      log.make('assistant_message', {
        runId: 'run_1',
        content: [{ type: 'text', text: 'Old' }],
        stopReason: 'end_turn',
        usage,
        interrupted: false,
      }),
    );
    const replies = view.entries.filter((e) => e.kind === 'assistant').toArray();
    expect(replies.map((e) => (e.kind === 'assistant' ? e.model : undefined))).toEqual(['llama3.1:8b', null]);
  });

  it('collects live command output per call, capped, and clears it when the call ends', () => {
    const log = createEventLog();
    let view = buildSessionView(
      snapshotOf([log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' })]),
    );
    view = applyLiveEvent(view, {
      type: 'tool_progress',
      sessionId: 'ses_1',
      runId: 'run_1',
      callId: 'call_9',
      chunk: 'x'.repeat(30_000),
    });
    expect(view.liveOutput.call_9).toHaveLength(20_000);
    view = applySessionEvent(
      view,
      log.make('tool_result', {
        runId: 'run_1',
        callId: 'call_9',
        toolUseId: 't',
        tool: 'run_command',
        outcome: 'failure',
        content: 'exit 1',
      }),
    );
    expect(view.liveOutput.call_9).toBeUndefined();
    expect(view.tools.call_9?.status).toBe('failure');
  });

  it('shows a yolo-allowed call that turned out stale as waiting for approval, not running, until it really runs', () => {
    const log = createEventLog();
    const args = { path: 'notes.md', content: 'x' };
    const yoloConfig = { ...runConfig, approvalMode: 'yolo' as const };
    let view = buildSessionView(
      snapshotOf([
        log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
        log.make('user_message', { runId: 'run_1', text: 'fix it', config: yoloConfig }),
        log.make('assistant_message', {
          runId: 'run_1',
          content: [
            { type: 'text', text: 'Fixing it.' },
            { type: 'tool_use', callId: 'call_1', toolUseId: 'toolu_1', name: 'write_file', input: args },
          ],
          stopReason: 'tool_use',
          usage: null,
          interrupted: false,
        }),
        log.make('run_state', { runId: 'run_1', state: 'executing' }),
        log.make('tool_call', {
          runId: 'run_1',
          callId: 'call_1',
          toolUseId: 'toolu_1',
          tool: 'write_file',
          args,
          settledBy: { by: 'yolo' },
        }),
      ]),
    );
    expect(view.tools.call_1).toMatchObject({ status: 'running', settledBy: { by: 'yolo' } });
    view = applyLiveEvent(view, {
      type: 'tool_progress',
      sessionId: 'ses_1',
      runId: 'run_1',
      callId: 'call_1',
      chunk: 'checking…',
    });

    // The file changed before the write: the same call is asked about again.
    for (const e of [
      log.make('approval_requested', {
        runId: 'run_1',
        approvalId: 'apr_stale',
        calls: [
          {
            callId: 'call_1',
            toolUseId: 'toolu_1',
            tool: 'write_file',
            args,
            inspection: writeInspection(),
            rationale: '',
          },
        ],
      }),
      log.make('run_state', { runId: 'run_1', state: 'awaiting_approval' }),
    ]) {
      view = applySessionEvent(view, e);
    }
    const waiting = view.tools.call_1;
    expect(waiting?.status).toBe('awaiting');
    expect(waiting?.startedAt).toBeUndefined();
    expect(waiting?.settledBy).toBeUndefined();
    expect(view.liveOutput.call_1).toBeUndefined();
    expect(view.pending?.approvalId).toBe('apr_stale');
    // One card for the call, then the sheet.
    expect(view.entries.toArray().map((e) => e.kind)).toEqual(['user', 'assistant', 'tool', 'approval']);

    for (const e of [
      log.make('decision', {
        runId: 'run_1',
        approvalId: 'apr_stale',
        decisions: [{ callId: 'call_1', action: 'approve', settledBy: { by: 'person' as const }, args }],
      }),
      log.make('tool_call', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 'toolu_1',
        tool: 'write_file',
        args,
        settledBy: { by: 'person' },
        approvalId: 'apr_stale',
      }),
    ]) {
      view = applySessionEvent(view, e);
    }
    expect(view.tools.call_1).toMatchObject({ status: 'running', settledBy: { by: 'person' } });
    view = applySessionEvent(
      view,
      log.make('tool_result', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 'toolu_1',
        tool: 'write_file',
        outcome: 'success',
        content: 'Wrote notes.md',
      }),
    );
    expect(view.tools.call_1).toMatchObject({ status: 'success', settledBy: { by: 'person' } });
    expect(view.pending).toBeNull();
  });
});
