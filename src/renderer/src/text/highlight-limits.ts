/**
 * How much code the window colours, and how: a reply is drawn on the window's one thread, and
 * highlight.js guessing a block's language runs every language it knows over the whole block.
 * Measured on this repository's shared 2-core machine (load average about 11): in Node, guessing
 * took 80 ms for 1,000 characters and 650 ms for 20,000, highlighting a named language 20 ms for
 * 20,000; in headless Chromium a reply with one unlabelled block of 2,000 characters took 100 to
 * 500 ms to draw, and one of a megabyte held the window for over thirty seconds
 * (tests/browser/a-megabyte-code-block-from-the-model-leaves-the-window-responsive.test.ts).
 */

/** A block that names no language is guessed at only up to this many characters (a short snippet). */
export const DETECT_LIMIT_CHARS = 1_000;
/** Guessing spends at most this many characters in one reply, whatever the number of blocks. */
export const DETECT_BUDGET_CHARS = 2_000;
/** A block longer than this is not highlighted at all, named or not: its text as it is. */
export const HIGHLIGHT_LIMIT_CHARS = 20_000;
/** Highlighting spends at most this many characters in one reply. */
export const HIGHLIGHT_BUDGET_CHARS = 60_000;

/** What one markdown piece may still spend on colouring code: characters guessed, characters highlighted. */
export interface HighlightAllowance {
  detectChars: number;
  highlightChars: number;
}

/** Nothing coloured: a reply still being written (it is coloured once, when complete). */
export const NO_HIGHLIGHT: HighlightAllowance = { detectChars: 0, highlightChars: 0 };
/** A whole reply's allowance. */
export const FULL_HIGHLIGHT: HighlightAllowance = {
  detectChars: DETECT_BUDGET_CHARS,
  highlightChars: HIGHLIGHT_BUDGET_CHARS,
};
