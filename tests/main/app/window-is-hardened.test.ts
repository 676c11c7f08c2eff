import { describe, expect, it, vi } from 'vitest';
import {
  buildWebPreferences,
  createAppUrlCheck,
  denyAllPermissions,
  hardenWebContents,
  type HardenableContents,
} from '../../../src/main/app/window-security';

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
  const contents = {
    setWindowOpenHandler: (h: (d: { url: string }) => { action: 'deny' }) => {
      openHandler = h;
    },
    on: (event: string, listener: (event: { preventDefault(): void }, url: string) => void) => {
      listeners.set(event, listener);
    },
  } as unknown as HardenableContents;
  const fire = (event: string, url = '') => {
    const preventDefault = vi.fn();
    listeners.get(event)!({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('the window is hardened', () => {
  it('runs the page isolated, sandboxed and without Node', () => {
    const prefs = buildWebPreferences('/app/out/preload/index.cjs', true);
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
    });
  });

  it('denies window.open and sends only http(s) links to the system browser', () => {
    const { contents, open } = fakeContents();
    const external = vi.fn();
    hardenWebContents(contents, () => false, external);
    expect(open('https://example.org/docs')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(external.mock.calls).toEqual([['https://example.org/docs']]);
  });

  it('blocks navigation and redirects away from the app, and webviews', () => {
    const { contents, fire } = fakeContents();
    const isApp = createAppUrlCheck('gatehouse://app/index.html');
    hardenWebContents(contents, isApp, vi.fn());
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'gatehouse://app/index.html')).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('takes the built page for the app, and no other page: not another file of its folder, another host, or a file:// page', () => {
    const isApp = createAppUrlCheck('gatehouse://app/index.html');
    expect(isApp('gatehouse://app/index.html')).toBe(true);
    expect(isApp('gatehouse://app/index.html#/settings')).toBe(true);
    expect(isApp('gatehouse://app/assets/other.html')).toBe(false);
    expect(isApp('gatehouse://evil/index.html')).toBe(false);
    expect(isApp('file:///opt/gatehouse/out/renderer/index.html')).toBe(false);
    expect(isApp('other://app/index.html')).toBe(false);
  });

  it('recognises the dev server origin only', () => {
    const isApp = createAppUrlCheck('http://localhost:5173');
    expect(isApp('http://localhost:5173/index.html')).toBe(true);
    expect(isApp('http://localhost:5174/')).toBe(false);
    expect(isApp('not a url')).toBe(false);
  });

  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    denyAllPermissions({
      setPermissionRequestHandler: (h) => {
        request = h;
      },
      setPermissionCheckHandler: (h) => {
        check = h;
      },
    });
    const granted = vi.fn();
    request!(null, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    expect(check!()).toBe(false);
  });
});
