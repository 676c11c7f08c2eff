import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { buildMountPlan, realOrSelf } from './build-mount-plan';
import { findProtectedToBind } from './find-protected-in-writable';
import type { SandboxProfile } from './types';

/** A path shown, read-only, with another path's content: a folder hook's files as they were trusted (src/main/hooks). */
export interface ReadOnlyCopy {
  /** What is shown (outside the sandbox's view is fine: bubblewrap reads it before hiding anything). */
  source: string;
  /** Where; it must exist. */
  path: string;
}

/**
 * The bubblewrap arguments that run `bash -c command` under a profile without hosts. Reads the disk
 * (buildMountPlan), changes nothing. Throws when the working folder or the temp folder is missing.
 *
 * An empty root, read-only once built, holding each top-level entry of the disk the plan does not hide
 * (bound read-only, a link as the same link; a hidden one is simply absent: every top-level folder but
 * the system's, load-system-view.ts); over it, in the plan's order, an empty read-only folder over each
 * deeper hidden folder (/dev/null over a hidden file), a read-only bind of each readable path and a writable bind
 * of each writable one; then, read-only again, every protected place already in a writable folder
 * (git's settings and hooks at any depth, editor and assistant settings: findProtectedToBind), since a
 * program run this way (a sandboxed MCP server, a hook, a command without hosts) has no library to
 * keep them, but for those a person approved by name (`profile.opened`, only where it is what its
 * name says: a link would open what it leads to); then each of `copies`, read-only over what the
 * plan put at its path.
 */
export function buildBwrapArgs(profile: SandboxProfile, input: BwrapInput): string[] {
  return buildBwrapLaunch(profile, input).args;
}

type BwrapInput = {
  command: string;
  cwd: string;
  bash: string;
  disableUserns: boolean;
  copies?: readonly ReadOnlyCopy[];
  /**
   * A command with hosts: still no network of its own, only the variables that lead to the proxy's
   * bridge (src/main/sandbox/proxied-bwrap-engine.ts; the profile shows the proxy's sockets).
   */
  proxy?: { env: readonly (readonly [string, string])[] };
};

function isTopLevel(p: string): boolean {
  return p !== '/' && path.dirname(p) === '/';
}

/**
 * Reads the top of the disk: each entry not in `hidden`, shown as it is — a folder or file bound
 * read-only, a link made again with the same target, /dev and /proc as bubblewrap's own. Binding the
 * few shown entries onto bubblewrap's empty root costs fewer mounts than binding the whole root and
 * hiding the rest over it (two mounts per hidden folder).
 */
function buildShownRoot(hidden: ReadonlySet<string>): string[] {
  const args: string[] = [];
  for (const entry of readdirSync('/', { withFileTypes: true })) {
    const at = `/${entry.name}`;
    if (hidden.has(at)) continue;
    if (at === '/dev') args.push('--dev', '/dev');
    else if (at === '/proc') args.push('--proc', '/proc');
    else if (entry.isSymbolicLink()) args.push('--symlink', readlinkSync(at), at);
    else if (entry.isDirectory() || entry.isFile()) args.push('--ro-bind', at, at);
  }
  return args;
}

/** buildBwrapArgs, with the protected places it keeps read-only (`kept`), to name them when a write to one is refused. */
export function buildBwrapLaunch(profile: SandboxProfile, input: BwrapInput): { args: string[]; kept: string[] } {
  if (profile.hosts.length > 0 && input.proxy === undefined)
    throw new Error('bubblewrap alone cannot filter hosts: a command with hosts needs the proxy');
  const plan = buildMountPlan(profile);
  const args = buildShownRoot(
    new Set(plan.filter((m) => m.kind === 'hidden' && isTopLevel(m.path)).map((m) => m.path)),
  );
  const hiddenFolders: string[] = [];
  for (const mount of plan) {
    // Absent already: the root holds only what it was given.
    if (mount.kind === 'hidden' && isTopLevel(mount.path)) continue;
    if (mount.kind === 'hidden' && mount.folder) {
      args.push('--tmpfs', mount.path);
      hiddenFolders.push(mount.path);
    } else if (mount.kind === 'hidden') {
      args.push('--ro-bind', '/dev/null', mount.path);
    } else {
      args.push(mount.kind === 'writable' ? '--bind' : '--ro-bind', mount.path, mount.path);
    }
  }
  // Why read-only: a writable tmpfs would be a place to write that the profile does not name.
  // Not recursive, so the binds inside keep their own mode.
  for (const folder of hiddenFolders) args.push('--remount-ro', folder);
  // -try: a place removed since the walk is nothing to keep (and a start that fails on it would stop the program).
  const opened = new Set(profile.opened.filter((p) => realOrSelf(p) === path.resolve(p)));
  const kept = findProtectedToBind(plan, profile.tempDir).filter((place) => !opened.has(realOrSelf(place)));
  for (const place of kept) args.push('--ro-bind-try', place, place);
  // Last, so the copy is what the path shows whatever the plan bound around it.
  for (const copy of input.copies ?? []) args.push('--ro-bind', copy.source, copy.path);
  // The root itself last of all, once every mount point on it is made: nothing to write there.
  args.push('--remount-ro', '/');
  for (const [name, value] of input.proxy?.env ?? []) args.push('--setenv', name, value);
  args.push(
    // Why each: no network, no view of other processes, no shared memory or host name (--unshare-all);
    // a user namespace even as root, with every capability dropped, so nothing inside can unmount
    // what hides a folder; no new user namespace inside, where it could (--disable-userns, bwrap ≥ 0.8);
    // the whole tree dies with bwrap (--die-with-parent, and the PID namespace ends with its first
    // process); no way to push input into a terminal (--new-session).
    '--unshare-all',
    '--unshare-user',
    ...(input.disableUserns ? ['--disable-userns'] : []),
    '--cap-drop',
    'ALL',
    '--die-with-parent',
    '--new-session',
    '--setenv',
    'TMPDIR',
    realpathSync(profile.tempDir),
    '--chdir',
    realpathSync(input.cwd),
    '--',
    input.bash,
    '-c',
    input.command,
  );
  return { args, kept };
}
