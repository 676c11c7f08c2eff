type Method = (...args: never[]) => unknown;

/**
 * The same object with each named method calling `notify` once it has succeeded (a promise: once it
 * resolved). A method that throws or rejects notifies nothing. `notify` must not throw.
 */
export function notifyAfter<T extends object>(
  target: T,
  methods: readonly { [K in keyof T]: T[K] extends Method ? K : never }[keyof T][],
  notify: () => void,
): T {
  const wrapped: Record<PropertyKey, unknown> = { ...(target as Record<PropertyKey, unknown>) };
  for (const name of methods) {
    const original = target[name] as Method;
    wrapped[name as PropertyKey] = (...args: never[]) => {
      const result = original.apply(target, args);
      if (result instanceof Promise) return result.then((value) => (notify(), value));
      notify();
      return result;
    };
  }
  return wrapped as T;
}
