import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HookSandbox } from '../../shared/hooks';
import { buildBwrapArgs, buildCommandProfile, createPrivateTempFolder, isAtOrUnder, removePrivateTempFolder, type SandboxTools } from '../tools';

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
}

/** Said when a sandboxed hook cannot run: it does not run and its call asks. */
export const NO_SANDBOX_FOR_HOOK = 'Your hook is set to run in the sandbox, which this computer does not have; the call asks you instead.';

/** Pure: the folder a hook may write, <dataDir>/hook-logs/<id> (the id made safe for a file name). */
export function deriveHookLogFolder(dataDir: string, hookId: string): string {
  return path.join(dataDir, 'hook-logs', hookId.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 120));
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
 * log folder writable, the conversation's transcript readable, and for a person's own hook the script
 * files its command names readable. With
 * no sandbox here, returns the reason instead (the hook does not run). Creates the log folder.
 */
export async function buildHookLaunch(i: HookLaunchInput): Promise<HookLaunch | { unavailable: string }> {
  const logDir = deriveHookLogFolder(i.dataDir, i.hookId);
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
  if (i.sandbox === 'none') return { file: 'bash', args: ['--norc', '-c', i.command], env, cleanUp: async () => undefined };
  if ('missing' in i.tools) return { unavailable: NO_SANDBOX_FOR_HOOK };
  const tempDir = await createPrivateTempFolder();
  try {
    const base = buildCommandProfile({ grant: 'read_only', workspaceRoot: i.workspace, home, dataDir: i.dataDir, tempDir, outsidePaths: [], hosts: [], cacheReads: [] });
    const profile = {
      ...base,
      // Why only a person's own hook gets the files its command names: a repository's hook naming
      // ~/.ssh/id_rsa must not have it bound back (it could hand it to the model as a reason).
      readable: [...base.readable, i.transcriptPath, ...(i.source === 'user' ? deriveScriptFiles(i.command, home, i.dataDir) : [])],
      writable: [...base.writable, logDir],
    };
    const args = buildBwrapArgs(profile, { command: i.command, cwd: i.workspace, bash: i.tools.bash, disableUserns: i.tools.bwrapCanDisableUserns });
    return { file: i.tools.bwrap, args, env: { ...env, TMPDIR: tempDir }, cleanUp: () => removePrivateTempFolder(tempDir) };
  } catch (err) {
    await removePrivateTempFolder(tempDir);
    throw err;
  }
}
