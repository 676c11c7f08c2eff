import type Database from 'better-sqlite3';
import { CallDraftSchema, EMPTY_CALL_DRAFT, type ApprovalDrafts, type CallDraft } from '../../shared/approval-drafts';

/** The sheet's answers in progress (table approval_drafts), beside the log and never in it. */
export interface DraftStore {
  /**
   * Keeps one call's draft and returns the approval's new version. Returns null, writing nothing,
   * when the approval is no longer pending (its pending row is gone: the foreign key refuses the row).
   */
  save(approvalId: string, callId: string, client: string, draft: CallDraft): number | null;
  /** Every draft of an approval; version 0 and no calls when there is none. */
  load(approvalId: string): ApprovalDrafts;
}

interface RawDraft {
  call_id: string;
  version: number;
  client: string;
  draft: string;
}

/** A stored draft that no longer reads (written by a later build, or damaged) counts as no answer. Pure. */
function parseDraft(text: string): CallDraft {
  try {
    const parsed = CallDraftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_CALL_DRAFT;
  } catch {
    return EMPTY_CALL_DRAFT;
  }
}

export function createDraftStore(db: Database.Database): DraftStore {
  const isPending = db.prepare('SELECT 1 FROM pending_approvals WHERE approval_id = ?').pluck();
  const latestVersion = db
    .prepare('SELECT coalesce(max(version), 0) FROM approval_drafts WHERE approval_id = ?')
    .pluck();
  const upsert = db.prepare(
    `INSERT INTO approval_drafts (approval_id, call_id, version, client, draft) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (approval_id, call_id) DO UPDATE SET version = excluded.version, client = excluded.client, draft = excluded.draft`,
  );
  const selectAll = db.prepare('SELECT call_id, version, client, draft FROM approval_drafts WHERE approval_id = ?');
  const save = db.transaction((approvalId: string, callId: string, client: string, draft: CallDraft): number | null => {
    if (isPending.get(approvalId) === undefined) return null;
    const version = (latestVersion.get(approvalId) as number) + 1;
    upsert.run(approvalId, callId, version, client, JSON.stringify(draft));
    return version;
  });
  return {
    save: (approvalId, callId, client, draft) => save.immediate(approvalId, callId, client, draft),
    load(approvalId) {
      const rows = selectAll.all(approvalId) as RawDraft[];
      return {
        approvalId,
        version: rows.reduce((max, r) => Math.max(max, r.version), 0),
        calls: Object.fromEntries(rows.map((r) => [r.call_id, { draft: parseDraft(r.draft), client: r.client }])),
      };
    },
  };
}
