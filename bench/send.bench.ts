/**
 * Send benchmark: `npm run bench -- send` (a send costs the same in a long conversation).
 * For a conversation of about 1,000, 10,000 and 100,000 events (seeded as weeks of use would leave
 * it: bench/support/long-session.ts, then compacted, as a long conversation is, so the model's
 * history is its summary and what came after), opens the real core (real SQLite, the real
 * write_file, the scripted Messages API over HTTP) and times, round after round:
 * - send → the approval sheet can show (the run awaits approval), the first send after opening (when
 *   the log is first read for the model's history, from the latest summary on) apart from the later ones;
 * - a decision → the run completed (a deny: the model's next turn, then its end).
 * Prints a markdown table and the machine.
 */
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createEventStore, draft, openDatabase } from '../src/main/store';
import { final, reply, text, toolUse } from '../tests/support/model-server';
import { openTestCore, waitForRunState } from '../tests/support/core-harness';
import { seedLongSession } from './support/long-session';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ROUNDS = 12;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (n: number): string => n.toFixed(1);

const rows: string[] = [];
for (const size of SIZES) {
  const script = Array.from({ length: ROUNDS }, (_, i) => [
    reply(
      text('I will write a note.'),
      toolUse(`call_${i}`, 'write_file', { path: `note-${i}.txt`, content: `note ${i}\n` }),
    ),
    final('Understood.'),
  ]).flat();
  const t = await openTestCore(script, { realTools: true });
  try {
    await t.core.close();
    // About seven events a round (bench/support/long-session.ts): three messages each.
    const seeded = seedLongSession(t.dataDir, t.workspace, Math.round((size / 7) * 3));
    {
      const db = openDatabase({ dataDir: t.dataDir });
      const store = createEventStore(db, () => new Date());
      const last = store.loadSession(seeded.sessionId)!.lastSeq;
      store.appendEvents(seeded.sessionId, [
        draft('compaction', {
          summary: 'The person asked about each module in turn; every one was read and found safe.',
          throughSeq: last,
          estimatedTokensBefore: 1_000_000,
        }),
      ]);
      db.close();
    }
    const core = await t.reopen();
    const sessionId = seeded.sessionId;
    const toSheet: number[] = [];
    const toDone: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await core.send({ sessionId, text: `write note ${i}`, workMode: 'agent' });
      await waitForRunState(core, sessionId, 'awaiting_approval', 120_000);
      toSheet.push(performance.now() - t0);
      const pending = core.loadSession(sessionId, { latest: true }).pending!;
      const t1 = performance.now();
      await core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: pending.calls.map((call) => ({ callId: call.callId, action: 'deny' as const })),
      });
      await waitForRunState(core, sessionId, 'completed', 120_000);
      toDone.push(performance.now() - t1);
    }
    const later = toSheet.slice(1);
    rows.push(
      `| ${seeded.events.toLocaleString('en')} | ${ms(toSheet[0]!)} | ${ms(percentile(later, 50))} | ${ms(percentile(later, 95))} | ${ms(percentile(toDone, 50))} | ${ms(percentile(toDone, 95))} | ${ROUNDS} |`,
    );
  } finally {
    await t.dispose();
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at the end\n`,
);
console.log(
  '| events in the conversation | first send after opening → sheet ms | later sends → sheet, median ms | p95 ms | deny → run completed, median ms | p95 ms | rounds |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
