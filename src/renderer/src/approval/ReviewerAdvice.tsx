import type { ReviewerCallVerdict } from '../../../shared/events';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

/**
 * Auto approval: what the reviewer model said about one call, shown beside it when the
 * sheet came to the person. Advice only: the person's own choice is what counts. The reason is the
 * model's text, shown with hidden characters made visible like every other model text.
 */
export function ReviewerAdvice({ advice }: { advice: ReviewerCallVerdict | undefined }) {
  if (advice === undefined) return null;
  const confidence = Math.round(advice.confidence * 100);
  const reason = deriveVisibleText(advice.reason, { lines: 'mark' });
  return (
    <p
      className={`gh-reviewer-advice gh-reviewer-${advice.verdict}`}
      role="note"
      aria-label={t('approval.reviewer.label')}
    >
      {t(advice.verdict === 'approve' ? 'approval.reviewer.approve' : 'approval.reviewer.deny', { confidence, reason })}
    </p>
  );
}
