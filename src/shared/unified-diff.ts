/** One line of a hunk. `text` is the line without its marker and without the final "\n" ("\r" stays). */
export interface UnifiedHunkLine {
  kind: 'context' | 'add' | 'remove';
  text: string;
  /** 1-based line number in the old file (null for an added line). */
  oldLine: number | null;
  /** 1-based line number in the new file (null for a removed line). */
  newLine: number | null;
  /** The line is the file's last and has no newline (`\ No newline at end of file` followed it). */
  noNewlineAtEnd: boolean;
}

export interface UnifiedHunk {
  header: string;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: UnifiedHunkLine[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * Parses the hunks of a single-file unified diff (as `buildUnifiedDiff` makes them) so the UI can
 * page and render them. File headers are skipped. Pure; throws on a malformed hunk (a bug upstream).
 */
export function parseUnifiedHunks(unified: string): UnifiedHunk[] {
  const rows = unified.split('\n');
  const hunks: UnifiedHunk[] = [];
  let r = 0;
  while (r < rows.length) {
    const header = rows[r] as string;
    const match = HUNK_HEADER.exec(header);
    r++;
    if (match === null) continue;
    const oldStart = Number(match[1]);
    const oldLines = match[2] === undefined ? 1 : Number(match[2]);
    const newStart = Number(match[3]);
    const newLines = match[4] === undefined ? 1 : Number(match[4]);
    const lines: UnifiedHunkLine[] = [];
    let oldLine = oldLines === 0 ? oldStart + 1 : oldStart;
    let newLine = newLines === 0 ? newStart + 1 : newStart;
    let oldLeft = oldLines;
    let newLeft = newLines;
    while (oldLeft > 0 || newLeft > 0) {
      if (r >= rows.length) throw new Error(`hunk ${header} ends early`);
      const row = rows[r] as string;
      r++;
      const mark = row[0];
      const text = row.slice(1);
      if (mark === ' ' && oldLeft > 0 && newLeft > 0) {
        lines.push({ kind: 'context', text, oldLine: oldLine++, newLine: newLine++, noNewlineAtEnd: false });
        oldLeft--;
        newLeft--;
      } else if (mark === '-' && oldLeft > 0) {
        lines.push({ kind: 'remove', text, oldLine: oldLine++, newLine: null, noNewlineAtEnd: false });
        oldLeft--;
      } else if (mark === '+' && newLeft > 0) {
        lines.push({ kind: 'add', text, oldLine: null, newLine: newLine++, noNewlineAtEnd: false });
        newLeft--;
      } else if (mark === '\\' && lines.length > 0) {
        (lines[lines.length - 1] as UnifiedHunkLine).noNewlineAtEnd = true;
      } else {
        throw new Error(`unexpected line in hunk ${header}: ${JSON.stringify(row.slice(0, 40))}`);
      }
    }
    if (rows[r]?.startsWith('\\') && lines.length > 0) {
      (lines[lines.length - 1] as UnifiedHunkLine).noNewlineAtEnd = true;
      r++;
    }
    hunks.push({ header, oldStart, oldLines, newStart, newLines, lines });
  }
  return hunks;
}
