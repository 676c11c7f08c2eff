import { t } from '../i18n';
import type { ChoiceSummary } from './sheet-choices';

/** Pure. The submit button says what will happen: "Approve 2, deny 1", or what is still missing. */
export function deriveSubmitLabel(summary: ChoiceSummary): string {
  if (summary.undecided.length > 0) return t('approval.submit.undecided', { count: summary.undecided.length });
  if (summary.editsNotReady.length > 0) return t('approval.submit.editsNotReady');
  const parts: string[] = [];
  const add = (count: number, first: Parameters<typeof t>[0], rest: Parameters<typeof t>[0]) => {
    if (count > 0) parts.push(t(parts.length === 0 ? first : rest, { count }));
  };
  add(summary.approve, 'approval.submit.approveFirst', 'approval.submit.approveRest');
  add(summary.edit, 'approval.submit.editFirst', 'approval.submit.editRest');
  add(summary.deny, 'approval.submit.denyFirst', 'approval.submit.denyRest');
  return parts.join(t('approval.submit.join'));
}
