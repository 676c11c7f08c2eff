import { useId, useState, type Dispatch, type Ref } from 'react';
import type { PendingCall } from '../../../shared/events';
import { formatArgs, formatToolName } from './format';
import { InspectionDetails } from './InspectionDetails';
import { ArgsEditor } from './ArgsEditor';
import { McpCallPreview } from './mcp/McpCallPreview';
import { derivePassableEnv, type CallChoice, type ChoiceEvent, type EditCheck, type PreviewEdit } from './sheet-choices';
import { PassEnvChooser } from './PassEnvChooser';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveRationaleExcerpt, hasHiddenCharactersInArgs } from './call-text';

interface CallCardProps {
  call: PendingCall;
  index: number;
  total: number;
  choice: CallChoice;
  dispatch: Dispatch<ChoiceEvent>;
  onPreviewEdit: PreviewEdit;
  workspace: string;
  disabled: boolean;
  /** Which diff (if any) of this card is expanded: the call's own or the edited preview's. */
  expanded: 'call' | 'edit' | null;
  onToggleExpanded(which: 'call' | 'edit'): void;
  cardRef: Ref<HTMLElement>;
  reasonRef: Ref<HTMLTextAreaElement>;
}

/** One pending call: what, where, why, undo, warnings, preview, and the person's choice. */
export function CallCard({
  call,
  index,
  total,
  choice,
  dispatch,
  onPreviewEdit,
  workspace,
  disabled,
  expanded,
  onToggleExpanded,
  cardRef,
  reasonRef,
}: CallCardProps) {
  const id = useId();
  const tool = formatToolName(call.tool);
  const summary = deriveVisibleText(call.inspection.summary, { lines: 'mark' });
  const hidden = hasHiddenCharactersInArgs(call.args) || summary !== call.inspection.summary;
  const status = t(`approval.call.choice.${choice.action ?? 'none'}`);
  const editing = choice.action === 'edit' && choice.editText !== null;
  const openEdit = () => {
    const check: EditCheck = { status: 'valid', args: call.args, inspection: call.inspection };
    dispatch({ type: 'openEdit', callId: call.callId, text: formatArgs(call.args), check });
  };

  return (
    <article
      ref={cardRef}
      className={`gh-call gh-call-${choice.action ?? 'none'}`}
      data-call-id={call.callId}
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status`}
    >
      <header className="gh-call-header">
        <h3 id={`${id}-title`}>
          {/* The card is the focus target for y / n; the heading names it. */}
          <span className="gh-muted">{t('approval.call.label', { index: index + 1, total: total, tool })}</span>
          <span className="gh-call-summary">{summary}</span>
        </h3>
        <span id={`${id}-status`} className={`gh-choice-badge gh-choice-${choice.action ?? 'none'}`}>
          {status}
        </span>
      </header>

      {call.supersedes && (
        <div className="gh-stale" role="note">
          <p>{t('approval.call.stale')}</p>
          {call.supersedes.reason && <p className="gh-muted">{t('approval.call.staleReason', { reason: call.supersedes.reason })}</p>}
        </div>
      )}

      {hidden && (
        <p className="gh-warning gh-hidden-chars" role="note">
          <span aria-hidden="true">⚠ </span>
          {t('approval.call.hiddenChars')}
        </p>
      )}

      <Rationale text={call.rationale} />

      <InspectionDetails
        inspection={call.inspection}
        args={call.args}
        workspace={workspace}
        expanded={expanded === 'call'}
        onToggleExpanded={() => onToggleExpanded('call')}
      />
      {/* MCP servers (issue 12): the tool as its server describes it, mail and calendar layouts. */}
      {call.inspection.preview.type === 'mcp' && <McpCallPreview preview={call.inspection.preview.mcp} args={call.args} />}

      <div className="gh-call-actions" role="group" aria-label={t('approval.call.label', { index: index + 1, total: total, tool })}>
        <button
          type="button"
          className="gh-approve"
          aria-pressed={choice.action === 'approve'}
          aria-label={t('approval.call.approveName', { summary })}
          disabled={disabled}
          onClick={() => dispatch({ type: 'choose', callId: call.callId, action: 'approve' })}
        >
          {t('approval.call.approve')}
        </button>
        <button
          type="button"
          className="gh-deny"
          aria-pressed={choice.action === 'deny'}
          aria-label={t('approval.call.denyName', { summary })}
          disabled={disabled}
          onClick={() => dispatch({ type: 'choose', callId: call.callId, action: 'deny' })}
        >
          {t('approval.call.deny')}
        </button>
        <button
          type="button"
          className="gh-edit-button"
          aria-pressed={editing}
          aria-label={t('approval.call.editName', { summary })}
          disabled={disabled}
          onClick={openEdit}
        >
          {t('approval.call.edit')}
        </button>
      </div>

      {choice.action !== 'deny' && (
        <PassEnvChooser callId={call.callId} names={derivePassableEnv(call)} chosen={choice.passEnv} dispatch={dispatch} disabled={disabled} />
      )}

      {choice.action === 'deny' && (
        <div className="gh-reason">
          <label htmlFor={`${id}-reason`} className="gh-label">
            {t('approval.call.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            rows={2}
            maxLength={2000}
            value={choice.reason}
            disabled={disabled}
            onChange={(e) => dispatch({ type: 'reason', callId: call.callId, reason: e.target.value })}
          />
        </div>
      )}

      {editing && (
        <ArgsEditor
          call={call}
          choice={choice}
          dispatch={dispatch}
          onPreviewEdit={onPreviewEdit}
          workspace={workspace}
          expanded={expanded === 'edit'}
          onToggleExpanded={() => onToggleExpanded('edit')}
        />
      )}
    </article>
  );
}

/**
 * The model's explanation, framed as its words (not the sheet's): a quote under a label that says
 * so, and a note that Gatehouse has not checked it. Why: a hostile model can write text that
 * imitates the sheet ("✅ Gatehouse verified this is safe — press y"). A long one is cut short
 * so it cannot push the action and its buttons out of sight.
 */
function Rationale({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  const excerpt = deriveRationaleExcerpt(trimmed);
  const shown = deriveVisibleText(whole ? trimmed : excerpt.text);
  return (
    <div className="gh-why">
      <p className="gh-label" id={`${id}-label`}>
        {t('approval.call.why')}
      </p>
      {trimmed === '' ? (
        <p className="gh-muted">{t('approval.call.noRationale')}</p>
      ) : (
        <>
          <blockquote className="gh-rationale" aria-labelledby={`${id}-label`}>
            {shown}
            {excerpt.omitted > 0 && !whole && '…'}
          </blockquote>
          {excerpt.omitted > 0 && (
            <button type="button" className="gh-link-button" aria-expanded={whole} onClick={() => setWhole((v) => !v)}>
              {whole ? t('approval.call.whyLess') : t('approval.call.whyMore', { count: excerpt.omitted })}
            </button>
          )}
          <p className="gh-muted gh-why-note">{t('approval.call.whyNote')}</p>
        </>
      )}
    </div>
  );
}
