/**
 * The one answer to "is this path inside that folder", for both processes: the workspace guard
 * (src/main/tools/workspace-guard.ts) asks it with how the folder's file system compares names, and
 * every other place (rules, hooks, undo, the sheet's short paths) asks it the same way.
 */

/** How a file system compares names: a case-folding one (macOS, Windows) and one that normalises Unicode (macOS). */
export interface NameFolding {
  caseInsensitive: boolean;
  normalizesUnicode: boolean;
}

/** A Windows path (a drive letter): `\` separates names there, and names compare without case. */
function isWindowsPath(p: string): boolean {
  return /^[A-Za-z]:/.test(p);
}

/**
 * Pure. `candidate` relative to `folder` with `/` between names ('' when it is the folder itself),
 * or null when it lies outside. Both are absolute and normalised (no `.` or `..` left). Names are
 * compared as `folding` says; without one, as the path's own platform does by default (a Windows
 * path without case, any other exactly). Why not `path.relative(…).startsWith('..')`: a name that
 * begins with two dots (`..notes`) is inside, and only the file system knows whether `Notes` is `notes`.
 */
export function deriveInsidePath(folder: string, candidate: string, folding?: NameFolding): string | null {
  const windows = isWindowsPath(folder);
  const rule = folding ?? { caseInsensitive: windows, normalizesUnicode: false };
  const slashes = (p: string) => (windows ? p.replace(/\\/g, '/') : p);
  const fold = (p: string) => {
    let out = slashes(p);
    if (rule.normalizesUnicode) out = out.normalize('NFC');
    if (rule.caseInsensitive) out = out.toLowerCase();
    return out;
  };
  const root = fold(folder).replace(/\/+$/, '');
  const target = fold(candidate).replace(/\/+$/, '');
  if (target === root) return '';
  // The file system's root (`/`, `C:\`) is '' or `C:` by now, so it too is a prefix with one `/`.
  const prefix = `${root}/`;
  if (!target.startsWith(prefix)) return null;
  const original = slashes(candidate).replace(/\/+$/, '');
  // Folding can change a name's length (a few letters lower-case to two): then the folded name is shown.
  const from = fold(original).length === original.length ? original : target;
  return from.slice(prefix.length);
}

/** Pure: whether `candidate` is `folder` or below it (see deriveInsidePath). */
export function isPathInside(folder: string, candidate: string, folding?: NameFolding): boolean {
  return deriveInsidePath(folder, candidate, folding) !== null;
}
