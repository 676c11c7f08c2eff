import { describe, expect, it } from 'vitest';
import { AppendList, createAppendedMap } from '../../src/renderer/src/state/append-list';
import { createSharedRecord, recordWith } from '../../src/renderer/src/state/shared-record';

describe('the transcript list', () => {
  it('gives a new list per append that shares the items before, and an older list keeps its own length', () => {
    const one = AppendList.empty<string>().append('a');
    const two = one.append('b', 'c');
    expect(two.toArray()).toEqual(['a', 'b', 'c']);
    expect(one.toArray()).toEqual(['a']);
    expect(two.extends(one)).toBe(true);
    expect(one.extends(two)).toBe(false);
    expect(one.append()).toBe(one);
    expect([two.at(-1), two.at(3), one.at(1)]).toEqual(['c', undefined, undefined]);
  });

  it('parts two histories appended to the same list, each seeing only its own items', () => {
    const base = AppendList.from(['a', 'b']);
    const left = base.append('left');
    const right = base.append('right');
    expect([...left]).toEqual(['a', 'b', 'left']);
    expect([...right]).toEqual(['a', 'b', 'right']);
    expect([...base]).toEqual(['a', 'b']);
    expect(right.extends(base)).toBe(false);
    expect(left.append('more').toArray()).toEqual(['a', 'b', 'left', 'more']);
  });

  it('compares by its items in a test, and finds, filters and maps them as they grow', () => {
    expect(AppendList.from([1, 2])).toEqual(AppendList.from([1, 2]));
    expect(AppendList.from([1, 2])).not.toEqual(AppendList.from([1, 3]));
    const list = AppendList.from([1, 2, 3, 2]);
    expect([list.indexOf(2), list.lastIndexOf(2), list.findLastIndex((n) => n < 2), list.indexOf(9)]).toEqual([
      1, 3, 0, -1,
    ]);
    expect(list.filter((n) => n > 1)).toEqual(AppendList.from([2, 3, 2]));
    const double = createAppendedMap((n: number) => n * 2);
    const doubled = double(list);
    expect(double(list)).toBe(doubled);
    const grown = double(list.append(5));
    expect(grown.toArray()).toEqual([2, 4, 6, 4, 10]);
    expect(grown.extends(doubled)).toBe(true);
    expect(double(AppendList.from([7])).toArray()).toEqual([14]);
  });
});

describe('the cards and approvals by id', () => {
  it('reads as a plain record, and a version with one key set leaves the one before as it was', () => {
    const first = createSharedRecord({ a: 1 });
    const second = recordWith(first, 'b', 2);
    const third = recordWith(second, 'a', 10);
    expect(third).toEqual({ a: 10, b: 2 });
    expect({ ...second }).toEqual({ a: 1, b: 2 });
    expect(first).toEqual({ a: 1 });
    expect([first.b, 'b' in first, Object.keys(first)]).toEqual([undefined, false, ['a']]);
    expect(JSON.stringify(third)).toBe('{"a":10,"b":2}');
    expect(Object.values(third)).toEqual([10, 2]);
  });

  it('parts two versions set from the same one, and refuses a write', () => {
    const base = recordWith(createSharedRecord<number>(), 'a', 1);
    const left = recordWith(base, 'l', 2);
    const right = recordWith(base, 'r', 3);
    expect([left, right, base]).toEqual([{ a: 1, l: 2 }, { a: 1, r: 3 }, { a: 1 }]);
    expect(recordWith({ plain: 1 }, 'x', 2)).toEqual({ plain: 1, x: 2 });
    expect(() => {
      (left as Record<string, number>).a = 5;
    }).toThrow(TypeError);
    expect(left.a).toBe(1);
  });
});
