import type { CoreEvent } from '../core/types';
import type { InboxItem } from '../../shared/views';
import type { OpenApprovalPush } from '../../shared/ipc';

export interface AlertDeps {
  /** Dock/taskbar badge (app.setBadgeCount). */
  setBadgeCount(count: number): void;
  isAnyWindowFocused(): boolean;
  /** Shows an OS notification; onClick runs when the person clicks it. */
  notify(notification: { title: string; body: string; onClick: () => void }): void;
  /** Focuses the window and asks it to open that approval sheet. */
  openApproval(target: OpenApprovalPush): void;
}

export interface ApprovalAlerts {
  handle(event: CoreEvent): void;
}

function describe(item: InboxItem): string {
  const count = item.calls.length;
  return `${item.sessionTitle}: ${count === 1 ? '1 action waits' : `${count} actions wait`} for your approval.`;
}

/**
 * Keeps the badge equal to the number of pending approvals and notifies once per new approval while
 * no Gatehouse window has focus. The inbox comes from the core (the log), never from this module.
 */
export function createApprovalAlerts(deps: AlertDeps, initial: InboxItem[]): ApprovalAlerts {
  const seen = new Set(initial.map((i) => i.approvalId));
  deps.setBadgeCount(initial.length);
  return {
    handle(event) {
      if (event.type !== 'inbox_changed') return;
      deps.setBadgeCount(event.inbox.length);
      for (const item of event.inbox) {
        if (seen.has(item.approvalId)) continue;
        seen.add(item.approvalId);
        if (deps.isAnyWindowFocused()) continue;
        deps.notify({
          title: 'Gatehouse is waiting for you',
          body: describe(item),
          onClick: () => deps.openApproval({ sessionId: item.sessionId, approvalId: item.approvalId }),
        });
      }
    },
  };
}
