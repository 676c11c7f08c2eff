import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Deterministic pseudo-random numbers (mulberry32); tests use it for the same reproducible inputs. */
export function createRandom(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = ['}', '', '  }', '    return result;', '{', '  } else {', '    break;'];
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];

/** Source-like text: about a third of the lines are the usual repeated ones (braces, blanks, returns). */
function buildCodeLike(lines: number, seed: number): string[] {
  const next = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    if (next() < 0.3) out.push(COMMON[Math.floor(next() * COMMON.length)] as string);
    else {
      const word = WORDS[Math.floor(next() * WORDS.length)] as string;
      out.push(
        `    const ${word}${Math.floor(next() * 1e6)} = compute${i % 97}(${word}, "${Math.floor(next() * 1e9).toString(36)}", context.settings);`,
      );
    }
  }
  return out;
}

export interface WriteDiffInputs {
  dir: string;
  oldPath: string;
  editsPath: string;
  rewritePath: string;
  /** The same file after a find-and-replace (`context.settings` → `ctx.options`, on about 70% of its lines). */
  replacePath: string;
  lines: number;
  oldBytes: number;
}

/**
 * Writes the benchmark's inputs into `dir` (created), deterministically: a file of `lines` lines
 * (about 5 MB for 100,000), the same file with 20 scattered edits, a full rewrite of it, and a
 * find-and-replace over it.
 */
export function runWriteDiffInputs(dir: string, lines = 100_000): WriteDiffInputs {
  mkdirSync(dir, { recursive: true });
  const old = buildCodeLike(lines, 42);
  const edited = [...old];
  const next = createRandom(7);
  // Bottom-up so earlier positions stay valid: replacements, insertions and deletions of 1–3 lines.
  for (let k = 20; k >= 1; k--) {
    const at = Math.floor((k * lines) / 21 + next() * 100);
    const kind = k % 3;
    const count = 1 + (k % 3);
    if (kind === 0) edited.splice(at, count, ...Array.from({ length: count }, (_, i) => `    edited${k}_${i}();`));
    else if (kind === 1) edited.splice(at, 0, ...Array.from({ length: count }, (_, i) => `    inserted${k}_${i}();`));
    else edited.splice(at, count);
  }
  const rewrite = buildCodeLike(lines, 4242);
  const oldText = `${old.join('\n')}\n`;
  const oldPath = path.join(dir, 'old.ts');
  const editsPath = path.join(dir, 'edits.ts');
  const rewritePath = path.join(dir, 'rewrite.ts');
  const replacePath = path.join(dir, 'replace.ts');
  writeFileSync(replacePath, oldText.replaceAll('context.settings', 'ctx.options'));
  writeFileSync(oldPath, oldText);
  writeFileSync(editsPath, `${edited.join('\n')}\n`);
  writeFileSync(rewritePath, `${rewrite.join('\n')}\n`);
  return { dir, oldPath, editsPath, rewritePath, replacePath, lines, oldBytes: Buffer.byteLength(oldText) };
}
