import type { ReactNode } from 'react';
import { t } from '../i18n';
import { CommandLimitsView } from './OtherPreviews';
import { Rationale } from './Rationale';
import { deriveVisibleText } from '../text/visible-text';
import type { SheetNotes } from './sheet-notes';

interface SheetNotesViewProps {
  /** The sheet's description (aria-describedby) is the lead paragraph. */
  id: string;
  notes: SheetNotes;
  single: boolean;
  /** Controls drawn at the end of the notes' last line (the sheet's "Mark all" buttons), so they take no line of their own. */
  aside?: ReactNode;
}

/**
 * What the sheet says once for all its calls: that nothing happens before an answer, its keys,
 * the model's words when every call carries the same ones and that they are unchecked, what can be undone when every call shares it, and how commands are
 * fenced when every command is fenced the same way.
 */
export function SheetNotesView({ id, notes, single, aside }: SheetNotesViewProps) {
  return (
    <div className="gh-sheet-notes">
      <p id={id}>{single ? t('approval.lead.single') : t('approval.lead')}</p>
      <p className="gh-muted gh-keys">{single ? t('approval.keys.single') : t('approval.keys')}</p>
      {notes.sharedRationale !== null && <Rationale text={notes.sharedRationale} />}
      {notes.sharedReversibility && (
        <p className={`gh-undo gh-undo-${notes.sharedReversibility}`} data-testid="sheet-undo">
          {t(`approval.undo.${notes.sharedReversibility}.all`, { count: single ? 1 : 2 })}
        </p>
      )}
      {(notes.sharedFence || notes.sharedReasonSentences.length > 0) && (
        // Open when the commands run without a sandbox: that warning is never folded away.
        <details className="gh-shared-fence" open={notes.sharedFence?.sandbox?.confined === false}>
          <summary>{t('approval.cmd.allCommands')}</summary>
          {notes.sharedReasonSentences.length > 0 && (
            <p>{deriveVisibleText(notes.sharedReasonSentences.join(' '), { lines: 'mark' })}</p>
          )}
          {notes.sharedFence && <CommandLimitsView command={notes.sharedFence} />}
        </details>
      )}
      {(notes.anyRationale || aside !== undefined) && (
        <div className="gh-sheet-notes-row">
          {notes.anyRationale && <p className="gh-muted gh-why-note">{t('approval.call.whyNote')}</p>}
          {aside}
        </div>
      )}
    </div>
  );
}
