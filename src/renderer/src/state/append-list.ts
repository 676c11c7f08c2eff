/**
 * An immutable list that grows at its end in constant time: the transcript's entries. Every
 * version made by `append` shares one backing array and knows only its own length, so a version
 * never changes and a new one costs the items it adds, not a copy of those before (a pushed event
 * used to copy the whole transcript). Appending to the newest version pushes onto the backing
 * array: the slots past every version's length belong to none yet. Appending to an older one (the
 * backing already holds more) copies its items first, so two histories part without touching each
 * other. Each version is a new object: identity still says "something changed" to React.
 */
export class AppendList<T> implements Iterable<T> {
  readonly #items: T[];
  readonly length: number;

  private constructor(items: T[], length: number) {
    this.#items = items;
    this.length = length;
  }

  static empty<T>(): AppendList<T> {
    return new AppendList<T>([], 0);
  }

  /** A list of these items (copied: the caller keeps its array). */
  static from<T>(items: Iterable<T>): AppendList<T> {
    const copy = [...items];
    return new AppendList(copy, copy.length);
  }

  /** This list with `items` at its end; this same list when there are none. */
  append(...items: T[]): AppendList<T> {
    if (items.length === 0) return this;
    const shared = this.#items.length === this.length ? this.#items : this.#items.slice(0, this.length);
    for (const item of items) shared.push(item);
    return new AppendList(shared, this.length + items.length);
  }

  /** The item at `index`; a negative index counts from the end (as Array#at). */
  at(index: number): T | undefined {
    const i = index < 0 ? this.length + index : index;
    return i >= 0 && i < this.length ? this.#items[i] : undefined;
  }

  /**
   * Whether this list is `earlier` with items appended (or `earlier` itself): both versions of one
   * history. Constant time; false for equal lists built apart. Lets a derivation keep what it found
   * in `earlier` and look only at the items added since.
   */
  extends(earlier: AppendList<T>): boolean {
    return this.#items === earlier.#items && earlier.length <= this.length;
  }

  /** The first position of `item` (===), or -1. */
  indexOf(item: T): number {
    for (let i = 0; i < this.length; i += 1) if (this.#items[i] === item) return i;
    return -1;
  }

  /** The last position of `item` (===), or -1: looks from the end, where the newest items are. */
  lastIndexOf(item: T): number {
    for (let i = this.length - 1; i >= 0; i -= 1) if (this.#items[i] === item) return i;
    return -1;
  }

  /** The last position whose item `test` holds for, or -1: looks from the end. */
  findLastIndex(test: (item: T) => boolean): number {
    for (let i = this.length - 1; i >= 0; i -= 1) if (test(this.#items[i] as T)) return i;
    return -1;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.length; i += 1) yield this.#items[i] as T;
  }

  /** The items for which `keep` holds, as a list of their own. */
  filter<S extends T>(keep: (item: T, index: number) => item is S): AppendList<S>;
  filter(keep: (item: T, index: number) => boolean): AppendList<T>;
  filter(keep: (item: T, index: number) => boolean): AppendList<T> {
    const kept: T[] = [];
    for (let i = 0; i < this.length; i += 1) if (keep(this.#items[i] as T, i)) kept.push(this.#items[i] as T);
    return new AppendList(kept, kept.length);
  }

  /** The items as a plain array (a copy). */
  toArray(): T[] {
    return this.#items.slice(0, this.length);
  }
}

/**
 * `map` over lists as they grow: the list for the last input is kept, and a list that only grew
 * since (`extends`) costs the items it added. Any other list is mapped whole. One slot: made for a
 * single reader of one growing list (the transcript's row keys).
 */
export function createAppendedMap<T, U>(map: (item: T) => U): (list: AppendList<T>) => AppendList<U> {
  let last: { list: AppendList<T>; mapped: AppendList<U> } | null = null;
  return (list) => {
    if (last?.list === list) return last.mapped;
    const kept = last !== null && list.extends(last.list) ? last : null;
    const added: U[] = [];
    for (let i = kept?.list.length ?? 0; i < list.length; i += 1) added.push(map(list.at(i) as T));
    const mapped = (kept?.mapped ?? AppendList.empty<U>()).append(...added);
    last = { list, mapped };
    return mapped;
  };
}
