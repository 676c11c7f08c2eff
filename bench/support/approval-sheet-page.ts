import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { startStaticServer } from '../../tests/support/browser-static-server';

const PAGE_ROOT = resolve(import.meta.dirname, 'approval-sheet-page');

export interface BenchPage {
  url: string;
  /** Sizes of the built chunks, to show that Monaco is its own lazy chunk. */
  chunks: { file: string; bytes: number }[];
  close(): Promise<void>;
}

/**
 * Builds the bench page with Vite (production) into a temp dir and serves it as the browser tests
 * serve the app: 127.0.0.1, the app's CSP header. `minify: false` keeps names readable in profiles.
 */
export async function buildAndServeBenchPage(options: { minify?: boolean } = {}): Promise<BenchPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'gatehouse-sheet-bench-'));
  const output = await build({
    configFile: false,
    root: PAGE_ROOT,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      // Unminified for profiles (function names readable); minified, as the app ships, otherwise.
      minify: options.minify ?? true,
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results
    .flatMap((r) => ('output' in r ? r.output : []))
    .map((o) => ({
      file: o.fileName,
      bytes:
        o.type === 'chunk'
          ? Buffer.byteLength(o.code)
          : typeof o.source === 'string'
            ? Buffer.byteLength(o.source)
            : o.source.byteLength,
    }));

  const server = await startStaticServer(outDir);
  return {
    url: server.url,
    chunks,
    async close() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
