/**
 * Long-session benchmark: a conversation of 5,000 messages with tool cards, in the built renderer
 * (out/renderer) against the real core, in headless Chromium. Run: npm run bench -- transcript
 * (builds nothing: run `npx electron-vite build` first).
 * Measures: opening the conversation (from the sidebar, and in a window that loads the app: to the last answer on screen), scrolling it (rAF frame
 * times p50/p95, long tasks over 50 ms), a reply streaming in one piece per frame, and the
 * renderer's memory (CDP Performance.getMetrics: JS heap, DOM nodes). Prints a markdown table and
 * the machine. Not a test: nothing here fails on a number.
 * "Approval → sheet painted in a long conversation": the same window with a 1,000-event and a
 * 100,000-event conversation open (their latest page, then with earlier pages scrolled in), an
 * approval pushed as the core pushes it; BENCH_ONLY=sheet runs that case alone.
 * "One pushed event applied": the window's reducer alone, in this process, on views holding 1,000
 * to 100,000 transcript entries; BENCH_ONLY=apply runs that case alone (no browser).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { startIpcCoreChild, type IpcCoreChild } from '../tests/support/browser-core';
import { SESSION_WINDOW_EVENTS } from '../src/shared/views';
import { launchBrowserHarness, type BrowserHarness } from '../tests/support/browser-harness';
import { BLANK_PATH } from '../tests/support/browser-static-server';
import { startModelServer } from '../tests/support/model-server';
import { seedLongSession } from './support/long-session';
import { measureApplyPushedEvent } from './support/apply-pushed-event';
import {
  buildSheetTurn,
  deliverSheetTurn,
  pageEarlierIn,
  SHEET_DRIVER,
  SHEET_TURN_EVENTS,
  type SheetInConversationTiming,
} from './support/sheet-in-long-conversation';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const OPEN_RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Opens that fill the asset and code caches before the "opens again" row is timed. */
const WARM_FILL_OPENS = 3;
const SCROLL_FRAMES = 600;
const SCROLL_STEP_PX = 120;
const STREAM_FRAMES = 300;
/**
 * BENCH_ONLY=sheet: only "approval → sheet painted in a long conversation" (its 100,000-event seed
 * takes a while); BENCH_ONLY=apply: only "one pushed event applied".
 */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_PROFILE=file.cpuprofile: the renderer's CPU profile of the last open, for DevTools. */
const PROFILE_TO = process.env.BENCH_PROFILE;
/** BENCH_TRACE=file.json: a Chromium trace of the last timed open (DevTools' Performance panel loads it). */
const TRACE_TO = process.env.BENCH_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'v8',
  'disabled-by-default-v8.compile',
];
/** Transcript entries the view holds when one pushed event is applied to it. */
const APPLY_ENTRIES = [1_000, 20_000, 100_000];
/** Approvals timed per scenario, after two that warm the page's code up. */
const SHEET_RUNS = Number(process.env.BENCH_SHEET_RUNS ?? 12);
const SHEET_WARMUP = 2;
/** Conversations the sheet is timed in, by their events; the largest also with earlier pages scrolled in. */
const SHEET_EVENTS = (process.env.BENCH_SHEET_EVENTS ?? '1000,100000').split(',').map(Number);
/** Transcript entries to page in (about) before timing again: 4 per round of the seeded conversation. */
const SHEET_PAGED_ENTRIES = (process.env.BENCH_PAGED_ENTRIES ?? '5000,20000').split(',').map(Number);

interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  longTasks: number;
  longestTask: number;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const median = (xs: number[]) => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;

// Page-side code is a string: this file compiles without DOM types.
/** Scrolls the conversation pane upward by `step` px per frame, or streams a reply one delta per frame. */
const FRAME_DRIVER = `
window.__benchFrames = (mode, frames, step, sessionId) => new Promise((resolve) => {
  const pane = document.querySelector('.conversation-scroll');
  const tasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); });
  observer.observe({ type: 'longtask' });
  const deltas = [];
  let last = 0;
  let n = 0;
  const tick = (now) => {
    if (last) deltas.push(now - last);
    last = now;
    if (n === frames) {
      setTimeout(() => { observer.disconnect(); resolve({ deltas, tasks, top: pane.scrollTop }); }, 100);
      return;
    }
    n += 1;
    if (mode === 'scroll') pane.scrollTop = Math.max(0, pane.scrollTop - step);
    else window.__gatehousePush('core', { type: 'live', live: { type: 'text_delta', sessionId, runId: 'run_streaming', text: 'word ' + n + (n % 40 === 0 ? '\\n\\n' : ' ') } });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});`;

/**
 * window.__benchSwitch(title, needle, gone): clicks the conversation titled `title` in the sidebar
 * and resolves with the ms from the click to the first frame painted with an assistant message
 * holding `needle` (and none holding `gone`, the conversation it leaves): a MutationObserver sees
 * the commit, then rAF and a message run once that frame is painted.
 */
const SWITCH_DRIVER = `
window.__benchSwitch = (title, needle, gone) => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('.session-open')].find((b) => b.querySelector('.session-title')?.textContent === title);
  if (!button) { reject(new Error('no conversation titled ' + title)); return; }
  const texts = () => [...document.querySelectorAll('.message.assistant')].map((el) => el.textContent ?? '');
  const shown = () => { const all = texts(); return all.some((t) => t.includes(needle)) && !all.some((t) => t.includes(gone)); };
  const afterPaint = () => new Promise((done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  }));
  let t0 = 0;
  const late = setTimeout(() => { observer.disconnect(); reject(new Error('the conversation did not show')); }, 60000);
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    clearTimeout(late);
    void afterPaint().then((t1) => resolve(t1 - t0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  t0 = performance.now();
  button.click();
});`;

/** What OPEN_WATCH prints when the answer it waits for is first in a frame, before the page's clock. */
const OPEN_SHOWN = 'bench:shown ';
/**
 * Installed in the page before any of its scripts (an init script: the app's CSP forbids eval):
 * with a needle in localStorage, each frame looks for an assistant message holding it and prints
 * the frame's time once one does; without a needle it does nothing.
 */
const OPEN_WATCH = `(() => {
  const needle = (() => { try { return localStorage.getItem('bench.openNeedle'); } catch { return null; } })();
  if (!needle || location.pathname === ${JSON.stringify(BLANK_PATH)}) return;
  // A live list, read from its end (the answer waited for is the last): a frame costs next to nothing.
  const answers = document.getElementsByClassName('message assistant');
  const look = () => {
    for (let i = answers.length - 1; i >= 0 && i >= answers.length - 3; i -= 1)
      if (answers[i].textContent.includes(needle)) { console.debug(${JSON.stringify(OPEN_SHOWN)} + performance.now()); return; }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

function summarize(result: { deltas: number[]; tasks: number[] }): FrameStats {
  return {
    frames: result.deltas.length,
    p50: median(result.deltas),
    p95: quantile(result.deltas, 0.95),
    max: Math.max(...result.deltas),
    longTasks: result.tasks.length,
    longestTask: result.tasks.length ? Math.max(...result.tasks) : 0,
  };
}

// A function, not a string: the app's CSP forbids eval, which a string predicate needs.
type PageDocument = { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> };
const lastAnswer = (needle: string) =>
  Array.from(
    (globalThis as unknown as { document: PageDocument }).document.querySelectorAll('.message.assistant'),
  ).some((el) => el.textContent?.includes(needle) === true);

type Seeded = ReturnType<typeof seedLongSession>;

/** Opening, scrolling and streaming into the long conversation (open in the page's storage): its tables. */
async function benchLongSession(
  harness: BrowserHarness,
  core: IpcCoreChild,
  seeded: Seeded,
  short: Seeded,
): Promise<string[]> {
  const page = harness.page;
  const lastRound = seeded.toolCards - 1;
  // Opening it from the sidebar, the app running (another conversation open): what a person does.
  await page.reload();
  await page.waitForFunction(lastAnswer, `step${lastRound}(x`, { polling: 'raf', timeout: 120_000 });
  await page.evaluate(SWITCH_DRIVER);
  const longNeedle = `step${lastRound}(x`;
  const shortNeedle = `step${short.toolCards - 1}(x`;
  const switches: number[] = [];
  for (let i = 0; i < OPEN_RUNS + 1; i += 1) {
    await page.evaluate(
      `window.__benchSwitch(${JSON.stringify(short.title)}, ${JSON.stringify(shortNeedle)}, ${JSON.stringify(longNeedle)})`,
    );
    await page.waitForTimeout(300);
    const took = await page.evaluate<number>(
      `window.__benchSwitch(${JSON.stringify(seeded.title)}, ${JSON.stringify(longNeedle)}, ${JSON.stringify(shortNeedle)})`,
    );
    await page.waitForTimeout(300);
    // The first switch warms the page's code up; a first open is the window load below.
    if (i > 0) switches.push(took);
  }
  // The snapshot alone, core to a caller: what every open pays before the page sees anything.
  const loads: number[] = [];
  for (let i = 0; i < OPEN_RUNS; i += 1) {
    const t0 = performance.now();
    const loaded = await core.call('session:load', { sessionId: seeded.sessionId });
    loads.push(performance.now() - t0);
    if (!loaded.ok) throw new Error('bench: the long session did not load');
  }
  // A window opening on the app: from an empty page of the app's origin (the app's page before it
  // would be torn down inside the timed load otherwise), the time origin being the load's start.
  // The page's own init script (OPEN_WATCH) tells when the answer is first in a frame: a poll from
  // here would inject Playwright's script into the page and run it on the main thread mid-open.
  const openOnce = async (): Promise<number> => {
    await page.goto(new URL(BLANK_PATH, harness.url).href);
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(OPEN_SHOWN),
      timeout: 120_000,
    });
    await page.goto(harness.url);
    return Number((await shown).text().slice(OPEN_SHOWN.length));
  };
  await page.evaluate(`localStorage.setItem('bench.openNeedle', ${JSON.stringify(`step${lastRound}(x`)})`);
  const opens: number[] = [];
  for (let i = 0; i < OPEN_RUNS; i += 1) {
    const tracing = TRACE_TO !== undefined && i === OPEN_RUNS - 1;
    if (tracing) await page.context().browser()?.startTracing(page, { path: TRACE_TO, categories: TRACE_CATEGORIES });
    opens.push(await openOnce());
    if (tracing) await page.context().browser()?.stopTracing();
  }
  // The renderer's own share of an open, in opens of their own (the profiler slows the page down):
  // its main thread's busy time (CPU profile samples that are not idle) from the load to the last
  // answer on screen; the rest is waiting for the core.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  const busy: number[] = [];
  for (let i = 0; i < OPEN_RUNS; i += 1) {
    await cdp.send('Profiler.start');
    await openOnce();
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: Array<{ id: number; callFrame: { functionName: string } }>;
        samples: number[];
        timeDeltas: number[];
      };
    };
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    if (PROFILE_TO && i === OPEN_RUNS - 1) writeFileSync(PROFILE_TO, JSON.stringify(profile));
    busy.push(
      profile.samples.reduce((sum, id, k) => (idle.has(id) ? sum : sum + (profile.timeDeltas[k] ?? 0)), 0) / 1000,
    );
  }
  // Opens after the first: the app's own scheme lets V8 keep the compiled code of the app's scripts
  // (src/main/app/app-scheme.ts); here the page may keep the assets over http, which Chromium caches
  // the same way. The first opens fill the cache (V8 keeps code from a script's second run), and are not counted.
  harness.setAssetCaching(true);
  for (let i = 0; i < WARM_FILL_OPENS; i += 1) await openOnce();
  const warmOpens: number[] = [];
  for (let i = 0; i < OPEN_RUNS; i += 1) warmOpens.push(await openOnce());
  harness.setAssetCaching(false);
  await page.evaluate(`localStorage.removeItem('bench.openNeedle')`);
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const metrics = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  const metric = (name: string) => metrics.metrics.find((m) => m.name === name)?.value ?? 0;
  const heapMb = metric('JSHeapUsedSize') / 2 ** 20;
  const nodes = metric('Nodes');
  const rendered = await page.evaluate<number>(`document.querySelectorAll('.transcript article').length`);

  await page.evaluate(FRAME_DRIVER);
  await page.waitForTimeout(500);
  const scroll = summarize(await page.evaluate(`window.__benchFrames('scroll', ${SCROLL_FRAMES}, ${SCROLL_STEP_PX})`));
  const jumps: number[] = [];
  for (const target of ['0', 'pane.scrollHeight / 2', 'pane.scrollHeight / 4', 'pane.scrollHeight']) {
    jumps.push(
      await page.evaluate<number>(`new Promise((resolve) => {
        const pane = document.querySelector('.conversation-scroll');
        requestAnimationFrame((t0) => { pane.scrollTop = ${target}; requestAnimationFrame((t1) => requestAnimationFrame((t2) => resolve(t2 - t0))); });
      })`),
    );
  }
  await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 1e9`);
  await page.waitForTimeout(500);
  const stream = summarize(
    await page.evaluate(`window.__benchFrames('stream', ${STREAM_FRAMES}, 0, ${JSON.stringify(seeded.sessionId)})`),
  );
  const afterStreamHeap =
    ((await cdp.send('Performance.getMetrics')) as typeof metrics).metrics.find((m) => m.name === 'JSHeapUsedSize')
      ?.value ?? 0;

  const row = (name: string, s: FrameStats, aim: string) =>
    `| ${name} | ${s.frames} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${s.longTasks} | ${s.longTasks ? ms(s.longestTask) : '–'} | ${aim} |`;
  return [
    `Conversation: ${seeded.messages} messages (${seeded.toolCards} with a tool card), ${seeded.events} events; window 1280×860.`,
    '',
    '| measure | value | note |',
    '| --- | ---: | --- |',
    `| open from the sidebar, the app running: click → last answer painted (median of ${OPEN_RUNS}) | ${ms(median(switches))} | min ${ms(Math.min(...switches))}, max ${ms(Math.max(...switches))}; the latest page (session:load) and its rows |`,
    `| a window opens on it: load → last answer on screen (median of ${OPEN_RUNS}) | ${ms(median(opens))} | min ${ms(Math.min(...opens))}, max ${ms(Math.max(...opens))}; the app's code fetched and run, bootstrap, the latest page and its rows |`,
    `| a window opens on it again, the app's compiled code kept (median of ${OPEN_RUNS}) | ${ms(median(warmOpens))} | min ${ms(Math.min(...warmOpens))}, max ${ms(Math.max(...warmOpens))}; every open after the first: the app's scheme lets V8 keep its code (src/main/app/app-scheme.ts), emulated here by letting Chromium cache the assets |`,
    `| renderer main thread busy during that open (median) | ${ms(median(busy))} | CPU profile, non-idle samples: the app's code run, the latest page parsed and folded, the rows drawn; the rest of the open is the core and the test bridge |`,
    `| core: session:load (the latest page of ${seeded.events} events), to the bench process (median of ${OPEN_RUNS}) | ${ms(median(loads))} | the part of the open spent before the renderer; the page gets it through a CDP binding here, Electron IPC in the app |`,
    `| renderer JS heap after open (after GC) | ${heapMb.toFixed(1)} MB | CDP JSHeapUsedSize |`,
    `| renderer JS heap after streaming | ${(afterStreamHeap / 2 ** 20).toFixed(1)} MB | no GC forced |`,
    `| DOM nodes after open | ${nodes} | ${rendered} transcript articles in the DOM |`,
    `| jump scroll (top, middle, quarter, bottom): set scrollTop → 2nd frame after | ${jumps.map(ms).join(', ')} | |`,
    '',
    '| scenario | frames | p50 frame | p95 frame | worst frame | long tasks (> 50 ms) | longest | aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    row(`scroll up ${SCROLL_STEP_PX} px per frame`, scroll, 'p95 ≤ 16.7 ms, none'),
    row('a reply streaming in, one piece per frame', stream, 'p95 ≤ 16.7 ms, none'),
  ];
}

/**
 * Approval → sheet painted with each conversation open: at its latest page as a window opens it,
 * then (the largest) with earlier pages scrolled in until about each of SHEET_PAGED_ENTRIES
 * transcript entries are held. Each scenario times SHEET_RUNS approvals after SHEET_WARMUP.
 */
async function benchSheetInLongConversations(harness: BrowserHarness, sessions: Seeded[]): Promise<string[]> {
  const page = harness.page;
  const rows: string[] = [];
  for (const [index, seeded] of sessions.entries()) {
    const rounds = seeded.toolCards;
    await page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(seeded.sessionId)})`);
    await page.reload();
    await page.waitForFunction(lastAnswer, `step${rounds - 1}(x`, { polling: 'raf', timeout: 120_000 });
    await page.evaluate(SHEET_DRIVER);
    await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 1e9`);
    await page.waitForTimeout(500);
    // Turns pushed since the window last folded the core's log: a page scrolled in folds it again
    // (the core never wrote them), so they are gone and the next turn follows the core's last event.
    let pushed = 0;
    let turns = 0;
    const time = async (): Promise<SheetInConversationTiming[]> => {
      const timings: SheetInConversationTiming[] = [];
      for (let i = 0; i < SHEET_WARMUP + SHEET_RUNS; i += 1) {
        const seq = seeded.events + 1 + pushed * SHEET_TURN_EVENTS;
        const timing = await deliverSheetTurn(page, buildSheetTurn(seeded.sessionId, seq, `s${index}_${turns}`));
        pushed += 1;
        turns += 1;
        if (i >= SHEET_WARMUP) timings.push(timing);
      }
      return timings;
    };
    const row = (held: string, timings: SheetInConversationTiming[]) => {
      const painted = timings.map((t) => t.painted);
      const committed = timings.map((t) => t.committed);
      return `| ${seeded.events.toLocaleString('en')} | ${held} | ${timings.length} | ${ms(median(painted))} | ${ms(quantile(painted, 0.95))} | ${ms(median(committed))} |`;
    };
    // Each round of the seeded conversation is 4 entries; each timed turn adds 3 (reply, card, sheet).
    const entriesHeld = (earliest: number) => `≈ ${((rounds - earliest) * 4 + pushed * 3).toLocaleString('en')}`;
    rows.push(row(`${entriesHeld(rounds - Math.floor(SESSION_WINDOW_EVENTS / 7))} (latest page)`, await time()));
    if (index !== sessions.length - 1) continue;
    for (const entries of SHEET_PAGED_ENTRIES) {
      const earliest = await pageEarlierIn(page, Math.max(0, rounds - Math.ceil(entries / 4)));
      pushed = 0;
      rows.push(row(`${entriesHeld(earliest)} (earlier pages scrolled in)`, await time()));
    }
  }
  return [
    'Approval → sheet painted in a long conversation: an ordinary write (300 lines, 5 edits) pushed as the core pushes it, after the reply that proposes it; timed from the push to the frame painted with the waiting sheet.',
    '',
    '| conversation events | transcript entries held | runs | approval → sheet painted (median) | p95 | approval → React commit (median) |',
    '| ---: | --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

/** One pushed event applied to a view holding each of APPLY_ENTRIES entries: the reducer alone. */
function benchApplyPushedEvent(): string[] {
  // Once unmeasured first: the reducers' code is compiled and warm before the first size.
  measureApplyPushedEvent(1_000);
  const rows = APPLY_ENTRIES.map(
    (entries) => `| ${entries.toLocaleString('en')} | ${measureApplyPushedEvent(entries).toFixed(1)} µs |`,
  );
  return [
    'One pushed event applied (applySessionEvent, in this process): whole turns that stop at an approval and run (question, reply with a write, approval, decision, call, result, run end), applied one after another to a view folded from a conversation of the given size; median of 7 batches of 50 turns.',
    '',
    '| transcript entries held | per event (median) |',
    '| ---: | ---: |',
    ...rows,
  ];
}

function describeMachine(chromium: string | null, load1: number): string {
  const cpu = cpus();
  return `Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}; Node ${process.version}${chromium ? `; Chromium ${chromium} headless (--disable-gpu)` : ''}; load average ${load1.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after.`;
}

async function main(): Promise<void> {
  if (ONLY === 'apply') {
    const load1 = loadavg()[0] ?? 0;
    console.log([...benchApplyPushedEvent(), '', describeMachine(null, load1)].join('\n'));
    return;
  }
  const applied = ONLY === undefined ? [...benchApplyPushedEvent(), ''] : [];
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-transcript-bench-'));
  const dataDir = join(root, 'data');
  const workspace = join(root, 'workspace');
  mkdirSync(dataDir);
  mkdirSync(workspace);
  const seeded = seedLongSession(dataDir, workspace, MESSAGES);
  const short = seedLongSession(dataDir, workspace, 9, 'ses_short', 'A short conversation');
  // Rounds of 7 events and 3 messages each, after the session's first event.
  const sheetSessions = (ONLY === 'open' ? [] : SHEET_EVENTS).map((events) =>
    seedLongSession(
      dataDir,
      workspace,
      Math.round((events - 1) / 7) * 3,
      `ses_sheet_${events}`,
      `A conversation of ${events} events`,
    ),
  );
  const model = await startModelServer([]);
  const core = await startIpcCoreChild(dataDir, model.baseUrl, workspace);
  const harness = await launchBrowserHarness({ viewport: { width: 1280, height: 860 } });
  harness.attach(core);
  const page = harness.page;
  await page.addInitScript(OPEN_WATCH);
  const load1 = loadavg()[0] ?? 0;
  try {
    // Set on the app's origin before the app first loads: the app stores the conversation it opens.
    if (ONLY === undefined || ONLY === 'open')
      await page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(seeded.sessionId)})`);
    await harness.open();
    const lines: string[] = [];
    if (ONLY === undefined || ONLY === 'open') {
      lines.push(...(await benchLongSession(harness, core, seeded, short)), '');
    }
    if (ONLY !== 'open') lines.push(...(await benchSheetInLongConversations(harness, sheetSessions)), '', ...applied);
    lines.push(
      describeMachine(page.context().browser()?.version() ?? '?', load1),
      'Frame time: the gap between successive requestAnimationFrame callbacks while the page scrolls (or a delta arrives) each frame.',
    );
    console.log(lines.join('\n'));
    if (harness.pageErrors.length) console.log(`\nPage errors:\n${[...new Set(harness.pageErrors)].join('\n')}`);
  } finally {
    await harness.close();
    await core.kill();
    await model.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
