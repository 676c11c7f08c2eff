import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'approval:…': answers in progress, answers sent, an edit checked, the inbox. */
export function createApprovalChannels(core: GatehouseCore): NamespaceService<'approval'> {
  return {
    'approval:save-draft': (r) => core.drafts.save(r),
    'approval:drafts': (r) => core.drafts.load(r.approvalId),
    'approval:send': (r) => core.drafts.send(r),
    'approval:preview-edit': (r) => core.previewEdit(r),
    'approval:inbox': () => core.listInbox(),
    'approval:get': (r) => {
      const pending = core.loadPendingApproval(r.approvalId);
      return pending === null ? null : core.windowTexts.pending(pending);
    },
  };
}
