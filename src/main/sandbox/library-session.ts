import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { SandboxManager, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import { registerCommandText } from '@anthropic-ai/sandbox-runtime/dist/sandbox/sandbox-manager.js';
import {
  encodeSandboxedCommand,
  generateProxyEnvVars,
} from '@anthropic-ai/sandbox-runtime/dist/sandbox/sandbox-utils.js';
import { deriveLibraryPaths } from './library-paths';
import type { SandboxTools } from './load-sandbox-tools';

/**
 * The one owner of @anthropic-ai/sandbox-runtime's SandboxManager, which is a process-wide singleton
 * (one proxy, one socat bridge, one violation store). Every CommandSandbox opens a session; the first
 * initializes the library, the last to close resets it. All calls into the library go through here.
 */

export interface LibraryWrapInput {
  /** What bash runs inside the sandbox. */
  command: string;
  /** The command as the model wrote it, for violation lines. */
  commandText: string;
  /** Unguessable (16 random bytes): the proxy reads it from the client to pick this command's hosts. */
  commandId: string;
  workspaceRoot: string;
  hosts: readonly string[];
  filesystem: SandboxRuntimeConfig['filesystem'];
  signal: AbortSignal;
}

export interface LibraryCommand {
  /** A shell command line (`bwrap … ` on Linux, `sandbox-exec …` on macOS) to run with `bash -c`. */
  wrapped: string;
  /** Call once the command has ended: unregisters its hosts, removes the mount points the wrap made, and returns its violation lines. */
  end(): string[];
}

/** One command's way out through the library's proxy, which lets exactly its hosts through. */
export interface LibraryProxy {
  /** The proxy's sockets, for a bridge inside the sandbox (Linux): HTTP on port 3128, SOCKS on 1080. */
  httpSocket: string;
  socksSocket: string;
  /** The variables that point the command's programs at the bridge, with this command's credentials. */
  env: [string, string][];
  /** Call once the command has ended: unregisters its hosts and returns its violation lines (the hosts refused). */
  end(): string[];
}

/** The ports the bridge listens on inside the sandbox (the library's own). */
export const PROXY_PORTS = { http: 3128, socks: 1080 } as const;

export interface LibrarySession {
  /**
   * The folder holding the library's sockets (its proxy, its write monitor). Commands must see it,
   * read-only: a read-only bind still lets them connect().
   */
  readonly runtimeDir: string;
  /** Throws when the library cannot wrap the command (a path it refuses, an aborted signal). */
  wrap(input: LibraryWrapInput): Promise<LibraryCommand>;
  /**
   * Linux: the proxy alone, for a command Gatehouse sandboxes itself (src/main/sandbox/proxied-bwrap-engine.ts).
   * Throws when the library runs no proxy here.
   */
  openProxy(input: { commandId: string; commandText: string; hosts: readonly string[] }): LibraryProxy;
  close(): Promise<void>;
}

/**
 * Where the library is installed. Why commands must see it, read-only: the library runs its own
 * helpers (the seccomp filter, its socket bridge) from here INSIDE the sandbox, and an install under
 * a hidden folder (a checkout in the home folder, an AppImage mounted in /tmp, a CI clone in /tmp)
 * would otherwise make every approved command fail and the probe report no sandbox at all.
 */
const LIBRARY_PATHS = deriveLibraryPaths(
  createRequire(import.meta.url).resolve('@anthropic-ai/sandbox-runtime'),
  process.arch,
);
export const LIBRARY_ROOT = LIBRARY_PATHS.root;

let users = 0;
let ready: Promise<string> | null = null;
/** The last user's close, while it stops the library: a session opened meanwhile starts it after that, not during. */
let stopping: Promise<void> = Promise.resolve();
let wrapTurn: Promise<unknown> = Promise.resolve();
/**
 * Violation lines per live command id, filled as the store reports them (it keeps only the last 100
 * of all commands). The write monitor reports every write outside its start-up settings, those in
 * the workspace too, so lines are kept once each and at most MAX_LINES of them.
 */
const linesById = new Map<string, { lines: Set<string>; seen: Set<object> }>();
const MAX_LINES = 2000;
let unsubscribe: (() => void) | null = null;
let removeOnExit: (() => void) | null = null;
/** The configuration initialize() installed, put back after a wrap that needed one of its own. */
let installed: SandboxRuntimeConfig | null = null;

/** Initializes the library once per process (`tools` null on macOS: it finds sandbox-exec itself). Throws its error when it cannot start. */
export async function openLibrarySession(tools: SandboxTools | null): Promise<LibrarySession> {
  users += 1;
  await stopping;
  ready ??= initialize(tools);
  let runtimeDir: string;
  try {
    runtimeDir = await ready;
  } catch (error) {
    users -= 1;
    ready = null;
    throw error;
  }
  let closed = false;
  return {
    runtimeDir,
    wrap,
    openProxy,
    async close() {
      if (closed) return;
      closed = true;
      users -= 1;
      if (users > 0) return;
      ready = null;
      unsubscribe?.();
      unsubscribe = null;
      linesById.clear();
      const stopped = (async () => {
        await SandboxManager.reset();
        if (removeOnExit) process.off('exit', removeOnExit);
        removeOnExit = null;
        rmSync(runtimeDir, { recursive: true, force: true });
      })();
      stopping = stopped.catch(() => undefined);
      await stopped;
    },
  };
}

/** Starts the library; resolves the folder its sockets are in. */
async function initialize(tools: SandboxTools | null): Promise<string> {
  const config: SandboxRuntimeConfig = {
    // Why empty: every host is refused unless a command's own list (registered under its id) names it.
    network: { allowedDomains: [], deniedDomains: [] },
    // Each command passes its own filesystem rules; these apply to nothing.
    filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
    ...(tools ? { bwrapPath: tools.bwrap, socatPath: tools.socat, ripgrep: { command: tools.rg } } : {}),
    // Why named: the library looks for its helper beside its own code, which in the packaged app is
    // inside app.asar, where bubblewrap cannot run it; the unpacked copy is the one that runs.
    ...(tools && LIBRARY_PATHS.applySeccomp !== null ? { seccomp: { applyPath: LIBRARY_PATHS.applySeccomp } } : {}),
  };
  // Why a folder of its own: the library puts its sockets in os.tmpdir() as it starts, and /tmp is
  // hidden from commands. So TMPDIR names a fresh folder for the length of initialize(), and every
  // command is given that folder, and nothing else of /tmp, read-only.
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'gatehouse-sandbox-'));
  const tmpdirBefore = process.env.TMPDIR;
  process.env.TMPDIR = runtimeDir;
  try {
    // No ask callback: an unlisted host is denied, never asked about. The log monitor reports refused
    // writes by path (seccomp on Linux, the Seatbelt log on macOS).
    await SandboxManager.initialize(config, undefined, true);
    installed = config;
  } catch (error) {
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
  }
  // A process that ends without close() (the library removes its own sockets then) leaves no folder.
  removeOnExit = () => rmSync(runtimeDir, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  const store = SandboxManager.getSandboxViolationStore();
  unsubscribe = store.subscribe(() => {
    for (const [id, entry] of linesById) {
      for (const violation of store.getViolationsForCommand(id)) {
        if (entry.seen.has(violation)) continue;
        entry.seen.add(violation);
        if (entry.lines.size < MAX_LINES) entry.lines.add(violation.line);
      }
    }
  });
  return runtimeDir;
}

/**
 * Why one wrap at a time, in the workspace: the library finds the files it always protects (.git/hooks,
 * .bashrc…) under the process's working folder, and starts the wrap over if that folder changes while
 * it looks. So the main process stands in the workspace for the few milliseconds of a wrap, and wraps
 * queue. (process.chdir: main thread only, never a worker.)
 */
function wrap(input: LibraryWrapInput): Promise<LibraryCommand> {
  const turn = wrapTurn.then(() => wrapInWorkspace(input));
  wrapTurn = turn.catch(() => undefined);
  return turn;
}

async function wrapInWorkspace(input: LibraryWrapInput): Promise<LibraryCommand> {
  const before = process.cwd();
  linesById.set(input.commandId, { lines: new Set(), seen: new Set() });
  let registered = false;
  try {
    if (input.hosts.length > 0) {
      SandboxManager.registerCommandNetworkLists(input.commandId, { allowedDomains: [...input.hosts] });
      registered = true;
    }
    process.chdir(input.workspaceRoot);
    // Why here: the library reads allowGitConfig from its installed configuration, not a wrap's own.
    // Wraps go one at a time, so it is this command's alone: set for its wrap, put back after it.
    if (input.filesystem.allowGitConfig === true && installed)
      SandboxManager.updateConfig({ ...installed, filesystem: { ...installed.filesystem, allowGitConfig: true } });
    const wrapped = await SandboxManager.wrapWithSandbox(
      input.command,
      'bash',
      { filesystem: input.filesystem },
      input.signal,
      {
        commandId: input.commandId,
        commandText: input.commandText,
      },
    );
    let ended = false;
    return {
      wrapped,
      end() {
        if (!ended) {
          ended = true;
          SandboxManager.unregisterCommandNetworkLists(input.commandId);
          SandboxManager.cleanupAfterCommand();
        }
        const lines = [...(linesById.get(input.commandId)?.lines ?? [])];
        linesById.delete(input.commandId);
        return lines;
      },
    };
  } catch (error) {
    if (registered) SandboxManager.unregisterCommandNetworkLists(input.commandId);
    linesById.delete(input.commandId);
    throw error;
  } finally {
    if (input.filesystem.allowGitConfig === true && installed) SandboxManager.updateConfig(installed);
    chdirBack(before);
  }
}

/**
 * Registers one command's hosts with the running proxy and hands back what reaches it: the sockets,
 * and the proxy variables with this command's credentials (its random id, which is what ties a
 * connection to its hosts, and the proxy's token). The same calls the library's own wrap makes, without
 * the rest of its wrap (its file walk, its `which`, its seccomp helper: about 50 ms a command).
 */
function openProxy(input: { commandId: string; commandText: string; hosts: readonly string[] }): LibraryProxy {
  const httpSocket = SandboxManager.getLinuxHttpSocketPath();
  const socksSocket = SandboxManager.getLinuxSocksSocketPath();
  if (httpSocket === undefined || socksSocket === undefined) throw new Error('the sandbox library runs no proxy here');
  linesById.set(input.commandId, { lines: new Set(), seen: new Set() });
  try {
    SandboxManager.registerCommandNetworkLists(input.commandId, { allowedDomains: [...input.hosts] });
  } catch (error) {
    linesById.delete(input.commandId);
    throw error;
  }
  registerCommandText(input.commandText, { commandId: input.commandId, commandText: input.commandText });
  const vars: string[] = generateProxyEnvVars(
    PROXY_PORTS.http,
    PROXY_PORTS.socks,
    undefined,
    SandboxManager.getProxyAuthToken(),
    true,
    encodeSandboxedCommand(input.commandId),
  );
  const env = vars.map((line): [string, string] => [
    line.slice(0, line.indexOf('=')),
    line.slice(line.indexOf('=') + 1),
  ]);
  let ended = false;
  return {
    httpSocket,
    socksSocket,
    env,
    end() {
      if (!ended) {
        ended = true;
        SandboxManager.unregisterCommandNetworkLists(input.commandId);
      }
      const lines = [...(linesById.get(input.commandId)?.lines ?? [])];
      linesById.delete(input.commandId);
      return lines;
    },
  };
}

function chdirBack(folder: string): void {
  try {
    process.chdir(folder);
  } catch {
    // The folder the process stood in is gone: anywhere that exists will do.
    process.chdir('/');
  }
}
