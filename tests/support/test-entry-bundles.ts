/**
 * The test children that start the whole main process (the core behind a process boundary), bundled
 * once per run with esbuild by the suites' globalSetup, so each start loads one file instead of
 * transpiling the main process's sources through tsx again (about a second of two cores per start).
 * The packages go into the bundle too, but for those that find files beside themselves (the native
 * SQLite binding, the sandbox library's helpers, the shell grammar's wasm): resolving and compiling
 * hundreds of package modules cost a third of each start. The source map is a file beside the bundle,
 * read when a stack is printed; inline, its megabytes were parsed at every start (measured: a child
 * ready in about 1.1 s against 1.4 s).
 * Outside a vitest run (a bench, a script started by hand) `nodeArgsForTestEntry` falls back to tsx.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');
const ENTRIES = [
  'core-child',
  'ipc-core-child',
  // The test MCP servers (tests/support/mcp-harness.ts, testServerConfig): each start through tsx
  // took about 0.6 s of CPU, its bundle about 0.2 s, and a suite starts them a hundred times and more.
  'mcp-calendar-server',
  'mcp-mail-server',
  'mcp-media-server',
  'mcp-notes-server',
  'mcp-shifting-mail-server',
] as const;
export type TestEntry = (typeof ENTRIES)[number];
/** A test MCP server's file in tests/support, as testServerConfig (tests/support/mcp-harness.ts) names it. */
export type McpTestServerFile = `${Extract<TestEntry, `mcp-${string}`>}.ts`;
/** Packages loaded from node_modules as the app loads them: they read files that sit beside their code. */
const EXTERNAL = [
  'better-sqlite3',
  '@anthropic-ai/sandbox-runtime',
  'web-tree-sitter',
  'tree-sitter-bash',
  'electron',
] as const;

/** The node arguments that start tests/support/<entry>.ts: its bundle when the run made one, else tsx. */
export function nodeArgsForTestEntry(entry: TestEntry): string[] {
  const dir = process.env.GATEHOUSE_TEST_BUNDLES;
  return dir
    ? ['--enable-source-maps', join(dir, `${entry}.mjs`)]
    : ['--import', 'tsx', join(repo, 'tests/support', `${entry}.ts`)];
}

/**
 * Bundles every entry into a folder of its own inside node_modules/.cache (so packages resolve from
 * node_modules as they do for tsx and the app), publishes it in GATEHOUSE_TEST_BUNDLES for the forked
 * workers, and returns what removes it.
 */
export async function buildTestEntryBundles(): Promise<() => void> {
  const { build } = await import('esbuild');
  const dir = join(repo, 'node_modules/.cache/gatehouse-tests', `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(ENTRIES.map((entry) => [entry, join(repo, 'tests/support', `${entry}.ts`)])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: [...EXTERNAL],
    // Bundled CommonJS packages call require(); in an ES module it must be made.
    banner: {
      js: "import { createRequire as __gatehouseCreateRequire } from 'node:module'; const require = __gatehouseCreateRequire(import.meta.url);",
    },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  process.env.GATEHOUSE_TEST_BUNDLES = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
