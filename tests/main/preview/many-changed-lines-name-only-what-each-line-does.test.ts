import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveExactSubstitution } from '../../../src/main/preview/line-substitutions';
import { expectGroupsToHideNothing, lines } from './groups-hide-nothing';

/**
 * Past 4,000 changed line pairs the candidate substitutions are read from an even sample of the
 * pairs (src/main/preview/assign-substitutions.ts), then checked on each pair. What the sample misses
 * must still be found, and no pair may be named by a substitution it does not follow exactly.
 */

/** Pure: the places `from` → `to` makes in `before` when that gives exactly `after`, by definition. */
function definedPlaces(before: string, after: string, from: string, to: string): number {
  if (from === '' || !before.includes(from)) return 0;
  return before.split(from).join(to) === after ? before.split(from).length - 1 : 0;
}

describe('a substitution on many lines', () => {
  it('made only on lines the sample steps over is still one group, with every place', () => {
    // 5,000 pairs, sampled evenly: every 2.5th pair is read, so pairs 1, 6, 11, … never are.
    const before = lines(5_000, (i) => (i % 5 === 1 ? `plot ${i}: bean row` : `plot ${i}: tomato bed`));
    const after = lines(5_000, (i) => (i % 5 === 1 ? `plot ${i}: pea row` : `plot ${i}: TOMATO bed`));
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups.map((g) => [g.from, g.to, g.places, g.lines])).toEqual([
      ['tomato', 'TOMATO', 4_000, 4_000],
      ['bean', 'pea', 1_000, 1_000],
    ]);
    expect(meaning).toMatchObject({ otherLines: 0, otherHunks: [] });
  });

  it('made on just two of 6,000 changed lines is found, wherever they fall', () => {
    const before = lines(6_000, (i) => (i === 1_234 || i === 4_321 ? `row ${i}: bean` : `row ${i}: tomato`));
    const after = lines(6_000, (i) => (i === 1_234 || i === 4_321 ? `row ${i}: pea` : `row ${i}: TOMATO`));
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups.map((g) => [g.from, g.to, g.places])).toEqual([
      ['tomato', 'TOMATO', 5_998],
      ['bean', 'pea', 2],
    ]);
    expect(meaning.otherLines).toBe(0);
  });

  it('never names a line that does not follow it, even when the line is the length it would have', () => {
    // context.settings → ctx.options shortens a line by 5 a place; each odd line below is 5 or 10 shorter.
    const odd: Record<number, [string, string]> = {
      // Two places by length, but the second is cut differently.
      1_001: ['f(context.settings, context.settings);', 'f(ctx.options, context.set);'],
      // The substitution, and another change of the same length elsewhere.
      2_002: ['g(context.settings, left);', 'g(ctx.options, rite);'],
      // Only one of two occurrences replaced (and the line 5 shorter, as one place would make it).
      3_003: ['h(context.settings + context.settings);', 'h(ctx.options + context.settings);'],
      // The replacement written next to where it belongs.
      4_004: ['k(context.settings);', 'k(ctx.options);;'],
    };
    const before = lines(6_000, (i) => odd[i]?.[0] ?? `const v${i} = make(context.settings, ${i});`);
    const after = lines(6_000, (i) => odd[i]?.[1] ?? `const v${i} = make(ctx.options, ${i});`);
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups.map((g) => [g.from, g.to, g.places])).toEqual([['context.settings', 'ctx.options', 5_996]]);
    expect(meaning.otherLines).toBe(2 * Object.keys(odd).length);
    expect(meaning.otherHunks).toEqual([0]);
  });

  it('random lines and random substitutions: every group is exact and everything else is counted', () => {
    const words = ['ab', 'a', 'b', 'ba', 'x', 'tomato', 'TOMATO', ' ', '.'];
    const lineArb = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }).map((w) => w.join(''));
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 4_100, maxLength: 4_400 }),
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 4_400, maxLength: 4_400 }),
        (rows, substitutions, choice) => {
          const before = `${rows.map((row, i) => `${i}:${row}`).join('\n')}\n`;
          const after = `${rows
            .map((row, i) => {
              const c = choice[i] as number;
              const [from, to] = substitutions[c % substitutions.length] as [string, string];
              // Most lines follow a substitution; some also change a character, some are left alone.
              const changed = `${i}:${row.split(from).join(to)}`;
              return c % 7 === 0 ? `${changed}!` : c % 11 === 0 ? `${i}:${row}` : changed;
            })
            .join('\n')}\n`;
          expectGroupsToHideNothing(before, after);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});

describe('the exact check of one substitution on one line pair', () => {
  const pieces = ['a', 'b', 'ab', 'ba', 'aa', ''];
  const textArb = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(''));

  it('agrees with split and join, for lines read in place inside longer texts', () => {
    fc.assert(
      fc.property(
        textArb,
        textArb,
        textArb,
        fc.nat(3),
        textArb,
        textArb,
        textArb,
        (before, from, to, mode, other, around, aroundNew) => {
          // The substitution made; another text; or the substitution made and a little more on either end.
          const made = before.split(from).join(to);
          const after = [made, other, `${made}${other}`, `${other}${made}`][mode] as string;
          const oldText = `${around}\n${before}\n${around}`;
          const newText = `${aroundNew}\n${after}\n${aroundNew}`;
          const places = deriveExactSubstitution(
            oldText,
            around.length + 1,
            around.length + 1 + before.length,
            newText,
            aroundNew.length + 1,
            aroundNew.length + 1 + after.length,
            from,
            to,
          );
          expect(places).toBe(definedPlaces(before, after, from, to));
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
