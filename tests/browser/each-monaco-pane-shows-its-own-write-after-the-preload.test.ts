import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from '../support/browser-harness';
import { buildAndServeBenchPage, type BenchPage } from '../../bench/support/approval-sheet-page';
import { buildOrdinaryApproval } from '../../bench/support/approval-sheet-fixtures';

/**
 * The idle preload makes a diff editor ahead of time and every pane reuses an editor the one
 * before it gave back. What the person sees must still be each write's own two texts: the first
 * pane after the preload shows its write's change, and the next write's pane shows that write's
 * change and nothing of the one before. Built and driven as the approval-sheet bench page is.
 */
let served: BenchPage;
let chromium: LaunchedChromium;
beforeAll(async () => {
  served = await buildAndServeBenchPage();
  chromium = await launchChromium({ viewport: { width: 1280, height: 900 } });
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await served?.close();
});

type Bench = {
  __approvalBench: {
    preload(): Promise<number>;
    deliver(a: unknown): Promise<unknown>;
    waitMonaco(timeoutMs: number): Promise<number>;
  };
};

/** The text of the lines drawn on one side of the Monaco pane (spaces as Monaco draws them, made plain). */
async function sideText(page: Page, side: 'original' | 'modified'): Promise<string> {
  const lines = await page
    .locator(`[data-diff-view="monaco"] .gh-monaco .${side}-in-monaco-diff-editor .view-line`)
    .allTextContents();
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

async function showWrite(page: Page, label: string, call: string) {
  await page.evaluate(
    (a) => (globalThis as unknown as Bench).__approvalBench.deliver(a),
    buildOrdinaryApproval(label, call),
  );
  await page.evaluate(() => (globalThis as unknown as Bench).__approvalBench.waitMonaco(30_000));
}

describe('Monaco panes after the idle preload', () => {
  it("show each write's own texts, the first pane and the next one alike", async () => {
    const page = await chromium.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(served.url);
    await page.waitForFunction(() => Boolean((globalThis as unknown as Partial<Bench>).__approvalBench));
    await page.evaluate(() => (globalThis as unknown as Bench).__approvalBench.preload());

    await showWrite(page, 'first', 'computeBetter');
    await expect.poll(() => sideText(page, 'modified')).toContain('export const a10 = computeBetter(10); // edited');
    expect(await sideText(page, 'original')).toContain('export const a10 = compute(10, "value 10"); // line 11');

    await showWrite(page, 'second', 'computeFaster');
    await expect.poll(() => sideText(page, 'modified')).toContain('export const a10 = computeFaster(10); // edited');
    expect(await sideText(page, 'modified')).not.toContain('computeBetter');
    expect(await sideText(page, 'original')).toContain('export const a10 = compute(10, "value 10"); // line 11');
    // One pane on screen: the editor given back by the first write's pane is not left in the sheet.
    expect(await page.locator('.gh-monaco .monaco-diff-editor').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
