import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'undo:…': what each write offers, the diff of an undo, the undo itself. */
export function createUndoChannels(core: GatehouseCore): NamespaceService<'undo'> {
  return {
    'undo:status': (r) => core.loadUndoStatus(r.sessionId),
    'undo:preview': (r) => core.previewUndo(r),
    'undo:apply': (r) => core.undo(r),
  };
}
