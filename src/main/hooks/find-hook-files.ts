import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { HookTrustRefusal } from '../../shared/hooks';
import { isAtOrUnder } from '../sandbox';
import { readHookCommand, readShellScript, type NamedPath, type RefusalBody } from './read-hook-command';

/** What Gatehouse keeps of one folder's hook files, in all: past it, trusting the folder is refused. */
export const HOOK_COPY_MAX_BYTES = 1_000_000;
export const HOOK_COPY_MAX_FILES = 500;

/** A place of the folder replaced, inside a folder hook's sandbox, by the copy kept when it was trusted. */
export interface HookPin {
  /** Workspace-relative. */
  rel: string;
  kind: 'file' | 'folder';
}

/** One file of the copy. */
export interface HookFile {
  rel: string;
  size: number;
  sha256: string;
  executable: boolean;
}

export interface HookFilesPlan {
  pins: HookPin[];
  files: HookFile[];
  /** For each hook id: the files it runs (workspace-relative), as the settings page lists them. */
  byHook: Map<string, string[]>;
  refusals: HookTrustRefusal[];
}

const SHELL_SHEBANG = /^#!\s*\S*\b(?:env\s+)?(?:ba|z|da|k|mk)?sh\b/;

type Resolved = { skip: true } | { refusal: RefusalBody } | { rel: string; kind: 'file' | 'folder' };

/** Reads the disk: what a named path is in the folder. A link anywhere on the way is refused (it could point the copy away later). */
async function resolveNamed(folder: string, n: NamedPath): Promise<Resolved> {
  const rel = path.relative(folder, n.path);
  if (!isAtOrUnder(n.path, folder)) {
    if (!n.relative) return { skip: true };
    try {
      await lstat(n.path);
      return { refusal: { reason: 'outside', params: { path: rel.slice(0, 300) } } };
    } catch {
      return { skip: true };
    }
  }
  if (rel === '') return { skip: true };
  let info;
  try {
    info = await lstat(n.path);
  } catch {
    return { skip: true };
  }
  if (info.isSymbolicLink() || (await realpath(n.path)) !== n.path)
    return { refusal: { reason: 'link', params: { path: rel.slice(0, 300) } } };
  if (info.isFile()) return { rel, kind: 'file' };
  if (info.isDirectory()) return { rel, kind: 'folder' };
  return { skip: true };
}

/** Reads the disk: whether a file of the folder is a shell script (its first line). */
async function isShellScript(file: string): Promise<boolean> {
  if (/\.(?:sh|bash)$/.test(file)) return true;
  try {
    return SHELL_SHEBANG.test((await readFile(file, 'utf8')).slice(0, 200).split('\n')[0] ?? '');
  } catch {
    return false;
  }
}

/**
 * Reads the disk: the places one hook runs from — each file its command names, kept with the whole
 * folder it sits in when that is not the top of the workspace (so what a script loads beside itself
 * is kept too), each folder it names, and, through every shell script among them, what they source
 * and name — or why it cannot be trusted.
 */
async function findHookPins(folder: string, command: string): Promise<{ pins: HookPin[] } | { refusal: RefusalBody }> {
  const reading = await readHookCommand(command, folder);
  if (reading.refusal !== undefined) return { refusal: reading.refusal };
  const pins = new Map<string, HookPin['kind']>();
  const queue = [...reading.named];
  const scanned = new Set<string>();
  while (queue.length > 0) {
    const n = queue.shift()!;
    const found = await resolveNamed(folder, n);
    if ('skip' in found) continue;
    if ('refusal' in found) return found;
    if (found.kind === 'folder') {
      pins.set(found.rel, 'folder');
      continue;
    }
    const dir = path.dirname(found.rel);
    if (dir === '.') pins.set(found.rel, 'file');
    else pins.set(dir, 'folder');
    if (scanned.has(found.rel) || scanned.size > HOOK_COPY_MAX_FILES || !(n.shell || (await isShellScript(n.path))))
      continue;
    scanned.add(found.rel);
    const text = await readFile(n.path, 'utf8');
    if (text.length > HOOK_COPY_MAX_BYTES) continue; // Too large to keep: the cap below refuses it.
    const inner = await readShellScript(text, n.path, folder);
    if (inner.refusal !== undefined)
      return {
        refusal: { reason: inner.refusal.reason, params: { ...inner.refusal.params, script: found.rel.slice(0, 300) } },
      };
    queue.push(...inner.named);
  }
  return { pins: [...pins].map(([rel, kind]) => ({ rel, kind })) };
}

/** Pure: the pins with those inside a pinned folder dropped, sorted. */
function derivePinsToKeep(pins: readonly HookPin[]): HookPin[] {
  const folders = pins.filter((p) => p.kind === 'folder').map((p) => p.rel);
  const unique = new Map(pins.map((p) => [p.rel, p]));
  return [...unique.values()]
    .filter((p) => !folders.some((f) => f !== p.rel && isAtOrUnder(p.rel, f)))
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

/**
 * Reads the disk: every file the pins hold (a pinned folder walked whole), within the caps; a link
 * inside a pinned folder refuses the folder. Then each file's sha256.
 */
async function listPinnedFiles(
  folder: string,
  pins: readonly HookPin[],
): Promise<{ files: HookFile[] } | { refusal: RefusalBody }> {
  const found: { rel: string; size: number; executable: boolean }[] = [];
  let bytes = 0;
  const add = (rel: string, size: number, mode: number) => {
    found.push({ rel, size, executable: (mode & 0o111) !== 0 });
    bytes += size;
  };
  const walk = async (rel: string): Promise<RefusalBody | null> => {
    const entries = await readdir(path.join(folder, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (found.length > HOOK_COPY_MAX_FILES || bytes > HOOK_COPY_MAX_BYTES) return null;
      const child = path.join(rel, e.name);
      if (e.isSymbolicLink()) return { reason: 'link', params: { path: child.slice(0, 300) } };
      if (e.isDirectory()) {
        const inner = await walk(child);
        if (inner !== null) return inner;
      } else if (e.isFile()) {
        const info = await lstat(path.join(folder, child));
        add(child, info.size, info.mode);
      }
    }
    return null;
  };
  for (const pin of pins) {
    if (pin.kind === 'folder') {
      const refusal = await walk(pin.rel);
      if (refusal !== null) return { refusal };
    } else {
      const info = await lstat(path.join(folder, pin.rel));
      add(pin.rel, info.size, info.mode);
    }
  }
  if (found.length > HOOK_COPY_MAX_FILES)
    return { refusal: { reason: 'too_many_files', params: { count: found.length, limit: HOOK_COPY_MAX_FILES } } };
  if (bytes > HOOK_COPY_MAX_BYTES)
    return {
      refusal: {
        reason: 'too_large',
        params: { kilobytes: Math.ceil(bytes / 1000), limitKilobytes: HOOK_COPY_MAX_BYTES / 1000 },
      },
    };
  const files: HookFile[] = [];
  for (const f of found) {
    const content = await readFile(path.join(folder, f.rel));
    files.push({
      rel: f.rel,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      executable: f.executable,
    });
  }
  return { files };
}

/**
 * Reads the disk, runs nothing: what trusting this folder's hooks keeps — the hook settings files
 * (`settingsFiles`, workspace-relative) and the places each hook runs from — with each file's hash,
 * and why each hook that cannot be trusted cannot (one refusal per hook; one for the folder when its
 * files pass the caps). `folder` is where the folder really is (no link on the way).
 */
export async function buildHookFilesPlan(
  folder: string,
  hooks: readonly { id: string; command: string }[],
  settingsFiles: readonly string[],
): Promise<HookFilesPlan> {
  const refusals: HookTrustRefusal[] = [];
  const all: HookPin[] = [];
  for (const rel of settingsFiles) {
    const found = await resolveNamed(folder, { path: path.join(folder, rel), relative: true, shell: false });
    if ('refusal' in found) refusals.push(found.refusal);
    else if ('rel' in found) all.push({ rel: found.rel, kind: 'file' });
  }
  const mine = new Map<string, HookPin[]>();
  for (const h of hooks) {
    const found = await findHookPins(folder, h.command);
    if ('refusal' in found) refusals.push({ hookId: h.id, ...found.refusal });
    else {
      mine.set(h.id, found.pins);
      all.push(...found.pins);
    }
  }
  const pins = derivePinsToKeep(all);
  const listed = await listPinnedFiles(folder, pins);
  if ('refusal' in listed) return { pins, files: [], byHook: new Map(), refusals: [...refusals, listed.refusal] };
  const byHook = new Map(
    [...mine].map(([id, own]) => [
      id,
      listed.files.filter((f) => own.some((p) => isAtOrUnder(f.rel, p.rel))).map((f) => f.rel),
    ]),
  );
  return { pins, files: listed.files, byHook, refusals };
}
