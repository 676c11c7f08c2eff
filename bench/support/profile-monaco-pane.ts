/**
 * Profiles the Monaco pane of the approval-sheet bench page: where the time goes between an
 * approval's delivery and the Monaco pane swapped in, for the first pane after the idle preload
 * and for a later one. Not a benchmark (the profiler slows the page); a tool for finding levers.
 * Run: node --import tsx bench/support/profile-monaco-pane.ts [later-panes-before-profiling]
 * (TRACE=1: a Chromium trace instead of a CPU profile, with the main thread's CPU time, which
 * holds on a loaded machine where wall times do not; LATER_PROFILED=n: profile n later panes.)
 */
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../../tests/support/browser-harness';
import { buildAndServeBenchPage } from './approval-sheet-page';
import { buildOrdinaryApproval } from './approval-sheet-fixtures';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type Bench = {
  __approvalBench: {
    deliver(a: unknown): Promise<{ painted: number }>;
    waitMonaco(t: number): Promise<number>;
    preload(): Promise<number>;
  };
};

const INTERESTING = /./;

function summarise(profile: Profile, label: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const node = byId.get(id);
    if (!node) return;
    const name = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n) break;
      const k = name(n);
      if (seen.has(k) || !INTERESTING.test(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n### ${label}: ${total.toFixed(0)} ms sampled\nself:\n${top(self, 25)}\ninclusive:\n${top(inclusive, 60)}`,
  );
}

const resetMarks = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { __marks: string[]; __t0: number };
    w.__marks = [];
    w.__t0 = performance.now();
  });
const printMarks = async (page: Page) =>
  console.log((await page.evaluate(() => (globalThis as unknown as { __marks: string[] }).__marks)).join('\n'));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost, whatever else the machine was running. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Self time per trace event name on the page's main thread, and its tasks over 8 ms. */
function summariseTrace(events: TraceEvent[], t0: number) {
  // The page's main thread: of the renderer main threads in the trace, the busiest.
  const count = new Map<string, number>();
  for (const e of events) count.set(`${e.pid}/${e.tid}`, (count.get(`${e.pid}/${e.tid}`) ?? 0) + 1);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (count.get(`${b.pid}/${b.tid}`) ?? 0) - (count.get(`${a.pid}/${a.tid}`) ?? 0))[0];
  if (!main) return console.log('no renderer main thread in the trace');
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; child: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= until) {
      const top = stack.pop() as { e: TraceEvent; end: number; child: number };
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + ((top.e.dur ?? 0) - top.child) / 1000);
    }
  };
  const tasks: string[] = [];
  let wall = 0;
  let cpu = 0;
  for (const e of mine) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur ?? 0;
    else {
      wall += e.dur ?? 0;
      cpu += e.tdur ?? 0;
    }
    if (!parent && (e.dur ?? 0) > 8000)
      tasks.push(`${((e.ts - t0) / 1000).toFixed(0).padStart(6)} ms  task ${((e.dur ?? 0) / 1000).toFixed(1)} ms`);
    stack.push({ e, end: e.ts + (e.dur ?? 0), child: 0 });
  }
  close(Infinity);
  console.log(`main thread tasks: ${(wall / 1000).toFixed(0)} ms wall, ${(cpu / 1000).toFixed(0)} ms CPU`);
  console.log(
    'trace self time by event:\n' +
      [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
        .join('\n'),
  );
  console.log(tasks.join('\n'));
}

async function profileOnce(page: Page, cdp: CDPSession, label: string, n: number) {
  const trace = process.env.TRACE === '1';
  const events: TraceEvent[] = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading,__metadata',
      transferMode: 'ReportEvents',
    });
  } else await cdp.send('Profiler.start');
  await resetMarks(page);
  const t0 = performance.now();
  const sheet = await page.evaluate(
    (a) => (globalThis as unknown as Bench).__approvalBench.deliver(a),
    buildOrdinaryApproval(`prof${n}`),
  );
  const pane = await page.evaluate(() => (globalThis as unknown as Bench).__approvalBench.waitMonaco(30_000));
  console.log(
    `\n### ${label}: sheet ${sheet.painted.toFixed(0)} ms, pane ${pane.toFixed(0)} ms (${(performance.now() - t0).toFixed(0)} ms here)`,
  );
  if (trace) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    const marks = events.filter((e) => e.name === 'TimeStamp' || e.name === 'FunctionCall');
    summariseTrace(events, marks[0]?.ts ?? events[0]?.ts ?? 0);
  } else {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    summarise(profile, label);
  }
  await printMarks(page);
}

async function main() {
  const served = await buildAndServeBenchPage({ minify: false });
  const chromium = await launchChromium({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await chromium.context.newPage();
    page.on('pageerror', (e) => console.log('page error', e.message));
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    // A timeline of the pane's milestones, in ms since the last delivery (read back after each pane).
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    await page.addInitScript(`
      globalThis.__marks = [];
      globalThis.__t0 = 0;
      const mark = (what) => __marks.push((performance.now() - __t0).toFixed(0) + ' ' + what);
      const seen = new WeakSet();
      const fresh = (what, el) => { if (el && !seen.has(el)) { seen.add(el); mark(what); } };
      globalThis.Worker = new Proxy(Worker, {
        construct(target, args) { mark('new Worker ' + String(args[0]).split('/').pop()); return new target(...args); },
      });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          __marks.push((e.startTime - __t0).toFixed(0) + '..' + (e.startTime + e.duration - __t0).toFixed(0) + ' fetch ' + e.name.split('/').pop());
      }).observe({ type: 'resource' });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) __marks.push((e.startTime - __t0).toFixed(0) + ' longtask ' + e.duration.toFixed(0) + ' ms');
      }).observe({ type: 'longtask' });
      addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          fresh('sheet', document.querySelector('[data-diff-view]'));
          fresh('gh-monaco host', document.querySelector('.gh-monaco'));
          fresh('diff editor in DOM', document.querySelector('.gh-monaco .monaco-diff-editor'));
          fresh('diff drawn (a change decoration)', document.querySelector('.gh-monaco .line-insert, .gh-monaco .char-insert'));
          fresh('view=monaco', document.querySelector('[data-diff-view="monaco"]'));
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
    `);
    await page.goto(served.url);
    await page.waitForFunction(() => Boolean((globalThis as unknown as Partial<Bench>).__approvalBench));
    const cdp = await chromium.context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await resetMarks(page);
    const preload = await page.evaluate(() => (globalThis as unknown as Bench).__approvalBench.preload());
    console.log(`preload ${preload.toFixed(0)} ms`);
    await printMarks(page);
    await profileOnce(page, cdp, 'first pane after preload', 0);
    for (let i = 1; i <= Number(process.argv[2] ?? 3); i += 1) {
      await resetMarks(page);
      const sheet = await page.evaluate(
        (a) => (globalThis as unknown as Bench).__approvalBench.deliver(a),
        buildOrdinaryApproval(`mid${i}`),
      );
      const pane = await page.evaluate(() => (globalThis as unknown as Bench).__approvalBench.waitMonaco(30_000));
      console.log(`pane ${i}: sheet ${sheet.painted.toFixed(0)} ms, pane ${pane.toFixed(0)} ms`);
      await printMarks(page);
    }
    for (let i = 0; i < Number(process.env.LATER_PROFILED ?? 1); i += 1)
      await profileOnce(page, cdp, 'later pane', 99 + i);
  } finally {
    await chromium.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
