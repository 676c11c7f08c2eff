import type { CheckpointStore, MemoryNoteStore } from '../store';
import type { SessionGuards } from './session-guards';
import { CoreError, type GatehouseCore } from './types';
import type { UndoService } from './undo-service';
import { say } from '../../shared/main-messages';

/**
 * The core's undo and memory-note commands: what the person sees of the checkpoints and the notes,
 * over their owners (the undo service, the checkpoint and note stores). Undo refuses once the core closes.
 */
export function createUndoAndNotesCommands(deps: {
  undo: UndoService;
  checkpoints: Pick<CheckpointStore, 'listAll'>;
  memory: Pick<MemoryNoteStore, 'listNotes' | 'deleteNote'>;
  guards: Pick<SessionGuards, 'requireOpen'>;
}): Pick<GatehouseCore, 'listNotes' | 'deleteNote' | 'loadUndoStatus' | 'previewUndo' | 'undo' | 'listCheckpoints'> {
  const { undo, checkpoints, memory, guards } = deps;
  return {
    listNotes: () => memory.listNotes(),
    deleteNote(id) {
      if (!memory.deleteNote(id)) throw new CoreError('not_found', say('session.noteGone'));
    },
    loadUndoStatus: (sessionId) => undo.loadStatus(sessionId),
    previewUndo: (target) => undo.buildPreview(target),
    async undo(target) {
      guards.requireOpen();
      return undo.runUndo(target);
    },
    listCheckpoints: () => checkpoints.listAll(),
  };
}
