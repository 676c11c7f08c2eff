#!/usr/bin/env node
/**
 * The first step of `npm test` and `npm run bench`: refuses, in one sentence saying what to run,
 * a Node.js older than the app's floor (22.12, what Electron 45's tooling and better-sqlite3 13
 * declare) or a better-sqlite3 that does not load in this Node. The line the tests are meant to run
 * on is pinned in .node-version; scripts/node-line.sh brings it.
 */
import { createRequire } from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Gatehouse needs Node.js 22.12 or later and this is ${process.versions.node}: run \`bash scripts/node-line.sh npm ci\`, then \`bash scripts/node-line.sh npm test\` (it brings the pinned Node.js).`,
  );
  process.exit(1);
}
try {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  new Database(':memory:').prepare('select 1').get();
} catch (error) {
  console.error(
    `better-sqlite3 does not load in Node.js ${process.versions.node} (${String(error?.message ?? error).split('\n')[0]}): run \`bash scripts/node-line.sh npm ci\` to install it again for this Node.`,
  );
  process.exit(1);
}
