import type { CoreEvent } from '../core/types';
import type { InboxItem } from '../../shared/views';
import type { OpenApprovalPush } from '../../shared/ipc';
import type { AppLanguage } from '../../shared/language';
import { formatNativeWords } from './native-words';

export interface AlertDeps {
  /** Dock/taskbar badge (app.setBadgeCount). */
  setBadgeCount(count: number): void;
  isAnyWindowFocused(): boolean;
  /** Shows an OS notification; onClick runs when the person clicks it. */
  notify(notification: { title: string; body: string; onClick: () => void }): void;
  /** Focuses the window and asks it to open that approval sheet. */
  openApproval(target: OpenApprovalPush): void;
  /** The person's language now (their setting, or the system's). */
  language(): AppLanguage;
}

export interface ApprovalAlerts {
  handle(event: CoreEvent): void;
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
        const language = deps.language();
        deps.notify({
          title: formatNativeWords(language, 'notify.title'),
          body: formatNativeWords(language, 'notify.body', { title: item.sessionTitle, count: item.calls.length }),
          onClick: () => deps.openApproval({ sessionId: item.sessionId, approvalId: item.approvalId }),
        });
      }
    },
  };
}
