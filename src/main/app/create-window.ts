import { BrowserWindow, nativeTheme, shell } from 'electron';
import { join } from 'node:path';
import type { RendererEntry } from './renderer-entry';
import { buildWebPreferences, createAppUrlCheck, denyAllPermissions, hardenWebContents } from './window-security';

/**
 * The one Gatehouse window on `entry` (deriveRendererEntry decides it; `isPackaged` is
 * app.isPackaged). Checked only on a machine with Electron (`npm run smoke`); its security choices
 * live in window-security.ts and renderer-entry.ts, which are tested with stand-ins.
 */
export function createMainWindow(entry: RendererEntry, isPackaged: boolean): BrowserWindow {
  const win = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Gatehouse',
    icon: join(__dirname, '../../resources/icon.png'),
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#1b1d21' : '#ffffff',
    webPreferences: buildWebPreferences(join(__dirname, '../preload/index.cjs'), isPackaged),
  });
  hardenWebContents(win.webContents, createAppUrlCheck(entry.url), (url) => void shell.openExternal(url));
  denyAllPermissions(win.webContents.session);
  win.once('ready-to-show', () => win.show());
  // The built page on the app's scheme (src/main/index.ts installs its handler first), or the dev server.
  void win.loadURL(entry.url);
  return win;
}
