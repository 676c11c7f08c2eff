import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ProjectHookViewSchema, type HookFolderTrustExport, type ProjectHookView } from '../../shared/hooks';
import { isAtOrUnder } from '../sandbox';
import { deriveProjectHooksHash } from './read-project-hooks';

/** A workspace-relative path inside the folder: no `..`, not absolute. */
const RelSchema = z
  .string()
  .min(1)
  .max(4096)
  .refine((rel) => !path.isAbsolute(rel) && isAtOrUnder(path.join('/x', rel), '/x') && path.normalize(rel) === rel);

/**
 * What a kept copy holds (`manifest.json` beside its `files/`): the folder, the hash its trust
 * recorded, the hooks as they were read, the places they run from and every file with its hash.
 */
export const HookSnapshotManifestSchema = z
  .object({
    v: z.literal(2),
    folder: z.string(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    hooks: z.array(ProjectHookViewSchema).max(1000),
    pins: z.array(z.object({ rel: RelSchema, kind: z.enum(['file', 'folder']) })).max(2000),
    files: z
      .array(
        z.object({
          rel: RelSchema,
          size: z.number().int().nonnegative(),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
          executable: z.boolean(),
        }),
      )
      .max(5000),
  })
  .strict();
export type HookSnapshotManifest = z.infer<typeof HookSnapshotManifestSchema>;

/** A place of the folder and the kept copy a folder hook's sandbox shows there instead, read-only. */
export interface HookCopy {
  /** In the data folder. */
  source: string;
  /** In the workspace, where the command names it. */
  path: string;
  kind: 'file' | 'folder';
}

export interface HookSnapshot {
  hooks: ProjectHookView[];
  copies: HookCopy[];
  manifest: HookSnapshotManifest;
  /** The kept folder: manifest.json and files/. */
  dir: string;
}

/** Pure: where one folder's kept copies live: <dataDir>/hook-snapshots/<sha256 of the folder>. */
export function deriveHookSnapshotFolder(dataDir: string, folder: string): string {
  return path.join(dataDir, 'hook-snapshots', createHash('sha256').update(folder).digest('hex').slice(0, 32));
}

/**
 * Reads the data folder: the copy kept when `folder`'s hooks were trusted with `hash`, checked
 * whole — its manifest must hash to `hash` and every file to its own hash — or why there is none
 * (`absent`: never kept, as for a trust given before Gatehouse kept copies; `damaged`: something in
 * it differs from what was kept). Never throws.
 */
export async function loadHookSnapshot(
  dataDir: string,
  folder: string,
  hash: string,
): Promise<HookSnapshot | { missing: 'absent' | 'damaged' }> {
  const dir = path.join(deriveHookSnapshotFolder(dataDir, folder), hash);
  let text: string;
  try {
    text = await readFile(path.join(dir, 'manifest.json'), 'utf8');
  } catch {
    return { missing: 'absent' };
  }
  try {
    const manifest = HookSnapshotManifestSchema.parse(JSON.parse(text));
    if (
      manifest.folder !== folder ||
      manifest.hash !== hash ||
      deriveProjectHooksHash(manifest.hooks, manifest.pins, manifest.files) !== hash
    )
      return { missing: 'damaged' };
    for (const f of manifest.files) {
      const content = await readFile(path.join(dir, 'files', f.rel));
      if (createHash('sha256').update(content).digest('hex') !== f.sha256) return { missing: 'damaged' };
    }
    const copies = manifest.pins.map((p) => ({
      source: path.join(dir, 'files', p.rel),
      path: path.join(folder, p.rel),
      kind: p.kind,
    }));
    return { hooks: manifest.hooks, copies, manifest, dir };
  } catch {
    return { missing: 'damaged' };
  }
}

/** Reads the data folder: a trusted folder's kept copy as the export writes it (every file in base64), or why there is none. Never throws. */
export async function loadHookSnapshotExport(
  dataDir: string,
  folder: string,
  hash: string,
): Promise<HookFolderTrustExport['copy']> {
  const kept = await loadHookSnapshot(dataDir, folder, hash);
  if ('missing' in kept) return { missing: kept.missing };
  const files: Extract<HookFolderTrustExport['copy'], { files: unknown }>['files'] = [];
  for (const f of kept.manifest.files) {
    try {
      files.push({
        path: f.rel,
        size: f.size,
        sha256: f.sha256,
        executable: f.executable,
        contentBase64: (await readFile(path.join(kept.dir, 'files', f.rel))).toString('base64'),
      });
    } catch {
      return { missing: 'damaged' };
    }
  }
  return { hooks: kept.hooks, files };
}
