import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Inspection, ProtectedPlace } from '../../shared/tools';
import { deriveProtectedPlacesAt, loadGitHooksPaths } from '../sandbox';
import { createWorkspaceGuard, loadRealFsView, type GuardResult, type WorkspaceGuard } from './workspace-guard';
import { deriveInsidePath } from '../../shared/path-inside';
import { say } from '../../shared/main-messages';

/** Small helpers shared by the tool files. */

/** Builds the guard for a workspace over the real file system. */
export async function loadGuard(root: string): Promise<WorkspaceGuard> {
  return createWorkspaceGuard(await loadRealFsView(root));
}

/** Resolves one requested path through the guard. */
export async function loadGuardedPath(root: string, requested: string): Promise<GuardResult> {
  return (await loadGuard(root)).resolve(root, requested);
}

/**
 * Pure: why a read must be asked again, or null. A path reviewed as one file may since resolve to
 * another (a link retargeted while the approval waited): the read would then reach what nobody saw.
 */
export function deriveRetargetedReason(reviewed: Inspection, target: GuardResult, root: string): string | null {
  const shown = reviewed.paths[0];
  if (shown === undefined || shown === target.absolute) return null;
  return `${buildLabel(root, shown)} now leads to ${target.absolute}, not to what was reviewed (a link changed since).`;
}

/** Pure: a short label for messages: relative inside the workspace, absolute outside. */
export function buildLabel(root: string, absolute: string): string {
  const relative = deriveInsidePath(root, absolute);
  return relative === null ? absolute : relative === '' ? '.' : relative;
}

/** Pure: the inspection for a call that only touches one path (a writer passes the protected places it writes). */
export function buildPathInspection(
  target: GuardResult,
  fields: Pick<Inspection, 'defaultEffect' | 'undoable' | 'summary' | 'preview'> &
    Pick<Partial<Inspection>, 'protectedPlaces'>,
): Inspection {
  const { protectedPlaces, ...rest } = fields;
  return {
    paths: [target.absolute],
    outsideWorkspace: !target.inside,
    outsideReasons: target.inside ? [] : [target.why ?? say('outside.path', { path: target.absolute })],
    ...(protectedPlaces !== undefined && protectedPlaces.length > 0 ? { protectedPlaces } : {}),
    ...rest,
  };
}

/**
 * The protected places (../sandbox/protected-places.ts) a write to `requested` reaches: the
 * path as the model wrote it and where it leads once links are resolved. Reads the repository's
 * config. Never throws.
 */
export async function loadProtectedPlaces(
  root: string,
  requested: string,
  target: GuardResult,
): Promise<ProtectedPlace[]> {
  return loadProtectedPlacesAt(root, [path.resolve(root, requested), target.absolute]);
}

/** The protected places among absolute paths (deriveProtectedPlacesAt), with the repository's hooks folder read from its config. Never throws. */
export async function loadProtectedPlacesAt(root: string, absolutes: readonly string[]): Promise<ProtectedPlace[]> {
  if (absolutes.length === 0) return [];
  return deriveProtectedPlacesAt(root, absolutes, await loadGitHooksPaths(root));
}

/** Pure: the inspection for a call that touches no path and changes nothing a person must review. */
export function buildPathlessInspection(fields: Pick<Inspection, 'summary' | 'preview'>): Inspection {
  return { paths: [], outsideWorkspace: false, outsideReasons: [], defaultEffect: 'allow', undoable: 'yes', ...fields };
}

/** Pure: a one-line argument preview for tools without a richer one. */
export function buildArgsPreview(text: string): Inspection['preview'] {
  return { type: 'args', text };
}

/** Pure: the message of an unknown thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'it does not exist';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    if (code === 'EISDIR') return 'it is a folder, not a file';
    if (code === 'ENOTDIR') return 'it is not a folder';
    return error.message;
  }
  return String(error);
}

/** Pure: whether a buffer looks binary (a NUL byte in the first 8 KB, not UTF-16 with a BOM). */
export function isBinaryBuffer(buffer: Buffer): boolean {
  if (buffer.length >= 2 && ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)))
    return false;
  return buffer.subarray(0, 8192).includes(0);
}

/** Pure: decodes text bytes (UTF-8, or UTF-16 with a BOM). */
export function decodeText(buffer: Buffer): string {
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe) return buffer.subarray(2).toString('utf16le');
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff) {
    const swapped = Buffer.from(buffer.subarray(2, 2 + ((buffer.length - 2) & ~1)));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  if (buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return buffer.subarray(3).toString('utf8');
  return buffer.toString('utf8');
}

export type RegularFile =
  { kind: 'file'; buffer: Buffer } | { kind: 'not-regular'; what: string } | { kind: 'too-big'; size: number };

/**
 * Reads a regular file whole, refusing anything else before reading a byte. Why: a FIFO blocks a
 * reader forever and /dev/zero never ends, so the type is checked on the opened handle (O_NONBLOCK
 * keeps the open itself from waiting for a FIFO's writer; O_NOFOLLOW refuses a final component
 * swapped for a symlink after the guard resolved it). Throws the file-system error otherwise.
 */
export async function loadRegularFile(absolute: string, sizeCap: number): Promise<RegularFile> {
  const handle = await fs.open(absolute, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { kind: 'not-regular', what: describeFileType(stat) };
    if (stat.size > sizeCap) return { kind: 'too-big', size: stat.size };
    return { kind: 'file', buffer: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/** Pure: what a non-regular file is, in plain words. */
function describeFileType(stat: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Null when the path is missing or a regular file; otherwise what it is ("a named pipe"). Why:
 * previews read the whole file, and reading a FIFO or /dev/zero never ends, even before anyone
 * is asked. Never throws: a path it cannot stat is left to the caller's own error.
 */
export async function loadNonRegularKind(absolute: string): Promise<string | null> {
  try {
    const stat = await fs.stat(absolute);
    return stat.isFile() ? null : describeFileType(stat);
  } catch {
    return null;
  }
}
