import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const PAGE_ROOT = resolve(import.meta.dirname, 'approval-sheet-page');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

export interface BenchPage {
  url: string;
  /** Sizes of the built chunks, to show that Monaco is its own lazy chunk. */
  chunks: { file: string; bytes: number }[];
  close(): Promise<void>;
}

/** Builds the bench page with Vite (production) into a temp dir and serves it on 127.0.0.1. */
export async function buildAndServeBenchPage(): Promise<BenchPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'gatehouse-sheet-bench-'));
  const output = await build({
    configFile: false,
    root: PAGE_ROOT,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results
    .flatMap((r) => ('output' in r ? r.output : []))
    .map((o) => ({ file: o.fileName, bytes: o.type === 'chunk' ? Buffer.byteLength(o.code) : typeof o.source === 'string' ? Buffer.byteLength(o.source) : o.source.byteLength }));

  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    chunks,
    async close() {
      await new Promise<void>((ok) => server.close(() => ok()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
