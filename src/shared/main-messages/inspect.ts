import { defineMessages } from './define';

/**
 * What a call's inspection says to the person: its one-line summary, a write preview's notes, why
 * a call reaches outside the folder, and why it is asked again. The reviewer model reads the same
 * ids and parameters.
 */
export const INSPECT_MESSAGES = defineMessages({
  // A call's one line ("Change notes.md (+3 −1)").
  'call.read': ['file'],
  'call.readLines': ['file', 'from', 'to'],
  'call.list': ['folder'],
  'call.searchText': ['pattern', 'folder'],
  'call.searchFiles': ['glob', 'folder'],
  'call.searchTextInFiles': ['pattern', 'glob', 'folder'],
  'call.plan': ['count', 'done'],
  'call.remember': ['text'],
  'call.writeNew': ['file', 'added'],
  'call.writeChange': ['file', 'added', 'removed'],
  'call.writeUnchanged': ['file'],
  'call.writeBinary': ['file'],
  'call.writeNotAFile': ['file'],
  'call.editChange': ['file', 'added', 'removed'],
  'call.editCannotApply': ['file'],
  'call.run': ['command'],
  'call.runIn': ['command', 'folder'],
  'call.mcp': ['name', 'server'],
  'call.mcpUntrusted': ['name', 'server'],
  // Why a call counts as outside the folder.
  'outside.path': ['path'],
  'outside.mcpArgument': ['argument', 'path'],
  // A write preview's notes.
  'preview.unchanged': [],
  'preview.textsOmitted': ['lines', 'chars'],
  'preview.createEmpty': ['file'],
  'preview.createText': ['file'],
  'preview.utf8Bom': [],
  'preview.utf16le': [],
  'preview.utf16be': [],
  'preview.latin1': [],
  'preview.crlfConverted': [],
  'preview.crlfKept': [],
  'preview.lfConverted': [],
  'preview.mixedEol': [],
  'preview.proposedBom': [],
  'preview.willRefuseEncoding': [],
  // Where the first character is that the file's way of storing text cannot hold (`code`: U+XXXX).
  'preview.willRefuseLatin1': ['line', 'char', 'code'],
  'preview.willRefuseSurrogate': ['line', 'code'],
  'preview.missingFile': ['file'],
  'preview.binaryOnDisk': ['file', 'bytes', 'hash'],
  'preview.textOnDisk': ['file', 'bytes', 'hash'],
  'preview.proposedBinary': ['bytes', 'hash'],
  'preview.proposedText': ['bytes', 'hash'],
  'preview.refuseBinaryWrite': [],
  'preview.refuseOverwriteBinary': [],
  // A call asked again because what was checked changed before it ran.
  'stale.autoWrite': [],
  'stale.autoOther': [],
  'stale.fileChanged': ['file'],
  'stale.changed': [],
  // An approval that waited past its limit and changed meanwhile (`change`: an InspectionChangeKind).
  'stale.approvalOld': ['hours', 'change', 'subject'],
  'stale.approvalUncheckable': ['hours'],
  'stale.approvalToolGone': [],
});

/** What changed in a call between the look a person approved and a fresh one. */
export type InspectionChangeKind =
  | 'nowOutside'
  | 'outsideChanged'
  | 'protectedPlaces'
  | 'paths'
  | 'file'
  | 'judged'
  | 'sandbox'
  | 'tool'
  | 'effect'
  | 'other';
