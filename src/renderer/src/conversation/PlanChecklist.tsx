import type { PlanItem } from '../../../shared';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

const MARK: Record<PlanItem['status'], string> = { pending: '☐', in_progress: '◐', done: '☑' };

/** The plan from the latest update_plan call, each step with its state in words. */
export function PlanChecklist({ items }: { items: PlanItem[] }) {
  return (
    <section className="plan" aria-label={t('plan.title')}>
      <h3>{t('plan.title')}</h3>
      <ol>
        {items.map((item, index) => (
          <li key={index} className={`plan-item plan-${item.status}`}>
            <span aria-hidden="true">{MARK[item.status]}</span>{' '}
            <span className="plan-text">{deriveVisibleText(item.text, { lines: 'mark' })}</span>{' '}
            <span className="visually-hidden">({t(`plan.${item.status}`)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
