import { randomBytes } from 'node:crypto';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { say, type MainMessage } from '../../shared/main-messages';
import { McpStartError } from './mcp-start-error';
import { resolveInWorkspace } from '../tools';
import {
  buildBwrapArgs,
  buildCommandProfile,
  buildLibraryFilesystem,
  buildMountPlan,
  createPrivateTempFolder,
  CREDENTIALS_IN_HOME,
  findHidingMount,
  HOME_ROOTS,
  isAtOrUnder,
  LIBRARY_ROOT,
  loadPlacesBefore,
  loadSandboxTools,
  loadSystemView,
  openLibrarySession,
  removePrivateTempFolder,
  sweepPlantedPlaces,
  type SandboxTools,
} from '../sandbox';

/** What a sandboxed stdio server is started as: bubblewrap (or the sandbox library's wrap of it) running the configured command. */
export interface SandboxedLaunch {
  command: string;
  args: string[];
  /** Ends what the launch holds once the server has ended: its temp folder, its hosts at the proxy. Never throws. */
  cleanUp(): Promise<void>;
  /**
   * Changes the disk: removes what the server created in its writable folders since it started that
   * git, an editor or a shell runs later (sweep-planted-places.ts), which the sandbox could not keep
   * read-only because it did not exist yet; one plain line per removal. Never throws.
   */
  sweepPlanted(): string[];
}

export interface McpSandboxOptions {
  /** Gatehouse's data folder: hidden from the server, like the home folders. */
  dataDir: string;
  /** Where to look for bubblewrap (a PATH string); default this process's PATH. */
  searchPath?: string;
  /** Toolchains in the home folder the person allowed (Settings › Commands), readable as approved commands read them. */
  loadCacheReads?(): readonly string[];
}

/**
 * Pure: the server's working folder, bound back read-only, so a program kept beside its own files (a
 * checkout under /tmp or in the home folder) can load them. Never the root, never a folder holding a
 * home folder or Gatehouse's data, never one inside the data folder: those stay hidden.
 */
export function deriveProgramFolders(cwd: string, home: string, dataDir: string): string[] {
  const folder = path.resolve(cwd);
  const holds = (p: string): boolean => isAtOrUnder(p, folder);
  const credentials = CREDENTIALS_IN_HOME.map((p) => path.join(home, p));
  if (
    folder === path.parse(folder).root ||
    [home, dataDir, ...HOME_ROOTS, ...credentials].some(holds) ||
    [dataDir, ...credentials].some((p) => isAtOrUnder(folder, p))
  )
    return [];
  return [folder];
}

/**
 * Reads the disk (PATH, links): throws, in words a person reads, when the server's program is where
 * the sandbox hides it, which otherwise shows only as a connection closed at start. A program not
 * found is left to fail as it would unsandboxed.
 */
function refuseHiddenProgram(command: string, profile: SandboxProfile): void {
  const found = command.includes('/')
    ? command
    : (process.env.PATH ?? '')
        .split(':')
        .filter((d) => path.isAbsolute(d))
        .map((d) => path.join(d, command))
        .find(isProgram);
  if (found === undefined) return;
  let real: string;
  try {
    real = realpathSync(found);
  } catch {
    return;
  }
  const hiding = findHidingMount(buildMountPlan(profile), real);
  if (hiding === null) return;
  const inHome = [...HOME_ROOTS, os.homedir()].some((h) => isAtOrUnder(real, h));
  throw new McpStartError(
    `its program ${real} is in ${hiding}, which the sandbox hides` +
      (inHome
        ? ': allow toolchains in your home folder (Settings › Commands), or install the program outside it'
        : ': install the program in a system folder, or run the server without the sandbox'),
    say(inHome ? 'mcp.start.programHiddenInHome' : 'mcp.start.programHidden', { program: real, folder: hiding }),
  );
}

/** Reads the disk: the absolute words of a server's command line that are files, where they really are. */
function deriveNamedFiles(command: string, args: readonly string[]): string[] {
  return [command, ...args]
    .filter((word) => path.isAbsolute(word))
    .flatMap((word) => {
      try {
        const real = realpathSync(word);
        return statSync(real).isFile() ? [real] : [];
      } catch {
        return [];
      }
    });
}

/** Pure: the folder a program file is installed in: above its `bin` folder (`/opt/node/bin/node` → /opt/node), else its own folder. */
function deriveInstallFolder(file: string): string {
  const folder = path.dirname(file);
  return ['bin', 'sbin'].includes(path.basename(folder)) ? path.dirname(folder) : folder;
}

function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Pure: one word for `bash -c`, single-quoted. */
function quote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

type SandboxProfile = ReturnType<typeof buildCommandProfile>;

/**
 * The profile with only `folders` (inside the workspace) writable instead of the whole workspace,
 * which stays readable. Each folder goes through the workspace guard (a symlink out of the
 * workspace is refused) and is created if missing, so it can be bound. Throws in words.
 */
function writableOutside(folder: string, workspace: string): McpStartError {
  return new McpStartError(
    `the folder it may write, ${folder}, is not inside ${workspace}`,
    say('mcp.start.writableOutside', { folder, workspace }),
  );
}

async function narrowWrites(
  profile: SandboxProfile,
  workspace: string | null,
  folders: readonly string[],
): Promise<SandboxProfile> {
  if (folders.length === 0) return profile;
  if (workspace === null)
    throw new McpStartError(
      'it names folders it may write, and a server for all folders has no folder to hold them',
      say('mcp.start.writableNeedsFolder'),
    );
  const writable: string[] = [];
  for (const folder of folders) {
    const target = await resolveInWorkspace(workspace, folder);
    if (!target.inside) throw writableOutside(folder, workspace);
    await mkdir(target.absolute, { recursive: true });
    // Checked again once it exists: what gets bound writable is where it really is.
    const made = await resolveInWorkspace(workspace, folder);
    if (!made.inside) throw writableOutside(folder, workspace);
    writable.push(made.absolute);
  }
  return { ...profile, readable: [...profile.readable, workspace], writable: [profile.tempDir, ...writable] };
}

/**
 * Builds the launch of a stdio server inside the OS sandbox, with the profile yolo commands get:
 * the folder (or, for a global server, only its temp folder) writable, the home folders, Gatehouse's
 * data, /run and the shared temp folders hidden (its own working folder read back, read-only), the
 * process tree ending with it. With no `hosts`,
 * no network at all (bubblewrap alone). With hosts, the profile an approved command gets for them:
 * the network only through @anthropic-ai/sandbox-runtime's proxy, which refuses every other host by
 * name; the server must use the HTTP_PROXY/HTTPS_PROXY it is given (there is no other way out).
 * Throws, in words a person reads, when there is no sandbox here (Linux only for now).
 */
export async function buildSandboxedLaunch(
  command: string,
  args: readonly string[],
  cwd: string,
  workspace: string | null,
  options: McpSandboxOptions,
  reach: {
    hosts: readonly string[];
    writableFolders?: readonly string[];
    programFolder?: string | null;
    npm?: { readable: readonly string[]; writable: readonly string[] };
    /** Every address through the proxy, loopback and private ones too (npm's own no-proxy setting is not honoured everywhere). */
    proxyAll?: boolean;
  } = { hosts: [] },
  tools: SandboxTools | { missing: string; message?: MainMessage } = process.platform === 'linux'
    ? loadSandboxTools(options.searchPath ?? process.env.PATH ?? '')
    : { missing: 'Gatehouse runs MCP servers in a sandbox only on Linux so far.' },
): Promise<SandboxedLaunch> {
  if ('missing' in tools)
    throw new McpStartError(
      `it is set to run in a sandbox, and there is none on this computer: ${tools.missing}`,
      'message' in tools && tools.message?.id === 'sandbox.missing'
        ? say('mcp.start.noSandboxPrograms', {
            programs: String(tools.message.params.programs),
            count: Number(tools.message.params.count),
            command: String(tools.message.params.command),
          })
        : say('mcp.start.noSandbox'),
    );
  const tempDir = await createPrivateTempFolder();
  const hosts = [...new Set(reach.hosts)];
  try {
    const narrowed = await narrowWrites(
      buildCommandProfile({
        grant: hosts.length > 0 ? 'approved' : 'yolo',
        workspaceRoot: workspace ?? tempDir,
        home: os.homedir(),
        dataDir: options.dataDir,
        tempDir,
        outsidePaths: [],
        hosts,
        cacheReads: options.loadCacheReads?.() ?? [],
        system: loadSystemView(options.searchPath ?? process.env.PATH ?? '', os.homedir(), options.dataDir),
      }),
      workspace,
      reach.writableFolders ?? [],
    );
    // Gatehouse's own runtime, when the server runs on it (resolve-server-runtime.ts): read-only, under the same refusals.
    const runtimeFolders =
      reach.programFolder != null ? deriveProgramFolders(reach.programFolder, os.homedir(), options.dataDir) : [];
    // The files its own command line names where they are (`node /opt/servers/mail/index.js`): the
    // person saw that line; never inside a home (its working folder may be) or the data folder.
    const namedFolders = deriveNamedFiles(command, args)
      .map(deriveInstallFolder)
      .filter((folder) => ![...HOME_ROOTS, os.homedir()].some((h) => isAtOrUnder(folder, h)))
      .flatMap((folder) => deriveProgramFolders(folder, os.homedir(), options.dataDir));
    // An `npx` server on Gatehouse's runtime (prepare-npx-launch.ts): the npm it carries and the npm
    // home in the data folder, which main names itself (not the person), so no refusal applies.
    const npm = reach.npm ?? { readable: [], writable: [] };
    const profile = {
      ...narrowed,
      readable: [
        ...narrowed.readable,
        ...deriveProgramFolders(cwd, os.homedir(), options.dataDir),
        ...runtimeFolders,
        ...namedFolders,
        ...npm.readable,
      ],
      writable: [...narrowed.writable, ...npm.writable],
    };
    refuseHiddenProgram(command, profile);
    // The folders of the person's that it may write (the npm home in the data folder is Gatehouse's,
    // not walked): what is protected there now stays read-only; what it creates is swept after each call.
    const before = loadPlacesBefore(buildMountPlan(narrowed), tempDir);
    const sweepPlanted = (): string[] => sweepPlantedPlaces(before, [], 'the MCP server');
    const line = `exec ${[command, ...args].map(quote).join(' ')}`;
    if (hosts.length === 0) {
      const bwrapArgs = buildBwrapArgs(profile, {
        command: line,
        cwd,
        bash: tools.bash,
        disableUserns: tools.bwrapCanDisableUserns,
      });
      return { command: tools.bwrap, args: bwrapArgs, cleanUp: () => removePrivateTempFolder(tempDir), sweepPlanted };
    }
    const session = await openLibrarySession(tools);
    try {
      const plan = buildMountPlan({ ...profile, readable: [...profile.readable, session.runtimeDir, LIBRARY_ROOT] });
      const wrapped = await session.wrap({
        // The library sets TMPDIR to a shared folder; the server gets its own, as approved commands do.
        // Why unset NO_PROXY with proxyAll: the library exempts loopback and private addresses, and in
        // the sandbox's own network nothing answers there; a registry on such an address (a company's
        // mirror) is reached only through the proxy, which still allows only the hosts given.
        command: `export TMPDIR=${quote(tempDir)}; ${reach.proxyAll === true ? 'unset NO_PROXY no_proxy; ' : ''}cd ${quote(cwd)} && ${line}`,
        commandText: [command, ...args].join(' '),
        commandId: randomBytes(16).toString('base64url'),
        workspaceRoot: profile.workspaceRoot,
        hosts: profile.hosts,
        filesystem: buildLibraryFilesystem(plan, profile),
        // The server lives until it is stopped: its launch is never given up half-way.
        signal: new AbortController().signal,
      });
      let ended = false;
      return {
        sweepPlanted,
        command: tools.bash,
        // --norc: bash started over a socket pair (Node's stdio) reads ~/.bashrc as if run by sshd; the
        // person's shell start-up must neither run here, outside the sandbox, nor read the server's stdin.
        args: ['--norc', '-c', wrapped.wrapped],
        async cleanUp() {
          if (ended) return;
          ended = true;
          try {
            wrapped.end();
          } finally {
            await session.close().catch(() => undefined);
            await removePrivateTempFolder(tempDir);
          }
        },
      };
    } catch (err) {
      await session.close().catch(() => undefined);
      throw err;
    }
  } catch (err) {
    await removePrivateTempFolder(tempDir);
    throw err;
  }
}
