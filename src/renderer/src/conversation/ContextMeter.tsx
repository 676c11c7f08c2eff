import type { ContextUsage } from '../../../shared';
import { formatTokens, t } from '../i18n';

/** How full the model's memory is: a quiet bar with the number in words beside it. */
export function ContextMeter({ context, percent }: { context: ContextUsage; percent: number }) {
  const title = t('conversation.contextTitle', {
    used: formatTokens(context.estimatedTokens),
    total: formatTokens(context.contextWindow),
  });
  return (
    <div className="context-meter" title={title}>
      <meter min={0} max={100} low={70} high={90} optimum={0} value={percent} aria-label={title} />
      <span>{t('conversation.context', { percent })}</span>
    </div>
  );
}
