#!/usr/bin/env node
/**
 * After `npm run dist:*`: starts the packaged app's own program as Node (ELECTRON_RUN_AS_NODE=1) and
 * opens an in-memory database with the SQLite module the package carries for this computer, from
 * app.asar.unpacked, where the app's start looks for it (src/main/app/sqlite-native-binding.ts).
 * So a release build proves, on each system's own runner, that its Electron loads its SQLite module
 * before anything is uploaded. A package for another system or processor is named and skipped.
 *
 * usage: node scripts/check-packaged-app.mjs <linux|mac|win> <output folder>
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [platform, output] = process.argv.slice(2);
const SYSTEM = { linux: 'linux', mac: 'darwin', win: 'win32' };
if (!(platform in SYSTEM) || output === undefined) {
  console.error('usage: node scripts/check-packaged-app.mjs <linux|mac|win> <output folder>');
  process.exit(2);
}

/** Pure: electron-builder's unpacked app for this processor: its program and its resources folder. */
function deriveUnpackedApp(arch) {
  const suffix = arch === 'x64' ? '' : `-${arch}`;
  if (platform === 'linux')
    return {
      program: join(output, `linux${suffix}-unpacked`, 'gatehouse'),
      resources: join(output, `linux${suffix}-unpacked`, 'resources'),
    };
  if (platform === 'win')
    return {
      program: join(output, `win${suffix}-unpacked`, 'Gatehouse.exe'),
      resources: join(output, `win${suffix}-unpacked`, 'resources'),
    };
  const app = join(output, `mac${suffix}`, 'Gatehouse.app');
  return { program: join(app, 'Contents', 'MacOS', 'Gatehouse'), resources: join(app, 'Contents', 'Resources') };
}

if (SYSTEM[platform] !== process.platform) {
  console.log(`check-packaged-app: skipped, a ${platform} package cannot run on ${process.platform}.`);
  process.exit(0);
}
const { program, resources } = deriveUnpackedApp(process.arch);
if (!existsSync(program)) {
  console.log(`check-packaged-app: skipped, no ${process.arch} app in ${output}.`);
  process.exit(0);
}
const unpacked = join(resources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3');
const binding = join(unpacked, 'prebuilds', `${SYSTEM[platform]}-${process.arch}.node`);
const probe = `const Database = require(${JSON.stringify(unpacked)}); const db = new Database(':memory:', { nativeBinding: ${JSON.stringify(binding)} }); process.stdout.write(String(db.prepare('select 40 + 2 as n').get().n));`;
const ran = spawnSync(program, ['-e', probe], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, encoding: 'utf8' });
if (ran.stdout !== '42') {
  console.error(
    `check-packaged-app: the packaged app could not open its SQLite module (${binding}):\n${ran.stderr || ran.error?.message || ran.stdout}`,
  );
  process.exit(1);
}
console.log(`check-packaged-app: the packaged app opens its SQLite module (${SYSTEM[platform]}-${process.arch}).`);
