import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule broken at `serious` or `critical` impact, with where it was found. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Loads axe-core into the page. Not through page.addScriptTag: that adds an inline <script>, which
 * the app's CSP (script-src 'self') refuses, as it should. page.evaluate runs over the DevTools
 * protocol, outside the page's CSP, so the app's own policy stays exactly as shipped.
 */
export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate<boolean>(`typeof window.axe === 'object'`);
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe (WCAG 2.0–2.2 A and AA, plus best practice) on the whole page and returns the serious
 * and critical findings, one per rule and node. `exclude` lists selectors axe skips (third-party
 * widgets judged separately).
 */
export async function findSeriousAxeViolations(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  await injectAxe(page);
  const context = JSON.stringify({ include: [['body']], exclude: exclude.map((s) => [s]) });
  // A string expression: the test code compiles without DOM types, and axe lives on the page's window.
  return page.evaluate<AxeFinding[]>(`(async () => {
    const result = await window.axe.run(${context}, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ') + ' :: ' + (n.failureSummary || '').replace(/\\s+/g, ' ')) }));
  })()`);
}
