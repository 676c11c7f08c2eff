import type { CORE_MESSAGES } from '../../../../shared/main-messages/core';

/**
 * English: the core's messages (src/shared/main-messages/core.ts), keyed `main.<id>`. A parameter
 * named `code` is a model failure's code, which the window words as `{reason}` (./word-main.ts).
 */
export const mainCoreMessages: Record<`main.${keyof typeof CORE_MESSAGES}`, string> = {
  'main.ipc.untrustedSender': 'This request did not come from Gatehouse’s own window, so it was refused.',
  'main.ipc.unknownChannel': 'Gatehouse has no request called “{channel}”.',
  'main.ipc.invalidPayload': 'The request was not valid: {check} (in: {fields}). Nothing was changed.',
  'main.ipc.internal': 'Something went wrong inside Gatehouse. Nothing was lost; try again.',
  'main.session.textGone': 'This text is not part of this conversation any more. Open the conversation again.',
  'main.session.gone': 'This conversation no longer exists. It may have been deleted in another window.',
  'main.session.working':
    'Gatehouse is still working in this conversation. Wait for it to finish, or press Stop, before {action, select, send {sending a new message} askAgain {asking again} retry {trying again} summarise {summarising the conversation} move {moving it to another folder} undo {undoing changes} other {doing that}}.',
  'main.session.waiting':
    'Gatehouse is waiting for your answer in this conversation. Approve or deny what it asked before {action, select, send {sending a new message} askAgain {asking again} retry {trying again} summarise {summarising the conversation} move {moving it to another folder} undo {undoing changes} other {doing that}}.',
  'main.session.closing': 'Gatehouse is closing, so it cannot start anything new.',
  'main.session.emptyName': 'A name cannot be empty.',
  'main.session.deleteWhileWorking': 'Gatehouse is still working in this conversation. Press Stop before deleting it.',
  'main.session.confirmYolo': 'When Nobody approves, changes inside this folder run without asking. Confirm it first.',
  'main.session.emptyMessage': 'Write a message first.',
  'main.session.alreadyAskedAgain': 'This action was already asked again.',
  'main.session.askAgainOnlyReviewer': 'Only an action the reviewer model refused can be asked again this way.',
  'main.session.nothingToRetry':
    'There is nothing to try again in this conversation: its last request did not stop with a problem.',
  'main.session.noteGone': 'This note was already deleted.',
  'main.workspace.gone':
    'The folder {path} is no longer there. Put it back, or choose another folder for this conversation.',
  'main.workspace.missing': 'The folder {path} does not exist, or is not a folder. Choose another folder.',
  'main.workspace.wholeDisk':
    '{path} is the whole disk. Choose a project folder: Gatehouse asks you before touching anything outside it.',
  'main.workspace.home':
    '{path} is your home folder. Choose a project folder inside it: Gatehouse asks you before touching anything outside the workspace.',
  'main.workspace.holdsHome':
    '{path} holds your home folder. Choose a project folder inside your home: Gatehouse asks you before touching anything outside the workspace.',
  'main.workspace.holdsData':
    'Gatehouse keeps its own data in {dataDir}, inside {path}. Choose a folder that does not hold it.',
  'main.workspace.notWritable': 'Gatehouse cannot change anything in {path}. Choose a folder you can write to.',
  'main.settings.invalid': 'These settings cannot be saved: {check} (in: {fields}). Nothing was changed.',
  'main.model.noLocalServer':
    'No local server is set up yet: enter its address (for example http://127.0.0.1:11434) in Settings.',
  'main.model.none':
    'No model is set up yet: add an Anthropic API key, or point Gatehouse at a local server, in Settings.',
  'main.model.cannotSummarise': 'Gatehouse could not summarise the conversation. {reason} Nothing was changed.',
  'main.model.tooLongToSummarise':
    'The conversation is too long for the model even to summarise. Start a new conversation to go on. Nothing was changed.',
  'main.undo.runNotHere': 'This run is not part of this conversation.',
  'main.undo.nothingLeft': 'There is nothing left to undo here: its changes were already undone, or never written.',
  'main.undo.tooOld':
    '{file} is too old to undo: its earlier content was dropped to keep undo storage within its limit.',
  'main.undo.changedBetween':
    '{file} was changed by something else between Gatehouse’s writes, so Gatehouse will not undo them.',
  'main.undo.notAFileChange': 'This action cannot be undone: only file changes Gatehouse made can be.',
  'main.undo.runNotEnded':
    'This run has not ended yet: wait for it to finish, or press Stop, before undoing its changes.',
  'main.undo.refusedFolderLink':
    'Nothing was undone: {file} now leads somewhere else (a folder was replaced by a link). Undo only puts back files that still hold what Gatehouse wrote.',
  'main.undo.refusedDeleted':
    'Nothing was undone: {file} was deleted or moved since Gatehouse wrote it. Undo only puts back files that still hold what Gatehouse wrote.',
  'main.undo.refusedLink':
    'Nothing was undone: {file} now leads somewhere else (it was replaced by a link). Undo only puts back files that still hold what Gatehouse wrote.',
  'main.undo.refusedChanged':
    'Nothing was undone: {file} changed since Gatehouse wrote it. Undo only puts back files that still hold what Gatehouse wrote.',
  'main.undo.refusedUnreadable':
    'Nothing was undone: {file} could not be read ({detail}). Undo only puts back files that still hold what Gatehouse wrote.',
  'main.undo.stoppedPartWay': 'The undo stopped part-way: {detail}. Already put back: {files}.',
  'main.undo.stoppedNothingChanged': 'The undo stopped part-way: {detail}. Nothing was changed.',
  'main.undo.stoppedPartWayAt':
    'The undo stopped part-way: {file} changed since Gatehouse wrote it, so it was left as it is. Already put back: {files}.',
  'main.undo.createdDeletes': 'Gatehouse created {file}; undo deletes it.',
  'main.undo.bytesOnly':
    '{file} differs only in how it is stored (encoding or line endings); undo puts back the exact bytes.',
  'main.undo.done': 'Undone: {files}.',
  'main.undo.binary': '{file} holds binary content: no line diff.',
  'main.run.autoWaits': 'Auto review is not available yet, so every request waits for you, as in Manual.',
  'main.run.stoppedByPerson': 'Stopped by you.',
  'main.run.internalRetry': 'Something went wrong inside Gatehouse. Retry to continue.',
  'main.run.noModelRetry':
    'No model is set up yet: add an Anthropic API key, or point Gatehouse at a local server, in Settings. Then press Retry to continue.',
  'main.run.noLocalServerRetry':
    'No local server is set up yet: enter its address (for example http://127.0.0.1:11434) in Settings. Then press Retry to continue.',
  'main.run.modelFailed': '{reason}',
  'main.run.closedWhileReplying': 'Gatehouse closed while the model was replying. Nothing ran. Retry to continue.',
  'main.run.closedWhileRunning':
    '{count, plural, one {Gatehouse closed while a tool was running. Its outcome is unknown and it was not run again.} other {Gatehouse closed while # tools were running. Their outcome is unknown and they were not run again.}} Retry to continue.',
  'main.run.closedWhileClosing':
    'Gatehouse was closing, so it stopped working here. Anything it stopped part-way is marked in the conversation. Retry to continue.',
  'main.run.closedBetweenSteps': 'Gatehouse closed between steps. Nothing was lost. Retry to continue.',
  'main.run.movedFolder':
    'This conversation moved to another folder, so this request was not continued there. Send a new message to go on.',
  'main.legacy.text': '{text}',
};
