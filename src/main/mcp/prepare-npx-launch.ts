import path from 'node:path';
import { say } from '../../shared/main-messages';
import { McpStartError } from './mcp-start-error';
import type { McpServerConfig } from '../../shared/mcp';
import { buildSandboxedLaunch, type McpSandboxOptions } from './build-sandboxed-launch';
import {
  buildNpmEnv,
  deriveNodeShimFolder,
  deriveRegistryHost,
  deriveServerNpmFolder,
  loadFetchedPackages,
  runNpmDownload,
  runPrepareNpmHome,
  runRecordFetched,
  type NpmHome,
} from './npm-home';
import type { ServerLaunch } from './resolve-server-runtime';

/** An `npx` server's package is not downloaded yet and the person has not allowed it: nothing was fetched. */
export class McpDownloadNeededError extends Error {
  constructor(readonly packages: readonly string[]) {
    super(
      `it needs to download ${packages.join(', ')} from the npm registry once, and the person has not allowed it yet (Settings › MCP servers)`,
    );
    this.name = 'McpDownloadNeededError';
  }
}

/** What an `npx` server on Gatehouse's runtime starts with once its packages are here. */
export interface NpxStart {
  /** The server's whole environment: npm set to run offline from the npm home, `node` first on PATH. */
  env: Record<string, string>;
  /** What the sandbox binds back for it: read-only the carried npm and Gatehouse's `node` link; writable its own npm folder (npx writes its install's lock there). */
  readable: string[];
  writable: string[];
}

export interface NpxPreparation {
  config: McpServerConfig;
  runtime: ServerLaunch & { npx: NonNullable<ServerLaunch['npx']> };
  home: NpmHome;
  /** The environment the server would get without npm (the SDK's defaults, then the person's). */
  baseEnv: Record<string, string>;
  cwd: string;
  workspace: string | null;
  /** Absent: the server is not sandboxed, and neither is its download. */
  sandbox?: McpSandboxOptions;
  signal?: AbortSignal;
}

/**
 * Gets an `npx` server on Gatehouse's runtime ready to start. Its packages already downloaded once
 * for it (the npm home's fetched.json): nothing is fetched, and the start runs offline. Otherwise only with
 * the person's OK (the config's `npmDownloads` names every missing package), one download:
 * `npm exec --package=<each> -c true` on Gatehouse's runtime, which installs them into npm's cache
 * (where the later offline `npx` finds them), in the sandbox the server would get but with the
 * registry's host as its only network and the server's own npm folder writable. Throws McpDownloadNeededError
 * without the OK (before anything runs), or the download's failure in words.
 */
export async function runNpxPreparation(p: NpxPreparation): Promise<NpxStart> {
  const { home, runtime } = p;
  const server = p.config.name;
  const fetched = new Set(loadFetchedPackages(home, server));
  const missing = runtime.npx.packages.filter((pkg) => !fetched.has(pkg));
  const allowed = new Set(p.config.npmDownloads ?? []);
  if (missing.some((pkg) => !allowed.has(pkg))) throw new McpDownloadNeededError(missing);
  await runPrepareNpmHome(home, server, runtime.command);
  // Windows spells it `Path`: read it whatever its case, and pass one PATH on (two would be one too many).
  const basePath = Object.entries(p.baseEnv).find(([key]) => key.toUpperCase() === 'PATH')?.[1] ?? '';
  const baseEnv = Object.fromEntries(Object.entries(p.baseEnv).filter(([key]) => key.toUpperCase() !== 'PATH'));
  const PATH = [deriveNodeShimFolder(home), basePath].filter((d) => d !== '').join(path.delimiter);
  const readable = [runtime.npx.npmFolder, deriveNodeShimFolder(home)];
  const writable = [deriveServerNpmFolder(home, server)];
  if (missing.length > 0) {
    const args = [
      path.join(runtime.npx.npmFolder, 'bin', 'npm-cli.js'),
      'exec',
      '--yes',
      ...missing.map((pkg) => `--package=${pkg}`),
      '-c',
      'true',
    ];
    let launch: { command: string; args: string[]; cleanUp?: () => Promise<void> } = { command: runtime.command, args };
    if (p.config.sandboxed) {
      if (p.sandbox === undefined)
        throw new McpStartError(
          'it is set to run in a sandbox, and this Gatehouse has none to give it',
          say('mcp.start.noSandboxToGive'),
        );
      launch = await buildSandboxedLaunch(runtime.command, args, p.cwd, p.workspace, p.sandbox, {
        hosts: [deriveRegistryHost(home)],
        writableFolders: p.config.writableFolders,
        programFolder: runtime.programFolder,
        npm: { readable, writable },
        proxyAll: true,
      });
    }
    try {
      await runNpmDownload(
        {
          command: launch.command,
          args: launch.args,
          cwd: p.cwd,
          env: { ...baseEnv, ...runtime.env, PATH, ...buildNpmEnv(home, server, { offline: false }) },
        },
        p.signal,
      );
    } finally {
      await launch.cleanUp?.();
    }
    await runRecordFetched(home, server, missing);
  }
  return {
    env: { ...baseEnv, ...runtime.env, PATH, ...buildNpmEnv(home, server, { offline: true }) },
    readable,
    writable,
  };
}
