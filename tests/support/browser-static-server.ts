import { createServer, type Server } from 'node:http';

import { APP_FILE_TYPES, APP_PAGE_URL, respondWithAppFile } from '../../src/main/app/app-scheme';
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

/**
 * Serves a built renderer folder on 127.0.0.1 (random port) through the app's own scheme handler:
 * `http://127.0.0.1:<port>/x` is answered as `gatehouse://app/x` is in the app (respondWithAppFile:
 * the file's type, the app's CSP header, 404 for anything outside the folder, 405 for anything but
 * GET and HEAD), so every browser test loads the window through the code the app loads it with.
 * Added here only what an http origin needs: the blank first page, no icon, and the cache header.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  let cacheAssets = false;
  // `gatehouse://app/`: a URL of a scheme of its own has no origin to read (`new URL(...).origin` is 'null').
  const appRoot = APP_PAGE_URL.slice(0, APP_PAGE_URL.lastIndexOf('/') + 1);
  const server: Server = createServer((req, res) => {
    const asked = new URL(req.url ?? '/', 'http://x');
    if (asked.pathname === BLANK_PATH) {
      res.writeHead(200, {
        'Content-Type': APP_FILE_TYPES['.html'],
        'Content-Security-Policy': RENDERER_CSP,
        'Cache-Control': 'no-store',
      });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    // A page without an icon link (the blank one) makes the browser ask for this: nothing, not a 404.
    if (asked.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    void respondWithAppFile({ url: `${appRoot}${asked.pathname.slice(1)}`, method: req.method ?? 'GET' }, root).then(
      async (answer) => {
        const headers: Record<string, string> = Object.fromEntries(answer.headers);
        if (answer.ok)
          headers['Cache-Control'] =
            cacheAssets && asked.pathname.startsWith('/assets/') ? 'max-age=86400' : 'no-store';
        res.writeHead(answer.status, headers);
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.writeHead(500).end(),
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
