import type { Inspection } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveDisplayPath } from './display-path';
import { WritePreviewPane } from './WritePreviewPane';
import { ArgsPreviewView, CommandPreviewView, PlanPreviewView } from './OtherPreviews';

interface InspectionDetailsProps {
  inspection: Inspection;
  args: Record<string, unknown>;
  workspace: string;
  expanded: boolean;
  onToggleExpanded(): void;
}

/** What a call touches, whether it can be undone, the outside-the-folder warning, and its preview. */
export function InspectionDetails({ inspection, args, workspace, expanded, onToggleExpanded }: InspectionDetailsProps) {
  const preview = inspection.preview;
  return (
    <>
      <dl className="gh-facts">
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
        <dt>{t('approval.call.undo')}</dt>
        <dd className={`gh-undo-${inspection.undoable}`}>{t(`approval.call.undo.${inspection.undoable}`)}</dd>
      </dl>
      {(inspection.outsideWorkspace || inspection.outsideReasons.length > 0) && (
        <div className="gh-warning" role="note">
          <p className="gh-warning-title">
            <span aria-hidden="true">⚠ </span>
            {t('approval.call.outside')}
          </p>
          <p>{t('approval.call.outsideLead', { workspace })}</p>
          <ul>
            {inspection.outsideReasons.map((reason) => (
              <li key={reason}>{deriveVisibleText(reason, { lines: 'mark' })}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="gh-preview" aria-label={t('approval.call.preview')} role="group">
        {preview.type === 'write' && (
          <WritePreviewPane
            write={preview.write}
            displayPath={deriveVisibleText(deriveDisplayPath(preview.write.path, workspace), { lines: 'mark' })}
            expanded={expanded}
            onToggleExpanded={onToggleExpanded}
          />
        )}
        {preview.type === 'command' && (
          <CommandPreviewView command={preview.command} cwd={deriveVisibleText(deriveDisplayPath(preview.command.cwd, workspace), { lines: 'mark' })} />
        )}
        {preview.type === 'plan' && <PlanPreviewView items={preview.items} />}
        {preview.type === 'args' && <ArgsPreviewView args={args} text={preview.text} />}
      </div>
    </>
  );
}
