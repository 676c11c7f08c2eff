import { app, BrowserWindow, dialog, nativeTheme, Notification, protocol, safeStorage, session, shell } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deriveAppLanguage } from '../shared/language';
import { createCore, type GatehouseCore } from './core';
import { buildIpcHandlers, createIpcRouter, registerIpc, sendPush } from './ipc';
import { deriveNpmRegistry } from './mcp';
import {
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  applyContentSecurityPolicyHeader,
  applyOfflineSession,
  createApprovalAlerts,
  createAppResourceCheck,
  createUpdateChecks,
  createAppUrlCheck,
  createDesktopServices,
  createMainWindow,
  createSafeStorageSecretBox,
  deriveRendererEntry,
  detectLinuxMusl,
  respondWithAppFile,
  runAppStart,
  runDataFolderCheck,
  type AppWindowHandle,
} from './app';

/**
 * Wiring only: the start and its failures (runAppStart), the core, the IPC router, the window,
 * alerts, update checks. Checked on a machine with Electron by `npm run smoke`.
 */

// Why: the Anthropic SDK reads ANTHROPIC_* variables (custom headers among them) from the process
// environment; Gatehouse takes its server, key and headers from its own settings only, so variables
// set for another tool must not change where the key goes or what is sent with it.
for (const name of Object.keys(process.env)) if (name.startsWith('ANTHROPIC_')) delete process.env[name];

const entry = deriveRendererEntry({
  isPackaged: app.isPackaged,
  devServerUrl: process.env['ELECTRON_RENDERER_URL'],
  rendererFile: join(__dirname, '../renderer/index.html'),
});

// The app's own scheme, which serves the built page (src/main/app/app-scheme.ts): registered before
// the app is ready, as Electron requires.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);

async function openWindow(core: GatehouseCore): Promise<AppWindowHandle> {
  if (entry.kind === 'built') {
    const dir = entry.dir;
    protocol.handle(APP_SCHEME, (request) => respondWithAppFile(request, dir));
  }
  applyContentSecurityPolicyHeader(session.defaultSession, createAppResourceCheck(entry.url));
  applyOfflineSession(session.defaultSession, createAppResourceCheck(entry.url));
  const isAppUrl = createAppUrlCheck(entry.url);
  // The theme setting drives prefers-color-scheme in every window (CSS, Monaco follow it).
  const applyTheme = (theme: 'system' | 'light' | 'dark') => void (nativeTheme.themeSource = theme);
  applyTheme(core.getSettings().theme);
  // What main shows outside the window (notifications, native dialogs) follows the person's language too.
  const language = () => deriveAppLanguage(core.getSettings().language, app.getLocale());
  const desktop = { ...createDesktopServices(dialog, process.platform, app.getLocale(), language), applyTheme };
  const router = createIpcRouter(buildIpcHandlers(core, desktop), ({ url }) => isAppUrl(url));
  await registerIpc(router);

  let window: BrowserWindow | null = null;
  const showWindow = (): BrowserWindow => {
    if (!window || window.isDestroyed()) window = createMainWindow(entry, app.isPackaged);
    if (window.isMinimized()) window.restore();
    window.focus();
    return window;
  };
  const alerts = createApprovalAlerts(
    {
      setBadgeCount: (count) => app.setBadgeCount(count),
      isAnyWindowFocused: () => BrowserWindow.getFocusedWindow() !== null,
      notify: ({ title, body, onClick }) => {
        if (!Notification.isSupported()) return;
        const n = new Notification({ title, body });
        n.on('click', onClick);
        n.show();
      },
      openApproval: (target) => sendPush(showWindow().webContents, 'push:open-approval', target),
      language,
    },
    core.listInbox(),
  );
  core.subscribe((event) => {
    for (const w of BrowserWindow.getAllWindows()) sendPush(w.webContents, 'push:core', event);
    alerts.handle(event);
  });
  showWindow();
  // Only a packaged app has a feed to look at; electron-updater is not even loaded in development.
  if (app.isPackaged) {
    void import('electron-updater').then(({ default: updater }) =>
      createUpdateChecks(updater.autoUpdater, () => {
        const settings = core.getSettings();
        return {
          isPackaged: app.isPackaged,
          hasFeed: existsSync(join(process.resourcesPath, 'app-update.yml')),
          provider: settings.provider,
          onboarded: settings.onboarded,
          checkForUpdates: settings.checkForUpdates,
        };
      }),
    );
  }
  return { show: () => void showWindow() };
}

void runAppStart<GatehouseCore>({
  app,
  showErrorBox: (title, content) => dialog.showErrorBox(title, content),
  env: process.env,
  cwd: process.cwd(),
  platform: process.platform,
  arch: process.arch,
  musl: detectLinuxMusl(),
  resourcesPath: process.resourcesPath,
  exists: existsSync,
  checkDataFolder: runDataFolderCheck,
  openCore: ({ dataDir, nativeBinding }) =>
    createCore(
      {
        dataDir,
        nativeBinding,
        npmRegistry: deriveNpmRegistry(process.env),
        secrets: createSafeStorageSecretBox(safeStorage, process.platform),
        openExternal: (url) => shell.openExternal(url),
      },
      { titleWithModel: true },
    ),
  openWindow,
});
