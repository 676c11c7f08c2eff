import { randomBytes } from 'node:crypto';
import { link, mkdir, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { TextEncoding, WritePreview } from '../../shared/tools';
import { deriveDecodedBytes, deriveEol } from './detect-encoding';
import { deriveEncodedBytes, deriveWriteText } from './encode-text';
import { deriveSha256, loadFileSnapshot, type FileSnapshot } from './read-text-file';

export type WriteOutcome =
  { outcome: 'written'; bytes: number } | { outcome: 'stale'; reason: string } | { outcome: 'refused'; reason: string };

/**
 * Writes `proposed` to `filePath` exactly as the approved preview `reviewed` promised, or nothing.
 * - Stale guard: the file is read and hashed again; if it differs from `reviewed.baseHash` (or
 *   appeared after a 'new' preview, or disappeared) nothing is written and the outcome is 'stale'.
 * - Refused (nothing written): a binary preview or binary file, NUL characters in `proposed`, text
 *   the file's encoding cannot store, content that is not what the preview showed (its text when the
 *   preview carries it, and the sha256 of the bytes to write when it has `proposedHash`; a preview
 *   with neither is refused), a folder at the path.
 * - Otherwise the text is encoded as the file is stored (encoding, BOM, line endings as in the
 *   preview) and written atomically: a temporary file in the same folder, flushed, then renamed over
 *   the target (a new file is linked into place so a file created meanwhile is never clobbered).
 *   The file mode is kept; a symlink is followed and the file it points to is replaced; parent
 *   folders of a new file are created. Identical content leaves the file untouched.
 * Throws on I/O failures (permissions, disk full); the target is then unchanged.
 */
export async function runWrite(filePath: string, proposed: string, reviewed: WritePreview): Promise<WriteOutcome> {
  const shown = reviewed.path;
  if (reviewed.kind === 'binary')
    return refused(`Gatehouse does not write binary content; ${shown} was left as it is.`);
  if (proposed.includes('\0'))
    return refused(`The content for ${shown} contains NUL characters; Gatehouse writes text only.`);

  const target = await deriveWriteTarget(filePath);
  let snapshot: FileSnapshot;
  try {
    snapshot = await loadFileSnapshot(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return refused(`${shown} is a folder, not a file.`);
    throw error;
  }
  const stale = deriveStaleReason(snapshot, reviewed.baseHash, shown);
  if (stale !== null) return { outcome: 'stale', reason: stale };

  let encoding: TextEncoding;
  if (snapshot.kind === 'file') {
    const decoded = deriveDecodedBytes(snapshot.bytes);
    if (decoded.kind === 'binary')
      return refused(`${shown} is a binary file; Gatehouse will not overwrite it with text.`);
    encoding = decoded.encoding;
  } else {
    encoding = { name: 'utf8', bom: false, eol: deriveEol(proposed) };
  }
  const writeText = snapshot.kind === 'file' ? deriveWriteText(proposed, encoding) : proposed;
  const notReviewed = refused(
    `The content to write to ${shown} is not the content that was reviewed; nothing was written.`,
  );
  if (reviewed.proposed !== null && writeText !== reviewed.proposed) return notReviewed;
  const encoded = deriveEncodedBytes(writeText, encoding);
  if (!encoded.ok)
    return refused(`Gatehouse won't write ${shown}: ${encoded.reason}, and it will not change how the file is stored.`);
  // A large preview carries no text (textsOmitted): the hash of the bytes is what proves they were reviewed.
  if (
    reviewed.proposedHash !== undefined
      ? deriveSha256(encoded.bytes) !== reviewed.proposedHash
      : reviewed.proposed === null
  )
    return notReviewed;

  if (snapshot.kind === 'file' && snapshot.bytes.equals(encoded.bytes))
    return { outcome: 'written', bytes: encoded.bytes.length };
  const mode = snapshot.kind === 'file' ? (await stat(target)).mode & 0o7777 : null;
  const result = await runAtomicReplace(target, encoded.bytes, mode, reviewed.baseHash);
  if (result === 'stale')
    return {
      outcome: 'stale',
      reason:
        deriveStaleReason(await loadFileSnapshot(target), reviewed.baseHash, shown) ??
        `${shown} changed while it was being written`,
    };
  return { outcome: 'written', bytes: encoded.bytes.length };
}

function refused(reason: string): WriteOutcome {
  return { outcome: 'refused', reason };
}

/** Plain reason when the file is no longer what was reviewed; null when it still is. Pure. */
function deriveStaleReason(snapshot: FileSnapshot, baseHash: string | null, shown: string): string | null {
  if (snapshot.kind === 'missing')
    return baseHash === null ? null : `${shown} was deleted or moved since you reviewed it`;
  if (baseHash === null) return `${shown} was created by something else since you reviewed it`;
  return snapshot.hash === baseHash ? null : `${shown} changed since you reviewed it`;
}

/** The real path when the file exists (so a symlink keeps pointing at the file it names), else the path given. */
async function deriveWriteTarget(filePath: string): Promise<string> {
  try {
    return await realpath(filePath);
  } catch {
    return filePath;
  }
}

/**
 * Temp file in the target's folder → fsync → check the target still matches `baseHash` → rename
 * (or link, for a new file: fails instead of replacing a file that appeared). Why: a crash or a
 * concurrent reader never sees a half-written file, and the window for a lost update is as small as
 * the file system allows.
 */
async function runAtomicReplace(
  target: string,
  bytes: Buffer,
  mode: number | null,
  baseHash: string | null,
): Promise<'written' | 'stale'> {
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.gatehouse-tmp`);
  const handle = await open(temp, 'wx', mode ?? 0o666);
  try {
    try {
      await handle.writeFile(bytes);
      if (mode !== null) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const again = await loadFileSnapshot(target);
    if (deriveStaleReason(again, baseHash, target) !== null) {
      await unlink(temp);
      return 'stale';
    }
    if (baseHash === null) await runLinkIntoPlace(temp, target);
    else await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'stale';
    throw error;
  }
  await runSyncFolder(dir);
  return 'written';
}

async function runLinkIntoPlace(temp: string, target: string): Promise<void> {
  try {
    await link(temp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Some file systems (FAT, some network mounts) have no hard links: fall back to rename.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    await rename(temp, target);
    return;
  }
  await unlink(temp);
}

/** Best effort: persist the rename itself. Not every platform lets a folder be fsynced. */
async function runSyncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Durability of the rename is best effort (Windows cannot open folders this way).
  }
}
