/** Pure projections over a session's event log. */
export { buildCompactionNote, buildModelHistory, COMPACTION_PREFIX } from './build-model-history';
export { buildPendingApproval } from './build-pending-approval';
export { buildAudit, buildAuditRuns } from './build-audit';
export { buildRunState, buildReplyCalls, type RunView, type CallState, type ReplyCalls } from './build-run-state';
