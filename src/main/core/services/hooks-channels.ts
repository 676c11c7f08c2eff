import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'hooks:…': the person's hooks, and a folder's hooks trusted or not. */
export function createHooksChannels(core: GatehouseCore): NamespaceService<'hooks'> {
  return {
    'hooks:list': () => core.hooks.list(),
    'hooks:save': (r) => core.hooks.save(r),
    'hooks:remove': (r) => {
      core.hooks.remove(r.id);
      return null;
    },
    'hooks:import': (r) => core.hooks.importSettings(r.text),
    'hooks:project': (r) => core.hooks.project(r.folder),
    'hooks:trust-folder': (r) => core.hooks.trustFolder(r),
    'hooks:untrust-folder': (r) => core.hooks.untrustFolder(r.folder),
  };
}
