import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { McpServerConfig, McpServerRuntime } from '../../shared/mcp';
import { deriveUnpackedPath } from '../sandbox';
import { deriveNpxPackages } from './derive-npx-packages';

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
  /** The folder of the npm package Gatehouse carries (its bin/npx-cli.js); null when it carries none. */
  npmFolder: string | null;
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
  /** An `npx`/`npm exec` server on Gatehouse's runtime: the packages it runs, and the npm folder it must see (read-only). */
  npx: { packages: string[]; npmFolder: string } | null;
  /** The server's program as its command names it, or null for a path or another program. */
  program: 'node' | 'npx' | 'npm' | null;
  /** The computer has that program on its PATH: the person may choose which runs it (`runOn`). */
  hasOwn: boolean;
}

/**
 * Reads only: the folder of the npm package this Gatehouse carries, where it is on disk: packaged,
 * beside app.asar (electron-builder.yml's extraResources); from a checkout, its node_modules. Null
 * without one.
 */
export function loadCarriedNpmFolder(
  resourcesPath: string | undefined = (process as { resourcesPath?: string }).resourcesPath,
): string | null {
  if (resourcesPath !== undefined && existsSync(path.join(resourcesPath, 'npm', 'bin', 'npx-cli.js')))
    return path.join(resourcesPath, 'npm');
  try {
    return deriveUnpackedPath(path.dirname(createRequire(import.meta.url).resolve('npm/package.json')));
  } catch {
    return null;
  }
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
    npmFolder: loadCarriedNpmFolder(),
  };
}

/** Reads only: whether `name` (a bare program name) is found on `ctx.searchPath`, as a shell would. */
function isOnPath(name: string, ctx: RuntimeContext): boolean {
  const separator = ctx.platform === 'win32' ? ';' : ':';
  const suffixes = ctx.platform === 'win32' ? ['', '.exe', '.cmd'] : [''];
  return ctx.searchPath
    .split(separator)
    .some((dir) => dir !== '' && suffixes.some((s) => ctx.isExecutable(path.join(dir, name + s))));
}

/** Pure: the bare program name of a command (`node`, `npx`), or null for a path (`/usr/bin/node`, `./node`). */
function deriveBareName(command: string): string | null {
  if (command.includes('/') || command.includes('\\')) return null;
  return command.replace(/\.(exe|cmd)$/i, '').toLowerCase();
}

/**
 * Reads only (the PATH): how a stdio server is started. A server whose command is `node`, `npx` or
 * `npm exec` runs on the computer's own program when one is on the PATH (unless the person chose
 * Gatehouse's, `runOn: 'gatehouse'`), and otherwise on Gatehouse's own runtime (its program with
 * ELECTRON_RUN_AS_NODE=1 in the app), with the same arguments, and in the same sandbox when it is
 * sandboxed: `node` as Gatehouse's program itself, `npx`/`npm exec` as that program running the
 * npm Gatehouse carries (bin/npx-cli.js, bin/npm-cli.js). Without a carried npm such a server is
 * marked `needs_node` and started as written (it fails, and Settings says what it needs). A command
 * given as a path runs as written.
 */
export function resolveServerRuntime(
  command: string,
  args: readonly string[],
  ctx: RuntimeContext,
  runOn: McpServerConfig['runOn'] = 'computer',
): ServerLaunch {
  const name = deriveBareName(command);
  const program =
    name === 'node' || name === 'npx' || (name === 'npm' && args[0] === 'exec')
      ? (name as 'node' | 'npx' | 'npm')
      : null;
  const hasOwn = program !== null && isOnPath(program, ctx);
  const asConfigured: ServerLaunch = {
    command,
    args: [...args],
    env: {},
    runtime: 'configured',
    programFolder: null,
    npx: null,
    program,
    hasOwn,
  };
  if (program === null || (hasOwn && runOn !== 'gatehouse')) return asConfigured;
  const onGatehouse: Omit<ServerLaunch, 'args' | 'npx'> = {
    command: ctx.execPath,
    // Why: Electron's program is the app until told to be Node; Node itself ignores the variable.
    env: ctx.isElectron ? { ELECTRON_RUN_AS_NODE: '1' } : {},
    runtime: 'gatehouse',
    programFolder: path.dirname(ctx.execPath),
    program,
    hasOwn,
  };
  if (program === 'node') return { ...onGatehouse, args: [...args], npx: null };
  if (ctx.npmFolder === null) return { ...asConfigured, runtime: 'needs_node' };
  const cli = path.join(ctx.npmFolder, 'bin', program === 'npx' ? 'npx-cli.js' : 'npm-cli.js');
  return {
    ...onGatehouse,
    args: [cli, ...args],
    npx: { packages: deriveNpxPackages(program, args), npmFolder: ctx.npmFolder },
  };
}
