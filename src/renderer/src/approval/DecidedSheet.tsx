import { useId } from 'react';
import type { CallDecision, PendingCall } from '../../../shared/events';
import type { PendingApproval } from '../../../shared/views';
import { formatTime, t } from '../i18n';
import { formatToolName } from './format';
import { deriveVisibleText } from '../text/visible-text';
import { DecidedHookNote } from '../tool-hooks/HookOutcomeNotes';
import { DecidedByRuleNote } from '../rules/CallRuleNote';
import { useAppSelector } from '../react-hooks/use-app-selector';
import type { AppState } from '../state/app-state';
import { deriveDecidedWords } from './derive-decided-words';
import { deriveDecisionLook, derivePreviewFor, type CallLook } from './derive-recorded-preview';
import { RecordedCallPair, type RecordedCall } from './RecordedCallView';
import { wordMain } from '../i18n/main/word-main';

interface DecidedSheetProps {
  approval: PendingApproval;
  decided: { answeredBy: 'person' | 'reviewer'; at: string; decisions: CallDecision[] };
}

const selectWorkspace = (state: AppState) => state.session?.workspace ?? '';

/** Pure: what a decided call shows, what ran (or, for a no, what was asked) and the model's proposal beside an edit, each with the preview the log keeps of exactly those arguments. */
function deriveRecordedCalls(
  call: PendingCall,
  decision: CallDecision | undefined,
): { ran: RecordedCall; original: RecordedCall | null } {
  const looks: CallLook[] = [{ args: call.args, inspection: call.inspection }];
  const edited = deriveDecisionLook(decision);
  if (edited !== null) looks.unshift(edited);
  if (decision === undefined || decision.action === 'deny') {
    return {
      ran: { preview: call.inspection.preview, args: call.args, label: t('approval.decided.asked') },
      original: null,
    };
  }
  const ran = {
    preview: derivePreviewFor(decision.args, looks),
    args: decision.args,
    label: t('approval.decided.args'),
  };
  const original =
    decision.originalArgs !== undefined
      ? {
          preview: derivePreviewFor(decision.originalArgs, looks),
          args: decision.originalArgs,
          label: t('approval.decided.original'),
        }
      : null;
  return { ran, original };
}

/**
 * After the decision: who answered and when, and per call what was chosen, in whose words (the
 * person's own no reads as theirs), and what runs in the layout the sheet showed it (read-only),
 * beside the model's proposal when the person edited it.
 */
export function DecidedSheet({ approval, decided }: DecidedSheetProps) {
  const id = useId();
  const workspace = useAppSelector(selectWorkspace);
  const who = t(`decider.${decided.answeredBy}`);
  const byCall = new Map(decided.decisions.map((d) => [d.callId, d]));
  return (
    <section
      className="gh-sheet gh-sheet-decided"
      aria-labelledby={`${id}-title`}
      data-approval-id={approval.approvalId}
    >
      <h2 id={`${id}-title`} className="gh-sheet-title">
        {t('approval.decided.title', { who, time: formatTime(decided.at) })}
      </h2>
      <ul className="gh-decided-list">
        {approval.calls.map((call) => {
          const decision = byCall.get(call.callId);
          const shown = deriveRecordedCalls(call, decision);
          return (
            <li
              key={call.callId}
              className={`gh-decided gh-decided-${decision?.action ?? 'missing'}`}
              data-call-id={call.callId}
            >
              <p>
                <strong>{t(deriveDecidedWords(decision))}</strong>
                {' · '}
                {formatToolName(call.tool)} · {deriveVisibleText(wordMain(call.inspection.summary), { lines: 'mark' })}
              </p>
              {decision?.settledBy.by === 'rule' && <DecidedByRuleNote ruleId={decision.settledBy.ruleId} denied />}
              <DecidedHookNote call={call} decision={decision} />
              {decision?.reason && (
                <p>{t('approval.decided.reason', { reason: deriveVisibleText(decision.reason) })}</p>
              )}
              {decision?.passEnv && decision.passEnv.length > 0 && (
                <p className="gh-decided-env">
                  {t('approval.decided.passEnv', {
                    names: decision.passEnv.map((name) => deriveVisibleText(name, { lines: 'mark' })).join(', '),
                  })}
                </p>
              )}
              {decision !== undefined && (
                <RecordedCallPair ran={shown.ran} original={shown.original} workspace={workspace} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
