import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

import { APP_FILE_TYPES } from '../../src/main/app/app-scheme';
import { CONTENT_SECURITY_POLICY } from '../../src/main/app/window-security';

/** The renderer's CSP, sent as a header too (the page also carries it in a meta tag): the app's own constant. */
export const RENDERER_CSP = CONTENT_SECURITY_POLICY;

/**
 * An empty page on the renderer's origin: a window opens on it, so the app's storage can be set
 * before the app first loads (one load of the app per test, not a load and a reload).
 */
export const BLANK_PATH = '/__blank';

export interface StaticServer {
  url: string;
  /**
   * Lets Chromium keep the app's assets (scripts, styles, fonts) and so the compiled code of its
   * scripts, as the app's own scheme lets V8 in Electron (src/main/app/app-scheme.ts); off (no-store)
   * until turned on, so an open fetches, parses and compiles everything, as a first open does.
   */
  setAssetCaching(on: boolean): void;
  close(): Promise<void>;
}

/** Serves a built renderer folder on 127.0.0.1 (random port) with the app's CSP header. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  let cacheAssets = false;
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === BLANK_PATH) {
      res.writeHead(200, {
        'Content-Type': APP_FILE_TYPES['.html'],
        'Content-Security-Policy': RENDERER_CSP,
        'Cache-Control': 'no-store',
      });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    // A page without an icon link (the blank one) makes the browser ask for this: nothing, not a 404.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const relative = normalize(path === '/' ? '/index.html' : path);
    const file = join(root, relative);
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'Content-Type': APP_FILE_TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': RENDERER_CSP,
          'Cache-Control': cacheAssets && relative.startsWith(`${sep}assets${sep}`) ? 'max-age=86400' : 'no-store',
        });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    setAssetCaching: (on) => void (cacheAssets = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
