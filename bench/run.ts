/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each prints a markdown table with the
 * machine it ran on). Benchmarks are never part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv.slice(2);
const dir = join(import.meta.dirname, '.');
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
