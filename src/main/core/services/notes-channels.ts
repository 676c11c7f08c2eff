import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'notes:…': what the model's remember tool kept. */
export function createNotesChannels(core: GatehouseCore): NamespaceService<'notes'> {
  return {
    'notes:list': () => core.listNotes(),
    'notes:delete': (r) => {
      core.deleteNote(r.id);
      return null;
    },
  };
}
