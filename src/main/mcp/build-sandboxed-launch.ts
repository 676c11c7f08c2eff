import os from 'node:os';
import path from 'node:path';
import { buildBwrapArgs, buildCommandProfile, createPrivateTempFolder, isAtOrUnder, loadSandboxTools, removePrivateTempFolder, type SandboxTools } from '../tools';

/** What a sandboxed stdio server is started as: bubblewrap running the configured command. */
export interface SandboxedLaunch {
  command: string;
  args: string[];
  /** Removes the server's own temp folder once it has ended. Never throws. */
  cleanUp(): Promise<void>;
}

export interface McpSandboxOptions {
  /** Gatehouse's data folder: hidden from the server, like the home folders. */
  dataDir: string;
  /** Where to look for bubblewrap (a PATH string); default this process's PATH. */
  searchPath?: string;
}

/**
 * Pure: the server's working folder, bound back read-only, so a program kept beside its own files (a
 * checkout under /tmp or in the home folder) can load them. Never the root, never a folder holding a
 * home folder or Gatehouse's data, never one inside the data folder: those stay hidden.
 */
export function deriveProgramFolders(cwd: string, home: string, dataDir: string): string[] {
  const folder = path.resolve(cwd);
  const holds = (p: string): boolean => isAtOrUnder(p, folder);
  if (folder === path.parse(folder).root || [home, dataDir, '/home', '/root'].some(holds) || isAtOrUnder(folder, dataDir)) return [];
  return [folder];
}

/** Pure: one word for `bash -c`, single-quoted. */
function quote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Builds the launch of a stdio server inside the OS sandbox, with the profile yolo commands get:
 * the folder (or, for a global server, only its temp folder) writable, the home folders, Gatehouse's
 * data, /run and the shared temp folders hidden (its own working folder read back, read-only), no
 * network, the process tree ending with it.
 * Throws, in words a person reads, when there is no sandbox here (Linux with bubblewrap only for now).
 */
export async function buildSandboxedLaunch(
  command: string,
  args: readonly string[],
  cwd: string,
  workspace: string | null,
  options: McpSandboxOptions,
  tools: SandboxTools | { missing: string } = process.platform === 'linux' ? loadSandboxTools(options.searchPath ?? process.env.PATH ?? '') : { missing: 'Gatehouse runs MCP servers in a sandbox only on Linux so far.' },
): Promise<SandboxedLaunch> {
  if ('missing' in tools) throw new Error(`it is set to run in a sandbox, and there is none on this computer: ${tools.missing}`);
  const tempDir = await createPrivateTempFolder();
  try {
    const base = buildCommandProfile({
      grant: 'yolo', workspaceRoot: workspace ?? tempDir, home: os.homedir(), dataDir: options.dataDir, tempDir, outsidePaths: [], hosts: [], cacheReads: [],
    });
    const profile = { ...base, readable: [...base.readable, ...deriveProgramFolders(cwd, os.homedir(), options.dataDir)] };
    const bwrapArgs = buildBwrapArgs(profile, { command: `exec ${[command, ...args].map(quote).join(' ')}`, cwd, bash: tools.bash, disableUserns: tools.bwrapCanDisableUserns });
    return { command: tools.bwrap, args: bwrapArgs, cleanUp: () => removePrivateTempFolder(tempDir) };
  } catch (err) {
    await removePrivateTempFolder(tempDir);
    throw err;
  }
}
