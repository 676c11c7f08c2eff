import type { Theme } from '../../../shared/views';

/** What only the desktop shell can do (native dialogs, files the person picks). Stand-ins in tests. */
export interface DesktopServices {
  readonly platform: 'darwin' | 'win32' | 'linux' | 'other';
  /** The native folder picker; null when cancelled. */
  pickFolder(defaultPath: string | null): Promise<string | null>;
  /** Asks where to save and writes the JSON there, readable by its owner only; null when cancelled. */
  saveJson(suggestedName: string, json: string): Promise<string | null>;
  /** Light, dark or as the system is, for every window (Electron's nativeTheme); absent in tests. */
  applyTheme?(theme: Theme): void;
  /**
   * The operating system's locale (Electron's app.getLocale(), e.g. "es-ES"), which the window's
   * 'system' language follows; absent in tests that do not care, and the window then asks its own navigator.
   */
  readonly systemLocale?: string;
}
