import {
  DETECT_LIMIT_CHARS,
  FULL_HIGHLIGHT,
  HIGHLIGHT_LIMIT_CHARS,
  NO_HIGHLIGHT,
  type HighlightAllowance,
} from './highlight-limits';

/** One piece of a reply, drawn on its own. */
export type ReplyPiece =
  /** Parsed as markdown; its code coloured within `allowance`. */
  | { kind: 'markdown'; text: string; allowance: HighlightAllowance }
  /** A fenced block too long to parse or colour: its lines as they are (`text` is the block's body). */
  | { kind: 'plain-code'; text: string }
  /** Prose too long to parse as one piece: its words as they are. */
  | { kind: 'plain-text'; text: string };

/** A reply up to this long is one piece, parsed whole. */
export const WHOLE_REPLY_CHARS = 8_000;
/** Past that, a piece of prose ends at the first block boundary after this many characters. */
const PIECE_CHARS = 4_000;
/**
 * Prose with no boundary for this long is not parsed: markdown's parser took about 20 ms per
 * 1,000 characters of prose on the loaded machine of src/renderer/src/text/highlight-limits.ts.
 */
export const PROSE_PIECE_LIMIT_CHARS = 16_000;

const BLANK = /^[ \t]*$/;
// A list item and a heading begin a block even right after another line.
const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
// Only fences at the start of a line count: an indented one may belong to a list item.
const OPEN_FENCE = /^(?:(`{3,})([^`]*)|(~{3,})(.*))$/;

interface OpenFence {
  marker: string;
  /** Where its opening line starts, and where its body does (after that line). */
  start: number;
  bodyStart: number;
  language: string;
}

/**
 * Pure: a reply cut into pieces that can be drawn one at a time, so that no piece costs much and
 * a reply being written changes only its last piece (the pieces before stay as they were: each cut
 * depends only on the text before it). A reply up to WHOLE_REPLY_CHARS is one markdown piece.
 * Longer ones are cut before and after every fenced block that opens at the start of a line, and,
 * once a piece holds PIECE_CHARS, before a line that begins a block at the start of a line: after
 * a blank line, a heading, or a list item after another (a long list goes on, numbered on). A fenced block
 * past HIGHLIGHT_LIMIT_CHARS, or prose past PROSE_PIECE_LIMIT_CHARS, is plain. While `live`
 * nothing is coloured; otherwise a reply of one piece has the whole allowance, and in a longer one
 * the fenced blocks spend it in reading order (prose pieces colour nothing).
 */
export function deriveReplyPieces(text: string, live: boolean): ReplyPiece[] {
  if (text.length <= WHOLE_REPLY_CHARS)
    return [{ kind: 'markdown', text, allowance: live ? NO_HIGHLIGHT : FULL_HIGHLIGHT }];
  const pieces: ReplyPiece[] = [];
  let detectLeft = live ? 0 : FULL_HIGHLIGHT.detectChars;
  let highlightLeft = live ? 0 : FULL_HIGHLIGHT.highlightChars;
  const pushProse = (from: number, to: number) => {
    const prose = text.slice(from, to);
    if (prose.trim() === '') return;
    pieces.push(
      prose.length > PROSE_PIECE_LIMIT_CHARS
        ? { kind: 'plain-text', text: prose }
        : { kind: 'markdown', text: prose, allowance: NO_HIGHLIGHT },
    );
  };
  const pushCode = (fence: OpenFence, bodyEnd: number, end: number) => {
    // The body as markdown reads it: without the line break before the closing fence.
    const stop = bodyEnd > fence.bodyStart && text[bodyEnd - 1] === '\n' ? bodyEnd - 1 : bodyEnd;
    const body = text.slice(fence.bodyStart, Math.max(fence.bodyStart, stop));
    if (body.length > HIGHLIGHT_LIMIT_CHARS) {
      pieces.push({ kind: 'plain-code', text: body });
      return;
    }
    let allowance = NO_HIGHLIGHT;
    if (fence.language !== '' && body.length <= highlightLeft) {
      allowance = { detectChars: 0, highlightChars: body.length };
      highlightLeft -= body.length;
    } else if (fence.language === '' && body.length <= DETECT_LIMIT_CHARS && body.length <= detectLeft) {
      allowance = { detectChars: body.length, highlightChars: 0 };
      detectLeft -= body.length;
    }
    pieces.push({ kind: 'markdown', text: text.slice(fence.start, end), allowance });
  };

  let proseStart = 0;
  let afterBlank = false;
  let afterItem = false;
  for (let lineStart = 0; lineStart <= text.length;) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const next = newline === -1 ? text.length + 1 : newline + 1;
    const first = text[lineStart];
    // While written, the last line may be cut short ("#" of "#tag", "``" of a fence): it decides nothing yet.
    const whole = newline !== -1 || !live;
    const open = whole && (first === '`' || first === '~') ? OPEN_FENCE.exec(text.slice(lineStart, lineEnd)) : null;
    if (open) {
      pushProse(proseStart, lineStart);
      const marker = open[1] ?? open[3] ?? '```';
      const bodyStart = Math.min(next, text.length);
      const fence = {
        marker,
        start: lineStart,
        bodyStart,
        language: (open[2] ?? open[4] ?? '').trim().split(/\s/)[0] ?? '',
      };
      // Its closing line: the same character, at least as many, nothing else (up to three spaces before).
      const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`, 'gm');
      close.lastIndex = bodyStart;
      let found = bodyStart < text.length ? close.exec(text) : null;
      // Markdown ends lines at \n and \r only; the pattern's ^ and $ also take U+2028 and U+2029.
      const endsLine = (at: number) => at >= text.length || text[at] === '\n' || text[at] === '\r';
      while (
        found !== null &&
        !((found.index === bodyStart || endsLine(found.index - 1)) && endsLine(found.index + found[0].length))
      )
        found = close.exec(text);
      if (found === null) {
        // A block never closed runs to the end (as markdown reads it); a reply being written often ends inside one.
        pushCode(fence, text.length, text.length);
        return pieces;
      }
      const closeEnd = text.indexOf('\n', found.index);
      const end = closeEnd === -1 ? text.length : closeEnd + 1;
      pushCode(fence, found.index, end);
      proseStart = end;
      afterBlank = false;
      afterItem = false;
      lineStart = closeEnd === -1 ? text.length + 1 : end;
      continue;
    }
    const line = text.slice(lineStart, lineEnd);
    const blank = BLANK.test(line);
    const item = LIST_ITEM.test(line);
    const starts =
      whole && !blank && first !== ' ' && first !== '\t' && (afterBlank || (item && afterItem) || HEADING.test(line));
    if (starts && lineStart - proseStart >= PIECE_CHARS) {
      pushProse(proseStart, lineStart);
      proseStart = lineStart;
    }
    afterBlank = blank;
    afterItem = item;
    lineStart = next;
  }
  pushProse(proseStart, text.length);
  return pieces;
}
