/**
 * The hardening every Gatehouse window gets. Written against the few Electron members it touches so
 * tests can pass stand-ins.
 */

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; worker-src 'self' blob:; font-src 'self' data:; img-src 'self' data:; connect-src 'self'";

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
}

/** The webPreferences of every window, with `preloadPath` as its only bridge. Pure. */
export function buildWebPreferences(preloadPath: string): SecureWebPreferences {
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
    spellcheck: true,
  };
}

export interface HardenableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface HardenableSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
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

/** The app's own page: the built file in production, the dev server during `npm run dev`. */
export function createAppUrlCheck(appEntry: string): (url: string) => boolean {
  const entry = new URL(appEntry);
  return (url: string) => {
    try {
      const target = new URL(url);
      if (entry.protocol === 'file:') return target.protocol === 'file:' && target.pathname === entry.pathname;
      return target.origin === entry.origin;
    } catch {
      return false;
    }
  };
}
