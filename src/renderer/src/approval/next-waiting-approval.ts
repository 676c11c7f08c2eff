import type { InboxItem } from '../../../shared';

/**
 * Pure. The approval the "next waiting approval" shortcut goes to. The open conversation's own
 * waiting approval first, unless the focus is already in it; then the one after the focused sheet
 * in the inbox's order (wrapping round), or the first. Null when nothing waits.
 */
export function deriveNextWaitingApproval(
  inbox: readonly InboxItem[],
  where: { openApprovalId: string | null; focusedApprovalId: string | null },
): InboxItem | null {
  if (inbox.length === 0) return null;
  const open = inbox.find((item) => item.approvalId === where.openApprovalId);
  if (open && where.focusedApprovalId !== open.approvalId) return open;
  const at = inbox.findIndex((item) => item.approvalId === where.focusedApprovalId);
  return inbox[(at + 1) % inbox.length] ?? null;
}

/** Pure. Ctrl+Shift+A (⌘+Shift+A on a Mac) with no other modifier. */
export function isNextApprovalShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'a';
}
