import path from 'node:path';
import type { ProtectedPlace } from '../../../shared/tools';
import { deriveGitConfigWrite, deriveProtectedPlacesAt } from '../../sandbox';

/**
 * Pure: the protected places (sandbox/protected-places.ts) a command's own words name as what it
 * may write: for a command that is not read-only, every path it names (redirection targets, the
 * destinations of cp/mv/tee/ln, a script's arguments…) that is such a place, and the repository's
 * .git/config for `git config`, `git remote add`, `git submodule add`. A read-only command writes
 * nothing, so it names none: `cat .vscode/settings.json` keeps its own allow. Paths inside the
 * workspace are judged relative to it, with the repository's `core.hooksPath` folders. And each folder
 * it may write that is too large for the sandbox to check for such places before it runs: there, only
 * a person can say yes.
 */
export function deriveCommandProtectedPlaces(input: {
  readOnly: boolean;
  paths: readonly string[];
  words: readonly (readonly string[])[];
  workspaceRoot: string;
  cwd: string;
  hooksPaths: readonly string[];
  /** The folders it may write that hold more folders than the sandbox checks (findUnwalkedFolders). */
  unwalked: readonly string[];
}): ProtectedPlace[] {
  if (input.readOnly) return [];
  const places = deriveProtectedPlacesAt(input.workspaceRoot, input.paths, input.hooksPaths);
  const add = (place: ProtectedPlace) => {
    if (!places.some((p) => p.path === place.path)) places.push(place);
  };
  for (const words of input.words) {
    if (deriveGitConfigWrite(words) !== null) add({ kind: 'git', path: path.join(input.cwd, '.git', 'config') });
  }
  for (const folder of input.unwalked) add({ kind: 'unchecked', path: folder });
  return places;
}
