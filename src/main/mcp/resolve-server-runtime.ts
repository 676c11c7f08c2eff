import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { McpServerRuntime } from '../../shared/mcp';

/** What deciding a server's runtime reads of this computer; the tests give their own PATH. */
export interface RuntimeContext {
  /** The PATH a server's command is looked up on. */
  searchPath: string;
  /** Gatehouse's own program: Electron in the app, the current Node in the tests. */
  execPath: string;
  /** True inside Electron: its program runs as Node only with ELECTRON_RUN_AS_NODE=1. */
  isElectron: boolean;
  platform: NodeJS.Platform;
  isExecutable(file: string): boolean;
}

/** How one stdio server is started. */
export interface ServerLaunch {
  command: string;
  args: string[];
  /** Added to the server's environment. */
  env: Record<string, string>;
  runtime: McpServerRuntime;
  /**
   * The folder of the program started when it is Gatehouse's own, which a sandboxed server must see
   * (read-only) to start at all: an AppImage is mounted under /tmp, which the sandbox hides.
   */
  programFolder: string | null;
}

/** This process as the runtime context (PATH, its own program, Electron or not). */
export function createRuntimeContext(): RuntimeContext {
  return {
    searchPath: process.env.PATH ?? '',
    execPath: process.execPath,
    isElectron: process.versions.electron !== undefined,
    platform: process.platform,
    isExecutable: (file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Reads only: whether `name` (a bare program name) is found on `ctx.searchPath`, as a shell would. */
function isOnPath(name: string, ctx: RuntimeContext): boolean {
  const separator = ctx.platform === 'win32' ? ';' : ':';
  const suffixes = ctx.platform === 'win32' ? ['', '.exe', '.cmd'] : [''];
  return ctx.searchPath.split(separator).some((dir) => dir !== '' && suffixes.some((s) => ctx.isExecutable(path.join(dir, name + s))));
}

/** Pure: the bare program name of a command (`node`, `npx`), or null for a path (`/usr/bin/node`, `./node`). */
function deriveBareName(command: string): string | null {
  if (command.includes('/') || command.includes('\\')) return null;
  return command.replace(/\.(exe|cmd)$/i, '').toLowerCase();
}

/**
 * Reads only (the PATH): how a stdio server is started. A server whose command is `node` runs on
 * the computer's own Node.js when one is on the PATH, and otherwise on Gatehouse's own runtime
 * (its program with ELECTRON_RUN_AS_NODE=1 in the app), with the same arguments, and in the same
 * sandbox when it is sandboxed. `npx` and `npm exec` need npm, which Gatehouse does not carry: on a
 * computer without them such a server is marked `needs_node` and started as written (it fails, and
 * Settings says what it needs). A command given as a path runs as written.
 */
export function resolveServerRuntime(command: string, args: readonly string[], ctx: RuntimeContext): ServerLaunch {
  const asConfigured: ServerLaunch = { command, args: [...args], env: {}, runtime: 'configured', programFolder: null };
  const name = deriveBareName(command);
  if (name === null || isOnPath(name, ctx)) return asConfigured;
  if (name === 'node') {
    return {
      command: ctx.execPath,
      args: [...args],
      // Why: Electron's program is the app until told to be Node; Node itself ignores the variable.
      env: ctx.isElectron ? { ELECTRON_RUN_AS_NODE: '1' } : {},
      runtime: 'gatehouse',
      programFolder: path.dirname(ctx.execPath),
    };
  }
  if (name === 'npx' || (name === 'npm' && args[0] === 'exec')) return { ...asConfigured, runtime: 'needs_node' };
  return asConfigured;
}
