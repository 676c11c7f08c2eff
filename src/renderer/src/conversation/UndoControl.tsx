import { useCallback, useContext, useState, useSyncExternalStore } from 'react';
import type { UndoTarget } from '../../../shared';
import { AppContext, useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import type { ToolCardState } from '../state/session-view';
import { deriveVisibleText } from '../text/visible-text';
import { UndoDialog } from './UndoDialog';

const ACTIVE_STATES: ReadonlySet<string> = new Set(['streaming', 'executing', 'awaiting_approval']);

/**
 * A finished write's undo, as the main process says it stands: one Undo (its dialog offers the whole
 * run's changes too, once the run has ended), "too old to undo", or "undone". Re-renders only when
 * this call's own state changes.
 */
export function UndoControl({ card, sessionId }: { card: ToolCardState; sessionId: string }) {
  const controller = useController();
  const app = useContext(AppContext);
  const state = useSyncExternalStore(controller.undo.subscribe, () => controller.undo.stateOf(card.callId));
  const inRun = useSyncExternalStore(controller.undo.subscribe, () => controller.undo.availableInRun(card.runId));
  const runActive = useSyncExternalStore(app?.store.subscribe ?? (() => () => undefined), () => {
    const run = app?.store.getSnapshot().session?.run;
    return run !== null && run !== undefined && run.runId === card.runId && ACTIVE_STATES.has(run.state);
  });
  const [target, setTarget] = useState<UndoTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);

  if (card.undone || state === 'undone') return <p className="tool-undo-note">{t('undo.done')}</p>;
  if (state === 'too_old') return <p className="tool-undo-note">{t('undo.tooOld')}</p>;
  if (state !== 'available' || runActive) return null;
  const path = typeof card.args.path === 'string' ? deriveVisibleText(card.args.path, { lines: 'mark' }) : '';
  return (
    <div className="tool-undo">
      <button
        type="button"
        aria-label={t('undo.buttonLabel', { path })}
        onClick={() => setTarget({ sessionId, callId: card.callId })}
      >
        {t('undo.button')}
      </button>
      {target !== null && (
        <UndoDialog
          target={target}
          onClose={close}
          {...(inRun > 1 ? { wholeRun: { target: { sessionId, runId: card.runId }, count: inRun } } : {})}
        />
      )}
    </div>
  );
}
