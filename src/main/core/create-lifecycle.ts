/** What one owner of live work or data does when the core closes or wipes everything. */
export interface LifecycleEntry {
  /** Ends its work for good (the core is closing); nothing it owns writes after this resolves. */
  stop?(): Promise<void> | void;
  /** Ends its work under way and erases what it keeps, staying usable (delete everything). */
  wipe?(): Promise<void> | void;
}

/** The one list of owners, in the order they were built; see createLifecycle. */
export interface Lifecycle {
  /** Registers an owner once it is built: after whatever it depends on, before whatever depends on it. */
  add(name: string, entry: LifecycleEntry): void;
  /** Every `stop`, last built first, each awaited before the next; runs once, later calls wait for it. */
  close(): Promise<void>;
  /** Every `wipe`, last built first, each awaited before the next. */
  wipe(): Promise<void>;
  readonly closed: boolean;
  /** The owners' names in stop order (for tests and errors). */
  names(): string[];
}

/**
 * Owners are added in dependency order, so walking them backwards stops what uses a thing before
 * the thing itself (the reviewer before the runs it submits to, the runs before the MCP servers
 * their calls reach, everything before the database). A step that throws does not stop the walk:
 * the first error is rethrown once every owner had its turn.
 */
export function createLifecycle(): Lifecycle {
  const entries: { name: string; entry: LifecycleEntry }[] = [];
  let closing: Promise<void> | null = null;
  const walk = async (step: 'stop' | 'wipe') => {
    let failure: unknown = null;
    for (const { entry } of [...entries].reverse()) {
      try {
        await entry[step]?.();
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure !== null) throw failure;
  };
  return {
    add(name, entry) {
      if (entries.some((e) => e.name === name)) throw new Error(`lifecycle: ${name} is already added`);
      entries.push({ name, entry });
    },
    close() {
      closing ??= walk('stop');
      return closing;
    },
    wipe: () => walk('wipe'),
    get closed() {
      return closing !== null;
    },
    names: () => [...entries].reverse().map((e) => e.name),
  };
}
