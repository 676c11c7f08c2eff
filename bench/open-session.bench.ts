/**
 * Opening a conversation: `npm run bench -- open-session`. Seeds conversations of about 1,000, 10,000
 * and 100,000 events (bench/support/long-session.ts), and one of 10,000 approved writes (each asked,
 * approved by the person, run and answered), opens the real core on them, and for each prints how long
 * opening it as a window does takes (`loadSession(id, { latest: true })`: its latest events, the
 * pending approval and the context estimate), how large that answer is as JSON (what crosses IPC),
 * and how much the main process's heap grew for it (after a forced collection, with the answer still
 * held). Prints a markdown table and the machine.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCore, type SecretBox } from '../src/main/core';
import { createEventStore, draft, openDatabase, type EventDraft } from '../src/main/store';
import { say } from '../src/shared/main-messages';
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
  const db = openDatabase({ dataDir });
  const store = createEventStore(db, () => new Date());
  const id = 'ses_calls';
  store.createSession({ id, title: 'Ten thousand writes', workspace, agentId: 'a' });
  const config = {
    workMode: 'agent' as const,
    approvalMode: 'manual' as const,
    tools: ['write_file'],
    model: 'm',
    agentId: 'a',
  };
  const batch: EventDraft[] = [];
  for (let i = 0; i < 10_000; i += 1) {
    const runId = `run_${i}`;
    const callId = `call_${i}`;
    const args = { path: `notes/n${i}.md`, content: `note ${i}\n`.repeat(20) };
    const inspection = {
      paths: [join(workspace, `notes/n${i}.md`)],
      outsideWorkspace: false,
      outsideReasons: [],
      defaultEffect: 'ask' as const,
      undoable: 'yes' as const,
      summary: say('call.writeChange', { file: `notes/n${i}.md`, added: 20, removed: 0 }),
      preview: { type: 'args' as const, text: JSON.stringify(args) },
    };
    batch.push(draft('user_message', { runId, text: `write note ${i}`, config }));
    batch.push(
      draft('assistant_message', {
        runId,
        content: [{ type: 'tool_use', callId, toolUseId: `tu_${i}`, name: 'write_file', input: args }],
        stopReason: 'tool_use',
        usage: { inputTokens: 1, outputTokens: 1 },
        interrupted: false,
      }),
    );
    batch.push(
      draft('approval_requested', {
        runId,
        approvalId: `apr_${i}`,
        calls: [{ callId, toolUseId: `tu_${i}`, tool: 'write_file', args, inspection, rationale: 'a note' }],
      }),
    );
    batch.push(
      draft('decision', {
        runId,
        approvalId: `apr_${i}`,
        decisions: [{ callId, action: 'approve', args: {}, settledBy: { by: 'person' as const } }],
      }),
    );
    batch.push(
      draft('tool_call', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        args,
        settledBy: { by: 'person' as const },
      }),
    );
    batch.push(
      draft('tool_result', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        outcome: 'success',
        content: 'Wrote it.',
      }),
    );
    batch.push(draft('run_state', { runId, state: 'completed' }));
  }
  for (let i = 0; i < batch.length; i += 2_000) store.appendEvents(id, batch.slice(i, i + 2_000));
  sessions.push({ name: '10,000 approved writes', id, events: store.loadSession(id)!.lastSeq });
  db.close();
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
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  rows.push(
    `| ${s.name} | ${s.events.toLocaleString('en')} | ${q(0.5).toFixed(2)} | ${q(0.95).toFixed(2)} | ${(bytes / 1024).toFixed(0)} KiB | ${(grown / 2 ** 20).toFixed(1)} MB | ${RUNS} |`,
  );
}
await core.close();
rmSync(root, { recursive: true, force: true });

console.log(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at the end\n`,
);
console.log(
  '| conversation | events | open as a window, median ms | p95 ms | answer as JSON | main heap held for it | runs |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
