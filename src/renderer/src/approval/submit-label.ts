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

export interface BulkLabels {
  /** The Shift+Y button; null once every call is answered (Send then says it all). */
  approveAndSend: string | null;
  /** "Mark … approved" / "… denied"; null once every call is answered. */
  markApproved: string | null;
  markDenied: string | null;
}

/**
 * Pure. The "all" buttons say which calls they answer: all of them while none is answered, "the other
 * N" once some are (they never change an answer already given), and nothing once all are answered.
 */
export function deriveBulkLabels(summary: ChoiceSummary, total: number): BulkLabels {
  const open = summary.undecided.length;
  if (open === 0) return { approveAndSend: null, markApproved: null, markDenied: null };
  if (open === total) {
    return {
      approveAndSend: t('approval.approveAllAndSend'),
      markApproved: t('approval.markAllApproved'),
      markDenied: t('approval.markAllDenied'),
    };
  }
  return {
    approveAndSend: t('approval.approveOthersAndSend', { count: open }),
    markApproved: t('approval.markOthersApproved', { count: open }),
    markDenied: t('approval.markOthersDenied', { count: open }),
  };
}
