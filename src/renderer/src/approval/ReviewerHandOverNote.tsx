import type { HandOver } from '../../../shared/events';
import { t } from '../i18n';
import { useRuleWords } from '../rules/use-rule-words';
import { deriveVisibleText } from '../text/visible-text';

/**
 * Why the reviewer model left a sheet to the person, worded here from main's id (a rule's ask names
 * the rule by its words); a review recorded before the id carries only main's English `why`.
 */
export function ReviewerHandOverNote({ handOver, why }: { handOver: HandOver | undefined; why: string | undefined }) {
  const rule = useRuleWords(handOver?.ruleId);
  const said =
    handOver !== undefined
      ? t(`approval.reviewer.handOver.${handOver.reason}`, { rule })
      : why !== undefined
        ? deriveVisibleText(why)
        : null;
  if (said === null) return null;
  return (
    <p
      className="gh-reviewer-handover"
      role="note"
      {...(handOver !== undefined ? { 'data-reason': handOver.reason } : {})}
    >
      {t('approval.reviewer.handedOver', { why: said })}
    </p>
  );
}
