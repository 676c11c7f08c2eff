/**
 * Reviewer benchmark: `npm run bench -- reviewer`. The app's own overhead from an
 * approval opened under auto to the reviewer's decision committed, with an in-process reviewer
 * model that answers at once: reading the sheet and the run's request from the log, building the
 * request, parsing the reply, decide() per call, and the decision's transaction (synchronous=FULL).
 * A session of a few hundred events; one write per sheet. Prints a markdown table and the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { submitDecisions, type LoopDeps } from '../src/main/agent';
import type { ModelClient } from '../src/main/model';
import { createReviewer } from '../src/main/reviewer';
import { createEventStore, draft, openDatabase } from '../src/main/store';
import { createToolRegistry } from '../src/main/tools';
import { say } from '../src/shared/main-messages';

const RUNS = 60;
const WARMUP = 5;
const dir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-reviewer-'));
const db = openDatabase({ dataDir: dir });
const store = createEventStore(db, () => new Date());
const config = {
  workMode: 'agent' as const,
  approvalMode: 'auto' as const,
  tools: ['write_file'],
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
const sid = 'ses_r';
store.createSession({ id: sid, title: 'r', workspace: dir, agentId: 'a' });
const runId = 'run_r';
store.appendEvents(sid, [
  draft('user_message', { runId, text: 'write a.txt', config }),
  draft('run_state', { runId, state: 'streaming' }),
]);

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
let committed: (() => void) | null = null;
/** Answers at once: approve every call of the sheet. */
const instant: ModelClient = {
  model: 'instant',
  async streamTurn(request) {
    const data = JSON.parse(
      String(request.messages[0]!.content)
        .replace(/^<sheet_data>\n/, '')
        .replace(/\n<\/sheet_data>$/, ''),
    ) as { calls: { callId: string }[] };
    return {
      content: [
        {
          type: 'tool_use',
          id: 'rv',
          name: 'submit_review',
          input: {
            verdicts: data.calls.map((c) => ({
              callId: c.callId,
              verdict: 'approve',
              reason: 'routine',
              confidence: 0.99,
            })),
          },
        },
      ],
      stopReason: 'tool_use',
      usage: null,
    };
  },
};
const reviewer = createReviewer({
  store,
  emit: deps.emit,
  loadSettings: () => ({
    model: 'instant',
    timeoutMs: 10_000,
    threshold: 0.8,
    denialsToMe: false,
    contextWindow: 200_000,
  }),
  loadModel: () => instant,
  submit: async (raw, by) => {
    const { result } = await submitDecisions(
      deps,
      raw,
      { workspaceOf: (s) => store.loadSession(s)?.workspace ?? null, approvalExisted: (a) => store.hasApproval(a) },
      by,
    );
    if (!result.ok) throw new Error(`bench: ${JSON.stringify(result)}`);
    committed?.();
    return result;
  },
});

const load1 = loadavg()[0]!;
const samples: number[] = [];
for (let i = 0; i < RUNS + WARMUP; i++) {
  const callId = `call_w${i}`;
  store.appendEvents(sid, [
    draft('assistant_message', {
      runId,
      content: [
        { type: 'tool_use', callId, toolUseId: `tu_w${i}`, name: 'write_file', input: { path: 'a.txt', content: 'x' } },
      ],
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
    }),
    draft('approval_requested', {
      runId,
      approvalId: `apr_${i}`,
      calls: [
        {
          callId,
          toolUseId: `tu_w${i}`,
          tool: 'write_file',
          args: { path: 'a.txt', content: 'x' },
          inspection,
          rationale: '',
        },
      ],
    }),
    draft('run_state', { runId, state: 'awaiting_approval' }),
  ]);
  const pending = store.loadPendingApproval(sid)!;
  const done = new Promise<void>((resolve) => (committed = resolve));
  const t0 = performance.now();
  reviewer.onApprovalOpened(pending);
  await done;
  const wall = performance.now() - t0;
  // The sheet's call ran (outside the timing): the log moves on as a real run's would.
  store.appendEvents(sid, [
    draft('tool_result', {
      runId,
      callId,
      toolUseId: `tu_w${i}`,
      tool: 'write_file',
      outcome: 'success',
      content: 'ok',
    }),
    draft('run_state', { runId, state: 'streaming' }),
  ]);
  if (i >= WARMUP) samples.push(wall);
}
await reviewer.close();
const events = store.loadSession(sid)!.lastSeq;
db.close();
rmSync(dir, { recursive: true, force: true });
const load2 = loadavg()[0]!;
const q = (p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model.trim() ?? 'cpu'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, ` +
    `Node ${process.version}, load average ${load1.toFixed(2)} before / ${load2.toFixed(2)} after`,
);
console.log('');
console.log(
  `A session growing to ${events} events; each sheet is one write, reviewed by a model that answers at once.`,
);
console.log('');
console.log('| measure | median ms | p95 ms | runs |');
console.log('|---|---|---|---|');
console.log(
  `| approval opened → reviewer's decision committed | ${q(0.5).toFixed(2)} | ${q(0.95).toFixed(2)} | ${samples.length} |`,
);
