import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPathInside } from '../../shared/path-inside';
import { say, type MainMessage } from '../../shared/main-messages';

/**
 * The workspace guard: decides whether a requested path lies inside the workspace.
 * Whatever it cannot prove inside is outside (an error, a dangling link, `~user`, a NUL byte).
 */

/** What the guard needs from the file system; tests inject a fake to model other file systems. */
export interface FsView {
  /** Real path of an existing path; rejects (any error) when it does not exist or cannot be resolved. */
  realpath(p: string): Promise<string>;
  /** Whether the path itself may exist without following a final symlink (a dangling link exists); true when unsure. */
  exists(p: string): Promise<boolean>;
  homedir: string;
  /** Names differing only in case name the same file (macOS, Windows defaults). */
  caseInsensitive: boolean;
  /** Names differing only in Unicode normalisation (NFC/NFD) name the same file (APFS, HFS+). */
  normalizesUnicode: boolean;
}

export interface GuardResult {
  /** The path the tools act on: symlinks resolved as far as the path exists. */
  absolute: string;
  inside: boolean;
  /** Plain words when outside (what the model reads). */
  reason?: string;
  /** The same for the person, as a message (its `role` is `path`; see withGuardRole). */
  why?: MainMessage;
}

/** Pure: the guard's message for another role (a command's working folder names itself as such). */
export function withGuardRole(why: MainMessage, role: 'path' | 'workingFolder'): MainMessage {
  return 'role' in why.params ? ({ id: why.id, params: { ...why.params, role } } as MainMessage) : why;
}

export interface WorkspaceGuard {
  resolve(root: string, requested: string): Promise<GuardResult>;
}

/** Creates a guard over the given file-system view. Never throws. */
export function createWorkspaceGuard(view: FsView): WorkspaceGuard {
  return {
    async resolve(root, requested) {
      try {
        return await resolveWithView(view, root, requested);
      } catch (error) {
        return {
          absolute: path.resolve(root, requested),
          inside: false,
          reason: `could not check the path (${String(error)})`,
          why: say('guard.uncheckable', { role: 'path', error: String(error) }),
        };
      }
    },
  };
}

async function resolveWithView(view: FsView, root: string, requested: string): Promise<GuardResult> {
  if (requested.includes('\0'))
    return {
      absolute: requested,
      inside: false,
      reason: 'the path contains a NUL byte',
      why: say('guard.nulByte', { role: 'path' }),
    };
  let expanded = requested;
  let viaHome = false;
  if (requested === '~' || requested.startsWith('~/')) {
    expanded = path.join(view.homedir, requested.slice(1));
    viaHome = true;
  } else if (requested.startsWith('~')) {
    return {
      absolute: requested,
      inside: false,
      reason: `"${requested}" names another user's home directory`,
      why: say('guard.otherHome', { role: 'path', path: requested }),
    };
  }
  let realRoot: string;
  try {
    realRoot = await view.realpath(root);
  } catch {
    return {
      absolute: path.resolve(root, expanded),
      inside: false,
      reason: 'the workspace folder cannot be resolved',
      why: say('guard.rootUnresolved', { role: 'path' }),
    };
  }
  // Join without normalising: `link/..` must be resolved physically, through the link.
  const joined = path.isAbsolute(expanded) ? expanded : `${root}/${expanded}`;
  const resolved = await resolvePhysically(view, joined);
  if (resolved.reason)
    return { absolute: resolved.absolute, inside: false, reason: resolved.reason, why: resolved.why };
  const inside = isWithin(view, realRoot, resolved.absolute);
  if (inside) return { absolute: resolved.absolute, inside };
  const reason = viaHome
    ? `"${requested}" is in your home folder, outside the workspace`
    : resolved.throughLink
      ? `"${requested}" leads through a symbolic link to ${resolved.absolute}, outside the workspace`
      : `"${requested}" resolves to ${resolved.absolute}, outside the workspace`;
  const why = viaHome
    ? say('guard.inHome', { role: 'path', path: requested })
    : resolved.throughLink
      ? say('guard.throughLink', { role: 'path', path: requested, target: resolved.absolute })
      : say('guard.resolvesOutside', { role: 'path', path: requested, target: resolved.absolute });
  return { absolute: resolved.absolute, inside, reason, why };
}

interface Physical {
  absolute: string;
  throughLink: boolean;
  reason?: string;
  why?: MainMessage;
}

/**
 * Resolves symlinks in the deepest existing prefix; the rest (not existing yet) is appended.
 * A `..` in the missing rest is folded one at a time and the whole path re-resolved, because the
 * folded path may land on an existing symlink (`new/../link/..` climbs from the link's target).
 */
async function resolvePhysically(view: FsView, start: string): Promise<Physical> {
  let current = start;
  for (let round = 0; round < 64; round += 1) {
    const segments = current.split('/').filter((s) => s !== '' && s !== '.');
    let existing = segments.length;
    let real: string | null = null;
    while (existing >= 0) {
      const prefix = `/${segments.slice(0, existing).join('/')}`;
      try {
        real = await view.realpath(prefix);
        break;
      } catch {
        if (existing > 0 && (await view.exists(prefix))) {
          return {
            absolute: prefix,
            throughLink: true,
            reason: `"${prefix}" is a link that cannot be followed, so it may point anywhere`,
            why: say('guard.brokenLink', { role: 'path', path: prefix }),
          };
        }
        existing -= 1;
      }
    }
    if (real === null)
      return {
        absolute: current,
        throughLink: false,
        reason: 'no part of the path exists',
        why: say('guard.nothingExists', { role: 'path' }),
      };
    const rest = segments.slice(existing);
    const lexicalPrefix = path.normalize(`/${segments.slice(0, existing).join('/')}`);
    const throughLink = real !== lexicalPrefix;
    if (!rest.includes('..')) {
      return { absolute: rest.length > 0 ? path.join(real, ...rest) : real, throughLink };
    }
    // Fold only the first `..` against the missing name before it; later `..` may follow a link.
    const k = rest.indexOf('..');
    const folded =
      k === 0 ? [path.dirname(real), ...rest.slice(1)] : [real, ...rest.slice(0, k - 1), ...rest.slice(k + 1)];
    current = folded.join('/');
  }
  return {
    absolute: start,
    throughLink: false,
    reason: 'the path has too many levels to check',
    why: say('guard.tooDeep', { role: 'path' }),
  };
}

/** Pure: whether `candidate` is `root` or below it, comparing names the way the file system does. */
function isWithin(
  view: Pick<FsView, 'caseInsensitive' | 'normalizesUnicode'>,
  root: string,
  candidate: string,
): boolean {
  return isPathInside(root, candidate, {
    caseInsensitive: view.caseInsensitive,
    normalizesUnicode: view.normalizesUnicode,
  });
}

/** The real file system, with case and normalisation behaviour probed at the workspace root. */
export async function loadRealFsView(root: string): Promise<FsView> {
  const probe = await buildFsBehaviour(root);
  return {
    realpath: (p) => fs.realpath(p),
    exists: async (p) => {
      try {
        await fs.lstat(p);
        return true;
      } catch (error) {
        // Only "no such entry" proves absence; a permission error may hide a link.
        const code = (error as NodeJS.ErrnoException).code;
        return code !== 'ENOENT' && code !== 'ENOTDIR';
      }
    },
    homedir: os.homedir(),
    ...probe,
  };
}

const behaviourCache = new Map<string, { caseInsensitive: boolean; normalizesUnicode: boolean }>();

/** Probes whether the folder's file system folds case: the same inode under a case-swapped name. */
async function buildFsBehaviour(root: string): Promise<{ caseInsensitive: boolean; normalizesUnicode: boolean }> {
  const cached = behaviourCache.get(root);
  if (cached) return cached;
  let caseInsensitive = false;
  try {
    const real = await fs.realpath(root);
    const swapped = real.replace(/[a-zA-Z]/g, (ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()));
    if (swapped !== real) {
      const [a, b] = await Promise.all([fs.stat(real), fs.stat(swapped).catch(() => null)]);
      caseInsensitive = b !== null && a.ino === b.ino && a.dev === b.dev;
    }
  } catch {
    caseInsensitive = false;
  }
  // Folding Unicode only widens "inside"; do it only where the platform normalises (macOS).
  const result = { caseInsensitive, normalizesUnicode: process.platform === 'darwin' };
  behaviourCache.set(root, result);
  return result;
}

/** resolveInWorkspace over the real file system. */
export async function resolveInWorkspace(
  root: string,
  requested: string,
): Promise<{ absolute: string; inside: boolean }> {
  const result = await createWorkspaceGuard(await loadRealFsView(root)).resolve(root, requested);
  return { absolute: result.absolute, inside: result.inside };
}
