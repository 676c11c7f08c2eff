import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type LaunchedChromium } from '../support/browser-harness';
import { buildAndServeBenchPage, type BenchPage } from '../../bench/support/approval-sheet-page';
import {
  asTheWindowGetsIt,
  buildOrdinaryApproval,
  buildRewriteApproval,
} from '../../bench/support/approval-sheet-fixtures';

/**
 * `npm run bench -- approval-sheet` renders the real sheet in a page of its own: when the sheet
 * came to need the app's context, that page threw, hung, and took the whole `npm run bench` down.
 * This keeps it rendering: the page is built as the bench builds it and shown one approval.
 */
let page: BenchPage;
let chromium: LaunchedChromium;
beforeAll(async () => {
  page = await buildAndServeBenchPage();
  chromium = await launchChromium({ viewport: { width: 1280, height: 900 } });
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await page?.close();
});

/** The bench page's API (src/renderer/src/approval/bench-page/bench-page-entry.tsx), as the tests call it. */
type Bench = {
  __approvalBench: {
    holdTexts(texts: Record<string, string>): void;
    deliver(x: unknown): Promise<{ rows: number }>;
    measureNextPage(): Promise<number>;
    measureEdit(): Promise<number>;
    measureShowFolded(name: string): Promise<number>;
  };
};

/** A tab on the bench page once its API is up, and the errors thrown in it. */
async function openBenchPage() {
  const tab = await chromium.context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(page.url);
  await tab.waitForFunction(() => Boolean((globalThis as { __approvalBench?: unknown }).__approvalBench));
  return { tab, errors };
}

describe('the approval-sheet bench page', () => {
  it('renders a delivered approval as a sheet, with no error in the page', async () => {
    const { tab, errors } = await openBenchPage();
    const timing = await tab.evaluate(
      (a) => (globalThis as unknown as Bench).__approvalBench.deliver(a),
      buildOrdinaryApproval('check'),
    );
    expect(timing.rows).toBeGreaterThan(0);
    await tab
      .getByRole('button', { name: /^Approve: / })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('reads a long diff held back from the window page by page from its stand-in of main', async () => {
    const { tab, errors } = await openBenchPage();
    const { approval, texts } = asTheWindowGetsIt(buildRewriteApproval('held', 20_000));
    // As main sends it: the texts are markers, the diff its first page.
    expect(JSON.stringify(approval).length).toBeLessThan(400_000);
    await tab.evaluate((held) => (globalThis as unknown as Bench).__approvalBench.holdTexts(held), texts);
    const timing = await tab.evaluate((a) => (globalThis as unknown as Bench).__approvalBench.deliver(a), approval);
    expect(timing.rows).toBeGreaterThan(0);
    const lastRowBefore = await tab.locator('.gh-row').last().textContent();
    await tab.evaluate(() => (globalThis as unknown as Bench).__approvalBench.measureNextPage());
    await expect(tab.locator('.gh-row').last().textContent()).resolves.not.toBe(lastRowBefore);
    expect(errors).toEqual([]);
  });

  it('opens the held rewrite for editing from its stand-in of main, folded, and shows a folded text when asked', async () => {
    const { tab, errors } = await openBenchPage();
    const whole = buildRewriteApproval('edit', 20_000);
    const content = (whole.calls[0]!.args as { content: string }).content;
    const { approval, texts } = asTheWindowGetsIt(whole);
    await tab.evaluate((held) => (globalThis as unknown as Bench).__approvalBench.holdTexts(held), texts);
    await tab.evaluate((a) => (globalThis as unknown as Bench).__approvalBench.deliver(a), approval);
    await tab.evaluate(() => (globalThis as unknown as Bench).__approvalBench.measureEdit());
    await expect(tab.locator('.gh-folded-text').count()).resolves.toBe(2);
    await tab.evaluate(() => (globalThis as unknown as Bench).__approvalBench.measureShowFolded('The text to write'));
    // The form's field is the whole text the stand-in held; the JSON below stays folded.
    const field = tab.getByLabel(/^The text to write/);
    await expect(field.inputValue()).resolves.toBe(content);
    await expect(tab.locator('.gh-folded-text').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
