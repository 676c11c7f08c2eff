import { deriveCanonicalJson } from '../../shared/canonical-json';
import type { InspectionChangeKind } from '../../shared/main-messages';
import type { Inspection } from '../../shared/tools';

/** What changed between two looks at a call: its kind, and the file or tool it names when it names one. */
export interface InspectionChange {
  kind: InspectionChangeKind;
  subject?: string;
}

/**
 * Approvals go stale: what changed between the look a person approved and a fresh one, or null
 * when the fresh look is the same in every respect (the same canonical inspection: paths, the
 * workspace check, each file's hash and the write's bytes, the command's verdict, sandbox and
 * hosts, the MCP tool's definition, the summary). The first difference a person would care about
 * is named; any other difference is still a change. Pure.
 */
export function deriveInspectionChangeKind(reviewed: Inspection, fresh: Inspection): InspectionChange | null {
  if (deriveCanonicalJson(reviewed) === deriveCanonicalJson(fresh)) return null;
  if (reviewed.outsideWorkspace !== fresh.outsideWorkspace)
    return { kind: fresh.outsideWorkspace ? 'nowOutside' : 'outsideChanged' };
  if (deriveCanonicalJson(reviewed.protectedPlaces ?? []) !== deriveCanonicalJson(fresh.protectedPlaces ?? []))
    return { kind: 'protectedPlaces' };
  if (deriveCanonicalJson(reviewed.paths) !== deriveCanonicalJson(fresh.paths)) return { kind: 'paths' };
  const a = reviewed.preview;
  const b = fresh.preview;
  if (a.type === 'write' && b.type === 'write' && a.write.baseHash !== b.write.baseHash)
    return { kind: 'file', subject: a.write.path };
  if (a.type === 'command' && b.type === 'command') {
    if (a.command.verdict !== b.command.verdict) return { kind: 'judged' };
    if ((a.command.sandbox?.confined ?? false) !== (b.command.sandbox?.confined ?? false)) return { kind: 'sandbox' };
  }
  if (a.type === 'mcp' && b.type === 'mcp') {
    if (a.mcp.definitionHash !== b.mcp.definitionHash) return { kind: 'tool', subject: a.mcp.tool };
    if (a.mcp.write !== undefined && b.mcp.write !== undefined && a.mcp.write.baseHash !== b.mcp.write.baseHash)
      return { kind: 'file', subject: a.mcp.write.path };
  }
  if (reviewed.defaultEffect !== fresh.defaultEffect) return { kind: 'effect' };
  return { kind: 'other' };
}

/**
 * The change in English, for the model (the person reads the same change as a message, worded in
 * their language by the window: `stale.approvalOld`). Pure.
 */
export function describeInspectionChange(change: InspectionChange): string {
  switch (change.kind) {
    case 'nowOutside':
      return "it now reaches outside the conversation's folder";
    case 'outsideChanged':
      return 'what it reaches outside the folder changed';
    case 'protectedPlaces':
      return 'what it writes that other programs run later changed';
    case 'paths':
      return 'the files it would touch are not the same any more';
    case 'file':
      return `${change.subject ?? 'the file'} changed since you saw it`;
    case 'judged':
      return 'the command is judged differently now';
    case 'sandbox':
      return 'the command would not run in the same sandbox';
    case 'tool':
      return `the server changed the ${change.subject ?? ''} tool since you saw it`;
    case 'effect':
      return 'how it is judged changed';
    case 'other':
      return 'what it would do changed';
  }
}

/** The change in the model's words, or null when there is none. Pure. */
export function deriveInspectionChange(reviewed: Inspection, fresh: Inspection): string | null {
  const change = deriveInspectionChangeKind(reviewed, fresh);
  return change === null ? null : describeInspectionChange(change);
}
