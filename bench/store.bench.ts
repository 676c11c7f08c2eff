/**
 * Store benchmark: `node --import tsx bench/store.bench.ts`
 * 1. Persist a pending approval (approval_requested + run_state, committed with synchronous=FULL).
 * 2. Load a 10,000-event session and show its pending approval (all events + the pending row).
 * Prints a markdown table with medians and p95, and the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createEventStore, draft, openDatabase, type EventDraft } from '../src/main/store';

const dir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
const db = openDatabase({ dataDir: dir });
const store = createEventStore(db, () => new Date());
const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: ['write_file'], model: 'm', agentId: 'a' };
const inspection = {
  paths: ['/w/a.txt'], outsideWorkspace: false, outsideReasons: [], defaultEffect: 'ask' as const, undoable: 'yes' as const,
  summary: 'Change a.txt (+3 −1)', preview: { type: 'args' as const, text: 'x'.repeat(2000) },
};

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

// 1. Persisting a pending approval.
store.createSession({ id: 'ses_persist', title: 'p', workspace: '/w', agentId: 'a' });
const persist: number[] = [];
for (let i = 0; i < 300; i++) {
  const calls = [{ callId: `call_p${i}`, toolUseId: `tu${i}`, tool: 'write_file', args: { path: 'a.txt', content: 'hello' }, inspection, rationale: 'why' }];
  const t0 = performance.now();
  store.appendEvents('ses_persist', [
    draft('approval_requested', { runId: 'run_p', approvalId: `apr_p${i}`, calls }),
    draft('run_state', { runId: 'run_p', state: 'awaiting_approval' }),
  ]);
  persist.push(performance.now() - t0);
  store.appendEvents('ses_persist', [draft('decision', { runId: 'run_p', approvalId: `apr_p${i}`, decidedBy: 'person', decisions: [{ callId: `call_p${i}`, action: 'approve', args: {} }] })]);
}

// 2. A 10,000-event session ending with a pending approval.
store.createSession({ id: 'ses_big', title: 'big', workspace: '/w', agentId: 'a' });
const batch: EventDraft[] = [];
for (let i = 0; batch.length < 9_997; i++) {
  const runId = `run_${i}`;
  batch.push(draft('user_message', { runId, text: `question ${i} `.repeat(10), config }));
  batch.push(draft('assistant_message', { runId, content: [{ type: 'text', text: `answer ${i} `.repeat(40) }, { type: 'tool_use', callId: `call_${i}`, toolUseId: `tu_${i}`, name: 'read_file', input: { path: `f${i}.txt` } }], stopReason: 'tool_use', usage: { inputTokens: 1, outputTokens: 1 }, interrupted: false }));
  batch.push(draft('tool_result', { runId, callId: `call_${i}`, toolUseId: `tu_${i}`, tool: 'read_file', outcome: 'success', content: 'file text '.repeat(30) }));
}
for (let i = 0; i < batch.length; i += 1000) store.appendEvents('ses_big', batch.slice(i, i + 1000));
store.appendEvents('ses_big', [
  draft('approval_requested', { runId: 'run_last', approvalId: 'apr_big', calls: [{ callId: 'call_big', toolUseId: 'tu', tool: 'write_file', args: {}, inspection, rationale: '' }] }),
  draft('run_state', { runId: 'run_last', state: 'awaiting_approval' }),
]);
const count = store.loadEvents('ses_big').length;
const load: number[] = [];
const pendingOnly: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  const events = store.loadEvents('ses_big');
  const pending = store.loadPendingApproval('ses_big');
  load.push(performance.now() - t0);
  if (events.length !== count || pending?.approvalId !== 'apr_big') throw new Error('bench: wrong load');
  const t1 = performance.now();
  store.loadPendingApproval('ses_big');
  pendingOnly.push(performance.now() - t1);
}
db.close();
rmSync(dir, { recursive: true, force: true });

const row = (name: string, samples: number[], aim: string) => {
  const s = stats(samples);
  return `| ${name} | ${s.median.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.n} | ${aim} |`;
};
console.log(`Machine: ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}`);
console.log('');
console.log('| measure | median ms | p95 ms | runs | aim |');
console.log('|---|---|---|---|---|');
console.log(row('persist a pending approval (committed, synchronous=FULL)', persist, '< 5 ms'));
console.log(row(`load a ${count}-event session + its pending approval`, load, '< 50 ms'));
console.log(row('show the pending approval alone (derived table)', pendingOnly, '—'));
