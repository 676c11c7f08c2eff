/**
 * Read-only records whose versions share one store: the tool cards and approvals by id. A pushed
 * event changes a card or two, and a copy of the whole record per event (thousands of cards in a
 * long conversation) cost more than the event. Here a version with one key set costs that key.
 *
 * A version reads as a plain frozen record (`record[id]`, `in`, Object.keys/values, spread, JSON),
 * so every reader (selectors, the audit screen, tests) keeps reading it as one: it is a Proxy over
 * its version of the store. Writing to it throws; `recordWith` makes the next version. Each version
 * is a new object, so identity still says "something changed" to React.
 *
 * The store keeps, per key, its values by version, oldest first. A version reads, for each key, the
 * last value set at or before it. Setting a key on the newest version adds one value at the next
 * version; setting one on an older version (a later one exists) copies what that version reads
 * into a store of its own first, so the two histories part. Every value a key had stays in the
 * store while the conversation is open (a card's few states): the price of sharing it.
 */

interface Store<V> {
  history: Map<string, Array<{ version: number; value: V }>>;
  /** The newest version made on this store. */
  head: number;
}

/** One version: the Proxy's handler, so its traps read `this` store at `this` version. */
class RecordVersion<V> implements ProxyHandler<object> {
  constructor(
    readonly store: Store<V>,
    readonly version: number,
  ) {}

  /** The value `key` has in this version, or undefined. */
  read(key: string): V | undefined {
    const values = this.store.history.get(key);
    if (values === undefined) return undefined;
    const last = values[values.length - 1];
    if (last !== undefined && last.version <= this.version) return last.value;
    // An older version: the last value set at or before it (a key has a few values, by version).
    for (let i = values.length - 2; i >= 0; i -= 1) {
      const entry = values[i] as { version: number; value: V };
      if (entry.version <= this.version) return entry.value;
    }
    return undefined;
  }

  holds(key: string): boolean {
    const first = this.store.history.get(key)?.[0];
    return first !== undefined && first.version <= this.version;
  }

  keys(): string[] {
    const keys: string[] = [];
    for (const [key, values] of this.store.history)
      if ((values[0]?.version ?? Infinity) <= this.version) keys.push(key);
    return keys;
  }

  get(target: object, key: string | symbol): unknown {
    if (typeof key === 'string' && this.holds(key)) return this.read(key);
    // What a plain object inherits (toString, hasOwnProperty …), as a plain record would.
    return Reflect.get(target, key);
  }

  has(target: object, key: string | symbol): boolean {
    return (typeof key === 'string' && this.holds(key)) || Reflect.has(target, key);
  }

  ownKeys(): string[] {
    return this.keys();
  }

  getOwnPropertyDescriptor(_target: object, key: string | symbol): PropertyDescriptor | undefined {
    if (typeof key !== 'string' || !this.holds(key)) return undefined;
    return { value: this.read(key), writable: false, enumerable: true, configurable: true };
  }

  // A version never changes: a write (in strict code, a TypeError) is a reducer's mistake.
  set(): boolean {
    return false;
  }

  defineProperty(): boolean {
    return false;
  }

  deleteProperty(): boolean {
    return false;
  }
}

const versions = new WeakMap<object, RecordVersion<unknown>>();

function createVersion<V>(store: Store<V>, version: number): Readonly<Record<string, V>> {
  const handler = new RecordVersion(store, version);
  const record = new Proxy({}, handler) as Readonly<Record<string, V>>;
  versions.set(record, handler as RecordVersion<unknown>);
  return record;
}

/** A shared record holding these values (copied: the caller keeps its object). */
export function createSharedRecord<V>(values: Readonly<Record<string, V>> = {}): Readonly<Record<string, V>> {
  const history = new Map<string, Array<{ version: number; value: V }>>();
  for (const [key, value] of Object.entries(values)) history.set(key, [{ version: 0, value }]);
  return createVersion({ history, head: 0 }, 0);
}

/**
 * `record` with `key` set to `value`: a new version, in constant time when `record` is the newest
 * version of its store. A record made elsewhere (a plain object) is first copied into a store.
 */
export function recordWith<V>(record: Readonly<Record<string, V>>, key: string, value: V): Readonly<Record<string, V>> {
  let at = versions.get(record) as RecordVersion<V> | undefined;
  if (at === undefined || at.version !== at.store.head) {
    const copied = versions.get(createSharedRecord(record)) as RecordVersion<V>;
    at = copied;
  }
  const version = at.version + 1;
  const values = at.store.history.get(key);
  if (values === undefined) at.store.history.set(key, [{ version, value }]);
  else values.push({ version, value });
  at.store.head = version;
  return createVersion(at.store, version);
}
