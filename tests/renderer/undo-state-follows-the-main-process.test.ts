import { describe, expect, it, vi } from 'vitest';
import type { CorePush } from '../../src/shared/ipc';
import type { GatehouseClient } from '../../src/renderer/src/ipc/client';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createUndoStatusStore } from '../../src/renderer/src/state/undo-status';
import { createEventLog, runConfig, snapshotOf } from './event-builders';
import { say } from '../../src/shared/main-messages';

/** The window shows what main decided about undo: the cards' states come from undo:status and the log. */
function writesRun() {
  const log = createEventLog();
  const events = [
    log.make('user_message', { runId: 'run_1', text: 'write', config: runConfig }),
    log.make('tool_call', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 't1',
      tool: 'write_file',
      args: { path: 'a.txt', content: 'x' },
      settledBy: { by: 'person' },
    }),
    log.make('tool_result', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 't1',
      tool: 'write_file',
      outcome: 'success',
      content: 'Wrote a.txt',
      settledBy: { by: 'person' },
    }),
  ];
  return { log, events };
}

describe('undo in the window', () => {
  it('a successful undo marks its cards undone; a refused one marks nothing', () => {
    const { log, events } = writesRun();
    let view = buildSessionView(snapshotOf(events));
    view = applySessionEvent(
      view,
      log.make('undo_requested', {
        undoId: 'u1',
        scope: 'call',
        runId: 'run_1',
        callIds: ['call_1'],
        paths: ['/ws/a.txt'],
      }),
    );
    view = applySessionEvent(
      view,
      log.make('undo_result', {
        undoId: 'u1',
        outcome: 'refused',
        text: say('undo.refusedChanged', { file: 'a.txt' }),
        undoneCallIds: [],
      }),
    );
    expect(view.tools['call_1']?.undone).toBeUndefined();
    view = applySessionEvent(
      view,
      log.make('undo_result', {
        undoId: 'u2',
        outcome: 'success',
        text: say('undo.done', { files: 'a.txt' }),
        undoneCallIds: ['call_1'],
      }),
    );
    expect(view.tools['call_1']?.undone).toBe(true);
  });

  it('asks main again once per burst of file-write results, never for a command, and keeps what it said', async () => {
    vi.useFakeTimers();
    try {
      let listener: ((push: CorePush) => void) | null = null;
      const call = vi.fn(async () => ({
        ok: true as const,
        value: {
          calls: [
            { callId: 'call_1', runId: 'run_1', state: 'too_old' as const },
            { callId: 'call_2', runId: 'run_1', state: 'available' as const },
          ],
        },
      }));
      const client = {
        call,
        onCore: (l: (push: CorePush) => void) => ((listener = l), () => undefined),
        onOpenApproval: () => () => undefined,
      } as unknown as GatehouseClient;
      const store = createUndoStatusStore(client);
      store.start();
      const { log } = writesRun();
      const result = (tool: string) =>
        ({
          type: 'event',
          event: log.make('tool_result', {
            runId: 'run_1',
            callId: 'c',
            toolUseId: 't',
            tool,
            outcome: 'success',
            content: '',
            settledBy: { by: 'policy', layer: 'policy' },
          }),
        }) as CorePush;
      listener!(result('run_command'));
      await vi.advanceTimersByTimeAsync(500);
      expect(call).not.toHaveBeenCalled();
      listener!(result('write_file'));
      listener!(result('edit_file'));
      await vi.advanceTimersByTimeAsync(500);
      expect(call).toHaveBeenCalledTimes(1);
      expect(store.stateOf('call_1')).toBe('too_old');
      expect(store.availableInRun('run_1')).toBe(1);
      expect(store.stateOf('call_9')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
