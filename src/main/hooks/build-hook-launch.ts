import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { lstat, mkdir, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HookSandbox } from '../../shared/hooks';
import {
  buildBwrapArgs,
  buildCommandProfile,
  createPrivateTempFolder,
  isAtOrUnder,
  loadSystemView,
  removePrivateTempFolder,
  type SandboxTools,
} from '../sandbox';
import type { HookCopy } from './load-hook-snapshot';

/** What one hook is started as: a program, its arguments and environment, and what to clean up after it. */
export interface HookLaunch {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cleanUp(): Promise<void>;
}

export interface HookLaunchInput {
  hookId: string;
  /** A project hook gets nothing outside the workspace bound back: its command was written by the repository. */
  source: 'user' | 'project';
  command: string;
  sandbox: HookSandbox;
  workspace: string;
  dataDir: string;
  /** Read back inside the sandbox when it exists. */
  transcriptPath: string;
  /** The sandbox's programs, or why there are none here. */
  tools: SandboxTools | { missing: string };
  /** A project hook's folder (where it really is): its log folder is that folder's own. */
  folder?: string;
  /** A project hook's files as they were trusted, shown read-only at their own paths (load-hook-snapshot.ts). */
  copies?: readonly HookCopy[];
}

/** Said when a sandboxed hook cannot run: it does not run and its call asks. */
export const NO_SANDBOX_FOR_HOOK =
  'Your hook is set to run in the sandbox, which this computer does not have; the call asks you instead.';

/** Said when a folder hook's files were swapped for links or another kind of file since they were trusted. */
export const HOOK_FILES_REPLACED =
  'did not run: its files in this folder were replaced by links or by another kind of file since you trusted them.';

/** Said when a file or folder a folder hook's trust covers is no longer there. */
export const HOOK_FILES_GONE =
  'did not run: files of it you trusted in this folder were removed since you trusted them.';

/** Pure: the code of an error Gatehouse itself gave a hook run (one of the sentences above), for the window to word. */
export function deriveHookErrorCode(
  error: string | undefined,
): 'no_sandbox' | 'files_replaced' | 'files_gone' | undefined {
  if (error === NO_SANDBOX_FOR_HOOK) return 'no_sandbox';
  if (error === HOOK_FILES_REPLACED) return 'files_replaced';
  if (error === HOOK_FILES_GONE) return 'files_gone';
  return undefined;
}

/**
 * Pure: the folder a hook may write: <dataDir>/hook-logs/<id> for a person's hook, and for a
 * project hook <dataDir>/hook-logs/folder-<sha256 of its folder>/<id>, since project hook ids repeat
 * from folder to folder (`project:.claude/settings.json:PreToolUse:0:0`) and one folder's hook must
 * not read what another's logged. The id is made safe for a file name.
 */
export function deriveHookLogFolder(dataDir: string, hookId: string, folder?: string): string {
  const id = hookId.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 120);
  if (folder === undefined) return path.join(dataDir, 'hook-logs', id);
  return path.join(
    dataDir,
    'hook-logs',
    `folder-${createHash('sha256').update(folder).digest('hex').slice(0, 32)}`,
    id,
  );
}

/**
 * Reads the disk: the copies to show, each over a place that still is what it was (a file over a
 * file, a folder over a folder, no link on the way). A place that is now a link or another kind of
 * file: HOOK_FILES_REPLACED; a place that is gone: HOOK_FILES_GONE; either way the hook does not run.
 * Why a gone place is not simply left gone: the copy could not be mounted there, and whatever is
 * created there between this look and the sandbox's start would run as the trusted file.
 */
async function deriveUsableCopies(copies: readonly HookCopy[]): Promise<HookCopy[] | { unavailable: string }> {
  const usable: HookCopy[] = [];
  for (const copy of copies) {
    let info;
    try {
      info = await lstat(copy.path);
    } catch {
      return { unavailable: HOOK_FILES_GONE };
    }
    const same = copy.kind === 'folder' ? info.isDirectory() : info.isFile();
    if (!same || (await realpath(copy.path)) !== copy.path) return { unavailable: HOOK_FILES_REPLACED };
    usable.push(copy);
  }
  return usable;
}

/**
 * Reads the disk: the files a command names by full path (or ~/…) that exist, so a hook kept in
 * the home folder (~/.claude/hooks/guard.sh) can be read inside the sandbox. Only files, never a
 * folder, and nothing in Gatehouse's data folder.
 */
export function deriveScriptFiles(command: string, home: string, dataDir: string): string[] {
  const files: string[] = [];
  for (const raw of command.split(/[\s;&|()<>]+/)) {
    const word = raw.replace(/^["']|["']$/g, '').replace(/^(~|\$HOME|\$\{HOME\})\//, `${home}/`);
    if (!path.isAbsolute(word) || isAtOrUnder(path.resolve(word), dataDir)) continue;
    try {
      if (statSync(word).isFile()) files.push(path.resolve(word));
    } catch {
      // Not a file here.
    }
  }
  return [...new Set(files)];
}

/**
 * Builds how one hook starts (`bash -c <command>`, as Claude Code runs hooks). `none`: with the
 * person's rights. `hook`: under bubblewrap with the read-only commands' profile (homes, Gatehouse's
 * data, /run and the shared temp folders hidden; the workspace readable; no network) plus its own
 * log folder writable, the conversation's transcript readable, for a person's own hook the script
 * files its command names readable, and for a project hook the copy of its files kept when the
 * folder was trusted, read-only over the folder's own (so its command's words stay the same and
 * run what was trusted). With no sandbox here, or a project hook's files swapped for links, returns
 * the reason instead (the hook does not run). Creates the log folder.
 */
export async function buildHookLaunch(i: HookLaunchInput): Promise<HookLaunch | { unavailable: string }> {
  const logDir = deriveHookLogFolder(
    i.dataDir,
    i.hookId,
    i.source === 'project' ? (i.folder ?? i.workspace) : undefined,
  );
  await mkdir(logDir, { recursive: true, mode: 0o700 });
  const home = os.homedir();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    LANG: process.env.LANG ?? 'C.UTF-8',
    // Why: bash reads ~/.bashrc when its stdin is a socket (as Node's pipes are) and SHLVL says it
    // is the first shell; a hook is not an interactive login, so it starts from its command alone.
    SHLVL: '1',
    CLAUDE_PROJECT_DIR: i.workspace,
    GATEHOUSE_HOOK_LOG_DIR: logDir,
  };
  if (i.sandbox === 'none')
    return { file: 'bash', args: ['--norc', '-c', i.command], env, cleanUp: async () => undefined };
  if ('missing' in i.tools) return { unavailable: NO_SANDBOX_FOR_HOOK };
  const copies = await deriveUsableCopies(i.copies ?? []);
  if ('unavailable' in copies) return copies;
  const tempDir = await createPrivateTempFolder();
  try {
    const base = buildCommandProfile({
      grant: 'read_only',
      workspaceRoot: i.workspace,
      home,
      dataDir: i.dataDir,
      tempDir,
      outsidePaths: [],
      hosts: [],
      cacheReads: [],
      system: loadSystemView(env.PATH ?? '', home, i.dataDir),
    });
    const profile = {
      ...base,
      // Why only a person's own hook gets the files its command names: a repository's hook naming
      // ~/.ssh/id_rsa must not have it bound back (it could hand it to the model as a reason).
      readable: [
        ...base.readable,
        i.transcriptPath,
        ...(i.source === 'user' ? deriveScriptFiles(i.command, home, i.dataDir) : []),
      ],
      writable: [...base.writable, logDir],
    };
    const args = buildBwrapArgs(profile, {
      command: i.command,
      cwd: i.workspace,
      bash: i.tools.bash,
      disableUserns: i.tools.bwrapCanDisableUserns,
      copies,
    });
    return {
      file: i.tools.bwrap,
      args,
      env: { ...env, TMPDIR: tempDir },
      cleanUp: () => removePrivateTempFolder(tempDir),
    };
  } catch (err) {
    await removePrivateTempFolder(tempDir);
    throw err;
  }
}
