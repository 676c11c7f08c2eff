/**
 * Offline means offline: the window's session fetches nothing by itself and reaches no
 * host but the app's own files. The model server is reached by the main process (the SDK, Test
 * connection), never by the page, so the page needs no network at all. Written against the few
 * Electron members it touches so tests can pass stand-ins.
 */

export interface OfflineSession {
  setSpellCheckerEnabled(enable: boolean): void;
  webRequest: {
    onBeforeRequest(
      listener: (details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void,
    ): void;
  };
}

/** Schemes that never leave the machine: inline data, object URLs, Chromium's own DevTools pages. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'devtools:', 'chrome-devtools:']);

/**
 * Whether the window may make this request: a local scheme, or one of the app's own resources
 * (`isAppResource`, the same check the CSP header uses). A dev server's hot-reload socket
 * (ws:// to the dev server's origin) counts as the dev server. Pure.
 */
export function deriveWindowRequestAllowed(url: string, isAppResource: (url: string) => boolean): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(target.protocol)) return true;
  if (target.protocol === 'ws:' || target.protocol === 'wss:') {
    return isAppResource(`${target.protocol === 'ws:' ? 'http:' : 'https:'}//${target.host}${target.pathname}`);
  }
  return isAppResource(url);
}

/**
 * Turns off what Chromium would fetch on its own and refuses every other request the window makes.
 * Why: the spellchecker downloads Hunspell dictionaries from Google's CDN on Windows and Linux the
 * first time it runs, and a page (or an injected resource) could reach any host; with a local
 * model a person is promised that nothing leaves the machine but requests to the model server.
 */
export function applyOfflineSession(session: OfflineSession, isAppResource: (url: string) => boolean): void {
  session.setSpellCheckerEnabled(false);
  session.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !deriveWindowRequestAllowed(details.url, isAppResource) }),
  );
}
