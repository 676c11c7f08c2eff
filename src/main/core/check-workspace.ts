import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, relative } from 'node:path';
import type { WorkspaceCheck } from '../../shared/first-run-checks';
import { CoreError } from './types';
import { say, type MainMessage } from '../../shared/main-messages';

type Refusal = Extract<WorkspaceCheck, { ok: false }>;

function resolveWorkspace(path: string): string | null {
  try {
    if (statSync(path).isDirectory()) return realpathSync(path);
  } catch {
    // fall through
  }
  return null;
}

/** Whether `inner` is `outer` or inside it (both real, absolute). Pure. */
function isSameOrInside(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Refuses workspaces that would empty the workspace rule of meaning: the root of a disk or the home
 * folder (or a folder holding it), where "outside the workspace, a person decides" would cover almost
 * nothing; and a folder holding Gatehouse's own data, where a tool could rewrite the event log, its
 * pending approvals and its audit. Subfolders of home are the ordinary case and are accepted.
 */
function findUnsafe(workspace: string, dataDir: string): Refusal | null {
  if (dirname(workspace) === workspace) return { ok: false, problem: 'whole_disk', path: workspace };
  const home = realOrSelf(homedir());
  if (home !== '' && dirname(home) !== home && isSameOrInside(home, workspace)) {
    return { ok: false, problem: workspace === home ? 'home' : 'holds_home', path: workspace };
  }
  if (isSameOrInside(realOrSelf(dataDir), workspace))
    return { ok: false, problem: 'holds_data', path: workspace, dataDir };
  return null;
}

/** A refusal as the message the window words. Pure. */
function describeRefusal(r: Refusal): MainMessage {
  switch (r.problem) {
    case 'missing':
      return say('workspace.missing', { path: r.path });
    case 'whole_disk':
      return say('workspace.wholeDisk', { path: r.path });
    case 'home':
      return say('workspace.home', { path: r.path });
    case 'holds_home':
      return say('workspace.holdsHome', { path: r.path });
    case 'holds_data':
      return say('workspace.holdsData', { path: r.path, dataDir: r.dataDir ?? '' });
    case 'not_writable':
      return say('workspace.notWritable', { path: r.path });
  }
}

/**
 * The check a new conversation's folder passes (buildSafeWorkspace), as a value, plus whether
 * Gatehouse can write there: what onboarding asks the moment a folder is picked. Reads the file
 * system, changes nothing, never throws.
 */
export function buildWorkspaceCheck(path: string, dataDir: string): WorkspaceCheck {
  const workspace = resolveWorkspace(path);
  if (workspace === null) return { ok: false, problem: 'missing', path };
  const unsafe = findUnsafe(workspace, dataDir);
  if (unsafe !== null) return unsafe;
  try {
    accessSync(workspace, constants.W_OK);
  } catch {
    return { ok: false, problem: 'not_writable', path: workspace };
  }
  return { ok: true, path: workspace };
}

/**
 * The real path of a folder a conversation may work in, for a new conversation and for moving
 * one. Reads the file system, changes nothing. Throws CoreError 'workspace_missing' when the path
 * is not an existing folder, and 'invalid_input' for the whole disk, the home folder (or one
 * holding it) and a folder holding `dataDir`. A folder Gatehouse cannot write to is accepted here
 * (an Ask conversation only reads); onboarding refuses it through buildWorkspaceCheck.
 */
export function buildSafeWorkspace(path: string, dataDir: string): string {
  const workspace = resolveWorkspace(path);
  if (workspace === null)
    throw new CoreError('workspace_missing', describeRefusal({ ok: false, problem: 'missing', path }));
  const unsafe = findUnsafe(workspace, dataDir);
  if (unsafe !== null) throw new CoreError('invalid_input', describeRefusal(unsafe));
  return workspace;
}
