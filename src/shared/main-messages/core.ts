import { defineMessages } from './define';

/**
 * The core's words for a person: requests the window made that cannot be served, and what a run's
 * state says beside it. Each id names its parameters; the window words it.
 */
export const CORE_MESSAGES = defineMessages({
  // The IPC router's own refusals.
  'ipc.untrustedSender': [],
  'ipc.unknownChannel': ['channel'],
  'ipc.invalidPayload': ['fields', 'check'],
  'ipc.internal': [],
  // A conversation and what may be done with it now. `action` is one of SessionAction.
  'session.gone': [],
  'session.working': ['action'],
  'session.waiting': ['action'],
  'session.closing': [],
  'session.emptyName': [],
  'session.deleteWhileWorking': [],
  'session.confirmYolo': [],
  'session.emptyMessage': [],
  'session.alreadyAskedAgain': [],
  'session.askAgainOnlyReviewer': [],
  'session.nothingToRetry': [],
  'session.noteGone': [],
  'session.textGone': [],
  // The conversation's folder.
  'workspace.gone': ['path'],
  'workspace.missing': ['path'],
  'workspace.wholeDisk': ['path'],
  'workspace.home': ['path'],
  'workspace.holdsHome': ['path'],
  'workspace.holdsData': ['path', 'dataDir'],
  'workspace.notWritable': ['path'],
  // Settings and the model.
  'settings.invalid': ['fields', 'check'],
  'model.noLocalServer': [],
  'model.none': [],
  'model.cannotSummarise': ['code', 'seconds'],
  'model.tooLongToSummarise': [],
  // Undo.
  'undo.runNotHere': [],
  'undo.nothingLeft': [],
  'undo.tooOld': ['file'],
  'undo.changedBetween': ['file'],
  'undo.notAFileChange': [],
  'undo.runNotEnded': [],
  'undo.refusedFolderLink': ['file'],
  'undo.refusedDeleted': ['file'],
  'undo.refusedLink': ['file'],
  'undo.refusedChanged': ['file'],
  'undo.refusedUnreadable': ['file', 'detail'],
  'undo.stoppedPartWay': ['detail', 'files'],
  'undo.stoppedNothingChanged': ['detail'],
  'undo.stoppedPartWayAt': ['file', 'files'],
  'undo.createdDeletes': ['file'],
  'undo.bytesOnly': ['file'],
  'undo.done': ['files'],
  'undo.binary': ['file'],
  // What a run's state says beside it (run_state's detail).
  'run.autoWaits': [],
  'run.stoppedByPerson': [],
  'run.internalRetry': [],
  'run.noModelRetry': [],
  'run.noLocalServerRetry': [],
  'run.modelFailed': ['code', 'seconds'],
  'run.closedWhileReplying': [],
  'run.closedWhileRunning': ['count'],
  'run.closedWhileClosing': [],
  'run.closedBetweenSteps': [],
  'run.movedFolder': [],
  /** A version-2 log's own words (written in English before runs said ids): shown as written. */
  'legacy.text': ['text'],
});

/** What a person asked for when the conversation was busy: the end of the busy sentence. */
export type SessionAction = 'send' | 'askAgain' | 'retry' | 'summarise' | 'move' | 'undo';
