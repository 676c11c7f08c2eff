/**
 * Store benchmark: `node --import tsx bench/store.bench.ts`
 * 1. Persist a pending approval (approval_requested + run_state, committed with synchronous=FULL).
 * 2. Load a 10,000-event session and its pending approval from the store (a fresh store each time).
 * 3. One loop step in that session: what runDrive does with the log before each model turn or
 *    batch of tool results (read the log, project the latest reply's calls and the run's state),
 *    after one new event was committed. Before: the whole log reloaded each step. After: the
 *    events the drive holds plus only those after its last seq (createSessionLog).
 * 4. The same through core.loadSession: the snapshot a window asks for (events, pending approval,
 *    context estimate), on a core reopened over the same database.
 * Prints a markdown table (median and p95 of wall time, median CPU time) and the machine. CPU time
 * is the process's own: on a shared 2-core machine it moves far less with other load than wall time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildReplyCalls, buildRunState } from '../src/main/agent';
import { createSessionLog } from '../src/main/agent/session-log';
import { createCore, type SecretBox } from '../src/main/core';
import { createEventStore, draft, openDatabase, type EventDraft } from '../src/main/store';
import type { SessionEvent } from '../src/shared/events';
import { say } from '../src/shared/main-messages';

const PERSIST_RUNS = 400;
const LOAD_RUNS = 60;
const STEP_RUNS = 200;
const WARMUP = 5;

interface Sample {
  wall: number;
  cpu: number;
}

function measure(fn: () => void): Sample {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const dir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
const db = openDatabase({ dataDir: dir });
const store = createEventStore(db, () => new Date());
const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'a',
};
const inspection = {
  paths: ['/w/a.txt'],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 'a.txt', added: 3, removed: 1 }),
  preview: { type: 'args' as const, text: 'x'.repeat(2000) },
};
const load1 = loadavg()[0]!;

// 1. Persisting a pending approval.
store.createSession({ id: 'ses_persist', title: 'p', workspace: dir, agentId: 'a' });
const persist: Sample[] = [];
for (let i = 0; i < PERSIST_RUNS + WARMUP; i++) {
  const calls = [
    {
      callId: `call_p${i}`,
      toolUseId: `tu${i}`,
      tool: 'write_file',
      args: { path: 'a.txt', content: 'hello' },
      inspection,
      rationale: 'why',
    },
  ];
  const s = measure(() => {
    store.appendEvents('ses_persist', [
      draft('approval_requested', { runId: 'run_p', approvalId: `apr_p${i}`, calls }),
      draft('run_state', { runId: 'run_p', state: 'awaiting_approval' }),
    ]);
  });
  if (i >= WARMUP) persist.push(s);
  store.appendEvents('ses_persist', [
    draft('decision', {
      runId: 'run_p',
      approvalId: `apr_p${i}`,
      decisions: [{ callId: `call_p${i}`, action: 'approve', settledBy: { by: 'person' as const }, args: {} }],
    }),
  ]);
}

// 2. A 10,000-event session ending with a pending approval.
store.createSession({ id: 'ses_big', title: 'big', workspace: dir, agentId: 'a' });
const batch: EventDraft[] = [];
for (let i = 0; batch.length < 9_997; i++) {
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
for (let i = 0; i < batch.length; i += 1000) store.appendEvents('ses_big', batch.slice(i, i + 1000));
store.appendEvents('ses_big', [
  draft('approval_requested', {
    runId: 'run_last',
    approvalId: 'apr_big',
    calls: [{ callId: 'call_big', toolUseId: 'tu', tool: 'write_file', args: {}, inspection, rationale: '' }],
  }),
  draft('run_state', { runId: 'run_last', state: 'awaiting_approval' }),
]);
const count = store.loadEvents('ses_big').length;
const loadStore: Sample[] = [];
const pendingOnly: Sample[] = [];
for (let i = 0; i < LOAD_RUNS + WARMUP; i++) {
  // A fresh store (fresh prepared statements) each time: what opening the session costs.
  const fresh = createEventStore(db, () => new Date());
  let ok = false;
  const s = measure(() => {
    const events = fresh.loadEvents('ses_big');
    const pending = fresh.loadPendingApproval('ses_big');
    ok = events.length === count && pending?.approvalId === 'apr_big';
  });
  if (!ok) throw new Error('bench: wrong load');
  const p = measure(() => void fresh.loadPendingApproval('ses_big'));
  if (i >= WARMUP) {
    loadStore.push(s);
    pendingOnly.push(p);
  }
}

// 3. One loop step. Each sample first commits one event (outside the timing), as a step does.
const lastRunId = buildRunState(store.loadEvents('ses_big'))!.runId;
const step = (events: readonly SessionEvent[]) => {
  if (buildReplyCalls(events, lastRunId)?.calls.length !== 1 || buildRunState(events) === null)
    throw new Error('bench: wrong step');
};
const commitOne = () =>
  store.appendEvents('ses_big', [draft('run_state', { runId: 'run_last', state: 'awaiting_approval' })]);
const stepFull: Sample[] = [];
const stepTail: Sample[] = [];
const sessionLog = createSessionLog(store, 'ses_big');
sessionLog.loadLatest();
for (let i = 0; i < STEP_RUNS + WARMUP; i++) {
  commitOne();
  const before = measure(() => step(store.loadEvents('ses_big')));
  commitOne();
  let held = 0;
  const after = measure(() => {
    const events = sessionLog.loadLatest();
    held = events.length;
    step(events);
  });
  if (held !== store.loadEvents('ses_big').length) throw new Error('bench: the session log missed an event');
  if (i >= WARMUP) {
    stepFull.push(before);
    stepTail.push(after);
  }
}
const coreCount = store.loadEvents('ses_big').length;
db.close();

// 4. Through the core, as a window loads it.
const secrets: SecretBox = { storage: 'basic_text', encrypt: (p) => Buffer.from(p), decrypt: (b) => b.toString() };
const core = await createCore({ dataDir: dir, secrets });
const loadCore: Sample[] = [];
for (let i = 0; i < LOAD_RUNS + WARMUP; i++) {
  let ok = false;
  const s = measure(() => {
    const snap = core.loadSession('ses_big');
    ok = snap.events.length === coreCount && snap.pending?.approvalId === 'apr_big' && snap.context.estimatedTokens > 0;
  });
  if (!ok) throw new Error('bench: wrong snapshot');
  if (i >= WARMUP) loadCore.push(s);
}
// 5. As a window opens it now: its latest events (from a run's start), the pending approval, the estimate.
const openLatest: Sample[] = [];
let latestCount = 0;
for (let i = 0; i < LOAD_RUNS + WARMUP; i++) {
  let ok = false;
  const s = measure(() => {
    const snap = core.loadSession('ses_big', { latest: true });
    latestCount = snap.events.length;
    ok = snap.events.at(-1)?.seq === coreCount && snap.pending?.approvalId === 'apr_big';
  });
  if (!ok) throw new Error('bench: wrong latest window');
  if (i >= WARMUP) openLatest.push(s);
}
await core.close();
rmSync(dir, { recursive: true, force: true });
const load2 = loadavg()[0]!;

const row = (name: string, samples: Sample[], aim: string) => {
  const wall = samples.map((s) => s.wall);
  const cpu = samples.map((s) => s.cpu);
  return `| ${name} | ${quantile(wall, 0.5).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${quantile(cpu, 0.5).toFixed(2)} | ${samples.length} | ${aim} |`;
};
const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model.trim() ?? 'cpu'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, ` +
    `Node ${process.version}, load average ${load1.toFixed(2)} before / ${load2.toFixed(2)} after`,
);
console.log('');
console.log('| measure | median ms | p95 ms | median CPU ms | runs | aim |');
console.log('|---|---|---|---|---|---|');
console.log(row('persist a pending approval (committed, synchronous=FULL)', persist, '< 5 ms'));
console.log(row(`load a ${count}-event session + its pending approval (store)`, loadStore, '< 50 ms'));
console.log(
  row(
    `one loop step in a 10,000-event session (${count}→${coreCount} events), before: reload the whole log + project`,
    stepFull,
    '—',
  ),
);
console.log(
  row(
    `one loop step in a 10,000-event session (${count}→${coreCount} events), after: fetch events after the last seq + project`,
    stepTail,
    '—',
  ),
);
console.log(row(`core.loadSession: ${coreCount} events + pending approval + context estimate`, loadCore, '< 50 ms'));
console.log(
  row(
    `open it in a window: its latest ${latestCount} events + pending approval + context estimate`,
    openLatest,
    '≤ 10 ms, flat',
  ),
);
console.log(row('show the pending approval alone (derived table)', pendingOnly, '—'));
