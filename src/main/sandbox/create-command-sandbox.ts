import os from 'node:os';
import { say, type MainMessage } from '../../shared/main-messages';
import { runProcess } from './run-process';
import { deriveProcessOptions } from './process-options';
import { buildCommandProfile } from './build-command-profile';
import { loadSystemView } from './load-system-view';
import { buildMountPlan } from './build-mount-plan';
import { loadPlacesBefore, sweepPlantedPlaces } from './sweep-planted-places';
import { createBwrapEngine } from './bwrap-engine';
import { createProxiedBwrapEngine } from './proxied-bwrap-engine';
import { createLibraryEngine } from './library-engine';
import { openLibrarySession, type LibrarySession } from './library-session';
import { deriveSandboxToolsKey, loadSandboxTools, type SandboxTools } from './load-sandbox-tools';
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
}

const CANNOT = 'Commands cannot be put in a sandbox on this computer';

/**
 * Whether this computer can confine commands, found once per process for each search path and the
 * programs it finds (deriveSandboxToolsKey): the programs, the library, and one sandboxed `true` per
 * grant. A second core (a test's, a reopened one) with the same programs does not pay for it again.
 */
const trials = new Map<string, Promise<{ tools: SandboxTools | null } | Refusal>>();

/** Why there is no sandbox here: in English (`reason`, for the inspection and hooks) and as a message. */
interface Refusal {
  reason: string;
  message: MainMessage;
}

/**
 * Finds the sandbox's programs and, once per process, tries them out (see `trials`). Never throws:
 * unavailable is a status, with the reason in plain words, and then `run` runs commands unconfined
 * (the policy has made a person approve them, except read-only auto-runs).
 */
export async function createCommandSandbox(options: CommandSandboxOptions): Promise<CommandSandbox> {
  const home = options.home ?? os.homedir();
  const cacheReads = options.cacheReads ?? [];
  const searchPath = options.searchPath ?? process.env.PATH ?? '';
  let engines: Engines | null = null;
  let closed = false;

  const runIn =
    (using: Engines) =>
    async (request: SandboxRunOptions): Promise<SandboxRunOutcome> => {
      let tempDir: string;
      try {
        tempDir = await createPrivateTempFolder();
      } catch (error) {
        return { ...notStarted(`no temporary folder could be made: ${String(error)}`), confined: true, blocked: [] };
      }
      try {
        const { grant, workspaceRoot, outsidePaths, hosts, opened } = request;
        const profile = buildCommandProfile({
          grant,
          workspaceRoot,
          outsidePaths,
          hosts,
          opened,
          home,
          dataDir: options.dataDir,
          tempDir,
          cacheReads: request.cacheReads ?? cacheReads,
          system: loadSystemView(request.env.PATH ?? searchPath, home, options.dataDir),
        });
        if (grant === 'read_only') return await using.readOnly.run(profile, request);
        // What existed before it, so that what it creates that the sandbox could not keep is found after.
        const before = loadPlacesBefore(buildMountPlan(profile), tempDir);
        const outcome = await using.writable.run(profile, request);
        const swept = sweepPlantedPlaces(before, profile.opened);
        return swept.length === 0 ? outcome : { ...outcome, blocked: [...outcome.blocked, ...swept] };
      } finally {
        await removePrivateTempFolder(tempDir);
      }
    };

  // Remembered for the programs the path finds now: a bwrap replaced or removed is tried again.
  const key = `${searchPath}\n${deriveSandboxToolsKey(searchPath)}`;
  let trial = trials.get(key);
  if (!trial) {
    trial = tryOut(searchPath, runIn);
    trials.set(key, trial);
  }
  const found = await trial;
  const status: SandboxStatus =
    'reason' in found
      ? { available: false, reason: found.reason, message: found.message }
      : { available: true, engine: engineName(found.tools), message: engineMessage(found.tools) };
  if (!('reason' in found)) engines = buildEngines(found.tools);
  const confined = engines === null ? null : runIn(engines);

  return {
    get status() {
      return status;
    },
    async run(request) {
      if (closed) return { ...notStarted('the command sandbox was closed'), confined: false, blocked: [] };
      if (!confined) return { ...(await runProcess(withoutSandbox(request))), confined: false, blocked: [] };
      return confined(request);
    },
    async close() {
      if (closed) return;
      closed = true;
      await engines?.writable.close();
    },
  };
}

/** The programs (none on macOS: the library finds sandbox-exec), the library and a sandboxed `true` per grant. */
async function tryOut(
  searchPath: string,
  runIn: (engines: Engines) => (request: SandboxRunOptions) => Promise<SandboxRunOutcome>,
): Promise<{ tools: SandboxTools | null } | Refusal> {
  let tools: SandboxTools | null = null;
  if (process.platform === 'linux') {
    const loaded = loadSandboxTools(searchPath);
    if ('missing' in loaded) return { reason: loaded.missing, message: loaded.message };
    tools = loaded;
  } else if (process.platform !== 'darwin') {
    const platform = process.platform === 'win32' ? 'Windows' : process.platform;
    return {
      reason: `${CANNOT}: Gatehouse has no sandbox for ${platform} yet.`,
      message: say('sandbox.noSandboxFor', { platform }),
    };
  }
  // The library is started here, not lazily, so a library that cannot start is said at once.
  let session: LibrarySession;
  try {
    session = await openLibrarySession(tools);
  } catch (error) {
    const detail = firstLine(error);
    return {
      reason: `${CANNOT}: the sandbox library could not start (${detail}).`,
      message: say('sandbox.libraryFailed', { detail }),
    };
  }
  const engines = buildEngines(tools, session);
  try {
    const refusal = await runProbe(runIn(engines)).catch((error: unknown): Refusal => {
      const detail = firstLine(error);
      return {
        reason: `${CANNOT}: it could not be tried out (${detail}).`,
        message: say('sandbox.trialFailed', { detail }),
      };
    });
    return refusal ?? { tools };
  } finally {
    // The session itself, not only the engine: a probe refused before the approved run never asked
    // the engine for it, and a session left open would keep the library on these programs for every
    // sandbox after it in this process.
    await engines.writable.close();
    await session.close();
  }
}

/**
 * macOS goes through the library (Seatbelt) for every grant. Linux runs every command under
 * Gatehouse's own bubblewrap: no network of its own, the protected places bound read-only and the new
 * ones swept after it; a command whose sheet named hosts also gets a bridge to the library's proxy,
 * which lets exactly those through (proxied-bwrap-engine.ts). Why not the library's whole wrap: about
 * 100 ms a command here against about 15 without hosts and 50 with them (docs/benchmarks.md).
 */
function buildEngines(tools: SandboxTools | null, session?: LibrarySession): Engines {
  if (!tools) {
    const library = createLibraryEngine(session ? async () => session : () => openLibrarySession(tools));
    return { readOnly: library, writable: library };
  }
  const bwrap = createBwrapEngine(tools);
  // The library's proxy, opened at the first command with hosts (a core that never runs one starts none).
  let opened: Promise<LibrarySession> | null = session ? Promise.resolve(session) : null;
  const openSession = () => {
    const next = (opened ??= openLibrarySession(tools));
    next.catch(() => {
      if (opened === next) opened = null;
    });
    return next;
  };
  const proxied = createProxiedBwrapEngine(tools, openSession);
  return {
    readOnly: bwrap,
    writable: {
      run: (profile, options) =>
        profile.hosts.length === 0 ? bwrap.run(profile, options) : proxied.run(profile, options),
      async close() {
        // A session handed in is its owner's to close.
        const open = session ? null : opened;
        opened = null;
        await open?.then(
          (library) => library.close(),
          () => undefined,
        );
      },
    },
  };
}

/** Which sandbox confines commands, for a person: bubblewrap's version is its own words. */
function engineMessage(tools: SandboxTools | null): MainMessage {
  return tools ? say('sandbox.bubblewrap', { version: tools.bwrapVersion }) : say('sandbox.seatbelt');
}

function engineName(tools: SandboxTools | null): string {
  // macOS: not tested on this project's machines.
  return tools
    ? `${tools.bwrapVersion}, with @anthropic-ai/sandbox-runtime's proxy for commands with hosts`
    : 'macOS Seatbelt through @anthropic-ai/sandbox-runtime';
}

/** Runs `true` read-only and approved in a throwaway workspace; null when both ran, else why not. */
async function runProbe(run: (options: SandboxRunOptions) => Promise<SandboxRunOutcome>): Promise<Refusal | null> {
  const workspace = await createPrivateTempFolder();
  try {
    for (const grant of ['read_only', 'approved'] as const) {
      const outcome = await run({
        command: 'true',
        cwd: workspace,
        workspaceRoot: workspace,
        grant,
        outsidePaths: [],
        hosts: [],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        timeoutMs: 15_000,
        outputCap: 4000,
        signal: new AbortController().signal,
      });
      if (outcome.exitCode !== 0) {
        const detail = firstLine(outcome.spawnError ?? outcome.output);
        const exit = outcome.exitCode ?? outcome.signal ?? '';
        const said = detail || `exit code ${exit}`;
        return {
          reason:
            `${CANNOT}: the system refused to start one (${said}). ` +
            'This usually means user namespaces are switched off or blocked (by AppArmor on Ubuntu 23.10 and later, or inside a container); whoever looks after this computer can allow them for bubblewrap.',
          message: detail ? say('sandbox.systemRefused', { detail }) : say('sandbox.systemRefusedExit', { exit }),
        };
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
