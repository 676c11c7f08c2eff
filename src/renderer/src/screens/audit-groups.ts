import { deriveLayer, type AuditEntry, type AuditRun } from '../../../shared';
import type { MessageKey } from '../i18n';

/** What became of one recorded call, as the person reads the record. */
export type AuditFate = 'ran' | 'denied' | 'cancelled' | 'askedAgain' | 'notYet';

/** Pure: a call ran when it has a run's outcome (done, failed, or unknown after a crash). */
export function deriveAuditFate(entry: AuditEntry): AuditFate {
  if (entry.action === 'superseded' || entry.outcome === 'not run: asked again') return 'askedAgain';
  // Stop answers a waiting approval as a denial whose calls are then cancelled: that reads as cancelled.
  if (entry.outcome === 'cancelled') return 'cancelled';
  if (entry.action === 'deny' || entry.outcome === 'denied') return 'denied';
  if (entry.outcome === 'success' || entry.outcome === 'failure' || entry.outcome === 'unknown') return 'ran';
  return 'notYet';
}

export interface AuditRunGroup {
  runId: string;
  /** The request the person sent; null for entries of a run the record does not list. */
  run: AuditRun | null;
  ran: AuditEntry[];
  notRun: AuditEntry[];
}

/** Pure: the entries under the request they belong to (oldest first), each split into what ran and what did not. */
export function deriveAuditGroups(entries: readonly AuditEntry[], runs: readonly AuditRun[] = []): AuditRunGroup[] {
  const groups = new Map<string, AuditRunGroup>();
  for (const run of runs) groups.set(run.runId, { runId: run.runId, run, ran: [], notRun: [] });
  for (const entry of entries) {
    let group = groups.get(entry.runId);
    if (group === undefined) {
      group = { runId: entry.runId, run: null, ran: [], notRun: [] };
      groups.set(entry.runId, group);
    }
    (deriveAuditFate(entry) === 'ran' ? group.ran : group.notRun).push(entry);
  }
  return [...groups.values()].filter((g) => g.ran.length + g.notRun.length > 0);
}

/** Pure: who let a call that ran go ahead, in the person's words. */
export function deriveRanBecause(entry: AuditEntry): MessageKey {
  if (entry.action === 'edit') return 'audit.ran.edited';
  if (entry.action === 'approve') return entry.settledBy.by === 'reviewer' ? 'audit.ran.reviewer' : 'audit.ran.person';
  switch (entry.settledBy.by) {
    case 'yolo':
      return 'audit.ran.yolo';
    case 'rule':
      return 'audit.ran.rule';
    case 'hook':
      return 'hooks.audit.ran';
    case 'reviewer':
      return 'audit.ran.reviewer';
    case 'person':
      return 'audit.ran.person';
    default:
      return 'audit.ran.policy';
  }
}

/** Pure: whether a hook refused this call (a person's edit a hook refused is settled by that hook). */
export function deriveRefusedByHook(entry: AuditEntry): boolean {
  return entry.settledBy.by === 'hook' && deriveAuditFate(entry) === 'denied';
}

/** Pure: why a call did not run, in the person's words (never a layer's or an event's name). */
export function deriveNotRunBecause(entry: AuditEntry): MessageKey {
  const fate = deriveAuditFate(entry);
  if (fate === 'askedAgain')
    return entry.action === 'superseded' ? 'audit.notRun.changedAfterApproval' : 'audit.notRun.changedBeforeRunning';
  if (fate === 'cancelled') return 'audit.notRun.cancelled';
  if (fate === 'notYet') return 'audit.notRun.notYet';
  if (deriveRefusedByHook(entry)) return 'audit.notRun.hook';
  switch (deriveLayer(entry.settledBy)) {
    case 'person':
      return 'audit.notRun.saidNo';
    case 'rule':
      return 'audit.notRun.rule';
    case 'validation':
      return 'audit.notRun.invalid';
    case 'binding':
    case 'profile':
      return 'audit.notRun.mode';
    case 'hook':
      return 'audit.notRun.hook';
    case 'reviewer':
      return 'audit.notRun.reviewer';
    default:
      return 'audit.notRun.policy';
  }
}
