import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The npm registry `npx` servers on Gatehouse's runtime download from when nothing else is configured. */
export const DEFAULT_NPM_REGISTRY = 'https://registry.npmjs.org/';

/** The variable that points Gatehouse's npm at another registry (a company's mirror; a stand-in in tests). */
export const NPM_REGISTRY_VARIABLE = 'GATEHOUSE_NPM_REGISTRY';

/** Pure: the registry from the environment when it is an http(s) address, else registry.npmjs.org. */
export function deriveNpmRegistry(env: Readonly<Record<string, string | undefined>>): string {
  const value = env[NPM_REGISTRY_VARIABLE]?.trim() ?? '';
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // not an address: the default
  }
  return DEFAULT_NPM_REGISTRY;
}

/** The data folder's entry npm's cache and prefix live in: excluded from the export, removed by Delete everything. */
export const NPM_HOME_FOLDER = 'npm';

/**
 * Where `npx` servers on Gatehouse's runtime keep what npm downloads, `<data folder>/npm`: each
 * server its own npm cache and prefix (`servers/<name>/`: a sandboxed server may write only its
 * own), the `bin/node` Gatehouse's program is linked as (`bin/node.cmd` on Windows), and `fetched.json` (each server's packages
 * downloaded once, out of every server's reach); and the registry they download from.
 */
export interface NpmHome {
  folder: string;
  registry: string;
}

/** Pure: the npm home under a data folder, with the configured registry (default registry.npmjs.org). */
export function deriveNpmHome(dataDir: string, registry: string = DEFAULT_NPM_REGISTRY): NpmHome {
  return { folder: path.join(dataDir, NPM_HOME_FOLDER), registry };
}

/** Pure: the registry's host, as a sandboxed download is allowed to reach it (and nothing else). */
export function deriveRegistryHost(home: NpmHome): string {
  return new URL(home.registry).hostname;
}

/** Pure: the folder put first on an npm server's PATH: its `node` is Gatehouse's program (a package's `#!/usr/bin/env node` finds it). */
export function deriveNodeShimFolder(home: NpmHome): string {
  return path.join(home.folder, 'bin');
}

/** Pure: one server's own npm folder (its cache, prefix and npmrc). */
export function deriveServerNpmFolder(home: NpmHome, server: string): string {
  return path.join(home.folder, 'servers', server);
}

/**
 * Pure: npm's settings for a server on Gatehouse's runtime, as environment variables (they beat any
 * .npmrc): the server's own cache and prefix, the registry, no prompts, no update checks, audits or
 * funding requests; `offline` after the one download, so a later start asks the network for
 * nothing.
 */
export function buildNpmEnv(home: NpmHome, server: string, mode: { offline: boolean }): Record<string, string> {
  const own = deriveServerNpmFolder(home, server);
  return {
    npm_config_cache: path.join(own, 'cache'),
    npm_config_prefix: path.join(own, 'prefix'),
    npm_config_userconfig: path.join(own, 'npmrc'),
    npm_config_registry: home.registry,
    npm_config_yes: 'true',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    ...(mode.offline ? { npm_config_offline: 'true', npm_config_logs_max: '0' } : {}),
  };
}

/** Reads only: every server's packages downloaded once so far (`fetched.json`); none when it is missing or damaged. */
function loadFetchedRecord(home: NpmHome): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(home.folder, 'fetched.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [],
      ]),
    );
  } catch {
    return {};
  }
}

/** Reads only: the packages downloaded once for this server. */
export function loadFetchedPackages(home: NpmHome, server: string): string[] {
  return loadFetchedRecord(home)[server] ?? [];
}

/** Records a server's packages as downloaded (written whole, then renamed: a crash leaves the old list). */
export async function runRecordFetched(home: NpmHome, server: string, packages: readonly string[]): Promise<void> {
  const record = loadFetchedRecord(home);
  record[server] = [...new Set([...(record[server] ?? []), ...packages])].sort();
  const file = path.join(home.folder, 'fetched.json');
  await writeFile(`${file}.tmp`, JSON.stringify(record), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

/**
 * Pure: the text of `bin/node.cmd` on Windows. npm's `.cmd` shims run a package's program as
 * `node`, and cmd.exe finds `node.cmd` on PATH through PATHEXT: it runs Gatehouse's program as
 * Node.js (`ELECTRON_RUN_AS_NODE`) with every argument as given, and ends with its exit code. A `%`
 * in the program's path (a user folder may hold one) is doubled, so cmd.exe reads it as itself.
 */
export function deriveWindowsNodeShim(execPath: string): string {
  return [
    '@echo off',
    'setlocal',
    'set "ELECTRON_RUN_AS_NODE=1"',
    `"${execPath.replaceAll('%', '%%')}" %*`,
    'exit /b %ERRORLEVEL%',
    '',
  ].join('\r\n');
}

/**
 * Creates the npm home and the server's own folder (owner-only) and links `bin/node` to
 * Gatehouse's program, replacing a link to an older one (an update moves it). Throws when a folder
 * cannot be made.
 */
export async function runPrepareNpmHome(
  home: NpmHome,
  server: string,
  execPath: string,
  platform: NodeJS.Platform = process.platform,
): Promise<void> {
  const own = deriveServerNpmFolder(home, server);
  await mkdir(path.join(own, 'cache'), { recursive: true, mode: 0o700 });
  await mkdir(path.join(own, 'prefix'), { recursive: true, mode: 0o700 });
  const bin = deriveNodeShimFolder(home);
  await mkdir(bin, { recursive: true, mode: 0o700 });
  // Windows: a link to a program needs a privilege people rarely have; a node.cmd stands in for it.
  if (platform === 'win32') {
    await writeFile(path.join(bin, 'node.cmd'), deriveWindowsNodeShim(execPath));
    return;
  }
  const link = path.join(bin, 'node');
  const now = await readlink(link).catch(() => null);
  if (now === execPath) return;
  await rm(link, { force: true });
  await symlink(execPath, link);
}

/**
 * Runs one npm download to its end: `command args` (npm on Gatehouse's runtime, possibly inside the
 * sandbox) with `env`. Resolves on exit 0; rejects with the tail of what npm wrote otherwise, or
 * when `signal` aborts (the process is ended).
 */
export function runNpmDownload(
  launch: { command: string; args: readonly string[]; env: Record<string, string>; cwd: string },
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(launch.command, [...launch.args], {
      cwd: launch.cwd,
      env: launch.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-2_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', abort);
      reject(err);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (code === 0 && signal?.aborted !== true) resolve();
      else
        reject(
          new Error(
            `the download of its npm package did not complete (npm ended with ${code ?? 'a signal'}): ${tail.trim().split('\n').slice(-5).join(' ')}`,
          ),
        );
    });
  });
}
