import { deriveInsidePath } from '../../../shared/path-inside';

/**
 * Pure. Shows a path relative to the workspace when it lies inside it, absolute otherwise.
 * Accepts POSIX and Windows separators; drive letters compare case-insensitively. A backslash
 * is a separator only under a Windows workspace: on POSIX it is part of a name, and showing
 * `a\b` as `a/b` would invent a folder.
 */
export function deriveDisplayPath(path: string, workspace: string): string {
  if (workspace === '') return path;
  const inside = deriveInsidePath(workspace, path);
  return inside === null ? path : inside === '' ? '.' : inside;
}
