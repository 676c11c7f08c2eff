import type { GatehouseCore } from '../types';
import type { DesktopServices } from './desktop-services';
import type { NamespaceService } from './namespace';

/** 'rules:…': saved rules drafted, tried, saved, switched, deleted, exported and imported. */
export function createRulesChannels(core: GatehouseCore, desktop: DesktopServices): NamespaceService<'rules'> {
  return {
    'rules:list': () => core.rules.list(),
    'rules:draft': (r) => core.rules.draft(r),
    'rules:matches': (r) => core.rules.matches(r),
    'rules:examples': (r) => core.rules.examples(r),
    'rules:save': (r) =>
      core.rules.save({
        definition: r.definition,
        ...(r.id !== undefined ? { id: r.id } : {}),
        ...(r.source !== undefined ? { source: r.source } : {}),
      }),
    'rules:set-enabled': (r) => core.rules.setEnabled(r.id, r.enabled),
    'rules:delete': (r) => {
      core.rules.remove(r.id);
      return null;
    },
    'rules:export': async () => ({ path: await desktop.saveJson('gatehouse-rules.json', core.rules.exportFile()) }),
    'rules:import': (r) => core.rules.importFile(r.text),
  };
}
