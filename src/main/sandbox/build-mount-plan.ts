import { realpathSync, statSync } from 'node:fs';
import type { SandboxProfile } from './types';

/** One mount over the read-only root: a hidden folder or file, or a path bound back readable or writable. */
export type PlannedMount =
  { path: string; kind: 'hidden'; folder: boolean } | { path: string; kind: 'readable' | 'writable' };

const RANK = { hidden: 0, readable: 1, writable: 2 } as const;

/**
 * The profile's paths as mounts, shallowest first so that a deeper path decides. Reads the disk
 * (where each path really is, folder or file), changes nothing. Each existing path appears once, at
 * its real location (a symlinked spelling cannot dodge a hide); at one location an explicit grant
 * beats a hide and a write beats a read. A path that does not exist is left out: there is nothing to
 * hide and nothing to bind. A hide inside a hide is left out too (it adds nothing).
 */
export function buildMountPlan(profile: SandboxProfile): PlannedMount[] {
  const byPath = new Map<string, PlannedMount>();
  const add = (spelled: string, kind: PlannedMount['kind']): void => {
    const real = realOrNull(spelled);
    if (real === null) return;
    const held = byPath.get(real);
    if (held && RANK[held.kind] >= RANK[kind]) return;
    byPath.set(
      real,
      kind === 'hidden' ? { path: real, kind, folder: statSync(real).isDirectory() } : { path: real, kind },
    );
  };
  profile.hidden.forEach((p) => add(p, 'hidden'));
  profile.readable.forEach((p) => add(p, 'readable'));
  profile.writable.forEach((p) => add(p, 'writable'));
  const depth = (p: string): number => (p === '/' ? 0 : p.split('/').length);
  const planned: PlannedMount[] = [];
  for (const mount of [...byPath.values()].sort((a, b) => depth(a.path) - depth(b.path))) {
    const enclosing = planned.filter((m) => isInside(mount.path, m.path)).at(-1);
    if (mount.kind === 'hidden' && enclosing?.kind === 'hidden') continue;
    planned.push(mount);
  }
  return planned;
}

/**
 * Pure over the plan: the hidden folder that keeps `real` (a path where it really is) out of the
 * sandbox's view, or null when the program sees it. The deepest mount at or above it decides.
 */
export function findHidingMount(plan: readonly PlannedMount[], real: string): string | null {
  const enclosing = plan.filter((m) => m.path === real || isInside(real, m.path)).at(-1);
  return enclosing?.kind === 'hidden' ? enclosing.path : null;
}

function isInside(p: string, dir: string): boolean {
  return dir === '/' || p.startsWith(`${dir}/`);
}

/** Where a path really is (links resolved), or the path as given when it does not exist. */
export function realOrSelf(p: string): string {
  return realOrNull(p) ?? p;
}

function realOrNull(p: string): string | null {
  try {
    // The system's own realpath: one call, where the JavaScript one asks about each part of the path.
    return realpathSync.native(p);
  } catch {
    return null;
  }
}
