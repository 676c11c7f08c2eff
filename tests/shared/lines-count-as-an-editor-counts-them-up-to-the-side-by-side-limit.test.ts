import { describe, expect, it } from 'vitest';
import {
  countEditorLines,
  isWithinWritePreviewTextLimits,
  WRITE_PREVIEW_TEXT_LIMITS,
} from '../../src/shared/write-preview-limits';

const linesOf = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');

describe('lines as an editor counts them', () => {
  it('are the line breaks and one: an empty text is one line, a last line break starts one more', () => {
    expect(countEditorLines('')).toBe(1);
    expect(countEditorLines('one')).toBe(1);
    expect(countEditorLines('one\ntwo')).toBe(2);
    expect(countEditorLines('one\ntwo\n')).toBe(3);
  });

  it('stop at the number asked for', () => {
    expect(countEditorLines(linesOf(50), 10)).toBe(10);
    expect(countEditorLines(linesOf(5), 10)).toBe(5);
  });

  it('keep a text with exactly the limit side by side, and one line more not', () => {
    const at = linesOf(WRITE_PREVIEW_TEXT_LIMITS.lines);
    expect(isWithinWritePreviewTextLimits(at)).toBe(true);
    expect(isWithinWritePreviewTextLimits(`${at}\n`)).toBe(false);
  });
});
