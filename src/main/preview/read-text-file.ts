import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TextEncoding } from '../../shared/tools';
import { deriveDecodedBytes } from './detect-encoding';

export type FileSnapshot = { kind: 'missing' } | { kind: 'file'; bytes: Buffer; hash: string };

/** One read of a file: what `buildWriteDiff` needs to preview a change to it without reading it again. */
export type TextFileRead =
  /** `size` is the number of bytes on disk, `hash` their sha256. */
  | { kind: 'text'; text: string; encoding: TextEncoding; hash: string; size: number }
  /** `reason`: why the bytes are not text ("it contains NUL bytes"). */
  | { kind: 'binary'; hash: string; size: number; reason: string }
  | { kind: 'missing' };

/** sha256 hex of some bytes. Pure. */
export function deriveSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The bytes of a file and their sha256, or 'missing' when nothing is there (ENOENT, or a parent
 * that is not a folder). Reads only. Throws on other I/O errors (a folder at the path: EISDIR;
 * permissions: EACCES) with Node's error.
 */
export async function loadFileSnapshot(filePath: string): Promise<FileSnapshot> {
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    throw error;
  }
  return { kind: 'file', bytes, hash: deriveSha256(bytes) };
}

/**
 * Reads a file as text, decoded exactly (BOM removed, original line endings kept), with how it is
 * stored; binary files give their size and hash only. Reads only; throws as `loadFileSnapshot`.
 */
export async function readTextFile(filePath: string): Promise<TextFileRead> {
  const snapshot = await loadFileSnapshot(filePath);
  if (snapshot.kind === 'missing') return snapshot;
  const decoded = deriveDecodedBytes(snapshot.bytes);
  const size = snapshot.bytes.length;
  if (decoded.kind === 'binary') return { kind: 'binary', hash: snapshot.hash, size, reason: decoded.reason };
  return { kind: 'text', text: decoded.text, encoding: decoded.encoding, hash: snapshot.hash, size };
}
