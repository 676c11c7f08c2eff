/**
 * Stored-once benchmark: `npm run bench -- stored-once` (a text is stored once, whatever refers to it).
 * Drives the real core (real SQLite, the real write_file tool, the scripted Messages API) to one
 * approved rewrite of a file, for each size, and prints what it cost:
 * - the `approval_requested` event as stored (its row) and every row of the log, ÷ the file's size;
 * - the bytes pushed to the window from send until the sheet can show (every push, as JSON);
 * - how much the database grew for the whole approved write (its files after a checkpoint), ÷ the file;
 * - send → sheet and approve → run completed, wall time.
 * Prints a markdown table and the machine.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { final, reply, text, toolUse } from '../tests/support/model-server';
import { openTestCore, waitForRunState } from '../tests/support/core-harness';

interface Case {
  name: string;
  lines: number;
  lineChars: number;
}
const CASES: Case[] = [
  { name: '1,000-line rewrite', lines: 1_000, lineChars: 50 },
  { name: '5 MB rewrite (100,000 lines)', lines: 100_000, lineChars: 50 },
];

function makeText(lines: number, lineChars: number, salt: string): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++)
    out.push(`${salt} line ${i} `.padEnd(lineChars - 1, String.fromCharCode(97 + (i % 26))));
  return `${out.join('\n')}\n`;
}

function databaseBytes(dataDir: string): number {
  const file = join(dataDir, 'gatehouse.db');
  const db = new Database(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  const used = db
    .prepare(
      'SELECT (page_count - freelist_count) * page_size FROM pragma_page_count, pragma_freelist_count, pragma_page_size',
    )
    .pluck()
    .get() as number;
  db.close();
  return used;
}

const mb = (n: number): string => (n / 1_048_576).toFixed(2);
const rows: string[] = [];
for (const c of CASES) {
  const before = makeText(c.lines, c.lineChars, 'old');
  const after = makeText(c.lines, c.lineChars, 'new');
  const t = await openTestCore(
    [
      reply(text('I will rewrite notes.txt.'), toolUse('call_0', 'write_file', { path: 'notes.txt', content: after })),
      final('Done.'),
    ],
    { realTools: true },
  );
  try {
    writeFileSync(join(t.workspace, 'notes.txt'), before);
    const session = t.core.createSession({ workspace: t.workspace });
    const grownFrom = databaseBytes(t.dataDir);
    let pushed = 0;
    let counting = true;
    t.core.subscribe((e) => {
      if (counting) pushed += JSON.stringify(e).length;
    });
    const t0 = performance.now();
    await t.core.send({ sessionId: session.id, text: 'rewrite it', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval', 120_000);
    const toSheet = performance.now() - t0;
    counting = false;
    const pending = t.core.loadSession(session.id).pending!;
    const t1 = performance.now();
    const res = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: pending.calls.map((call) => ({ callId: call.callId, action: 'approve' as const })),
    });
    if (!res.ok) throw new Error(res.error.text.id);
    await waitForRunState(t.core, session.id, 'completed', 120_000);
    const toDone = performance.now() - t1;
    await t.core.close();
    const grown = databaseBytes(t.dataDir) - grownFrom;
    const db = new Database(join(t.dataDir, 'gatehouse.db'), { readonly: true });
    const eventBytes = db
      .prepare("SELECT length(CAST(data AS BLOB)) FROM events WHERE session_id = ? AND kind = 'approval_requested'")
      .pluck()
      .get(session.id) as number;
    const logBytes = db
      .prepare('SELECT sum(length(CAST(data AS BLOB))) FROM events WHERE session_id = ?')
      .pluck()
      .get(session.id) as number;
    db.close();
    const file = Buffer.byteLength(after);
    rows.push(
      `| ${c.name} | ${mb(file)} | ${mb(eventBytes)} (${(eventBytes / file).toFixed(3)}×) | ${mb(logBytes)} (${(logBytes / file).toFixed(2)}×) | ${mb(pushed)} (${(pushed / file).toFixed(2)}×) | ${mb(grown)} (${(grown / file).toFixed(2)}×) | ${toSheet.toFixed(0)} | ${toDone.toFixed(0)} |`,
    );
  } finally {
    await t.dispose();
  }
}
console.log(
  '| write | file MB | approval event MB (÷ file) | whole log MB (÷ file) | pushed send→sheet MB (÷ file) | database growth MB (÷ file) | send → sheet ms | approve → done ms |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(
  `\nMachine: ${platform()} ${release()}, ${cpus().length}× ${cpus()[0]?.model ?? 'cpu'}, ${mb(totalmem())} MB RAM, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}.`,
);
