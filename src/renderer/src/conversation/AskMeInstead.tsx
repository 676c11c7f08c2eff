import { useContext, useState, useSyncExternalStore } from 'react';
import { AppContext, useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import type { ToolCardState } from '../state/session-view';
import { deriveToolLabel } from '../state/derive';
import { formatToolName } from '../approval/format';
import { deriveVisibleText } from '../text/visible-text';

const BUSY: ReadonlySet<string> = new Set(['streaming', 'executing', 'awaiting_approval']);

/**
 * On a call the reviewer model refused: "Ask me instead" asks the assistant, in the person's words,
 * to ask for it again, and main sends what comes of that to the person instead of the reviewer. The
 * refusal stays that call's result. Offered only while the conversation is idle; once used, the
 * card says it was asked again.
 */
export function AskMeInstead({ card }: { card: ToolCardState }) {
  const controller = useController();
  const app = useContext(AppContext);
  const [sending, setSending] = useState(false);
  const busy = useSyncExternalStore(app?.store.subscribe ?? (() => () => undefined), () => {
    const run = app?.store.getSnapshot().session?.run;
    return run !== null && run !== undefined && BUSY.has(run.state);
  });
  if (card.status !== 'denied' || card.settledBy?.by !== 'reviewer') return null;
  if (card.askedAgain === true) return <p className="tool-asked-again">{t('tool.askedAgain')}</p>;
  if (busy) return null;
  const label = deriveToolLabel(card);
  const what = label === null ? formatToolName(card.tool) : deriveVisibleText(label, { lines: 'mark' });
  return (
    <div className="tool-ask-me">
      <button
        type="button"
        disabled={sending}
        onClick={() => {
          setSending(true);
          void controller
            .askMeInstead(card.callId, t('tool.askMeInsteadMessage', { what }))
            .finally(() => setSending(false));
        }}
      >
        {t('tool.askMeInstead')}
      </button>
      <span className="gh-muted">{t('tool.askMeInsteadHint')}</span>
    </div>
  );
}
