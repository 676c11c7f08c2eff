import { realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, relative } from 'node:path';
import { CoreError } from './types';

function resolveWorkspace(path: string): string {
  try {
    if (statSync(path).isDirectory()) return realpathSync(path);
  } catch {
    // fall through
  }
  throw new CoreError('workspace_missing', `The folder ${path} does not exist, or is not a folder. Choose another folder.`);
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
function checkWorkspaceIsSafe(workspace: string, dataDir: string): void {
  if (dirname(workspace) === workspace) {
    throw new CoreError('invalid_input', `${workspace} is the whole disk. Choose a project folder: Gatehouse asks you before touching anything outside it.`);
  }
  const home = realOrSelf(homedir());
  if (home !== '' && dirname(home) !== home && isSameOrInside(home, workspace)) {
    throw new CoreError('invalid_input', `${workspace} is your home folder${workspace === home ? '' : ' or holds it'}. Choose a project folder inside it: Gatehouse asks you before touching anything outside the workspace.`);
  }
  if (isSameOrInside(realOrSelf(dataDir), workspace)) {
    throw new CoreError('invalid_input', `Gatehouse keeps its own data in ${dataDir}, inside ${workspace}. Choose a folder that does not hold it.`);
  }
}

/**
 * The real path of a folder a conversation may work in, for a new conversation and for moving
 * one. Reads the file system, changes nothing. Throws CoreError 'workspace_missing' when the path
 * is not an existing folder, and 'invalid_input' for the whole disk, the home folder (or one
 * holding it) and a folder holding `dataDir`.
 */
export function buildSafeWorkspace(path: string, dataDir: string): string {
  const workspace = resolveWorkspace(path);
  checkWorkspaceIsSafe(workspace, dataDir);
  return workspace;
}
