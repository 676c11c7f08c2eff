/**
 * Approval sheet benchmark: time from an approval arriving to the sheet on screen, in headless
 * Chromium, for an ordinary file (300 lines, 5 edits) and a 100,000-line full rewrite, plus the
 * time until the Monaco pane is swapped in. Run: node --import tsx bench/approval-sheet.bench.ts
 * Prints a markdown table and the machine it ran on. Not a test: nothing here fails on a number.
 */
import { cpus, loadavg, totalmem, release, platform } from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/browser-harness';
import type { PendingApproval } from '../src/shared/views';
import { buildAndServeBenchPage } from './support/approval-sheet-page';
import {
  asTheWindowGetsIt,
  buildOrdinaryApproval,
  buildReplaceApproval,
  buildRewriteApproval,
} from './support/approval-sheet-fixtures';

interface SheetTiming {
  committed: number;
  painted: number;
  diffView: string | null;
  rows: number;
}
interface BenchApi {
  deliver(approval: PendingApproval): Promise<SheetTiming>;
  holdTexts(texts: Record<string, string>): void;
  waitMonaco(timeoutMs: number): Promise<number>;
  preload(): Promise<number>;
  measureNextPage(): Promise<number>;
  measureShowAll(): Promise<number>;
  measureApproveKey(): Promise<number>;
  measureEdit(): Promise<number>;
  measureShowFolded(name?: string): Promise<number>;
}
// page.evaluate serialises each callback, so every one reaches the page's API through globalThis itself.
type BenchGlobal = { __approvalBench: BenchApi };

const ORDINARY_RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LARGE_RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 5);
/** Fresh pages for "first Monaco pane after the idle preload", and the later panes shown in each. */
const PRELOADED_PAGES = Number(process.env.BENCH_MONACO_PAGES ?? 5);
const LATER_PANES = Number(process.env.BENCH_MONACO_LATER ?? 10);
/** BENCH_ONLY=monaco runs the Monaco rows alone (the 100,000-line scenarios take minutes). */
const ONLY_MONACO = process.env.BENCH_ONLY === 'monaco';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
/** Nearest-rank 95th percentile. */
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)] as number;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Row {
  scenario: string;
  runs: number;
  values: number[];
  note: string;
}
const rows: Row[] = [];
const record = (scenario: string, values: number[], note = '') =>
  rows.push({ scenario, runs: values.length, values, note });

async function freshPage(pageFor: () => Promise<Page>, url: string): Promise<Page> {
  const page = await pageFor();
  await page.goto(url);
  await page.waitForFunction(() => Boolean((globalThis as unknown as Partial<BenchGlobal>).__approvalBench));
  return page;
}

async function main() {
  const served = await buildAndServeBenchPage();
  const chromium = await launchChromium({ viewport: { width: 1280, height: 900 } });
  const context = chromium.context;
  const errors: string[] = [];
  const pageFor = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    return page;
  };
  try {
    if (!ONLY_MONACO) {
      // Ordinary file, warm page (JIT warmed by earlier deliveries; Monaco not involved in the first paint).
      const ordinary: SheetTiming[] = [];
      const monacoCold: number[] = [];
      for (let i = 0; i < ORDINARY_RUNS; i += 1) {
        const page = await freshPage(pageFor, served.url);
        const timing = await page.evaluate(
          (a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a),
          buildOrdinaryApproval(`ord${i}`),
        );
        ordinary.push(timing);
        if (i < 5)
          monacoCold.push(
            await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.waitMonaco(30_000)),
          );
        if (i === 0)
          record('Ordinary: y keypress → painted', [
            await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.measureApproveKey()),
          ]);
        await page.close();
      }
      record(
        'Ordinary file (300 lines, 5 edits): approval → sheet painted',
        ordinary.map((t) => t.painted),
        `hunks first; ${ordinary[0]?.rows ?? 0} diff rows; view "${ordinary[0]?.diffView}"`,
      );
      record(
        'Ordinary: approval → React commit',
        ordinary.map((t) => t.committed),
      );

      // Ordinary file in a page that has already shown sheets (the app's usual state: code warm).
      const warmPage = await freshPage(pageFor, served.url);
      const warm: number[] = [];
      for (let i = 0; i < ORDINARY_RUNS + 2; i += 1) {
        const timing = await warmPage.evaluate(
          (a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a),
          buildOrdinaryApproval(`hot${i}`),
        );
        if (i >= 2) warm.push(timing.painted);
      }
      await warmPage.close();
      record('Ordinary, page already warm (3rd+ sheet): approval → sheet painted', warm, "the app's steady state");
      record(
        'Ordinary: approval → Monaco pane swapped in (cold, no preload)',
        monacoCold,
        'includes fetching and evaluating the Monaco chunk',
      );
    }

    // The app preloads Monaco when idle (preloadDiffEditor: chunk, then a warm-up diff editor).
    // Each fresh page: the preload completes, then one ordinary approval (the first Monaco pane
    // after the preload), then LATER_PANES more approvals, one after another, in the same page.
    // "Sheet painted → pane" runs from the frame that showed the sheet (its hunks) to the frame
    // painted after the Monaco pane was swapped in with its diff drawn.
    const preloadTimes: number[] = [];
    const firstFromApproval: number[] = [];
    const firstFromSheet: number[] = [];
    const laterFromApproval: number[] = [];
    const laterFromSheet: number[] = [];
    for (let i = 0; i < PRELOADED_PAGES; i += 1) {
      const page = await freshPage(pageFor, served.url);
      preloadTimes.push(await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.preload()));
      for (let j = 0; j <= LATER_PANES; j += 1) {
        const sheet = await page.evaluate(
          (a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a),
          buildOrdinaryApproval(`warm${i}-${j}`),
        );
        const pane = await page.evaluate(() =>
          (globalThis as unknown as BenchGlobal).__approvalBench.waitMonaco(30_000),
        );
        (j === 0 ? firstFromApproval : laterFromApproval).push(pane);
        (j === 0 ? firstFromSheet : laterFromSheet).push(pane - sheet.painted);
      }
      await page.close();
    }
    record('preloadDiffEditor(): Monaco chunk fetched + evaluated + warm-up', preloadTimes, 'done at idle in the app');
    record('First Monaco pane after the preload: sheet painted → pane swapped in', firstFromSheet, 'aim ≤ 200 ms');
    record('First Monaco pane after the preload: approval → pane swapped in', firstFromApproval);
    record(
      `Later Monaco panes (2nd–${LATER_PANES + 1}th in a page): sheet painted → pane swapped in`,
      laterFromSheet,
      'aim p95 ≤ 200 ms',
    );
    record('Later Monaco panes: approval → pane swapped in', laterFromApproval);

    if (!ONLY_MONACO) {
      const large: SheetTiming[] = [];
      const nextPage: number[] = [];
      const approveKey: number[] = [];
      for (let i = 0; i < LARGE_RUNS; i += 1) {
        const page = await freshPage(pageFor, served.url);
        const { approval, texts } = asTheWindowGetsIt(buildRewriteApproval(`big${i}`));
        await page.evaluate((held) => (globalThis as unknown as BenchGlobal).__approvalBench.holdTexts(held), texts);
        large.push(
          await page.evaluate((a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a), approval),
        );
        nextPage.push(
          await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.measureNextPage()),
        );
        approveKey.push(
          await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.measureApproveKey()),
        );
        await page.close();
      }
      record(
        '100,000-line full rewrite: approval → sheet painted',
        large.map((t) => t.painted),
        `hunks only ("${large[0]?.diffView}"), ${large[0]?.rows ?? 0} rows on page 1 of 100`,
      );
      record(
        'Rewrite: approval → React commit',
        large.map((t) => t.committed),
      );
      record('Rewrite: "Next page" click → painted', nextPage);
      record('Rewrite: y keypress → painted', approveKey);

      // Editing the rewrite's arguments: its 5 MB text is read whole from "main", then shown folded;
      // each folded text shown on its own page (the form's field, then the JSON).
      const edit: number[] = [];
      const showField: number[] = [];
      const showJson: number[] = [];
      for (let i = 0; i < LARGE_RUNS * 2; i += 1) {
        const page = await freshPage(pageFor, served.url);
        const { approval, texts } = asTheWindowGetsIt(buildRewriteApproval(`edit${i}`));
        await page.evaluate((held) => (globalThis as unknown as BenchGlobal).__approvalBench.holdTexts(held), texts);
        await page.evaluate((a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a), approval);
        edit.push(await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.measureEdit()));
        const name = i % 2 === 0 ? 'The text to write' : 'Arguments as JSON';
        const shown = await page.evaluate(
          (n) => (globalThis as unknown as BenchGlobal).__approvalBench.measureShowFolded(n),
          name,
        );
        (i % 2 === 0 ? showField : showJson).push(shown);
        await page.close();
      }
      record('Rewrite: Edit click → form painted', edit, 'the text read whole from main, then folded (over 256 KiB)');
      record('Rewrite: "Show The text to write" click → painted', showField, '100,000 lines in a textarea');
      record('Rewrite: "Show Arguments as JSON" click → painted', showJson, 'the same text as one 5 MB line of JSON');

      // A find-and-replace over 100,000 lines, grouped into one line with "Show all".
      const grouped: SheetTiming[] = [];
      const showAll: number[] = [];
      for (let i = 0; i < LARGE_RUNS; i += 1) {
        const approval = buildReplaceApproval(`rep${i}`);
        const page = await freshPage(pageFor, served.url);
        grouped.push(
          await page.evaluate((a) => (globalThis as unknown as BenchGlobal).__approvalBench.deliver(a), approval),
        );
        showAll.push(
          await page.evaluate(() => (globalThis as unknown as BenchGlobal).__approvalBench.measureShowAll()),
        );
        await page.close();
      }
      record(
        'Find-and-replace, grouped: approval → sheet painted',
        grouped.map((t) => t.painted),
        `one group, no page of rows until asked (${grouped[0]?.rows ?? 0} rows)`,
      );
      record('Find-and-replace: "Show all" click → painted', showAll, 'first 100 places, lines looked up in the diff');
    }

    const cpu = cpus();
    const lines = [
      '| scenario | runs | median | p95 | min | max | note |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        (r) =>
          `| ${r.scenario} | ${r.runs} | ${ms(median(r.values))} | ${ms(p95(r.values))} | ${ms(Math.min(...r.values))} | ${ms(Math.max(...r.values))} | ${r.note} |`,
      ),
      '',
      `Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}; Node ${process.version}; Chromium ${context.browser()?.version() ?? '?'} headless (--disable-gpu); load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
      'Each "approval →" time runs from performance.now() just before the approval reaches React to the frame painted after commit (rAF + message), on a fresh page.',
      '',
      'Built chunks (bytes): ' +
        served.chunks
          .filter((c) => c.bytes > 20_000)
          .map((c) => `${c.file} ${(c.bytes / 1024).toFixed(0)} KiB`)
          .join(', '),
    ];
    console.log(lines.join('\n'));
    if (errors.length) console.log(`\nPage errors:\n${[...new Set(errors)].join('\n')}`);
  } finally {
    await chromium.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
