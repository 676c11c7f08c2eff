import type { GatehouseCore } from '../types';
import type { DesktopServices } from './desktop-services';
import type { NamespaceService } from './namespace';

/** 'settings:…': the settings as windows see them (never the key); a new theme applies to every window. */
export function createSettingsChannels(core: GatehouseCore, desktop: DesktopServices): NamespaceService<'settings'> {
  return {
    'settings:get': () => core.getSettings(),
    'settings:update': (r) => {
      const settings = core.updateSettings(r);
      desktop.applyTheme?.(settings.theme);
      return settings;
    },
  };
}
