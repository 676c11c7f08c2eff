import type { ApprovalDrafts, CallDraft } from '../../../shared/approval-drafts';
import type { CorePush } from '../../../shared/ipc';
import type { GatehouseClient } from '../ipc/client';
import { wordMain } from '../i18n/main/word-main';

/** A refusal names the calls whose preview went out of date (the sheet looks at them again). */
export type SubmitOutcome = { ok: true } | { ok: false; message: string; staleCallIds: string[] };

export type DraftPush = Extract<CorePush, { type: 'approval_draft' }>;

/**
 * One waiting sheet's answers as the main process holds them: load what is kept, save one call's
 * answer as it is made, hear the answers other windows make, and Send (main decides from what it holds).
 */
export interface SheetAnswers {
  /** null when main refused or could not be reached (the sheet starts empty and says nothing is lost). */
  load(): Promise<ApprovalDrafts | null>;
  /** The approval's new version, or null when main refused (the approval is no longer waiting). */
  save(callId: string, client: string, draft: CallDraft): Promise<number | null>;
  watch(listener: (push: DraftPush) => void): () => void;
  send(version: number, previewTokens: Record<string, string>): Promise<SubmitOutcome>;
}

/** Binds the answers of one approval to the IPC client. */
export function createSheetAnswers(client: GatehouseClient, approvalId: string): SheetAnswers {
  return {
    async load() {
      const result = await client.call('approval:drafts', { approvalId });
      return result.ok ? result.value : null;
    },
    async save(callId, draftClient, draft) {
      const result = await client.call('approval:save-draft', { approvalId, callId, client: draftClient, draft });
      return result.ok && result.value.ok ? result.value.version : null;
    },
    watch(listener) {
      return client.onCore((push) => {
        if (push.type === 'approval_draft' && push.approvalId === approvalId) listener(push);
      });
    },
    async send(version, previewTokens) {
      const result = await client.call('approval:send', { approvalId, version, previewTokens });
      if (!result.ok) return { ok: false, message: result.error.message, staleCallIds: [] };
      const refused = result.value;
      if (!refused.ok) {
        return {
          ok: false,
          message: wordMain(refused.error.text),
          staleCallIds: refused.error.code === 'preview_changed' ? refused.error.callIds : [],
        };
      }
      return { ok: true };
    },
  };
}
