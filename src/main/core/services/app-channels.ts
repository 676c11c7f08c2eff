import type { GatehouseCore } from '../types';
import type { DesktopServices } from './desktop-services';
import type { NamespaceService } from './namespace';

/** 'app:…': what a window needs when it opens. */
export function createAppChannels(core: GatehouseCore, desktop: DesktopServices): NamespaceService<'app'> {
  return {
    'app:bootstrap': () => ({
      settings: core.getSettings(),
      sessions: core.listSessions(),
      inbox: core.listInbox(),
      platform: desktop.platform,
      systemLocale: desktop.systemLocale ?? null,
    }),
  };
}
