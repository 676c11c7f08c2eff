import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs `npm run dist:<platform>`'s own script (scripts/run-dist.mjs with electron-builder.yml) for
 * real, with electron-builder's `dir` target: the one target that needs no download when
 * `electronDist` names an Electron folder. Electron itself cannot be downloaded here, so that folder
 * is a stand-in: on Linux its program is a copy of Node (which, like Electron with
 * ELECTRON_RUN_AS_NODE=1, runs the script the build's last check gives it); on macOS an
 * Electron.app with its helper apps, whose programs are never run here. Everything else is
 * electron-builder's real output, in `<work>/dist`.
 */
export function runDistWithStandInElectron(
  platform: 'linux' | 'mac',
  work: string,
  extra: readonly string[] = [],
): SpawnSyncReturns<string> {
  const electron = join(work, 'electron');
  if (platform === 'linux') {
    mkdirSync(electron, { recursive: true });
    copyFileSync(process.execPath, join(electron, 'electron'));
    chmodSync(join(electron, 'electron'), 0o755);
  } else {
    const contents = join(electron, 'Electron.app', 'Contents');
    writeMacBundle(contents, 'Electron');
    for (const helper of [
      'Electron Helper',
      'Electron Helper (GPU)',
      'Electron Helper (Renderer)',
      'Electron Helper (Plugin)',
    ]) {
      writeMacBundle(join(contents, 'Frameworks', `${helper}.app`, 'Contents'), helper);
    }
    mkdirSync(join(contents, 'Resources'), { recursive: true });
  }
  // Why a PATH with node alone: this machine's node_modules is a link into another checkout, and
  // `npm list` (electron-builder's first way to find the production packages) misreads such a tree
  // once npm's own record of it is out of date, returning the top-level packages without theirs.
  // Without npm, electron-builder walks node_modules itself (its traversal collector), which reads
  // the same package.json dependencies. The release build (.github/workflows/release.yml) runs on a
  // plain `npm ci` tree, where `npm list` is right.
  const bin = join(work, 'bin');
  mkdirSync(bin, { recursive: true });
  symlinkSync(process.execPath, join(bin, 'node'));
  return spawnSync(
    process.execPath,
    [
      'scripts/run-dist.mjs',
      platform,
      'dir',
      `-c.electronDist=${electron}`,
      '-c.electronVersion=45.5.0',
      `-c.directories.output=${join(work, 'dist')}`,
      ...extra,
    ],
    {
      cwd: process.cwd(),
      env: { ...process.env, PATH: bin, GITHUB_REPOSITORY: 'example/gatehouse' },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
}

/** A bundle's Info.plist and program, as Electron's own bundles carry them (electron-builder renames and edits both). */
function writeMacBundle(contents: string, name: string): void {
  mkdirSync(join(contents, 'MacOS'), { recursive: true });
  writeFileSync(join(contents, 'MacOS', name), '#!/bin/sh\n');
  chmodSync(join(contents, 'MacOS', name), 0o755);
  writeFileSync(
    join(contents, 'Info.plist'),
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>CFBundleExecutable</key><string>${name}</string>
<key>CFBundleIdentifier</key><string>com.github.Electron</string>
<key>CFBundleName</key><string>${name}</string>
<key>CFBundleDisplayName</key><string>${name}</string>
<key>CFBundleVersion</key><string>45.5.0</string>
<key>CFBundleShortVersionString</key><string>45.5.0</string>
</dict></plist>
`,
  );
}
