import { BrowserWindow, nativeTheme, shell } from 'electron';
import { join } from 'node:path';
import { buildWebPreferences, createAppUrlCheck, denyAllPermissions, hardenWebContents } from './window-security';

/**
 * The one Gatehouse window. Checked only on a machine with Electron (the binary cannot run on the
 * build machines); its security choices live in window-security.ts, which is tested with stand-ins.
 */
export function createMainWindow(): BrowserWindow {
  const devUrl = process.env['ELECTRON_RENDERER_URL'];
  const entry = devUrl ?? `file://${join(__dirname, '../renderer/index.html')}`;
  const win = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Gatehouse',
    icon: join(__dirname, '../../resources/icon.png'),
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#1b1d21' : '#ffffff',
    webPreferences: buildWebPreferences(join(__dirname, '../preload/index.cjs')),
  });
  hardenWebContents(win.webContents, createAppUrlCheck(entry), (url) => void shell.openExternal(url));
  denyAllPermissions(win.webContents.session);
  win.once('ready-to-show', () => win.show());
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(join(__dirname, '../renderer/index.html'));
  return win;
}
