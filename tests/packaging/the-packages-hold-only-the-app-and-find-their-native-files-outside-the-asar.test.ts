import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSqliteNativeBinding } from '../../src/main/app/sqlite-native-binding';
import { loadCarriedNpmFolder } from '../../src/main/mcp/resolve-server-runtime';
import { deriveLibraryPaths } from '../../src/main/sandbox/library-paths';
import { runDistWithStandInElectron } from '../support/dist-with-stand-in-electron';

/**
 * `npm run dist:linux` and `npm run dist:mac`, for real, each with a stand-in Electron
 * (tests/support/dist-with-stand-in-electron.ts). One file, so the two builds never write out/ at once.
 */
const project = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'gatehouse-dist-'));
const resources = join(work, 'dist', 'linux-unpacked', 'resources');
const asar = join(resources, 'app.asar');
let entries: string[] = [];

beforeAll(() => {
  const run = runDistWithStandInElectron('linux', work);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('Gatehouse for linux: Linux packages are not signed');
  expect(run.stdout).toContain(`check-packaged-app: the packaged app opens its SQLite module (linux-${process.arch}).`);
  entries = listPackage(asar, { isPack: false });
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the built main process imports by package (what electron-vite left external): `@scope/name/sub/path.js` and such. */
function listMainImports(): string[] {
  const main = extractFile(asar, 'out/main/index.js').toString('utf8');
  const specs = new Set<string>();
  for (const m of main.matchAll(/(?:from |import\()"([^".][^"]*)"/g))
    if (!m[1]!.startsWith('node:') && m[1] !== 'electron') specs.add(m[1]!);
  return [...specs].sort();
}

/** Pure: the package a specifier names. */
function derivePackageName(spec: string): string {
  return spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
}

describe('the Linux package electron-builder makes', () => {
  it('holds the built app and the packages its main process imports, and no sources, tests or development packages', () => {
    const top = new Set(entries.map((e) => e.split(sep)[1]));
    expect([...top].sort()).toEqual(['node_modules', 'out', 'package.json', 'resources']);
    for (const file of [
      '/out/main/index.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
      '/resources/icon.png',
    ])
      expect(entries).toContain(file);

    const packages = [...new Set(listMainImports().map(derivePackageName))];
    expect(packages).toEqual(
      expect.arrayContaining([
        'better-sqlite3',
        '@anthropic-ai/sandbox-runtime',
        '@modelcontextprotocol/sdk',
        'web-tree-sitter',
      ]),
    );
    for (const name of packages) expect(entries, name).toContain(`/node_modules/${name}/package.json`);

    const { devDependencies } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const carried = Object.keys(devDependencies).filter((name) => entries.includes(`/node_modules/${name}`));
    expect(carried).toEqual([]);
    expect(entries.filter((e) => /\.(ts|tsx|mts|cts|map)$/.test(e) || /\/(test|tests|__tests__)\//.test(e))).toEqual(
      [],
    );
  });

  it("opens SQLite with the module the packaged app's start computes, from outside app.asar", () => {
    const found = resolveSqliteNativeBinding({
      isPackaged: true,
      resourcesPath: resources,
      appPath: join(work, 'nowhere'),
      platform: 'linux',
      arch: process.arch,
      musl: false,
      exists: existsSync,
    });
    expect(found.ok, found.path).toBe(true);
    expect(found.path.startsWith(join(resources, 'app.asar.unpacked') + sep)).toBe(true);
    expect(statFile(asar, `node_modules/better-sqlite3/prebuilds/linux-${process.arch}.node`, false)).toMatchObject({
      unpacked: true,
    });
    const db = new Database(':memory:', { nativeBinding: found.path });
    expect(db.prepare('select 40 + 2 as answer').get()).toEqual({ answer: 42 });
    db.close();
    // Only Linux's modules travel in the Linux package.
    expect(entries.filter((e) => /prebuilds\/(darwin|win32)-/.test(e))).toEqual([]);
  });

  it("runs the sandbox library's seccomp helper from where the packaged main looks for it", () => {
    // Where the packaged main's require lands for the library: inside app.asar.
    const entry = join(asar, 'node_modules', '@anthropic-ai', 'sandbox-runtime', 'dist', 'index.js');
    expect(entries).toContain('/node_modules/@anthropic-ai/sandbox-runtime/dist/index.js');
    const { root, applySeccomp } = deriveLibraryPaths(entry, process.arch);
    expect(root).toBe(join(resources, 'app.asar.unpacked', 'node_modules', '@anthropic-ai', 'sandbox-runtime'));
    expect(statSync(root).isDirectory()).toBe(true);
    expect(applySeccomp).not.toBeNull();
    expect(statSync(applySeccomp!).mode & 0o111).not.toBe(0);
    const ran = spawnSync(applySeccomp!, [process.execPath, '-e', 'process.stdout.write("inside")'], {
      encoding: 'utf8',
    });
    expect(ran.stdout).toBe('inside');
  });

  it("carries npm beside app.asar, whole, where an npx server on Gatehouse's runtime runs it", () => {
    // The packaged main finds it from its resources folder (loadCarriedNpmFolder); the program it starts reads it from disk.
    const folder = loadCarriedNpmFolder(resources);
    expect(folder).toBe(join(resources, 'npm'));
    expect(entries.filter((e) => e.startsWith('/node_modules/npm/'))).toEqual([]);
    const { devDependencies } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const ran = spawnSync(process.execPath, [join(folder!, 'bin', 'npm-cli.js'), '--version'], {
      encoding: 'utf8',
      cwd: work,
    });
    expect(ran.stdout.trim(), ran.stderr).toBe(devDependencies.npm);
  });

  it("loads every module the main process imports, and the shell grammar, from the package's own files", () => {
    const app = join(work, 'app');
    extractAll(asar, app);
    const probe = join(app, 'out', 'main', 'probe.mjs');
    writeFileSync(
      probe,
      [
        "import { createRequire } from 'node:module';",
        `for (const name of ${JSON.stringify(listMainImports())}) await import(name);`,
        "const { Parser, Language } = await import('web-tree-sitter');",
        'await Parser.init();',
        "const language = await Language.load(createRequire(import.meta.url).resolve('tree-sitter-bash/tree-sitter-bash.wasm'));",
        'const parser = new Parser(); parser.setLanguage(language);',
        "process.stdout.write(parser.parse('ls -la | wc -l').rootNode.type);",
      ].join('\n'),
    );
    const ran = spawnSync(process.execPath, [probe], { encoding: 'utf8', cwd: work });
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toBe('program');
  });

  it('names its update feed and its program', () => {
    expect(readFileSync(join(resources, 'app-update.yml'), 'utf8')).toMatch(
      /owner: example\nrepo: gatehouse\nprovider: github/,
    );
    expect(statSync(join(work, 'dist', 'linux-unpacked', 'gatehouse')).mode & 0o111).not.toBe(0);
  });
});

describe('the macOS package electron-builder makes (Apple silicon)', () => {
  const mac = mkdtempSync(join(tmpdir(), 'gatehouse-dist-mac-'));
  const contents = join(mac, 'dist', 'mac-arm64', 'Gatehouse.app', 'Contents');
  const macResources = join(contents, 'Resources');
  let macEntries: string[] = [];
  beforeAll(() => {
    const run = runDistWithStandInElectron('mac', mac, ['--arm64']);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('Gatehouse for mac: unsigned: macOS will warn on first open');
    macEntries = listPackage(join(macResources, 'app.asar'), { isPack: false });
  }, 240_000);
  afterAll(() => rmSync(mac, { recursive: true, force: true }));

  it("is Gatehouse's own bundle, holds the same app, and finds macOS's SQLite module where the packaged start looks", () => {
    const plist = readFileSync(join(contents, 'Info.plist'), 'utf8');
    expect(plist).toMatch(/<key>CFBundleIdentifier<\/key>\s*<string>app\.gatehouse\.desktop<\/string>/);
    expect(plist).toMatch(/<key>CFBundleName<\/key>\s*<string>Gatehouse<\/string>/);
    expect(statSync(join(contents, 'MacOS', 'Gatehouse')).isFile()).toBe(true);
    expect(statSync(join(macResources, 'icon.icns')).isFile()).toBe(true);
    for (const file of ['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html'])
      expect(macEntries).toContain(file);
    const found = resolveSqliteNativeBinding({
      isPackaged: true,
      resourcesPath: macResources,
      appPath: join(mac, 'nowhere'),
      platform: 'darwin',
      arch: 'arm64',
      musl: false,
      exists: existsSync,
    });
    expect(found.ok, found.path).toBe(true);
    expect(found.path).toBe(
      join(macResources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'prebuilds', 'darwin-arm64.node'),
    );
    // Only macOS's modules travel, and none of Linux's sandbox helpers (macOS sandboxes with Seatbelt).
    expect(macEntries.filter((e) => /prebuilds\/(linux|linuxmusl|win32)-|vendor\/(seccomp|srt-win)/.test(e))).toEqual(
      [],
    );
  });
});
