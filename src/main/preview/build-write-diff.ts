import path from 'node:path';
import {
  isWithinWritePreviewTextLimits,
  WRITE_PREVIEW_TEXT_LIMITS,
  type TextEncoding,
  type WritePreview,
} from '../../shared/tools';
import { deriveEncodingNotes } from './describe-encoding';
import { deriveEol } from './detect-encoding';
import { deriveEncodedSha256, deriveEncodedSize, deriveWriteText, findUnrepresentableCharacter } from './encode-text';
import { deriveLanguageForPath } from './language-for-path';
import { deriveSha256, readTextFile, type TextFileRead } from './read-text-file';
import { buildUnifiedDiff } from './unified-format';
import { say, type MainMessage } from '../../shared/main-messages';

export interface WriteDiffOptions {
  /** How the file is named in the diff headers, `path` and notes (e.g. relative to the workspace); default `filePath`. */
  displayPath?: string;
  /**
   * The file at `filePath` as the caller already read it (`readTextFile`). When given, the file is
   * not read again: the preview's original text and `baseHash` are those of this read. A caller
   * that computed `proposed` from the file (edit_file) passes the same read, so the diff, the
   * hash the stale guard checks and the edit all come from the same bytes.
   */
  base?: TextFileRead;
}

const UNCHANGED_NOTE = say('preview.unchanged');

/** Why a large preview has no side-by-side view; the counts come from WRITE_PREVIEW_TEXT_LIMITS. */
export const TEXTS_OMITTED_NOTE = say('preview.textsOmitted', {
  lines: WRITE_PREVIEW_TEXT_LIMITS.lines,
  chars: WRITE_PREVIEW_TEXT_LIMITS.chars,
});

/**
 * The preview a person approves before `proposed` replaces the file at `filePath`.
 * Reads the file (unless `options.base` is that read); changes nothing. The diff is computed
 * on decoded text, against the text that `runWrite` will write (the file's line endings applied), so
 * what is shown is what is written.
 * - file missing → 'new' (`--- /dev/null`, every line an addition; written as UTF-8 without BOM);
 * - same text → 'unchanged' (empty diff, an explicit note);
 * - binary on disk, or NUL characters in `proposed` → 'binary' (no line diff; sizes and hashes in notes);
 * - otherwise 'change'. Text the file's encoding cannot store gets a note; `runWrite` refuses it.
 * `proposedHash` is the sha256 of the bytes `runWrite` will write. When either text is past
 * WRITE_PREVIEW_TEXT_LIMITS, `original` and `proposed` are left out (`textsOmitted`, with a note):
 * the full `unified` diff stays, and `baseHash` + `proposedHash` are what the write is checked against.
 * Relative display paths get git-style `a/` `b/` headers (`patch -p1`); absolute ones are used as is (`patch -p0`).
 * Throws only on I/O errors other than a missing file (a folder at the path, permissions).
 */
export async function buildWriteDiff(
  filePath: string,
  proposed: string,
  options: WriteDiffOptions = {},
): Promise<WritePreview> {
  const shown = options.displayPath ?? filePath;
  const language = deriveLanguageForPath(filePath);
  const labels = deriveDiffLabels(shown);
  const base = options.base ?? (await readTextFile(filePath));
  const proposedIsBinary = proposed.includes('\0');

  if (base.kind === 'missing') {
    if (proposedIsBinary) return buildBinaryPreview(shown, language, null, null, proposed);
    const encoding: TextEncoding = { name: 'utf8', bom: false, eol: deriveEol(proposed) };
    const diff = buildUnifiedDiff('', proposed, { oldLabel: '/dev/null', newLabel: labels.newLabel });
    const written = deriveWrittenBytes(proposed, encoding);
    const notes = [
      say(proposed === '' ? 'preview.createEmpty' : 'preview.createText', { file: shown }),
      ...deriveProposedNotes(proposed, written.refusal),
    ];
    return deriveSizedPreview({
      kind: 'new',
      path: shown,
      unified: diff.unified,
      original: null,
      proposed,
      ...written.hash,
      language,
      added: diff.added,
      removed: 0,
      hunkCount: diff.hunkCount,
      baseHash: null,
      encoding,
      sizes: { before: null, after: written.size },
      notes,
    });
  }

  if (base.kind === 'binary' || proposedIsBinary) {
    const diskNote = base.kind === 'binary' ? base.reason : null;
    return buildBinaryPreview(
      shown,
      language,
      { bytes: base.size, hash: base.hash, binaryBecause: diskNote },
      base.hash,
      proposed,
    );
  }

  const { text, encoding } = base;
  const writeText = deriveWriteText(proposed, encoding);
  if (writeText === text) {
    // The bytes on disk are what would be written: no need to encode and hash them again.
    return deriveSizedPreview({
      path: shown,
      original: text,
      proposed: writeText,
      proposedHash: base.hash,
      language,
      baseHash: base.hash,
      encoding,
      sizes: { before: base.size, after: base.size },
      kind: 'unchanged',
      unified: '',
      added: 0,
      removed: 0,
      hunkCount: 0,
      notes: [UNCHANGED_NOTE, ...deriveEncodingNotes(encoding, false)],
    });
  }
  const written = deriveWrittenBytes(writeText, encoding);
  const diff = buildUnifiedDiff(text, writeText, { oldLabel: labels.oldLabel, newLabel: labels.newLabel });
  return deriveSizedPreview({
    path: shown,
    original: text,
    proposed: writeText,
    ...written.hash,
    language,
    baseHash: base.hash,
    encoding,
    sizes: { before: base.size, after: written.size },
    kind: 'change',
    unified: diff.unified,
    added: diff.added,
    removed: diff.removed,
    hunkCount: diff.hunkCount,
    notes: [
      ...deriveEncodingNotes(encoding, writeText !== proposed),
      ...deriveProposedNotes(writeText, written.refusal),
    ],
    ...(diff.meaning !== undefined ? { meaning: diff.meaning } : {}),
  });
}

/**
 * The bytes `runWrite` would write: their size and `proposedHash`, or, when the encoding cannot
 * store the text, an estimated size and the reason the write will be refused. Pure.
 */
function deriveWrittenBytes(
  writeText: string,
  encoding: TextEncoding,
): { size: number; hash: { proposedHash?: string }; refusal: Unrepresentable | null } {
  const size = deriveEncodedSize(writeText, encoding);
  const refusal = findUnrepresentableCharacter(writeText, encoding);
  if (refusal !== null) return { size, hash: {}, refusal };
  return { size, hash: { proposedHash: deriveEncodedSha256(writeText, encoding) }, refusal: null };
}

/**
 * Leaves the texts out when either side is past WRITE_PREVIEW_TEXT_LIMITS (the hunks are the
 * preview then), saying so in a note when there is a diff to list. Pure.
 */
function deriveSizedPreview(preview: WritePreview): WritePreview {
  const fits = (text: string | null): boolean => text === null || isWithinWritePreviewTextLimits(text);
  if (fits(preview.proposed) && fits(preview.original)) return preview;
  const notes = preview.kind === 'unchanged' ? preview.notes : [...preview.notes, TEXTS_OMITTED_NOTE];
  return { ...preview, original: null, proposed: null, textsOmitted: true, notes };
}

/** `a/x` `b/x` for a relative path (forward slashes), the path itself on both sides when absolute. Pure. */
function deriveDiffLabels(shown: string): { oldLabel: string; newLabel: string } {
  if (path.isAbsolute(shown)) return { oldLabel: shown, newLabel: shown };
  const posix = shown.split(path.sep).join('/');
  return { oldLabel: `a/${posix}`, newLabel: `b/${posix}` };
}

type Unrepresentable = NonNullable<ReturnType<typeof findUnrepresentableCharacter>>;

function deriveProposedNotes(writeText: string, refusal: Unrepresentable | null): MainMessage[] {
  const notes: MainMessage[] = [];
  if (writeText.startsWith('\uFEFF')) notes.push(say('preview.proposedBom'));
  // The refusal's own words reach the model when the write is refused; the person reads where and why.
  if (refusal?.kind === 'latin1')
    notes.push(say('preview.willRefuseLatin1', { line: refusal.line, char: refusal.char, code: refusal.code }));
  else if (refusal !== null) notes.push(say('preview.willRefuseSurrogate', { line: refusal.line, code: refusal.code }));
  return notes;
}

function buildBinaryPreview(
  shown: string,
  language: string,
  disk: { bytes: number; hash: string; binaryBecause: string | null } | null,
  baseHash: string | null,
  proposed: string,
): WritePreview {
  const proposedBytes = Buffer.from(proposed, 'utf8');
  const proposedHash = deriveSha256(proposedBytes);
  const notes: MainMessage[] = [];
  if (disk === null) notes.push(say('preview.missingFile', { file: shown }));
  else {
    const on = { file: shown, bytes: disk.bytes, hash: disk.hash };
    notes.push(say(disk.binaryBecause !== null ? 'preview.binaryOnDisk' : 'preview.textOnDisk', on));
  }
  const proposedIsBinary = proposed.includes('\0');
  const proposedFacts = { bytes: proposedBytes.length, hash: proposedHash };
  notes.push(say(proposedIsBinary ? 'preview.proposedBinary' : 'preview.proposedText', proposedFacts));
  notes.push(say(proposedIsBinary ? 'preview.refuseBinaryWrite' : 'preview.refuseOverwriteBinary'));
  return {
    kind: 'binary',
    path: shown,
    unified: '',
    original: null,
    proposed: null,
    language,
    added: 0,
    removed: 0,
    hunkCount: 0,
    baseHash,
    encoding: null,
    sizes: { before: disk === null ? null : disk.bytes, after: proposedBytes.length },
    notes,
  };
}
