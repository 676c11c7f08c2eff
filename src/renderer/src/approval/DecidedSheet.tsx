import { useId } from 'react';
import type { CallDecision } from '../../../shared/events';
import { DeciderSchema } from '../../../shared/decisions';
import type { PendingApproval } from '../../../shared/views';
import { formatTime, t } from '../i18n';
import { formatToolName } from './format';
import { deriveVisibleJson, deriveVisibleText } from '../text/visible-text';
import { DecidedHookNote } from '../tool-hooks/HookOutcomeNotes';
import { PlainLines } from '../components/PlainLines';
import { DecidedByRuleNote } from '../rules/CallRuleNote';

interface DecidedSheetProps {
  approval: PendingApproval;
  decided: { decidedBy: string; at: string; decisions: CallDecision[] };
}

/** After the decision: who answered and when, and per call what was chosen and what runs. */
export function DecidedSheet({ approval, decided }: DecidedSheetProps) {
  const id = useId();
  const decider = DeciderSchema.safeParse(decided.decidedBy);
  const who = decider.success ? t(`decider.${decider.data}`) : decided.decidedBy;
  const byCall = new Map(decided.decisions.map((d) => [d.callId, d]));
  return (
    <section className="gh-sheet gh-sheet-decided" aria-labelledby={`${id}-title`} data-approval-id={approval.approvalId}>
      <h2 id={`${id}-title`} className="gh-sheet-title">
        {t('approval.decided.title', { who, time: formatTime(decided.at) })}
      </h2>
      <ul className="gh-decided-list">
        {approval.calls.map((call) => {
          const decision = byCall.get(call.callId);
          return (
            <li key={call.callId} className={`gh-decided gh-decided-${decision?.action ?? 'missing'}`} data-call-id={call.callId}>
              <p>
                <strong>{decision ? t(`approval.decided.${decision.action}`) : t('approval.decided.missing')}</strong>
                {' · '}
                {formatToolName(call.tool)} · {deriveVisibleText(call.inspection.summary, { lines: 'mark' })}
              </p>
              {decision?.ruleId !== undefined && <DecidedByRuleNote ruleId={decision.ruleId} denied />}
              <DecidedHookNote call={call} decision={decision} />
              {decision?.reason && <p>{t('approval.decided.reason', { reason: deriveVisibleText(decision.reason) })}</p>}
              {decision?.passEnv && decision.passEnv.length > 0 && (
                <p className="gh-decided-env">
                  {t('approval.decided.passEnv', { names: decision.passEnv.map((name) => deriveVisibleText(name, { lines: 'mark' })).join(', ') })}
                </p>
              )}
              {decision && decision.action !== 'deny' && (
                <details open={decision.action === 'edit'}>
                  <summary>{t('approval.decided.args')}</summary>
                  <pre className="gh-code-block">
                    <PlainLines as="code" text={deriveVisibleJson(decision.args)} />
                  </pre>
                </details>
              )}
              {decision?.originalArgs && (
                <details>
                  <summary>{t('approval.decided.original')}</summary>
                  <pre className="gh-code-block">
                    <PlainLines as="code" text={deriveVisibleJson(decision.originalArgs)} />
                  </pre>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
