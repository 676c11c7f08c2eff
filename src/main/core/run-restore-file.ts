import { randomBytes } from 'node:crypto';
import { open, realpath, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { loadFileSnapshot } from '../preview';
import { say, type MainMessage } from '../../shared/main-messages';

/**
 * Why a file may not be undone now, or null when it still holds exactly what Gatehouse wrote
 * (`expectHash`) at the same real path. A path that now leads elsewhere (a folder or the file
 * swapped for a link) counts as changed: the undo must never write through a link planted since.
 * Reads only.
 */
export async function loadRestoreRefusal(
  filePath: string,
  expectHash: string,
  shown: string,
): Promise<MainMessage | null> {
  try {
    if ((await realpath(path.dirname(filePath))) !== path.dirname(filePath))
      return say('undo.refusedFolderLink', { file: shown });
    const snapshot = await loadFileSnapshot(filePath);
    if (snapshot.kind === 'missing') return say('undo.refusedDeleted', { file: shown });
    if ((await realpath(filePath)) !== filePath) return say('undo.refusedLink', { file: shown });
    return snapshot.hash === expectHash ? null : say('undo.refusedChanged', { file: shown });
  } catch (error) {
    return say('undo.refusedUnreadable', { file: shown, detail: (error as Error).message });
  }
}

/**
 * Puts `bytes` back at `filePath` byte for byte (encoding, BOM and line endings as they were), or
 * deletes the file when `bytes` is null (Gatehouse created it). Atomic for a restore: a temporary
 * file in the same folder, flushed, renamed over the target, with the file's mode kept. The caller
 * checked the file with loadRestoreRefusal just before. Throws on I/O failures.
 */
export async function runRestoreFile(filePath: string, bytes: Buffer | null): Promise<void> {
  if (bytes === null) {
    await unlink(filePath);
    return;
  }
  const mode = (await stat(filePath)).mode & 0o7777;
  const dir = path.dirname(filePath);
  const temp = path.join(dir, `.${path.basename(filePath)}.${randomBytes(6).toString('hex')}.gatehouse-tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, filePath);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
