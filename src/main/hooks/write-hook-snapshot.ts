import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveHookSnapshotFolder, type HookSnapshotManifest } from './load-hook-snapshot';
import type { ProjectHooks } from './read-project-hooks';

/** Thrown when a file changed between reading the folder's hooks and copying them: the person must look again. */
export class HookFilesChangedError extends Error {}

/**
 * Copies what trusting `folder`'s hooks keeps (`found`, as readProjectHooks read it) into
 * <dataDir>/hook-snapshots/<folder>/<hash>/: every file under files/ (owner-only; executable where
 * it was) and manifest.json, the last thing written, in a temporary folder renamed into place, so a
 * crash leaves no half copy under the hash. Each file is read again and must hash as it did when
 * the person saw it, else HookFilesChangedError and nothing is kept. Throws on a disk error.
 */
export async function writeHookSnapshot(dataDir: string, folder: string, found: ProjectHooks): Promise<void> {
  const parent = deriveHookSnapshotFolder(dataDir, folder);
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const temp = path.join(parent, `.writing-${randomBytes(6).toString('hex')}`);
  try {
    for (const f of found.files) {
      const content = await readFile(path.join(folder, f.rel));
      if (createHash('sha256').update(content).digest('hex') !== f.sha256)
        throw new HookFilesChangedError(`${f.rel} changed while it was being kept`);
      const target = path.join(temp, 'files', f.rel);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, content, { mode: f.executable ? 0o700 : 0o600 });
    }
    // A pinned folder with no files is still a folder in the copy.
    for (const p of found.pins)
      if (p.kind === 'folder') await mkdir(path.join(temp, 'files', p.rel), { recursive: true, mode: 0o700 });
    const manifest: HookSnapshotManifest = {
      v: 2,
      folder,
      hash: found.hash,
      hooks: found.hooks,
      pins: found.pins,
      files: found.files,
    };
    await writeFile(path.join(temp, 'manifest.json'), JSON.stringify(manifest), { mode: 0o600 });
    await rm(path.join(parent, found.hash), { recursive: true, force: true });
    await rename(temp, path.join(parent, found.hash));
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
}

/** Removes a folder's kept copies, all of them or all but `keep` (a hash). Never throws for one that is gone. */
export async function removeHookSnapshots(dataDir: string, folder: string, keep?: string): Promise<void> {
  const parent = deriveHookSnapshotFolder(dataDir, folder);
  if (keep === undefined) {
    await rm(parent, { recursive: true, force: true });
    return;
  }
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  for (const name of names) if (name !== keep) await rm(path.join(parent, name), { recursive: true, force: true });
}
