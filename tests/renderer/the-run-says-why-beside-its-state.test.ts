import { describe, expect, it } from 'vitest';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import type { SessionView } from '../../src/renderer/src/state/session-view';
import type { SessionEvent } from '../../src/shared';
import { createEventLog, runConfig, snapshotOf } from './event-builders';
import { say } from '../../src/shared/main-messages';

const AUTO_NOTE = say('run.autoWaits');
const NO_MODEL = say('run.noModelRetry');

function fold(events: SessionEvent[]): SessionView {
  return buildSessionView(snapshotOf(events));
}

describe('the run’s explanation is kept beside its state', () => {
  it('keeps auto’s note through the approval and the tool calls, and drops it once the run is done', () => {
    const log = createEventLog();
    const start = [
      log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
      log.make('user_message', { runId: 'run_1', text: 'fix it', config: { ...runConfig, approvalMode: 'auto' } }),
      log.make('run_state', { runId: 'run_1', state: 'streaming', detail: AUTO_NOTE }),
    ];
    let view = fold(start);
    expect(view.run).toEqual({ runId: 'run_1', state: 'streaming', detail: AUTO_NOTE });

    for (const state of ['awaiting_approval', 'executing', 'streaming'] as const) {
      view = applySessionEvent(view, log.make('run_state', { runId: 'run_1', state }));
      expect(view.run).toEqual({ runId: 'run_1', state, detail: AUTO_NOTE });
    }
    view = applySessionEvent(view, log.make('run_state', { runId: 'run_1', state: 'completed' }));
    expect(view.run).toEqual({ runId: 'run_1', state: 'completed' });
  });

  it('shows why a run stopped, and forgets it when the run continues', () => {
    const log = createEventLog();
    let view = fold([
      log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
      log.make('user_message', { runId: 'run_1', text: 'hi', config: runConfig }),
      log.make('run_state', { runId: 'run_1', state: 'interrupted', detail: NO_MODEL }),
    ]);
    expect(view.run?.detail).toBe(NO_MODEL);

    // Retry: the same run streams again, and the stale "press Retry" is gone.
    view = applySessionEvent(view, log.make('run_state', { runId: 'run_1', state: 'streaming' }));
    expect(view.run).toEqual({ runId: 'run_1', state: 'streaming' });
  });

  it('shows only the latest run’s explanation: a new run never inherits an older one', () => {
    const log = createEventLog();
    const view = fold([
      log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
      log.make('user_message', { runId: 'run_1', text: 'one', config: { ...runConfig, approvalMode: 'auto' } }),
      log.make('run_state', { runId: 'run_1', state: 'streaming', detail: AUTO_NOTE }),
      log.make('run_state', {
        runId: 'run_1',
        state: 'failed',
        detail: say('run.modelFailed', { code: 'overloaded', seconds: 0 }),
      }),
      log.make('user_message', { runId: 'run_2', text: 'two', config: runConfig }),
      log.make('run_state', { runId: 'run_2', state: 'streaming' }),
      log.make('run_state', { runId: 'run_2', state: 'awaiting_approval' }),
    ]);
    expect(view.run).toEqual({ runId: 'run_2', state: 'awaiting_approval' });
  });

  it('gives a reloaded window the same explanation the live window had', () => {
    const log = createEventLog();
    const events = [
      log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
      log.make('user_message', { runId: 'run_1', text: 'fix it', config: { ...runConfig, approvalMode: 'auto' } }),
      log.make('run_state', { runId: 'run_1', state: 'streaming', detail: AUTO_NOTE }),
      log.make('run_state', { runId: 'run_1', state: 'awaiting_approval' }),
    ];
    const live = events.slice(1).reduce(applySessionEvent, fold(events.slice(0, 1)));
    expect(fold(events).run).toEqual(live.run);
    expect(live.run?.detail).toBe(AUTO_NOTE);
  });
});
