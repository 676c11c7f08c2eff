#!/usr/bin/env node
/** Fails when the built app references a CDN: Gatehouse must work offline with every asset bundled. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CDN = /cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|fonts\.googleapis\.com/;
const found = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(js|mjs|cjs|html|css)$/.test(name) && CDN.test(readFileSync(full, 'utf8'))) found.push(full);
  }
}
walk('out');
if (found.length > 0) {
  console.error(`A CDN address is in the build (the app must work offline):\n${found.join('\n')}`);
  process.exit(1);
}
console.log('No CDN addresses in out/.');
