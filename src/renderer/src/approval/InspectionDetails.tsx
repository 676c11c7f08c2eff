import type { ReactNode } from 'react';
import type { Inspection } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveDisplayPath } from './display-path';
import { CallPreviewView } from './CallPreviewView';
import { deriveReversibility, type SheetNotes } from './sheet-notes';
import { useResolvedValue } from './held-texts';
import { wordMain } from '../i18n/main/word-main';

/** The built-in tools whose heading names the one file they change (its summary, written by main). */
const FILE_TOOLS = new Set(['write_file', 'edit_file']);

interface InspectionDetailsProps {
  tool: string;
  inspection: Inspection;
  args: Record<string, unknown>;
  notes: SheetNotes;
  workspace: string;
  expanded: boolean;
  onToggleExpanded(): void;
  /** Controls drawn at the end of the facts' line (the call's rule buttons), so they take no line of their own. */
  factsAside?: ReactNode;
  /** A line right under the facts (what the rule buttons did). */
  factsNote?: ReactNode;
}

/**
 * What a call touches, whether it can be undone (unless the sheet says it once for all), the
 * outside-the-folder warning, and its preview.
 */
export function InspectionDetails({
  tool,
  inspection,
  args,
  notes,
  workspace,
  expanded,
  onToggleExpanded,
  factsAside,
  factsNote,
}: InspectionDetailsProps) {
  const reversibility = deriveReversibility(tool);
  // A write shows its diff, not its arguments; any other call's long argument is read at once, so
  // the person sees it before answering (src/shared/held-texts.ts).
  const shown = useResolvedValue(inspection.preview.type === 'write' ? null : args);
  const shownArgs = (shown.value ?? args) as Record<string, unknown>;
  // A server's tool that names no file acts on what its own layout shows (a mail, an event): "no
  // files or folders" would be true and say nothing. A file tool's one file is in its heading already.
  const touchesShown = FILE_TOOLS.has(tool)
    ? inspection.paths.length !== 1
    : inspection.paths.length > 0 || !tool.startsWith('mcp__');
  const facts = (
    <dl className="gh-facts">
      {touchesShown && (
        <>
          <dt>{t('approval.call.touches')}</dt>
          <dd>
            {inspection.paths.length === 0 ? (
              t('approval.call.touchesNothing')
            ) : (
              <ul className="gh-paths">
                {inspection.paths.map((path) => (
                  <li key={path}>
                    <code>{deriveVisibleText(deriveDisplayPath(path, workspace), { lines: 'mark' })}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </>
      )}
      {notes.sharedReversibility === null && (
        <>
          <dt>{t('approval.call.undo')}</dt>
          <dd className={`gh-undo gh-undo-${reversibility}`}>{t(`approval.undo.${reversibility}`)}</dd>
        </>
      )}
    </dl>
  );
  return (
    <>
      {factsAside === undefined || factsAside === null ? (
        facts
      ) : (
        <div className="gh-facts-row">
          {facts}
          <div className="gh-facts-aside">{factsAside}</div>
        </div>
      )}
      {factsNote}
      {(inspection.outsideWorkspace || inspection.outsideReasons.length > 0) && (
        <div className="gh-warning" role="note">
          <p className="gh-warning-title">
            <span aria-hidden="true">⚠ </span>
            {t(inspection.reachUnknown === true ? 'approval.call.reachUnknown' : 'approval.call.outside')}
          </p>
          <p>
            {inspection.reachUnknown === true
              ? t('approval.call.reachUnknownLead')
              : t('approval.call.outsideLead', { workspace })}
          </p>
          <ul>
            {inspection.outsideReasons.map((reason, i) => (
              <li key={i}>{deriveVisibleText(wordMain(reason), { lines: 'mark' })}</li>
            ))}
          </ul>
        </div>
      )}
      {inspection.protectedPlaces !== undefined && inspection.protectedPlaces.length > 0 && (
        <div className="gh-warning" role="note" data-protected-places="">
          <p className="gh-warning-title">
            <span aria-hidden="true">⚠ </span>
            {t('approval.call.protected')}
          </p>
          <p>{t('approval.call.protectedLead')}</p>
          <ul>
            {inspection.protectedPlaces.map((place) => (
              <li key={place.path}>
                {deriveVisibleText(
                  t(`approval.protected.${place.kind}`, { path: deriveDisplayPath(place.path, workspace) }),
                  { lines: 'mark' },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.state !== 'ready' && (
        <p className={shown.state === 'failed' ? 'gh-warning-text' : 'gh-muted'} role="status">
          {t(shown.state === 'failed' ? 'approval.args.notRead' : 'approval.args.reading')}
        </p>
      )}
      <CallPreviewView
        preview={inspection.preview}
        args={shownArgs}
        workspace={workspace}
        fenceShared={notes.sharedFence !== null}
        sharedSentences={notes.sharedReasonSentences}
        expanded={expanded}
        onToggleExpanded={onToggleExpanded}
      />
    </>
  );
}
