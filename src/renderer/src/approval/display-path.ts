/**
 * Pure. Shows a path relative to the workspace when it lies inside it, absolute otherwise.
 * Accepts POSIX and Windows separators; drive letters compare case-insensitively. A backslash
 * is a separator only under a Windows workspace: on POSIX it is part of a name, and showing
 * `a\b` as `a/b` would invent a folder.
 */
export function deriveDisplayPath(path: string, workspace: string): string {
  if (workspace === '') return path;
  const windows = /^[A-Za-z]:/.test(workspace);
  const norm = (p: string) => (windows ? p.replace(/\\/g, '/') : p).replace(/\/+$/, '');
  const target = norm(path);
  const root = norm(workspace);
  const same = (a: string, b: string) => (windows ? a.toLowerCase() === b.toLowerCase() : a === b);
  if (same(target, root)) return '.';
  const prefix = target.slice(0, root.length + 1);
  if (same(prefix, `${root}/`)) return target.slice(root.length + 1);
  return path;
}
