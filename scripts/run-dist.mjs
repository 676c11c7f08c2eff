#!/usr/bin/env node
/**
 * `npm run dist:linux | dist:mac | dist:win`: builds the app (electron-vite) and its installers
 * (electron-builder with electron-builder.yml), into dist/. Further arguments go to electron-builder
 * (`-- --publish always`, a target such as `dir`, `-c.electronDist=…`).
 *
 * Signing is read from the environment, never from the repository: macOS signs with CSC_LINK /
 * CSC_KEY_PASSWORD and notarizes with APPLE_ID / APPLE_APP_SPECIFIC_PASSWORD / APPLE_TEAM_ID;
 * Windows signs with WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD. Without them the build is unsigned, still
 * works, and this script says so first. In GitHub Actions (GITHUB_REPOSITORY set) the installers
 * name that repository's releases as their update feed; a local build names none. Last, the
 * packaged app's own program opens its SQLite module (scripts/check-packaged-app.mjs).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PLATFORMS = { linux: '--linux', mac: '--mac', win: '--win' };
const [platform, ...extra] = process.argv.slice(2);
if (!(platform in PLATFORMS)) {
  console.error(`usage: node scripts/run-dist.mjs ${Object.keys(PLATFORMS).join('|')} [electron-builder arguments]`);
  process.exit(2);
}
const env = process.env;
const has = (...names) => names.every((n) => (env[n] ?? '') !== '');

/** One line on how this build is signed. */
function describeSigning() {
  if (platform === 'mac') {
    if (!has('CSC_LINK'))
      return 'unsigned: macOS will warn on first open and updates cannot install (set CSC_LINK and CSC_KEY_PASSWORD to sign).';
    return has('APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID') ||
      has('APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER')
      ? 'signed and notarized.'
      : 'signed, not notarized: macOS will warn on first open (set APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID to notarize).';
  }
  if (platform === 'win') {
    return has('WIN_CSC_LINK') || has('CSC_LINK')
      ? 'signed.'
      : 'unsigned: Windows SmartScreen will warn on first open (set WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD to sign).';
  }
  return 'Linux packages are not signed (AppImage and deb).';
}

/**
 * electron-builder arguments naming the update feed (this repository's GitHub releases) and the
 * project's address (the .deb requires one), in CI only.
 */
function buildPublishArgs() {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) return [];
  return [
    '-c.publish.provider=github',
    `-c.publish.owner=${owner}`,
    `-c.publish.repo=${repo}`,
    '-c.publish.releaseType=release',
    `-c.extraMetadata.homepage=https://github.com/${owner}/${repo}`,
  ];
}

/**
 * The .deb names its maintainer (`Name <mail>`, Debian's rule), which the repository does not
 * hold: it comes from GATEHOUSE_DEB_MAINTAINER. A Linux build of the default targets (AppImage and
 * .deb) without it stops here and says so; one of a named target (`dir`, `AppImage`) needs none.
 */
function buildMaintainerArgs() {
  if (platform !== 'linux') return [];
  const maintainer = env.GATEHOUSE_DEB_MAINTAINER ?? '';
  if (maintainer !== '') return [`-c.linux.maintainer=${maintainer}`];
  const namesTarget = extra.some((a) => !a.startsWith('-'));
  if (namesTarget && !extra.some((a) => /^deb$/i.test(a))) return [];
  console.error(
    'Gatehouse for linux: the .deb must name its maintainer: set GATEHOUSE_DEB_MAINTAINER to "Name <mail address>".',
  );
  process.exit(2);
}

function spawnOrExit(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function run(script, args) {
  spawnOrExit(process.execPath, [fileURLToPath(new URL(`../node_modules/${script}`, import.meta.url)), ...args]);
}

/** Pure: the output folder the arguments name (`-c.directories.output=…`), else electron-builder.yml's. */
function deriveOutput() {
  const named = extra.find((a) => a.startsWith('-c.directories.output='));
  return named !== undefined ? named.slice('-c.directories.output='.length) : 'dist';
}

console.log(`Gatehouse for ${platform}: ${describeSigning()}`);
const maintainerArgs = buildMaintainerArgs();
run('electron-vite/bin/electron-vite.js', ['build']);
run('electron-builder/cli.js', [PLATFORMS[platform], ...extra, ...buildPublishArgs(), ...maintainerArgs]);
spawnOrExit(process.execPath, [
  fileURLToPath(new URL('check-packaged-app.mjs', import.meta.url)),
  platform,
  deriveOutput(),
]);
