import { chmod, writeFile } from 'node:fs/promises';
import type { DesktopServices } from '../ipc';
import type { AppLanguage } from '../../shared/language';
import { formatNativeWords } from './native-words';

/** The Electron dialog members the desktop services use. */
export interface DialogLike {
  showOpenDialog(options: {
    title: string;
    defaultPath?: string;
    properties: Array<'openDirectory' | 'createDirectory'>;
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: Array<{ name: string; extensions: string[] }>;
  }): Promise<{
    canceled: boolean;
    filePath?: string;
  }>;
}

function platformOf(p: string): DesktopServices['platform'] {
  return p === 'darwin' || p === 'win32' || p === 'linux' ? p : 'other';
}

/**
 * The native folder picker and save dialog over Electron's dialog. `platform` is process.platform;
 * an unknown one is 'other'. `systemLocale` is app.getLocale(); `language` the person's language now,
 * which the dialogs' titles are in. Cancelling is null; a failed write
 * rejects with the file-system error.
 */
export function createDesktopServices(
  dialog: DialogLike,
  platform: string,
  systemLocale?: string,
  language: () => AppLanguage = () => 'en',
): DesktopServices {
  return {
    platform: platformOf(platform),
    ...(systemLocale !== undefined ? { systemLocale } : {}),
    async pickFolder(defaultPath) {
      const result = await dialog.showOpenDialog({
        title: formatNativeWords(language(), 'dialog.folder'),
        ...(defaultPath ? { defaultPath } : {}),
        properties: ['openDirectory', 'createDirectory'],
      });
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async saveJson(suggestedName, json) {
      const result = await dialog.showSaveDialog({
        title: formatNativeWords(language(), 'dialog.save'),
        defaultPath: suggestedName,
        filters: [{ name: 'JSON', extensions: ['json'] }],
      });
      if (result.canceled || !result.filePath) return null;
      // Why 0600: the export holds every conversation and note; another account must not read it.
      // The mode applies when the file is created; chmod covers a file that already existed.
      await writeFile(result.filePath, json, { encoding: 'utf8', mode: 0o600 });
      await chmod(result.filePath, 0o600);
      return result.filePath;
    },
  };
}
