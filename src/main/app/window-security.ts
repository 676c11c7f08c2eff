/**
 * The hardening every Gatehouse window gets. Written against the few Electron members it touches so
 * tests can pass stand-ins.
 */

/**
 * The renderer's Content-Security-Policy, in one place: src/renderer/index.html carries the same
 * string in its meta tag (a test holds them equal) and the main process sends it as a response header
 * (applyContentSecurityPolicyHeader). Only bundled code runs; Monaco needs inline styles, blob:
 * workers and data: fonts. No plugins, no <base> to re-point relative URLs, no form posts anywhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  spellcheck: boolean;
  devTools: boolean;
}

/**
 * The webPreferences of every window, with `preloadPath` as its only bridge. `isPackaged` is
 * app.isPackaged. Pure.
 */
export function buildWebPreferences(preloadPath: string, isPackaged: boolean): SecureWebPreferences {
  return {
    preload: preloadPath,
    // The page runs in its own JS world: it can reach only what the preload exposes.
    contextIsolation: true,
    // The renderer process is sandboxed by the OS: a compromised page cannot touch files or spawn.
    sandbox: true,
    // No Node.js in the page or its workers: the renderer is untrusted.
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    // Same-origin policy stays on; no http content inside an https/file page.
    webSecurity: true,
    allowRunningInsecureContent: false,
    // No <webview>: nothing can embed another site with its own privileges.
    webviewTag: false,
    // Off: Chromium's spellchecker downloads its dictionaries from Google on Windows and Linux, and
    // Gatehouse promises a local-model user that nothing leaves the machine (see offline-session.ts).
    spellcheck: false,
    // DevTools can rewrite the page and call the bridge by hand: a development aid, off once packaged.
    devTools: !isPackaged,
  };
}

export interface HardenableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface HardenableSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
}

/**
 * Denies window.open (links go to the system browser through openExternal, http(s) only), any
 * navigation away from the app's own page, webviews, and every permission request by default.
 */
export function hardenWebContents(
  contents: HardenableContents,
  isAppUrl: (url: string) => boolean,
  openExternal: (url: string) => void,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//i.test(url)) openExternal(url);
    return { action: 'deny' };
  });
  const blockNavigation = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', blockNavigation);
  contents.on('will-redirect', blockNavigation);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Installs handlers on the window's session that refuse every permission request and check. */
export function denyAllPermissions(session: HardenableSession): void {
  // Camera, microphone, geolocation, notifications from the page…: Gatehouse needs none of them.
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Whether two URLs are of one site: an http(s) origin, or the app's scheme and host (whose URL origin reads "null"). */
function isSameSite(target: URL, entry: URL): boolean {
  return target.protocol === entry.protocol && target.host === entry.host;
}

const isWebAddress = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * The app's own page: the built page's URL on the app's scheme (app-scheme.ts) and nothing else on
 * it, or any page of the dev server's origin during `npm run dev`. A file:// page is never the app.
 */
export function createAppUrlCheck(appEntry: string): (url: string) => boolean {
  const entry = new URL(appEntry);
  return (url: string) => {
    try {
      const target = new URL(url);
      if (!isSameSite(target, entry)) return false;
      return isWebAddress(entry) || target.pathname === entry.pathname;
    } catch {
      return false;
    }
  };
}

/**
 * The app's own resources: anything on the app's scheme (what its handler serves is confined to the
 * built renderer folder), or anything from the dev server's origin. Used to put the CSP header on
 * what the app loads, and on nothing else, and to let the offline window reach only these.
 */
export function createAppResourceCheck(appEntry: string): (url: string) => boolean {
  const entry = new URL(appEntry);
  return (url: string) => {
    try {
      return isSameSite(new URL(url), entry);
    } catch {
      return false;
    }
  };
}

type ResponseHeaders = Record<string, string | string[]>;

/** The member of Electron's session the CSP header needs. */
export interface HeaderSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: ResponseHeaders }) => void,
      ) => void,
    ): void;
  };
}

/**
 * Sends CONTENT_SECURITY_POLICY as a response header on the app's own resources (isAppResource),
 * replacing any CSP header they came with; other responses pass untouched. The meta tag already
 * enforces the same policy: the header also covers what a meta tag cannot reach (workers loaded from
 * a file, a page whose meta was stripped), and the two being one string means neither loosens the other.
 * A response that came without a Content-Type is left alone: the headers given back replace the
 * response's, and a page or module script without its type would not run.
 */
export function applyContentSecurityPolicyHeader(
  session: HeaderSession,
  isAppResource: (url: string) => boolean,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const received = Object.entries(details.responseHeaders ?? {});
    if (!isAppResource(details.url) || !received.some(([name]) => name.toLowerCase() === 'content-type')) {
      callback({});
      return;
    }
    const headers: ResponseHeaders = {};
    for (const [name, value] of received) {
      if (name.toLowerCase() !== 'content-security-policy') headers[name] = value;
    }
    headers['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
    callback({ responseHeaders: headers });
  });
}
