import { useId, useState, type Dispatch, type Ref } from 'react';
import type { PendingCall, ReviewerCallVerdict } from '../../../shared/events';
import { formatArgs, formatToolName, formatToolNameShort } from './format';
import { InspectionDetails } from './InspectionDetails';
import { ArgsEditor } from './ArgsEditor';
import {
  derivePassableEnv,
  type CallChoice,
  type ChoiceAction,
  type ChoiceEvent,
  type EditCheck,
  type PreviewEdit,
} from './sheet-choices';
import type { SheetNotes } from './sheet-notes';
import { PassEnvChooser } from './PassEnvChooser';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { hasHiddenCharactersInArgs } from './call-text';
import { Rationale } from './Rationale';
import { ReviewerAdvice } from './ReviewerAdvice';
import { useCallRuleActions, type CallRuleContext } from '../rules/CallRuleActions';
import { CallRuleNote } from '../rules/CallRuleNote';
import { CallHookNotes } from '../tool-hooks/CallHookNotes';
import { wordMain } from '../i18n/main/word-main';
import { hasHeldText, resolveHeldValue, useHeldTextReader } from './held-texts';

interface CallCardProps {
  call: PendingCall;
  index: number;
  total: number;
  choice: CallChoice;
  dispatch: Dispatch<ChoiceEvent>;
  /** Approve or deny from this card's buttons (on a sheet of one call, that also sends). */
  onChoose(action: Exclude<ChoiceAction, 'edit'>): void;
  /** The only call of its sheet: the reason field is there before any choice. */
  single: boolean;
  /** What the sheet already says once; the card leaves it out. */
  notes: SheetNotes;
  onPreviewEdit: PreviewEdit;
  workspace: string;
  disabled: boolean;
  /** Which diff (if any) of this card is expanded: the call's own or the edited preview's. */
  expanded: 'call' | 'edit' | null;
  onToggleExpanded(which: 'call' | 'edit'): void;
  cardRef: Ref<HTMLElement>;
  reasonRef: Ref<HTMLTextAreaElement>;
  /** Auto approval: the reviewer model's verdict on this call, when it handed the sheet over. */
  advice?: ReviewerCallVerdict;
  /** Saved rules: the waiting sheet this call is on, for "Allow for this conversation" and "Always allow…". */
  ruleContext?: CallRuleContext;
}

/**
 * One pending call: what is its own (target, size, reach, verdict, undo and fence when they differ
 * from the other calls'), the model's reason, warnings, preview, and the person's choice.
 */
export function CallCard({
  call,
  index,
  total,
  choice,
  dispatch,
  onChoose,
  single,
  notes,
  onPreviewEdit,
  workspace,
  disabled,
  expanded,
  onToggleExpanded,
  cardRef,
  reasonRef,
  advice,
  ruleContext,
}: CallCardProps) {
  const id = useId();
  const tool = formatToolName(call.tool);
  const builtIn = !call.tool.startsWith('mcp__');
  const worded = wordMain(call.inspection.summary);
  const summary = deriveVisibleText(worded, { lines: 'mark' });
  const hidden = hasHiddenCharactersInArgs(call.args) || summary !== worded;
  const status = t(`approval.call.choice.${choice.action ?? 'none'}`);
  const editing = choice.action === 'edit' && choice.editText !== null;
  const rules = useCallRuleActions({ call, context: ruleContext, summary, disabled });
  const reader = useHeldTextReader();
  const [editLoad, setEditLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  const openEdit = () => {
    const open = (args: Record<string, unknown>) => {
      const check: EditCheck = { status: 'valid', args, inspection: call.inspection };
      dispatch({ type: 'openEdit', callId: call.callId, text: formatArgs(args), check });
    };
    if (!hasHeldText(call.args)) return open(call.args);
    // The editor starts from the arguments whole: its texts are read from main first.
    if (reader === null) return setEditLoad('failed');
    setEditLoad('loading');
    resolveHeldValue(call.args, reader).then(
      (args) => {
        setEditLoad('idle');
        open(args as Record<string, unknown>);
      },
      () => setEditLoad('failed'),
    );
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
          {/* A built-in tool's heading already says what it does in Gatehouse's words; an MCP tool keeps its
              real name in sight, since its title is the server's own (its server is named in the summary). */}
          {builtIn ? (
            <span className="gh-muted">
              {t('approval.call.labelShort', { index: index + 1, total: total })}
              <span className="gh-sr-only">: {tool}</span>
            </span>
          ) : (
            <span className="gh-muted">
              {t('approval.call.label', { index: index + 1, total: total, tool: formatToolNameShort(call.tool) })}
              <span className="gh-sr-only"> ({tool})</span>
            </span>
          )}
          <span className="gh-call-summary">{summary}</span>
        </h3>
        <div className="gh-call-side">
          {/* An unanswered call shows it by its buttons (none pressed) and the header's count: read, not shown. */}
          <span
            id={`${id}-status`}
            className={`gh-choice-badge gh-choice-${choice.action ?? 'none'}${choice.action === null ? ' gh-sr-only' : ''}`}
          >
            {status}
          </span>
          {/* The choice sits at the card's top: on screen whenever the card's heading is. */}
          <div
            className="gh-call-actions"
            role="group"
            aria-label={t('approval.call.label', { index: index + 1, total: total, tool })}
          >
            <button
              type="button"
              className="gh-approve"
              aria-pressed={choice.action === 'approve'}
              aria-label={t('approval.call.approveName', { summary })}
              disabled={disabled}
              onClick={() => onChoose('approve')}
            >
              {t('approval.call.approve')}
            </button>
            <button
              type="button"
              className="gh-deny"
              aria-pressed={choice.action === 'deny'}
              aria-label={t('approval.call.denyName', { summary })}
              disabled={disabled}
              onClick={() => onChoose('deny')}
            >
              {t('approval.call.deny')}
            </button>
            <button
              type="button"
              className="gh-edit-button"
              aria-pressed={editing}
              aria-label={t('approval.call.editName', { summary })}
              disabled={disabled || editLoad === 'loading'}
              onClick={openEdit}
            >
              {t('approval.call.edit')}
            </button>
          </div>
        </div>
      </header>

      {editLoad !== 'idle' && (
        <p className={editLoad === 'failed' ? 'gh-warning-text' : 'gh-muted'} role="status">
          {t(editLoad === 'failed' ? 'approval.edit.textNotRead' : 'approval.edit.readingText')}
        </p>
      )}

      {call.inspection.staleNote && (
        <p className="gh-stale" role="note">
          {wordMain(call.inspection.staleNote)}
        </p>
      )}

      {call.supersedes && (
        <div className="gh-stale" role="note">
          <p>{t('approval.call.stale')}</p>
          {call.supersedes.reason && (
            <p className="gh-muted">{t('approval.call.staleReason', { reason: wordMain(call.supersedes.reason) })}</p>
          )}
        </div>
      )}

      {hidden && (
        <p className="gh-warning gh-hidden-chars" role="note">
          <span aria-hidden="true">⚠ </span>
          {t('approval.call.hiddenChars')}
        </p>
      )}

      <CallRuleNote rule={call.rule} tool={call.tool} />
      <CallHookNotes hook={call.hook} />

      {notes.sharedRationale === null && <Rationale text={call.rationale} />}
      <ReviewerAdvice advice={advice} />

      <InspectionDetails
        tool={call.tool}
        inspection={call.inspection}
        args={call.args}
        notes={notes}
        workspace={workspace}
        expanded={expanded === 'call'}
        onToggleExpanded={() => onToggleExpanded('call')}
        factsAside={rules.buttons}
        factsNote={rules.status}
      />
      {/* MCP servers: the tool as its server describes it, mail and calendar layouts. */}

      {choice.action !== 'deny' && (
        <PassEnvChooser
          callId={call.callId}
          names={derivePassableEnv(call)}
          chosen={choice.passEnv}
          dispatch={dispatch}
          disabled={disabled}
        />
      )}

      {(choice.action === 'deny' || (single && choice.action !== 'edit')) && (
        <div className="gh-reason">
          <label htmlFor={`${id}-reason`} className="gh-label">
            {single ? t('approval.call.reasonSingle') : t('approval.call.reason')}
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
