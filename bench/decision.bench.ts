/**
 * Decision benchmark: `npm run bench -- decision` (the decision path reads only what it needs).
 * A 10,000-event session whose latest run waits on one approval. Measured:
 * 1. What the decision path reads before the decision commits and before the resumed drive's first
 *    step. Before: the whole log for the run's frozen config (submitDecisions), then the whole log
 *    again for the drive (its session log). After: the run's row, then only the run's own events.
 * 2. The whole submitDecisions (a denial, committed with synchronous=FULL) as it is now: the
 *    pending row, the session row and the run row, then one transaction.
 * Prints a markdown table (median and p95 of wall time, median CPU time) and the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildReplyCalls, buildRunState, submitDecisions, type LoopDeps } from '../src/main/agent';
import { createSessionLog } from '../src/main/agent/session-log';
import { createEventStore, draft, openDatabase, type EventDraft } from '../src/main/store';
import { createToolRegistry } from '../src/main/tools';
import { say } from '../src/shared/main-messages';

const RUNS = 60;
const WARMUP = 5;

interface Sample {
  wall: number;
  cpu: number;
}

async function measure(fn: () => unknown): Promise<Sample> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const dir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-decision-'));
const db = openDatabase({ dataDir: dir });
const store = createEventStore(db, () => new Date());
const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['read_file', 'write_file'],
  model: 'm',
  agentId: 'a',
};
const inspection = {
  paths: [join(dir, 'a.txt')],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 'a.txt', added: 3, removed: 1 }),
  preview: { type: 'args' as const, text: 'x'.repeat(2000) },
};
const load1 = loadavg()[0]!;

// A 10,000-event session: earlier turns, then the latest run waiting on one approval.
const sid = 'ses_big';
store.createSession({ id: sid, title: 'big', workspace: dir, agentId: 'a' });
const batch: EventDraft[] = [];
for (let i = 0; batch.length < 9_990; i++) {
  const runId = `run_${i}`;
  batch.push(draft('user_message', { runId, text: `question ${i} `.repeat(10), config }));
  batch.push(
    draft('assistant_message', {
      runId,
      content: [
        { type: 'text', text: `answer ${i} `.repeat(40) },
        {
          type: 'tool_use',
          callId: `call_${i}`,
          toolUseId: `tu_${i}`,
          name: 'read_file',
          input: { path: `f${i}.txt` },
        },
      ],
      stopReason: 'tool_use',
      usage: { inputTokens: 1, outputTokens: 1 },
      interrupted: false,
    }),
  );
  batch.push(
    draft('tool_result', {
      runId,
      callId: `call_${i}`,
      toolUseId: `tu_${i}`,
      tool: 'read_file',
      outcome: 'success',
      content: 'file text '.repeat(30),
    }),
  );
}
for (let i = 0; i < batch.length; i += 1000) store.appendEvents(sid, batch.slice(i, i + 1000));
const runId = 'run_last';
store.appendEvents(sid, [
  draft('user_message', { runId, text: 'write a.txt', config }),
  draft('run_state', { runId, state: 'streaming' }),
]);

let round = 0;
/** One more reply of the latest run asking for one write, left pending (outside the timing). */
const openApproval = () => {
  round += 1;
  const callId = `call_w${round}`;
  store.appendEvents(sid, [
    draft('assistant_message', {
      runId,
      content: [
        {
          type: 'tool_use',
          callId,
          toolUseId: `tu_w${round}`,
          name: 'write_file',
          input: { path: 'a.txt', content: 'x' },
        },
      ],
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
    }),
    draft('approval_requested', {
      runId,
      approvalId: `apr_${round}`,
      calls: [
        {
          callId,
          toolUseId: `tu_w${round}`,
          tool: 'write_file',
          args: { path: 'a.txt', content: 'x' },
          inspection,
          rationale: '',
        },
      ],
    }),
    draft('run_state', { runId, state: 'awaiting_approval' }),
  ]);
  return { approvalId: `apr_${round}`, callId };
};

const readBefore: Sample[] = [];
const readAfter: Sample[] = [];
const decide: Sample[] = [];
const deps: LoopDeps = {
  store,
  tools: createToolRegistry(),
  memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
  now: () => new Date(),
  ids: { newId: (p) => `${p}${Math.random().toString(36).slice(2)}` },
  emit: { events: () => undefined, live: () => undefined },
  loadModel: () => ({ ok: false, text: say('model.none') }),
  contextWindow: 200_000,
  maxTokens: 1024,
};
let eventCount = 0;
for (let i = 0; i < RUNS + WARMUP; i++) {
  openApproval();
  const before = await measure(() => {
    // submitDecisions read the whole log for the run's config; the resumed drive read it again.
    const cfg = buildRunState(store.loadEvents(sid))?.config;
    const log = createSessionLog(store, sid).loadLatest();
    if (cfg === undefined || buildReplyCalls(log, runId) === null) throw new Error('bench: wrong read');
  });
  const after = await measure(() => {
    const run = store.loadLatestRun(sid);
    const log = createSessionLog(store, sid, run!.userSeq - 1).loadLatest();
    if (run?.runId !== runId || buildReplyCalls(log, runId) === null || buildRunState(log)?.runId !== runId)
      throw new Error('bench: wrong read');
  });
  const pending = store.loadPendingApproval(sid)!;
  const submitted = await measure(async () => {
    const { result } = await submitDecisions(
      deps,
      { approvalId: pending.approvalId, decisions: [{ callId: pending.calls[0]!.callId, action: 'deny' }] },
      {
        workspaceOf: (s) => store.loadSession(s)?.workspace ?? null,
        approvalExisted: (a) => store.hasApproval(a),
      },
    );
    if (!result.ok) throw new Error(`bench: ${JSON.stringify(result)}`);
  });
  if (i >= WARMUP) {
    readBefore.push(before);
    readAfter.push(after);
    decide.push(submitted);
  }
  eventCount = store.loadSession(sid)!.lastSeq;
}
db.close();
rmSync(dir, { recursive: true, force: true });
const load2 = loadavg()[0]!;

const row = (name: string, samples: Sample[]) => {
  const wall = samples.map((s) => s.wall);
  const cpu = samples.map((s) => s.cpu);
  return `| ${name} | ${quantile(wall, 0.5).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${quantile(cpu, 0.5).toFixed(2)} | ${samples.length} |`;
};
const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model.trim() ?? 'cpu'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, ` +
    `Node ${process.version}, load average ${load1.toFixed(2)} before / ${load2.toFixed(2)} after`,
);
console.log('');
console.log(`A session of 9,992 → ${eventCount} events; the latest run waits on one write.`);
console.log('');
console.log('| measure | median ms | p95 ms | median CPU ms | runs |');
console.log('|---|---|---|---|---|');
console.log(
  row('decision path reads, before: whole log for the run config + whole log for the resumed drive', readBefore),
);
console.log(row("decision path reads, after: the run row + the run's own events", readAfter));
console.log(
  row('submitDecisions now (pending row + session row + run row, one transaction, synchronous=FULL)', decide),
);
