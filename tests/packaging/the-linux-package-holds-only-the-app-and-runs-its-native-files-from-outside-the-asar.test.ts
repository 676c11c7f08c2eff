import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSqliteNativeBinding } from '../../src/main/app/sqlite-native-binding';
import { deriveLibraryPaths } from '../../src/main/tools/command/sandbox/library-paths';

/**
 * `npm run dist:linux`'s own script (scripts/run-dist.mjs) with electron-builder.yml, for real,
 * with electron-builder's `dir` target: the one target that needs no download when `electronDist`
 * names an Electron folder. Electron itself cannot be downloaded here, so that folder is a stand-in
 * (an `electron` file); everything else is electron-builder's real output.
 */
const project = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'gatehouse-dist-'));
const resources = join(work, 'dist', 'linux-unpacked', 'resources');
const asar = join(resources, 'app.asar');
let entries: string[] = [];

beforeAll(() => {
  const electron = join(work, 'electron');
  mkdirSync(electron);
  // The stand-in for Electron's program is Node itself: as Electron does with ELECTRON_RUN_AS_NODE=1,
  // it runs the script the build's last step (scripts/check-packaged-app.mjs) gives it.
  copyFileSync(process.execPath, join(electron, 'electron'));
  chmodSync(join(electron, 'electron'), 0o755);
  // Why a PATH with node alone: this machine's node_modules is a link into another checkout, and
  // `npm list` (electron-builder's first way to find the production packages) misreads such a tree
  // once npm's own record of it is out of date, returning the top-level packages without theirs.
  // Without npm, electron-builder walks node_modules itself (its traversal collector), which reads
  // the same package.json dependencies. The release build (.github/workflows/release.yml) runs on a
  // plain `npm ci` tree, where `npm list` is right.
  const bin = join(work, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  const run = spawnSync(
    process.execPath,
    ['scripts/run-dist.mjs', 'linux', 'dir', `-c.electronDist=${electron}`, '-c.electronVersion=45.5.0', `-c.directories.output=${join(work, 'dist')}`],
    { cwd: project, env: { ...process.env, PATH: bin, GITHUB_REPOSITORY: 'example/gatehouse' }, encoding: 'utf8', timeout: 240_000 },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('Gatehouse for linux: Linux packages are not signed');
  expect(run.stdout).toContain(`check-packaged-app: the packaged app opens its SQLite module (linux-${process.arch}).`);
  entries = listPackage(asar, { isPack: false });
}, 240_000);

afterAll(() => { if (!process.env.KEEP_DIST) rmSync(work, { recursive: true, force: true }); });

/** What the built main process imports by package (what electron-vite left external): `@scope/name/sub/path.js` and such. */
function listMainImports(): string[] {
  const main = extractFile(asar, 'out/main/index.js').toString('utf8');
  const specs = new Set<string>();
  for (const m of main.matchAll(/(?:from |import\()"([^".][^"]*)"/g)) if (!m[1]!.startsWith('node:') && m[1] !== 'electron') specs.add(m[1]!);
  return [...specs].sort();
}

/** Pure: the package a specifier names. */
function derivePackageName(spec: string): string {
  return spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
}

describe('the Linux package electron-builder makes', () => {
  it('holds the built app and the packages its main process imports, and no sources, tests or development packages', () => {
    const top = new Set(entries.map((e) => e.split(sep)[1]));
    expect([...top].sort()).toEqual(['node_modules', 'out', 'package.json', 'resources']);
    for (const file of ['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/resources/icon.png']) expect(entries).toContain(file);

    const packages = [...new Set(listMainImports().map(derivePackageName))];
    expect(packages).toEqual(expect.arrayContaining(['better-sqlite3', '@anthropic-ai/sandbox-runtime', '@modelcontextprotocol/sdk', 'web-tree-sitter']));
    for (const name of packages) expect(entries, name).toContain(`/node_modules/${name}/package.json`);

    const { devDependencies } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const carried = Object.keys(devDependencies).filter((name) => entries.includes(`/node_modules/${name}`));
    expect(carried).toEqual([]);
    expect(entries.filter((e) => /\.(ts|tsx|mts|cts|map)$/.test(e) || /\/(test|tests|__tests__)\//.test(e))).toEqual([]);
  });

  it("opens SQLite with the module the packaged app's start computes, from outside app.asar", () => {
    const found = resolveSqliteNativeBinding({ isPackaged: true, resourcesPath: resources, appPath: join(work, 'nowhere'), platform: 'linux', arch: process.arch, musl: false, exists: existsSync });
    expect(found.ok, found.path).toBe(true);
    expect(found.path.startsWith(join(resources, 'app.asar.unpacked') + sep)).toBe(true);
    expect(statFile(asar, `node_modules/better-sqlite3/prebuilds/linux-${process.arch}.node`, false)).toMatchObject({ unpacked: true });
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
    const ran = spawnSync(applySeccomp!, [process.execPath, '-e', 'process.stdout.write("inside")'], { encoding: 'utf8' });
    expect(ran.stdout).toBe('inside');
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
    expect(readFileSync(join(resources, 'app-update.yml'), 'utf8')).toMatch(/owner: example\nrepo: gatehouse\nprovider: github/);
    expect(statSync(join(work, 'dist', 'linux-unpacked', 'gatehouse')).mode & 0o111).not.toBe(0);
  });
});
