/**
 * A deeply frozen copy: the arguments of a call being executed can no longer change under it
 * (what was decided is what runs, through every later stage).
 */
export function deepFreezeCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
