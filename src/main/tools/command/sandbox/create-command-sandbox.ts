import os from 'node:os';
import { runProcess } from '../run-process';
import { deriveProcessOptions } from './process-options';
import { buildCommandProfile } from './build-command-profile';
import { createBwrapEngine } from './bwrap-engine';
import { createLibraryEngine } from './library-engine';
import { openLibrarySession } from './library-session';
import { loadSandboxTools } from './load-sandbox-tools';
import { createPrivateTempFolder, removePrivateTempFolder } from './private-temp-folder';
import type { CommandSandbox, SandboxEngine, SandboxRunOptions, SandboxRunOutcome, SandboxStatus } from './types';

export interface CommandSandboxOptions {
  /** Gatehouse's data folder: hidden from every command. */
  dataDir: string;
  /** The person's home folder (default: os.homedir()); hidden but for the workspace. */
  home?: string;
  /** Toolchain caches (~/.npm, ~/.cache) approved and yolo commands may read. */
  cacheReads?: readonly string[];
  /** Where bwrap, socat, rg and bash are looked for, as a PATH (default: this process's PATH). */
  searchPath?: string;
}

/** Which engine confines which grant: read-only commands, and commands that may write. */
interface Engines {
  readOnly: SandboxEngine;
  writable: SandboxEngine;
  name: string;
}

const CANNOT = 'Commands cannot be put in a sandbox on this computer';

/**
 * Finds the sandbox's programs, starts the library once and probes by running one sandboxed `true`
 * per engine. Never throws: unavailable is a status, with the reason in plain words, and then `run`
 * runs commands unconfined (the policy has made a person approve them, except read-only auto-runs).
 */
export async function createCommandSandbox(options: CommandSandboxOptions): Promise<CommandSandbox> {
  const home = options.home ?? os.homedir();
  const cacheReads = options.cacheReads ?? [];
  const loaded = await loadEngines(options.searchPath ?? process.env.PATH ?? '');
  let engines = 'reason' in loaded ? null : loaded;
  let status: SandboxStatus = 'reason' in loaded ? { available: false, reason: loaded.reason } : { available: true, engine: loaded.name };
  let closed = false;

  const run = async (request: SandboxRunOptions): Promise<SandboxRunOutcome> => {
    if (closed) return { ...notStarted('the command sandbox was closed'), confined: false, blocked: [] };
    if (!engines) return { ...(await runProcess(withoutSandbox(request))), confined: false, blocked: [] };
    let tempDir: string;
    try {
      tempDir = await createPrivateTempFolder();
    } catch (error) {
      return { ...notStarted(`no temporary folder could be made: ${String(error)}`), confined: true, blocked: [] };
    }
    try {
      const { grant, workspaceRoot, outsidePaths, hosts } = request;
      const profile = buildCommandProfile({ grant, workspaceRoot, outsidePaths, hosts, home, dataDir: options.dataDir, tempDir, cacheReads: request.cacheReads ?? cacheReads });
      return await (grant === 'read_only' ? engines.readOnly : engines.writable).run(profile, request);
    } finally {
      await removePrivateTempFolder(tempDir);
    }
  };

  if (engines) {
    const refusal = await runProbe(run).catch((error: unknown) => `${CANNOT}: it could not be tried out (${firstLine(error)}).`);
    if (refusal) {
      await engines.writable.close();
      engines = null;
      status = { available: false, reason: refusal };
    }
  }
  return {
    get status() {
      return status;
    },
    run,
    async close() {
      if (closed) return;
      closed = true;
      await engines?.writable.close();
    },
  };
}

async function loadEngines(searchPath: string): Promise<Engines | { reason: string }> {
  if (process.platform === 'linux') {
    const tools = loadSandboxTools(searchPath);
    if ('missing' in tools) return { reason: tools.missing };
    try {
      const library = createLibraryEngine(await openLibrarySession(tools));
      return { readOnly: createBwrapEngine(tools), writable: library, name: `${tools.bwrapVersion} (read-only commands) and @anthropic-ai/sandbox-runtime (approved commands)` };
    } catch (error) {
      return { reason: `${CANNOT}: the sandbox library could not start (${firstLine(error)}).` };
    }
  }
  if (process.platform === 'darwin') {
    // macOS goes through the library (Seatbelt) for every grant. Not tested on this project's machines.
    try {
      const library = createLibraryEngine(await openLibrarySession(null));
      return { readOnly: library, writable: library, name: 'macOS Seatbelt through @anthropic-ai/sandbox-runtime' };
    } catch (error) {
      return { reason: `${CANNOT}: the sandbox library could not start (${firstLine(error)}).` };
    }
  }
  return { reason: `${CANNOT}: Gatehouse has no sandbox for ${process.platform === 'win32' ? 'Windows' : process.platform} yet.` };
}

/** Runs `true` read-only and approved in a throwaway workspace; null when both ran, else the plain reason. */
async function runProbe(run: (options: SandboxRunOptions) => Promise<SandboxRunOutcome>): Promise<string | null> {
  const workspace = await createPrivateTempFolder();
  try {
    for (const grant of ['read_only', 'approved'] as const) {
      const outcome = await run({
        command: 'true', cwd: workspace, workspaceRoot: workspace, grant, outsidePaths: [], hosts: [],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, timeoutMs: 15_000, outputCap: 4000, signal: new AbortController().signal,
      });
      if (outcome.exitCode !== 0) {
        const said = firstLine(outcome.spawnError ?? outcome.output) || `exit code ${outcome.exitCode ?? outcome.signal}`;
        return (
          `${CANNOT}: the system refused to start one (${said}). ` +
          'This usually means user namespaces are switched off or blocked (by AppArmor on Ubuntu 23.10 and later, or inside a container); whoever looks after this computer can allow them for bubblewrap.'
        );
      }
    }
    return null;
  } finally {
    await removePrivateTempFolder(workspace);
  }
}

function withoutSandbox(run: SandboxRunOptions) {
  // No namespace ends a detached child here: look for the command's processes after every run.
  return { command: run.command, ...deriveProcessOptions(run), sweep: 'always' as const };
}

function notStarted(spawnError: string) {
  return { exitCode: null, signal: null, timedOut: false, cancelled: false, output: '', omitted: 0, spawnError };
}

function firstLine(value: unknown): string {
  const text = value instanceof Error ? value.message : String(value ?? '');
  return text.trim().split('\n')[0]?.slice(0, 300) ?? '';
}
