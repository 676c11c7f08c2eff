import { existsSync } from 'node:fs';
import type { ApprovalMode } from '../../shared/modes';
import { deriveInboxItem, type InboxItem, type PendingApproval, type SessionSummary } from '../../shared/views';
import type { EventStore, SessionRow } from '../store';

/** A conversation's approval mode: as last recorded, else the person's default (never yolo). Pure. */
export function deriveConversationMode(row: SessionRow, fallback: ApprovalMode): ApprovalMode {
  return row.approvalMode ?? fallback;
}

export interface SessionViews {
  toSummary(row: SessionRow, defaultMode?: ApprovalMode): SessionSummary;
  listSessions(): SessionSummary[];
  listInbox(): InboxItem[];
  loadPendingApproval(approvalId: string): PendingApproval | null;
}

/** The conversation list and the inbox as committed now, for windows. Reads only. */
export function createSessionViews(deps: { store: EventStore; defaultApprovalMode(): ApprovalMode }): SessionViews {
  const { store } = deps;
  const toSummary = (row: SessionRow, defaultMode: ApprovalMode = deps.defaultApprovalMode()): SessionSummary => ({
    id: row.id,
    title: row.title,
    workspace: row.workspace,
    workspaceExists: existsSync(row.workspace),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastSeq: row.lastSeq,
    pendingApprovalId: row.pendingApprovalId,
    runState: row.runState,
    approvalMode: deriveConversationMode(row, defaultMode),
  });
  return {
    toSummary,
    listSessions() {
      const defaultMode = deps.defaultApprovalMode();
      return store.listSessions().map((row) => toSummary(row, defaultMode));
    },
    listInbox(): InboxItem[] {
      const titles = new Map(store.listSessions().map((s) => [s.id, s.title]));
      return store.listPendingApprovals().map((p) => deriveInboxItem(p, titles.get(p.sessionId) ?? ''));
    },
    loadPendingApproval: (approvalId) => store.loadPendingApprovalById(approvalId),
  };
}
