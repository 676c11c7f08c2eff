/**
 * Opening a conversation: `npm run bench -- open-session`. Seeds conversations of about 1,000, 10,000
 * and 100,000 events (bench/support/long-session.ts), and one of 10,000 approved writes (each asked,
 * approved by the person, run and answered), opens the real core on them, and for each prints how long
 * opening it as a window does takes (`loadSession(id, { latest: true })`: its latest events, the
 * pending approval and the context estimate), how large that answer is as JSON (what crosses IPC),
 * and how much the main process's heap grew for it (after a forced collection, with the answer still
 * held); and what undo offers on its cards (`loadUndoStatus`, which a window asks for as it opens a
 * conversation and after every write's result). Prints a markdown table and the machine.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCore, type SecretBox } from '../src/main/core';
import { createEventStore, openDatabase } from '../src/main/store';
import { seedApprovedWrites } from '../tests/support/seed-approved-writes';
import { seedLongSession } from './support/long-session';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const RUNS = 40;

const root = mkdtempSync(join(tmpdir(), 'gatehouse-bench-open-'));
const dataDir = join(root, 'data');
const workspace = join(root, 'ws');
mkdirSync(dataDir);
mkdirSync(workspace);

const sessions: { name: string; id: string; events: number }[] = [];
for (const size of [1_000, 10_000, 100_000]) {
  const id = `ses_${size}`;
  const seeded = seedLongSession(dataDir, workspace, Math.round((size / 7) * 3), id);
  sessions.push({
    name: `${seeded.events.toLocaleString('en')} events (questions, reads, answers)`,
    id,
    events: seeded.events,
  });
}

// 10,000 writes, each asked, approved by the person, run and answered.
{
  const id = seedApprovedWrites(dataDir, workspace, 10_000, 'ses_calls');
  const db = openDatabase({ dataDir });
  const events = createEventStore(db, () => new Date()).loadSession(id)!.lastSeq;
  db.close();
  sessions.push({ name: '10,000 approved writes', id, events });
}

const secrets: SecretBox = { storage: 'basic_text', encrypt: (p) => Buffer.from(p), decrypt: (b) => b.toString() };
const core = await createCore({ dataDir, secrets });
const rows: string[] = [];
for (const s of sessions) {
  // The first open, as a window opening it does: what the main process holds afterwards, the answer
  // and whatever it keeps for it, after a forced collection.
  gc();
  const before = process.memoryUsage().heapUsed;
  const held = core.loadSession(s.id, { latest: true });
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  const bytes = JSON.stringify(held).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t0 = performance.now();
    core.loadSession(s.id, { latest: true });
    const took = performance.now() - t0;
    if (i >= 3) times.push(took);
  }
  if (held.events.length === 0) throw new Error('bench: nothing opened');
  const undo: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t0 = performance.now();
    core.loadUndoStatus(s.id);
    const took = performance.now() - t0;
    if (i >= 3) undo.push(took);
  }
  times.sort((a, b) => a - b);
  undo.sort((a, b) => a - b);
  const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  rows.push(
    `| ${s.name} | ${s.events.toLocaleString('en')} | ${q(times, 0.5).toFixed(2)} | ${q(times, 0.95).toFixed(2)} | ${(bytes / 1024).toFixed(0)} KiB | ${(grown / 2 ** 20).toFixed(1)} MB | ${q(undo, 0.5).toFixed(2)} | ${RUNS} |`,
  );
}
await core.close();
rmSync(root, { recursive: true, force: true });

console.log(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at the end\n`,
);
console.log(
  '| conversation | events | open as a window, median ms | p95 ms | answer as JSON | main heap held for it | undo state, median ms | runs |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
