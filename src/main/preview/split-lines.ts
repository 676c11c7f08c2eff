/**
 * Line boundaries of a text: line i is text.slice(starts[i], starts[i + 1]) and keeps its terminator
 * ("\n", so a CRLF line keeps "\r\n"); the last line has none when the text does not end with "\n".
 * `starts` has one more entry than there are lines (the text's length). Pure.
 */
export function deriveLineStarts(text: string): Int32Array {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  const lines = text.length > 0 && text.charCodeAt(text.length - 1) !== 10 ? count + 1 : count;
  const starts = new Int32Array(lines + 1);
  let k = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts[k++] = i + 1;
  starts[lines] = text.length;
  return starts;
}

export interface InternedLines {
  readonly a: Int32Array;
  readonly b: Int32Array;
  /** Ids are in [0, idCount). */
  readonly idCount: number;
}

/** Id shared by the lines of the common prefix and suffix: they pair up in order and nothing else needs them. */
const EDGE_ID = 0;
/** Most lines one block comparison covers while lines keep matching in step. */
const MAX_BLOCK_LINES = 4096;

/**
 * Maps every line (terminator included) of both texts to a small int, so the diff compares ints:
 * within the part between the common prefix and suffix, equal lines get equal ids and different
 * lines different ids; the lines of the common prefix and suffix all get one shared id, which no
 * other line has (the diff trims them first, exactly as it would with per-line ids). Pure.
 *
 * Cost, for large files: the common prefix and suffix, and runs of new lines that continue the old
 * text in step (the usual scattered edits), are compared as whole blocks of text (native string
 * comparison); only the other lines are hashed (FNV-1a over the characters, open addressing, a full
 * comparison on a hash match: no substring per line).
 */
export function deriveInternedLines(
  oldText: string,
  oldStarts: Int32Array,
  newText: string,
  newStarts: Int32Array,
): InternedLines {
  const oldLines = oldStarts.length - 1;
  const newLines = newStarts.length - 1;
  const a = new Int32Array(oldLines);
  const b = new Int32Array(newLines);
  const prefix = countLinesInStep(oldText, oldStarts, 0, newText, newStarts, 0, Math.min(oldLines, newLines), 1);
  const suffix = countLinesInStep(
    oldText,
    oldStarts,
    oldLines,
    newText,
    newStarts,
    newLines,
    Math.min(oldLines, newLines) - prefix,
    -1,
  );
  const oldEnd = oldLines - suffix;
  const newEnd = newLines - suffix;
  // a and b are zero-filled: the prefix and suffix already carry EDGE_ID.

  const total = oldEnd - prefix + (newEnd - prefix) + 1;
  let capacity = 16;
  while (capacity < total * 2) capacity *= 2;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  const idHash = new Int32Array(total);
  const idSide = new Uint8Array(total);
  const idStart = new Int32Array(total);
  const idEnd = new Int32Array(total);
  /** Per id: how many old lines have it, and the last of them. */
  const idOldCount = new Int32Array(total);
  const idOldAt = new Int32Array(total);
  let idCount = EDGE_ID + 1;

  const intern = (text: string, s: number, e: number, side: number): number => {
    const h = deriveLineHash(text, s, e);
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = table[slot] as number;
      if (id === -1) {
        table[slot] = idCount;
        idHash[idCount] = h;
        idSide[idCount] = side;
        idStart[idCount] = s;
        idEnd[idCount] = e;
        return idCount++;
      }
      if (idHash[id] === h) {
        const os = idStart[id] as number;
        if ((idEnd[id] as number) - os === e - s && sameChars(idSide[id] === 0 ? oldText : newText, os, text, s, e - s))
          return id;
      }
    }
  };

  for (let i = prefix; i < oldEnd; i++) {
    const id = intern(oldText, oldStarts[i] as number, oldStarts[i + 1] as number, 0);
    a[i] = id;
    idOldCount[id] = (idOldCount[id] as number) + 1;
    idOldAt[id] = i;
  }

  // New lines: while they continue the old text in step (from old line p), copy the old ids a block
  // at a time; otherwise hash the line, and take up the step again after a line the old text has once.
  let p = prefix;
  let inStep = true;
  for (let j = prefix; j < newEnd;) {
    if (inStep && p < oldEnd) {
      const run = countLinesInStep(oldText, oldStarts, p, newText, newStarts, j, Math.min(oldEnd - p, newEnd - j), 1);
      if (run > 0) {
        b.set(a.subarray(p, p + run), j);
        p += run;
        j += run;
        continue;
      }
    }
    const id = intern(newText, newStarts[j] as number, newStarts[j + 1] as number, 1);
    b[j] = id;
    inStep = idOldCount[id] === 1;
    if (inStep) p = (idOldAt[id] as number) + 1;
    j++;
  }
  return { a, b, idCount };
}

/**
 * How many lines, at most `max`, are equal in step: forward (`dir` 1) from old line `i` and new line
 * `j`, or backward (`dir` -1) from just before them. Compares blocks of whole lines as strings,
 * doubling the block while they match and halving it on a mismatch. Pure.
 */
function countLinesInStep(
  oldText: string,
  oldStarts: Int32Array,
  i: number,
  newText: string,
  newStarts: Int32Array,
  j: number,
  max: number,
  dir: 1 | -1,
): number {
  let count = 0;
  let block = 1;
  while (count < max) {
    const k = Math.min(block, max - count);
    const oi = i + dir * count;
    const nj = j + dir * count;
    const os = oldStarts[dir === 1 ? oi : oi - k] as number;
    const oe = oldStarts[dir === 1 ? oi + k : oi] as number;
    const ns = newStarts[dir === 1 ? nj : nj - k] as number;
    const ne = newStarts[dir === 1 ? nj + k : nj] as number;
    // Equal text that starts and ends on line boundaries on both sides has the same lines.
    if (oe - os === ne - ns && oldText.slice(os, oe) === newText.slice(ns, ne)) {
      count += k;
      if (block < MAX_BLOCK_LINES) block *= 2;
    } else if (k === 1) {
      break;
    } else {
      block = k >> 1;
    }
  }
  return count;
}

/** FNV-1a over two interleaved lanes (independent multiply chains run in parallel on the CPU). */
function deriveLineHash(text: string, s: number, e: number): number {
  let h1 = 0x811c9dc5 ^ (e - s);
  let h2 = 0x9e3779b9;
  let c = s;
  for (; c + 1 < e; c += 2) {
    h1 = Math.imul(h1 ^ text.charCodeAt(c), 0x01000193);
    h2 = Math.imul(h2 ^ text.charCodeAt(c + 1), 0x01000193);
  }
  if (c < e) h1 = Math.imul(h1 ^ text.charCodeAt(c), 0x01000193);
  return h1 ^ Math.imul(h2 ^ (h2 >>> 15), 0x5bd1e995);
}

function sameChars(x: string, xs: number, y: string, ys: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (x.charCodeAt(xs + k) !== y.charCodeAt(ys + k)) return false;
  return true;
}
