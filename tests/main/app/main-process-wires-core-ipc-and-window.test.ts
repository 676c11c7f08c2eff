import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '../../../src/shared/ipc-channels';
import { createAppPathWithNativeBinding } from './fake-electron-app';

/**
 * src/main/index.ts against a stand-in for the Electron module (the binary cannot run here): the
 * real core opens its database through the `nativeBinding` path the app resolves, every contract
 * channel is registered through the router, the window gets the hardened preferences, and core
 * events reach the window.
 */

type Handler = (
  event: { senderFrame?: { url: string } | null },
  payload: unknown,
) => Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;

const h = vi.hoisted(() => ({
  handlers: new Map<string, Handler>(),
  windows: [] as Array<{ options: Record<string, unknown>; sent: Array<[string, unknown]> }>,
  userData: '',
  appPath: '',
  badge: [] as number[],
  errors: [] as string[],
  spellChecker: [] as boolean[],
  schemes: [] as Array<{ scheme: string; privileges: Record<string, boolean> }>,
  schemeHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  loaded: [] as string[],
  requestGuard: null as null | ((details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void),
  cspListener: null as
    | null
    | ((
        details: { url: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void),
}));

vi.mock('electron', () => {
  class FakeWindow {
    options: Record<string, unknown>;
    sent: Array<[string, unknown]> = [];
    webContents = {
      setWindowOpenHandler: () => undefined,
      on: () => undefined,
      session: { setPermissionRequestHandler: () => undefined, setPermissionCheckHandler: () => undefined },
      send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
    };
    constructor(options: Record<string, unknown>) {
      this.options = options;
      h.windows.push(this);
    }
    once() {}
    loadFile(path: string) {
      h.loaded.push(`file ${path}`);
      return Promise.resolve();
    }
    loadURL(url: string) {
      h.loaded.push(url);
      return Promise.resolve();
    }
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
    static getAllWindows() {
      return h.windows;
    }
    static getFocusedWindow() {
      return null;
    }
  }
  return {
    app: {
      requestSingleInstanceLock: () => true,
      whenReady: () => Promise.resolve(),
      on: () => undefined,
      quit: () => undefined,
      exit: () => undefined,
      setPath: () => undefined,
      isPackaged: false,
      getPath: () => h.userData,
      getAppPath: () => h.appPath,
      setBadgeCount: (n: number) => h.badge.push(n),
      getLocale: () => 'es-ES',
    },
    BrowserWindow: FakeWindow,
    protocol: {
      registerSchemesAsPrivileged: (schemes: typeof h.schemes) => h.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        h.schemeHandlers.set(scheme, handler),
    },
    dialog: {
      showErrorBox: (_t: string, m: string) => h.errors.push(m),
      showOpenDialog: vi.fn(),
      showSaveDialog: vi.fn(),
    },
    Notification: class {
      static isSupported() {
        return false;
      }
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from([...s].reverse().join('')),
      decryptString: (b: Buffer) => [...b.toString()].reverse().join(''),
      getSelectedStorageBackend: () => 'basic_text',
    },
    session: {
      defaultSession: {
        setSpellCheckerEnabled: (enable: boolean) => h.spellChecker.push(enable),
        webRequest: {
          onHeadersReceived: (listener: NonNullable<typeof h.cspListener>) => {
            h.cspListener = listener;
          },
          onBeforeRequest: (listener: NonNullable<typeof h.requestGuard>) => {
            h.requestGuard = listener;
          },
        },
      },
    },
    nativeTheme: { shouldUseDarkColors: false },
    shell: { openExternal: vi.fn() },
    ipcMain: { handle: (channel: string, handler: Handler) => h.handlers.set(channel, handler) },
  };
});

// The built page, on the app's own scheme (src/main/app/app-scheme.ts).
const APP_FRAME = { senderFrame: { url: 'gatehouse://app/index.html' } };

beforeAll(async () => {
  h.userData = mkdtempSync(join(tmpdir(), 'gatehouse-userdata-'));
  // The stand-in project holds the package's Node-API prebuild where the app looks for it.
  h.appPath = createAppPathWithNativeBinding();
  await import('../../../src/main/index');
  await vi.waitFor(() => expect(h.handlers.size).toBe(INVOKE_CHANNELS.length), { timeout: 10_000 });
});

afterAll(() => {
  rmSync(h.userData, { recursive: true, force: true });
  rmSync(h.appPath, { recursive: true, force: true });
});

describe('the main process wiring', () => {
  it('opens one window with the hardened preferences and the CommonJS preload', () => {
    expect(h.errors).toEqual([]);
    expect(h.windows).toHaveLength(1);
    const prefs = h.windows[0]!.options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, devTools: true });
    expect(String(prefs['preload'])).toMatch(/preload[/\\]index\.cjs$/);
  });

  it('loads the built page from the app’s own scheme, which V8 may cache and which serves only the renderer folder', async () => {
    expect(h.schemes).toEqual([
      {
        scheme: 'gatehouse',
        privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
      },
    ]);
    expect(h.loaded).toEqual(['gatehouse://app/index.html']);
    const serve = h.schemeHandlers.get('gatehouse')!;
    // Unpackaged from source here, main's renderer folder is src/renderer: the page it serves is that index.html.
    const page = await serve(new Request('gatehouse://app/index.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(resolve(__dirname, '../../../src/renderer/index.html'), 'utf8'));
    expect(page.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
    expect((await serve(new Request('gatehouse://app/../main/index.ts'))).status).toBe(404);
    expect((await serve(new Request('gatehouse://app/%2e%2e/main/index.ts'))).status).toBe(404);
  });

  it('fetches nothing by itself: no spellchecker (its dictionaries come from a CDN), and the window reaches only the app’s own files', () => {
    expect(h.spellChecker).toEqual([false]);
    expect((h.windows[0]!.options['webPreferences'] as Record<string, unknown>)['spellcheck']).toBe(false);
    const cancelled = (url: string) => {
      let answer: boolean | undefined;
      h.requestGuard!({ url }, (r) => (answer = r.cancel === true));
      return answer;
    };
    expect(cancelled(APP_FRAME.senderFrame.url)).toBe(false);
    expect(cancelled('data:image/png;base64,AAAA')).toBe(false);
    for (const url of [
      'https://fonts.googleapis.com/css2?family=Inter',
      'https://redirector.gvt1.com/edgedl/chrome/dict/en-us-10-1.bdic',
      'http://127.0.0.1:11434/api/tags',
      'file:///etc/passwd',
    ]) {
      expect(cancelled(url), url).toBe(true);
    }
  });

  it('sends the CSP header on the app’s own page', () => {
    let headers: Record<string, string[]> | undefined;
    h.cspListener!({ url: APP_FRAME.senderFrame.url, responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => {
      headers = r.responseHeaders;
    });
    expect(headers?.['Content-Security-Policy']?.[0]).toMatch(/object-src 'none'/);
  });

  it('registers every contract channel, and answers the app’s own page', async () => {
    expect([...h.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    const boot = await h.handlers.get('app:bootstrap')!(APP_FRAME, {});
    expect(boot).toMatchObject({
      ok: true,
      value: {
        sessions: [],
        inbox: [],
        settings: { keyStorage: 'basic_text', hasApiKey: false, language: 'system' },
        // The operating system's locale, from app.getLocale().
        systemLocale: 'es-ES',
      },
    });
  });

  it('refuses another origin', async () => {
    const r = await h.handlers.get('session:list')!({ senderFrame: { url: 'https://evil.example/' } }, {});
    expect(r).toMatchObject({ ok: false, error: { code: 'untrusted_sender' } });
  });

  it('stores the API key sealed and pushes core events to the window', async () => {
    const saved = await h.handlers.get('settings:update')!(APP_FRAME, { apiKey: 'sk-ant-test-key' });
    expect(saved).toMatchObject({ ok: true, value: { hasApiKey: true } });
    expect(JSON.stringify(saved)).not.toContain('sk-ant-test-key');

    const workspace = mkdtempSync(join(tmpdir(), 'gatehouse-ws-'));
    const created = await h.handlers.get('session:create')!(APP_FRAME, { workspace, title: 'Wiring' });
    expect(created).toMatchObject({ ok: true, value: { title: 'Wiring' } });
    const pushes = h.windows[0]!.sent.filter(([channel]) => channel === 'push:core').map(
      ([, p]) => p as { type: string },
    );
    expect(pushes.some((p) => p.type === 'event')).toBe(true);
    expect(pushes.some((p) => p.type === 'sessions_changed')).toBe(true);
    expect(h.badge).toEqual([0]);
    rmSync(workspace, { recursive: true, force: true });
  });
});
