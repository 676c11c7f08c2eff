import path from 'node:path';

/**
 * Pure: where a file electron-builder's `asarUnpack` took out of app.asar really is. A path with an
 * `app.asar` folder in it becomes the same path under `app.asar.unpacked` (the packaged app); any
 * other path (a development checkout, the tests) is returned as it is. Why: Electron's own fs reads
 * inside app.asar, but bubblewrap and every other program need a real folder or file.
 */
export function deriveUnpackedPath(file: string): string {
  const parts = file.split(path.sep);
  const at = parts.indexOf('app.asar');
  if (at < 0) return file;
  parts[at] = 'app.asar.unpacked';
  return parts.join(path.sep);
}

/**
 * Pure: the sandbox library's folder from the file its package resolves to (`dist/index.js`), and
 * its seccomp helper for this architecture (`vendor/seccomp/<arch>/apply-seccomp`, which bubblewrap
 * runs inside the sandbox on Linux), both where they are on disk. `applySeccomp` is null on an
 * architecture the library has no helper for.
 */
export function deriveLibraryPaths(resolvedEntry: string, arch: string): { root: string; applySeccomp: string | null } {
  const root = deriveUnpackedPath(path.resolve(path.dirname(resolvedEntry), '..'));
  const helperArch = arch === 'x64' || arch === 'arm64' ? arch : null;
  return {
    root,
    applySeccomp: helperArch === null ? null : path.join(root, 'vendor', 'seccomp', helperArch, 'apply-seccomp'),
  };
}
