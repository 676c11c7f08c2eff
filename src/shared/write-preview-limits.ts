// When a write preview carries its texts, apart from the schemas (src/shared/tools.ts), for the window's first script.

/**
 * Past either limit, on either side, a write preview carries no `original`/`proposed` text
 * (`textsOmitted`): the side-by-side view (Monaco computes its own diff in a worker) stalls on such
 * sizes, so the sheet shows the hunks of `unified`, and the texts would only weigh down the event log
 * and IPC (a 100,000-line rewrite carried ~10 MB of them). Lines count as an editor counts them.
 */
export const WRITE_PREVIEW_TEXT_LIMITS = { lines: 5_000, chars: 1_000_000 } as const;

/** Pure: the lines of `text` as an editor counts them (its line breaks and one), counting no further than `atMost`. */
export function countEditorLines(text: string, atMost = Infinity): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && lines < atMost; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/** Pure: whether `text` is within WRITE_PREVIEW_TEXT_LIMITS. Stops counting at the limit. */
export function isWithinWritePreviewTextLimits(text: string): boolean {
  if (text.length > WRITE_PREVIEW_TEXT_LIMITS.chars) return false;
  return countEditorLines(text, WRITE_PREVIEW_TEXT_LIMITS.lines + 1) <= WRITE_PREVIEW_TEXT_LIMITS.lines;
}
