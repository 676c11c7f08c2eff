import { resolve } from 'node:path';
import type { Inspection } from '../../shared/tools';
import { deriveGlobRegex } from './match-glob';
import { FILE_TOOL_PATH_ARGS } from './types';
import { deriveInsidePath } from '../../shared/path-inside';

/**
 * Pure: the paths a file tool's call names, relative to the workspace with `/` separators, or
 * null for one that leaves it. The inspection's resolved paths when there is one (symlinks and
 * all), else the arguments resolved against the workspace. A search with no path searches the
 * whole workspace, named as ".".
 */
export function deriveRelativePaths(
  tool: string,
  args: Record<string, unknown>,
  inspection: Inspection | undefined,
  workspaceRoot: string,
): (string | null)[] {
  const toRelative = (p: string): string | null => {
    const rel = deriveInsidePath(workspaceRoot, resolve(workspaceRoot, p));
    return rel === '' ? '.' : rel;
  };
  if (inspection !== undefined && inspection.paths.length > 0) return inspection.paths.map(toRelative);
  const names = (FILE_TOOL_PATH_ARGS[tool] ?? []).flatMap((key) =>
    typeof args[key] === 'string' ? [args[key] as string] : [],
  );
  return names.length > 0 ? names.map(toRelative) : ['.'];
}

/**
 * Pure: whether a path rule matches. An allow matches only when every path is inside the
 * workspace and matches (a pattern cannot vouch for what is outside it); a deny or ask, read
 * broadly, matches when any path does.
 */
export function decidePathMatch(glob: string, paths: readonly (string | null)[], broad: boolean): boolean {
  const regex = deriveGlobRegex(glob);
  if (regex === null || paths.length === 0) return false;
  const hit = (p: string | null): boolean => p !== null && regex.test(p);
  return broad ? paths.some(hit) : paths.every(hit);
}
