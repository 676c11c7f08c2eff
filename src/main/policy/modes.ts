import type { ApprovalMode, WorkMode } from '../../shared/modes';
import { APPROVAL_MODES, WORK_MODES } from '../../shared/modes';

function normalise(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

/** Trimmed, case-insensitive; empty, unknown or not a string → 'agent'. */
export function parseWorkMode(raw: unknown): WorkMode {
  const value = normalise(raw);
  return (WORK_MODES as readonly string[]).includes(value) ? (value as WorkMode) : 'agent';
}

/** Trimmed, case-insensitive; empty, unknown or not a string → 'manual' (the safe default). */
export function parseApprovalMode(raw: unknown): ApprovalMode {
  const value = normalise(raw);
  return (APPROVAL_MODES as readonly string[]).includes(value) ? (value as ApprovalMode) : 'manual';
}
