import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './window-security';

/**
 * The window's page comes from the app's own scheme, `gatehouse://app/`, not from file://. Why: V8
 * keeps the compiled code of a page's scripts only for http(s) and for a custom scheme registered
 * standard with `codeCache` (Electron's privilege); file:// gets none, so every window parsed and
 * compiled the app's whole code again. Served from this scheme, every open after the first skips
 * most of that (docs/benchmarks.md). A standard scheme also gives the page an origin of its own
 * ('self' in the CSP means exactly the app's files) and keeps every other file on the disk out of
 * its reach: the handler serves only what is inside the built renderer folder.
 */
export const APP_SCHEME = 'gatehouse';
const APP_HOST = 'app';
export const APP_PAGE_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * What the scheme may do, registered before the app is ready (protocol.registerSchemesAsPrivileged):
 * standard (an origin, relative URLs, storage), secure (a secure context, like file:// was),
 * fetch and CORS (module scripts and the diff worker are fetched in CORS mode), and the code cache.
 * It does not bypass the CSP.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
  codeCache: true,
} as const;

/** The Content-Type of each kind of file the built renderer holds. */
export const APP_FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * Pure: the file under `rendererDir` that an app URL names, or null for anything else: another
 * scheme or host, a path that is not valid percent-encoding, holds a NUL or a backslash, or climbs
 * out of the folder (`..`, plain or encoded). The folder itself means its index.html.
 */
export function resolveAppFile(url: string, rendererDir: string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== `${APP_SCHEME}:` || target.host !== APP_HOST) return null;
  let segments: string[];
  try {
    segments = target.pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\0') || s.includes('\\') || s.includes('/')))
    return null;
  const path = segments.filter((s) => s !== '').join('/');
  const file = join(rendererDir, path === '' ? 'index.html' : path);
  const inside = relative(rendererDir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}

/**
 * The scheme's answer to one request (protocol.handle): the file with its type and the app's CSP
 * header, 404 for a URL that names nothing the app has (or anything outside its folder), 405 for
 * anything but GET or HEAD. Never throws.
 */
export async function respondWithAppFile(
  request: { url: string; method: string },
  rendererDir: string,
  read: (file: string) => Promise<Uint8Array> = readFile,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
  const file = resolveAppFile(request.url, rendererDir);
  if (file === null) return new Response(null, { status: 404 });
  let body: Uint8Array;
  try {
    body = await read(file);
  } catch {
    return new Response(null, { status: 404 });
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'Content-Type': APP_FILE_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    },
  });
}
