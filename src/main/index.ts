import { app, BrowserWindow, dialog, Notification, safeStorage } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, type GatehouseCore } from './core';
import { buildIpcHandlers, createIpcRouter, registerIpc } from './ipc';
import {
  createApprovalAlerts,
  createAppUrlCheck,
  createDesktopServices,
  createMainWindow,
  createSafeStorageSecretBox,
  resolveSqliteNativeBinding,
} from './app';

/** Wiring only: the core, the IPC router, the window, alerts. Checked on a machine with Electron. */

// One Gatehouse at a time: two processes writing one database would fight over approvals.
if (!app.requestSingleInstanceLock()) app.quit();

let core: GatehouseCore | null = null;
let window: BrowserWindow | null = null;

function showWindow(): BrowserWindow {
  if (!window || window.isDestroyed()) window = createMainWindow();
  if (window.isMinimized()) window.restore();
  window.focus();
  return window;
}

async function start(): Promise<void> {
  const binding = resolveSqliteNativeBinding({
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    appPath: app.getAppPath(),
    modules: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
    exists: existsSync,
  });
  if (!binding.ok) {
    dialog.showErrorBox('Gatehouse cannot start', binding.message);
    app.quit();
    return;
  }
  core = await createCore({
    dataDir: app.getPath('userData'),
    secrets: createSafeStorageSecretBox(safeStorage, process.platform),
    nativeBinding: binding.path,
  });
  const isAppUrl = createAppUrlCheck(process.env['ELECTRON_RENDERER_URL'] ?? `file://${join(__dirname, '../renderer/index.html')}`);
  const router = createIpcRouter(buildIpcHandlers(core, createDesktopServices(dialog, process.platform)), ({ url }) => isAppUrl(url));
  await registerIpc(router);

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
      openApproval: (target) => showWindow().webContents.send('push:open-approval', target),
    },
    core.listInbox(),
  );
  core.subscribe((event) => {
    for (const w of BrowserWindow.getAllWindows()) w.webContents.send('push:core', event);
    alerts.handle(event);
  });
  showWindow();
}

app.on('second-instance', () => showWindow());
app.on('activate', () => {
  if (core) showWindow();
});
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('before-quit', () => {
  void core?.close();
});

app.whenReady().then(start, (error: unknown) => {
  dialog.showErrorBox('Gatehouse cannot start', String(error));
  app.quit();
});
