#!/usr/bin/env node
/**
 * Makes sure the Electron-ABI build of better-sqlite3 exists at native/<file>.node before the app
 * starts. Tests keep using the Node build that `npm install` compiled in node_modules, so there is
 * no rebuild dance between `npm test` and `npm start`: the app passes this file to better-sqlite3's
 * `nativeBinding` option (src/main/app/sqlite-native-binding.ts).
 *
 * When the file is missing, in a scratch folder (never in node_modules/better-sqlite3, which holds
 * the Node build the tests load):
 *   1. download the Electron prebuild with prebuild-install;
 *   2. when there is none (upstream publishes them some time after each Electron release), build it
 *      from source with @electron/rebuild against the installed Electron's headers;
 *   3. when that fails too, stop with a message naming the build tools to install on this OS.
 * Each result's ABI is checked before it is kept: prebuild-install exits 0 when the download failed,
 * and a build made against Node's headers (npm's `nodedir` setting) looks fine until Electron loads it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** native/better_sqlite3-electron-v150-linux-x64.node */
export function electronBindingName(abi, platform, arch) {
  return `better_sqlite3-electron-v${abi}-${platform}-${arch}.node`;
}

/** True when the addon was built for this module ABI (the trap: a build for Node's ABI looks fine until Electron loads it). */
export function hasAbi(bytes, abi) {
  return bytes.includes(Buffer.from(`node_register_module_v${abi}`));
}

/** What to install to compile native modules on `platform` (node-gyp's requirements), one line each. */
export function buildToolsFor(platform) {
  switch (platform) {
    case 'linux':
      return [
        'Debian or Ubuntu: sudo apt install build-essential python3',
        'Fedora: sudo dnf install gcc-c++ make python3',
        'Arch: sudo pacman -S base-devel python',
      ];
    case 'darwin':
      return ['The Xcode Command Line Tools: xcode-select --install'];
    case 'win32':
      return [
        'Visual Studio Build Tools (visualstudio.microsoft.com) with the "Desktop development with C++" workload',
        'Python 3 (python.org or the Microsoft Store)',
      ];
    default:
      return ['A C++ compiler, make and Python 3 (see https://github.com/nodejs/node-gyp#installation)'];
  }
}

/**
 * The environment for @electron/rebuild: the caller's, without npm's `nodedir`. With it (CI sets
 * npm_config_nodedir=/usr) node-gyp compiles against Node's headers instead of Electron's and
 * reports success for a build Electron cannot load.
 */
export function deriveRebuildEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.toLowerCase() !== 'npm_config_nodedir'));
}

/**
 * @param {object} io  injected for tests: { root, platform, arch, env, exists, read, write, mkdir, copy,
 *   copyTree(from, to) (without build/), tmp, rm, run(cmd, args, { cwd, env }) (rejects on failure), log }
 * @returns {Promise<{ ok: true, path: string, source: 'present' | 'prebuild' | 'rebuild' } | { ok: false, message: string }>}
 */
export async function ensureElectronSqlite(io) {
  const electronVersion = JSON.parse(io.read(join(io.root, 'node_modules/electron/package.json')).toString()).version;
  const abi = io.read(join(io.root, 'node_modules/electron/abi_version')).toString().trim();
  const sqliteDir = join(io.root, 'node_modules/better-sqlite3');
  const target = join(io.root, 'native', electronBindingName(abi, io.platform, io.arch));
  const fits = (file) => io.exists(file) && hasAbi(io.read(file), abi);
  if (fits(target)) return { ok: true, path: target, source: 'present' };
  const keep = (file, source) => {
    io.mkdir(dirname(target));
    io.copy(file, target);
    return { ok: true, path: target, source };
  };

  const scratch = io.tmp();
  try {
    // 1. The prebuild, into scratch/build/Release.
    io.copy(join(sqliteDir, 'package.json'), join(scratch, 'package.json'));
    io.log(`Fetching better-sqlite3 for Electron ${electronVersion} (ABI ${abi})…`);
    try {
      await io.run(process.execPath, [
        join(io.root, 'node_modules/prebuild-install/bin.js'),
        '--runtime', 'electron',
        '--target', electronVersion,
        '--arch', io.arch,
        '--platform', io.platform,
      ], { cwd: scratch, env: io.env });
    } catch {
      // prebuild-install usually exits 0 on failure; the check below is what decides.
    }
    const prebuilt = join(scratch, 'build/Release/better_sqlite3.node');
    if (fits(prebuilt)) return keep(prebuilt, 'prebuild');

    // 2. From source: a copy of the package (without the Node build) in a project of its own.
    const rebuildPkg = join(io.root, 'node_modules/@electron/rebuild/package.json');
    let why = 'its build tool, @electron/rebuild, is not installed (run `npm install`)';
    if (io.exists(rebuildPkg)) {
      const cli = join(dirname(rebuildPkg), JSON.parse(io.read(rebuildPkg).toString()).bin['electron-rebuild']);
      const project = join(scratch, 'from-source');
      const moduleDir = join(project, 'node_modules/better-sqlite3');
      io.copyTree(sqliteDir, moduleDir);
      io.write(join(project, 'package.json'), JSON.stringify({ name: 'gatehouse-sqlite-scratch', private: true, dependencies: { 'better-sqlite3': '*' } }));
      io.log(`No download exists for Electron ${electronVersion} yet: building better-sqlite3 from source (a few minutes)…`);
      why = 'building it from source failed (the messages above say why)';
      try {
        await io.run(process.execPath, [
          cli,
          '--version', electronVersion,
          // The ABI Electron reports, so a release newer than @electron/rebuild's own table still builds.
          '--force-abi', abi,
          '--arch', io.arch,
          '--module-dir', project,
          '--only', 'better-sqlite3',
          '--build-from-source',
          '--force',
        ], { cwd: project, env: deriveRebuildEnv(io.env) });
      } catch {
        // The check below decides; the tool has printed its own error.
      }
      const built = join(moduleDir, 'build/Release/better_sqlite3.node');
      if (fits(built)) return keep(built, 'rebuild');
      if (io.exists(built)) why = `the build came out for another ABI than Electron's (${abi})`;
    }

    // 3. The plain message.
    return {
      ok: false,
      message: [
        `Gatehouse needs better-sqlite3 built for Electron ${electronVersion} (ABI ${abi}).`,
        `It could not be downloaded (no network, or no download exists for this Electron yet), and ${why}.`,
        'To build it here, install the build tools:',
        ...buildToolsFor(io.platform).map((line) => `  ${line}`),
        'then run `npm start` again with a network connection (the build fetches Electron’s headers once).',
      ].join('\n'),
    };
  } finally {
    io.rm(scratch);
  }
}

/** Runs a command with inherited output; says it is still working every 20 s (node-gyp is silent while it compiles). */
function runWithProgress(cmd, args, { cwd, env }) {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    const timer = setInterval(() => console.log(`  …still working (${Math.round((Date.now() - started) / 1000)} s)`), 20_000);
    child.on('error', (error) => (clearInterval(timer), reject(error)));
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      if (code === 0) resolvePromise();
      else reject(new Error(`${cmd} exited with ${signal ?? code}`));
    });
  });
}

/** The real IO for a project at `root`. */
export function createNodeIo(root = ROOT) {
  return {
    root,
    platform: process.platform,
    arch: process.arch,
    env: process.env,
    exists: existsSync,
    read: (p) => readFileSync(p),
    write: (p, text) => writeFileSync(p, text),
    mkdir: (p) => mkdirSync(p, { recursive: true }),
    copy: copyFileSync,
    // Real files, never links: with a linked node_modules (pnpm, a symlinked package) a copied link
    // would make the build run in the package itself, over the Node build the tests load.
    copyTree: (from, to) => {
      const source = realpathSync(from);
      cpSync(source, to, {
        recursive: true,
        dereference: true,
        filter: (path) => {
          const rel = relative(source, path);
          return rel !== 'build' && !rel.startsWith(`build${sep}`);
        },
      });
    },
    tmp: () => mkdtempSync(join(tmpdir(), 'gatehouse-sqlite-')),
    rm: (p) => rmSync(p, { recursive: true, force: true }),
    run: runWithProgress,
    log: (line) => console.log(line),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await ensureElectronSqlite(createNodeIo());
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  if (result.source !== 'present') console.log(`Saved ${result.path}`);
}
