#!/usr/bin/env node
/**
 * Makes sure the Electron-ABI build of better-sqlite3 exists at native/<file>.node before the app
 * starts. Tests keep using the Node build that `npm install` compiled in node_modules, so there is
 * no rebuild dance between `npm test` and `npm start`: the app passes this file to better-sqlite3's
 * `nativeBinding` option (src/main/app/sqlite-native-binding.ts).
 *
 * When the file is missing it is fetched with prebuild-install into a scratch copy of the package
 * (never into node_modules/better-sqlite3, which would replace the Node build the tests load), and
 * its ABI is checked, since prebuild-install exits 0 even when the download failed.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/**
 * @param {object} io  injected for tests: { root, platform, arch, exists, read, mkdir, copy, tmp, rm, run, log }
 * @returns {{ ok: true, path: string, fetched: boolean } | { ok: false, message: string }}
 */
export function ensureElectronSqlite(io) {
  const electronPkg = JSON.parse(io.read(join(io.root, 'node_modules/electron/package.json')).toString());
  const abi = io.read(join(io.root, 'node_modules/electron/abi_version')).toString().trim();
  const sqlitePkgPath = join(io.root, 'node_modules/better-sqlite3/package.json');
  const target = join(io.root, 'native', electronBindingName(abi, io.platform, io.arch));
  if (io.exists(target) && hasAbi(io.read(target), abi)) return { ok: true, path: target, fetched: false };

  const scratch = io.tmp();
  try {
    io.copy(sqlitePkgPath, join(scratch, 'package.json'));
    io.log(`Fetching better-sqlite3 for Electron ${electronPkg.version} (ABI ${abi})…`);
    try {
      io.run(process.execPath, [
        join(io.root, 'node_modules/prebuild-install/bin.js'),
        '--runtime', 'electron',
        '--target', electronPkg.version,
        '--arch', io.arch,
        '--platform', io.platform,
      ], scratch);
    } catch {
      // prebuild-install usually exits 0 on failure; the check below is what decides.
    }
    const built = join(scratch, 'build/Release/better_sqlite3.node');
    if (!io.exists(built) || !hasAbi(io.read(built), abi)) {
      return {
        ok: false,
        message: [
          `Gatehouse needs better-sqlite3 built for Electron ${electronPkg.version} (ABI ${abi}) and could not download it.`,
          'Check your internet connection and run `npm start` again, or build it yourself:',
          `  npx @electron/rebuild --version ${electronPkg.version} --only better-sqlite3 --force`,
          `  then copy node_modules/better-sqlite3/build/Release/better_sqlite3.node to native/${electronBindingName(abi, io.platform, io.arch)}`,
          '  and run `npm rebuild better-sqlite3` so the tests get their Node build back.',
        ].join('\n'),
      };
    }
    io.mkdir(dirname(target));
    io.copy(built, target);
    return { ok: true, path: target, fetched: true };
  } finally {
    io.rm(scratch);
  }
}

function realIo() {
  return {
    root: ROOT,
    platform: process.platform,
    arch: process.arch,
    exists: existsSync,
    read: (p) => readFileSync(p),
    mkdir: (p) => mkdirSync(p, { recursive: true }),
    copy: copyFileSync,
    tmp: () => mkdtempSync(join(tmpdir(), 'gatehouse-sqlite-')),
    rm: (p) => rmSync(p, { recursive: true, force: true }),
    run: (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' }),
    log: (line) => console.log(line),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureElectronSqlite(realIo());
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  if (result.fetched) console.log(`Saved ${result.path}`);
}
