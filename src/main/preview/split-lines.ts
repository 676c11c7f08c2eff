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

/**
 * Maps every distinct line (terminator included) of both texts to a small int, so the diff compares
 * ints. An open-addressing table over FNV-1a hashes of the characters, with a full comparison on a
 * hash match: no substring is created. Pure.
 */
export function deriveInternedLines(oldText: string, oldStarts: Int32Array, newText: string, newStarts: Int32Array): InternedLines {
  const total = oldStarts.length + newStarts.length - 2;
  let capacity = 16;
  while (capacity < total * 2) capacity *= 2;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  const idHash = new Int32Array(total);
  const idSide = new Uint8Array(total);
  const idStart = new Int32Array(total);
  const idEnd = new Int32Array(total);
  let idCount = 0;

  const intern = (text: string, starts: Int32Array, side: number): Int32Array => {
    const lines = starts.length - 1;
    const out = new Int32Array(lines);
    for (let i = 0; i < lines; i++) {
      const s = starts[i] as number;
      const e = starts[i + 1] as number;
      const h = deriveLineHash(text, s, e);
      let slot = h & mask;
      for (;;) {
        const id = table[slot] as number;
        if (id === -1) {
          table[slot] = idCount;
          idHash[idCount] = h;
          idSide[idCount] = side;
          idStart[idCount] = s;
          idEnd[idCount] = e;
          out[i] = idCount++;
          break;
        }
        if (idHash[id] === h) {
          const os = idStart[id] as number;
          if ((idEnd[id] as number) - os === e - s && sameChars(idSide[id] === 0 ? oldText : newText, os, text, s, e - s)) {
            out[i] = id;
            break;
          }
        }
        slot = (slot + 1) & mask;
      }
    }
    return out;
  };
  const a = intern(oldText, oldStarts, 0);
  const b = intern(newText, newStarts, 1);
  return { a, b, idCount };
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
