import { deriveCanonicalJson } from '../../shared/canonical-json';
import type { Inspection } from '../../shared/tools';

/**
 * Approvals go stale: what changed between the look a person approved and a fresh one,
 * in plain words, or null when the fresh look is the same in every respect (the same canonical
 * inspection: paths, the workspace check, each file's hash and the write's bytes, the command's
 * verdict, sandbox and hosts, the MCP tool's definition, the summary). The first difference a
 * person would care about is named; any other difference is still a change. Pure.
 */
export function deriveInspectionChange(reviewed: Inspection, fresh: Inspection): string | null {
  if (deriveCanonicalJson(reviewed) === deriveCanonicalJson(fresh)) return null;
  if (reviewed.outsideWorkspace !== fresh.outsideWorkspace) {
    return fresh.outsideWorkspace
      ? "it now reaches outside the conversation's folder"
      : 'what it reaches outside the folder changed';
  }
  if (deriveCanonicalJson(reviewed.protectedPlaces ?? []) !== deriveCanonicalJson(fresh.protectedPlaces ?? [])) {
    return 'what it writes that other programs run later changed';
  }
  if (deriveCanonicalJson(reviewed.paths) !== deriveCanonicalJson(fresh.paths))
    return 'the files it would touch are not the same any more';
  const a = reviewed.preview;
  const b = fresh.preview;
  if (a.type === 'write' && b.type === 'write' && a.write.baseHash !== b.write.baseHash)
    return `${a.write.path} changed since you saw it`;
  if (a.type === 'command' && b.type === 'command') {
    if (a.command.verdict !== b.command.verdict) return 'the command is judged differently now';
    if ((a.command.sandbox?.confined ?? false) !== (b.command.sandbox?.confined ?? false))
      return 'the command would not run in the same sandbox';
  }
  if (a.type === 'mcp' && b.type === 'mcp') {
    if (a.mcp.definitionHash !== b.mcp.definitionHash)
      return `the server changed the ${a.mcp.tool} tool since you saw it`;
    if (a.mcp.write !== undefined && b.mcp.write !== undefined && a.mcp.write.baseHash !== b.mcp.write.baseHash)
      return `${a.mcp.write.path} changed since you saw it`;
  }
  if (reviewed.defaultEffect !== fresh.defaultEffect) return 'how it is judged changed';
  return 'what it would do changed';
}
