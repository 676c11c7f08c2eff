import type { GatehouseCore } from '../types';
import type { DesktopServices } from './desktop-services';
import type { NamespaceService } from './namespace';

/** 'workspace:…': a folder picked, a folder checked before onboarding creates anything. */
export function createWorkspaceChannels(core: GatehouseCore, desktop: DesktopServices): NamespaceService<'workspace'> {
  return {
    'workspace:pick': async () => ({ path: await desktop.pickFolder(core.getSettings().lastWorkspace) }),
    'workspace:check': (r) => core.checkWorkspace(r.path),
  };
}
