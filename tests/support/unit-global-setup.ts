/** Vitest's globalSetup for the unit suite: the core children bundled once (tests/support/test-entry-bundles.ts). */
import { buildTestEntryBundles } from './test-entry-bundles';

export default async function setup(): Promise<() => void> {
  return buildTestEntryBundles();
}
