import { statSync } from 'node:fs';
import path from 'node:path';
import { DANGEROUS_FILES, getDangerousDirectories } from '@anthropic-ai/sandbox-runtime/dist/sandbox/sandbox-utils.js';

/**
 * What the sandbox-runtime library keeps read-only inside every folder it lets a command write (its
 * "mandatory denies"), read from the library itself so the approval sheet cannot drift from it. On
 * Linux it finds them in the workspace and below it with ripgrep (files down to 3 levels, folders
 * and nested repositories' hooks and config down to 2); a missing one is blocked from being created.
 * It does so only under the process's working folder, which is the workspace during a wrap: other
 * writable folders get the same list through buildProtectedPathsIn.
 */

/** Shell start-up files and tool settings: .bashrc, .profile, .gitconfig, .mcp.json… */
export const PROTECTED_FILES: readonly string[] = [...DANGEROUS_FILES];

/** Editor and assistant settings folders: .vscode, .idea, .claude/commands, .claude/agents. */
export const PROTECTED_FOLDERS: readonly string[] = getDangerousDirectories();

/** A repository's hooks and config (every repository in reach, nested ones too). */
const PROTECTED_GIT = ['.git/hooks', '.git/config'] as const;

/** Pure: whether a path names one of them (by its segments, in any folder). */
export function isProtectedPath(target: string): boolean {
  const segments = target.split('/');
  const names = [...PROTECTED_FOLDERS, ...PROTECTED_GIT].map((n) => n.split('/'));
  return (
    segments.some((s) => PROTECTED_FILES.includes(s)) ||
    names.some((name) => segments.some((_, i) => name.every((part, k) => segments[i + k] === part)))
  );
}

/**
 * The protected paths at the top of one writable path other than the workspace (an approved outside
 * folder), as the library lists them for its working folder: the settings files and folders, present
 * or not, and a repository's hooks and config when .git is a folder (the .git file of a worktree
 * itself). A writable file that is itself a protected name stays protected. Reads the disk.
 */
export function buildProtectedPathsIn(writable: string): string[] {
  const kind = (p: string): 'folder' | 'file' | 'none' => {
    try {
      return statSync(p).isDirectory() ? 'folder' : 'file';
    } catch {
      return 'none';
    }
  };
  if (kind(writable) !== 'folder') return isProtectedPath(writable) ? [writable] : [];
  const dotGit = path.join(writable, '.git');
  const git =
    kind(dotGit) === 'folder'
      ? PROTECTED_GIT.map((p) => path.join(writable, p))
      : kind(dotGit) === 'file'
        ? [dotGit]
        : [];
  return [...PROTECTED_FILES, ...PROTECTED_FOLDERS].map((name) => path.join(writable, name)).concat(git);
}
