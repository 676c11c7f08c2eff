import { DANGEROUS_FILES } from '@anthropic-ai/sandbox-runtime/dist/sandbox/sandbox-utils.js';
import path from 'node:path';
import type { ProtectedPlace } from '../../shared/tools';
import { isAtOrUnder } from './build-command-profile';

/**
 * The one list of protected places: where other programs on this computer find code or settings
 * they run or trust later, without the person naming them (git runs its hooks and the programs its
 * config names on the person's next `git status`; an editor runs a folder's tasks; a shell reads its
 * start-up files). Every writer consults it: the file tools, MCP calls, and every sandbox that can
 * write the folder (commands, MCP servers, hooks), so nothing the agent writes becomes code that
 * runs later without a person (docs/policy.md, `protectedPath`).
 *
 * Deliberately not protected: sources, package.json, Makefile, node_modules: code the person runs
 * by naming it. Inside a git folder, objects, refs, the index, HEAD and logs stay writable, so
 * ordinary git (commit, branch, fetch) works in a sandbox.
 */

/** What kind of place a path is, for the one sentence the sheet says about it. */
export type ProtectedPlaceKind = ProtectedPlace['kind'];

/** Editor and assistant settings folders and files: a folder's tasks, launch configs, MCP servers, agent hooks. */
export const PROTECTED_SETTINGS = [
  '.vscode',
  '.idea',
  '.claude',
  '.cursor',
  '.gatehouse',
  '.mcp.json',
  '.devcontainer',
  '.zed',
  '.continue',
] as const;

/** Hook frameworks: run at the person's next commit. */
export const PROTECTED_HOOK_FRAMEWORKS = [
  '.husky',
  '.pre-commit-config.yaml',
  'lefthook.yml',
  'lefthook.yaml',
  '.lefthook.yml',
  '.lefthook.yaml',
] as const;

/** Package-manager and shell start-up files that run code (and the sandbox library's own list, so neither drifts from the other). */
export const PROTECTED_STARTUP_FILES: readonly string[] = [
  ...new Set([
    ...DANGEROUS_FILES,
    '.npmrc',
    '.yarnrc',
    '.yarnrc.yml',
    '.pnpmfile.cjs',
    '.envrc',
    '.bashrc',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshrc',
    '.zshenv',
    '.zprofile',
    '.zlogin',
    '.gitconfig',
    '.gitmodules',
    '.ripgreprc',
  ]),
];

/** Inside a git folder (and each of its modules/* and worktrees/* entries): what git reads as settings or runs. */
export const GIT_SETTINGS: readonly string[] = [
  'config',
  'config.worktree',
  'commondir',
  'gitdir',
  'info',
  'objects/info/alternates',
  'objects/info/http-alternates',
];
/** Inside a git folder, what stays writable so ordinary git works; anything else under modules/ or worktrees/ is protected. */
const GIT_ORDINARY = new Set([
  'objects',
  'refs',
  'logs',
  'index',
  'head',
  'orig_head',
  'fetch_head',
  'merge_head',
  'packed-refs',
  'commit_editmsg',
  'description',
  'shallow',
  'lost-found',
]);

/**
 * How a file system compares names: macOS and Windows fold case, Windows also ignores trailing dots
 * and spaces. Comparing the folded form means `.GIT/Config` or `.vscode.` cannot slip past.
 */
export function fold(segment: string): string {
  const trimmed = segment.toLowerCase().replace(/[. ]+$/, '');
  return trimmed === '' ? segment : trimmed;
}

const fold_ = (names: readonly string[]) => new Set(names.map(fold));
const SETTINGS = fold_(PROTECTED_SETTINGS);
const HOOK_FRAMEWORKS = fold_(PROTECTED_HOOK_FRAMEWORKS);
const STARTUP = fold_(PROTECTED_STARTUP_FILES);

/** Pure: what a path inside a git folder is (the folded segments after `.git`): protected settings, or ordinary. */
function deriveGitInside(rest: readonly string[]): ProtectedPlaceKind | null {
  if (rest.length === 0) return 'git'; // the .git entry itself: replacing it redirects git elsewhere
  const first = rest[0]!;
  if (first === 'hooks') return 'git-hooks';
  if (first === 'modules' || first === 'worktrees') {
    // An entry's own git folder: the same rule again below its name; creating an entry is protected.
    return rest.length <= 2 ? 'git' : deriveGitInside(rest.slice(2));
  }
  const joined = rest.join('/');
  if (GIT_SETTINGS.some((s) => joined === s || joined.startsWith(`${s}/`))) return 'git';
  // Ordinary git data stays writable; anything else at the top of a git folder is protected.
  return GIT_ORDINARY.has(first) ? null : 'git';
}

/**
 * Pure: the protected place `target` names, or null. `target` is a path with `/` separators,
 * absolute or relative; every segment is looked at, so a nested repository or a settings folder
 * three levels down counts as much as the workspace's own. `hooksPaths` are the folders the
 * repositories' config names as `core.hooksPath` (loadGitHooksPaths), as paths in the same form.
 */
export function deriveProtectedPlace(target: string, hooksPaths: readonly string[] = []): ProtectedPlace | null {
  const normalized = target.replace(/\\/g, '/');
  const segments = normalized.split('/').filter((s) => s !== '' && s !== '.');
  const folded = segments.map(fold);
  for (let i = 0; i < folded.length; i++) {
    const name = folded[i]!;
    if (name === '.git') {
      const kind = deriveGitInside(folded.slice(i + 1));
      return kind === null ? null : { kind, path: target };
    }
    // A bare repository's own hooks and config (`backup.git/hooks/…`), run when someone pushes to it.
    if (name.endsWith('.git') && (folded[i + 1] === 'hooks' || folded[i + 1] === 'config'))
      return { kind: folded[i + 1] === 'hooks' ? 'git-hooks' : 'git', path: target };
    if (SETTINGS.has(name)) return { kind: 'editor-settings', path: target };
    if (HOOK_FRAMEWORKS.has(name)) return { kind: 'hook-framework', path: target };
    if (i === folded.length - 1 && STARTUP.has(name)) return { kind: 'startup-file', path: target };
  }
  const lowered = folded.join('/');
  for (const hooks of hooksPaths) {
    const h = hooks
      .replace(/\\/g, '/')
      .split('/')
      .filter((s) => s !== '' && s !== '.')
      .map(fold)
      .join('/');
    if (h !== '' && (lowered === h || lowered.startsWith(`${h}/`))) return { kind: 'git-hooks', path: target };
  }
  return null;
}

/**
 * Pure: the protected places among absolute paths of one workspace. A path inside the workspace is
 * judged relative to it (so a workspace that itself sits under such a folder is not all protected,
 * and `hooksPaths`, the repository's `core.hooksPath` folders as absolute paths, count); one outside
 * it as it is. Each path at most once.
 */
export function deriveProtectedPlacesAt(
  workspaceRoot: string,
  absolutes: readonly string[],
  hooksPaths: readonly string[],
): ProtectedPlace[] {
  const hooks = hooksPaths.map((p) => path.relative(workspaceRoot, p));
  const places: ProtectedPlace[] = [];
  for (const absolute of new Set(absolutes)) {
    const relative = path.relative(workspaceRoot, absolute);
    const inside = relative !== '' && isAtOrUnder(absolute, workspaceRoot);
    const place = deriveProtectedPlace(inside ? relative : absolute, inside ? hooks : []);
    if (place !== null) places.push({ kind: place.kind, path: absolute });
  }
  return places;
}
