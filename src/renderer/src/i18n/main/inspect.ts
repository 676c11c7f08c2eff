import type { INSPECT_MESSAGES } from '../../../../shared/main-messages/inspect';

/** English: what a call's inspection says (src/shared/main-messages/inspect.ts), keyed `main.<id>`. */
export const mainInspectMessages: Record<`main.${keyof typeof INSPECT_MESSAGES}`, string> = {
  'main.call.read': 'Read {file}',
  'main.call.readLines': 'Read {file} (lines {from}–{to})',
  'main.call.list': 'List {folder}',
  'main.call.searchText': 'Search for “{pattern}” in {folder}',
  'main.call.searchFiles': 'Search for files {glob} in {folder}',
  'main.call.searchTextInFiles': 'Search for “{pattern}” in files {glob} in {folder}',
  'main.call.plan': 'Update the plan ({count, plural, one {1 step} other {# steps}}, {done} done)',
  'main.call.remember': 'Remember for this folder: “{text}”',
  'main.call.writeNew': 'Create {file} (+{added})',
  'main.call.writeChange': 'Change {file} (+{added} −{removed})',
  'main.call.writeUnchanged': 'Write {file}: no changes',
  'main.call.writeBinary': 'Write {file}: refused (Gatehouse does not write binary content)',
  'main.call.writeNotAFile': 'Write {file}: cannot write (it is not a regular file)',
  'main.call.editChange': 'Edit {file} (+{added} −{removed})',
  'main.call.editCannotApply': 'Edit {file}: cannot apply (nothing will change)',
  'main.call.run': 'Run {command}',
  'main.call.runIn': 'Run {command} in {folder}',
  'main.call.mcp': '{name} ({server})',
  'main.call.mcpUntrusted': '{name} ({server}, not trusted)',
  'main.outside.path': '{path} is outside the workspace',
  'main.outside.mcpArgument': '{argument} names {path}, outside this folder',
  'main.preview.unchanged': 'No changes: the file already has exactly this content.',
  'main.preview.textsOmitted':
    'This change is too large for the side-by-side view (it is offered for files up to {lines} lines and {chars} characters), so the changed lines are listed instead.',
  'main.preview.createEmpty': '{file} does not exist yet; Gatehouse will create it as an empty file.',
  'main.preview.createText': '{file} does not exist yet; Gatehouse will create it as UTF-8 text.',
  'main.preview.utf8Bom': 'This file is stored as UTF-8 with a byte-order mark; Gatehouse will keep it that way.',
  'main.preview.utf16le':
    'This file is stored as UTF-16 (little-endian) with a byte-order mark; Gatehouse will keep it that way.',
  'main.preview.utf16be':
    'This file is stored as UTF-16 (big-endian) with a byte-order mark; Gatehouse will keep it that way.',
  'main.preview.latin1':
    'This file is not valid UTF-8, so Gatehouse reads it as Latin-1 (ISO-8859-1) and will write it back as Latin-1.',
  'main.preview.crlfConverted':
    'This file uses Windows line endings (CRLF); the proposed line breaks were converted to CRLF to match, and the diff shows what will be written.',
  'main.preview.crlfKept': 'This file uses Windows line endings (CRLF); Gatehouse will keep them.',
  'main.preview.lfConverted':
    'This file uses Unix line endings (LF); CRLF line breaks in the proposed text were converted to LF to match.',
  'main.preview.mixedEol':
    'This file mixes CRLF and LF line endings; the proposed text is written with exactly the line endings it has.',
  'main.preview.proposedBom':
    'The proposed text begins with an invisible byte-order-mark character (U+FEFF); it will be written as part of the text.',
  'main.preview.willRefuseEncoding':
    'Gatehouse will refuse this write: the way this file is stored cannot hold some of its characters. It will not change how the file is stored.',
  'main.preview.willRefuseLatin1':
    'Gatehouse will refuse this write: line {line} has “{char}” ({code}), which the way this file is stored (Latin-1) cannot hold. It will not change how the file is stored.',
  'main.preview.willRefuseSurrogate':
    'Gatehouse will refuse this write: line {line} has a broken character ({code}) that no way of storing text can hold.',
  'main.preview.missingFile': '{file} does not exist yet.',
  'main.preview.binaryOnDisk': '{file} is a binary file: {bytes, plural, one {1 byte} other {# bytes}}, sha256 {hash}.',
  'main.preview.textOnDisk': '{file} is a text file: {bytes, plural, one {1 byte} other {# bytes}}, sha256 {hash}.',
  'main.preview.proposedBinary':
    'The proposed content contains NUL characters, so it is binary: {bytes, plural, one {1 byte} other {# bytes}} as UTF-8, sha256 {hash}.',
  'main.preview.proposedText':
    'The proposed content is text: {bytes, plural, one {1 byte} other {# bytes}} as UTF-8, sha256 {hash}.',
  'main.preview.refuseBinaryWrite':
    'No line diff is shown for binary content. Gatehouse writes text only, so it will refuse this write.',
  'main.preview.refuseOverwriteBinary':
    'No line diff is shown for binary content. Gatehouse will not overwrite a binary file with text, so it will refuse this write.',
  'main.stale.autoWrite':
    'Asked again: this change was going to be made without asking, but the file changed after Gatehouse checked it, so nothing was written. This is a fresh diff of the file as it is now.',
  'main.stale.autoOther':
    'Asked again: this was going to run without asking, but what Gatehouse checked changed before it ran, so nothing was done.',
  'main.stale.fileChanged': '{file} changed since it was shown.',
  'main.stale.changed': 'What this action would do changed since it was shown.',
  'main.stale.approvalOld':
    'This approval is more than {hours, plural, one {an hour} other {# hours}} old, and since then {change, select, nowOutside {it reaches outside the conversation’s folder} outsideChanged {what it reaches outside the folder changed} protectedPlaces {what it writes that other programs run later changed} paths {the files it would touch are not the same any more} file {{subject} changed} judged {the command is judged differently} sandbox {the command would not run in the same sandbox} tool {the server changed the {subject} tool} effect {how it is judged changed} other {what it would do changed}}.',
  'main.stale.approvalUncheckable':
    'This approval is more than {hours, plural, one {an hour} other {# hours}} old, and it could not be checked again.',
  'main.stale.approvalToolGone': 'This request waited a long time, and its tool is no longer available.',
};
