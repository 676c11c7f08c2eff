import { randomUUID } from 'node:crypto';
import type { IdSource } from '../agent';

/** Random ids with Gatehouse's prefixes. */
export function createRandomIds(): IdSource {
  return { newId: (prefix) => `${prefix}${randomUUID().replace(/-/g, '')}` };
}
