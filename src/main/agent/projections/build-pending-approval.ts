import type { SessionEvent } from '../../../shared/events';
import { derivePendingApproval, type PendingApproval } from '../../../shared/views';

/**
 * The approval of a session nobody has answered yet, or null. Pure; the store keeps the same
 * answer in pending_approvals so the UI need not replay the log (this is its reference).
 */
export function buildPendingApproval(events: readonly SessionEvent[]): PendingApproval | null {
  const open = new Map<string, PendingApproval>();
  for (const e of events) {
    if (e.kind === 'approval_requested') {
      open.set(e.data.approvalId, derivePendingApproval(e));
    } else if (e.kind === 'decision') {
      open.delete(e.data.approvalId);
    }
  }
  let latest: PendingApproval | null = null;
  for (const p of open.values()) if (latest === null || p.seq > latest.seq) latest = p;
  return latest;
}
