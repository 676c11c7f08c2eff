import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Makes a new temp folder (mode 0700) for one command: its TMPDIR, and the only place a read-only command may write. */
export function createPrivateTempFolder(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'gatehouse-cmd-'));
}

/**
 * Removes it with all it holds. Never throws. A command may have taken away its own permission to
 * list a folder inside (chmod 000): permissions are given back and the removal tried once more.
 * Symbolic links are removed, never followed.
 */
export async function removePrivateTempFolder(folder: string): Promise<void> {
  try {
    await rm(folder, { recursive: true, force: true });
  } catch {
    await runGiveBackPermissions(folder).catch(() => undefined);
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function runGiveBackPermissions(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) await runGiveBackPermissions(path.join(folder, entry.name));
  }
}
