import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

/**
 * What one focusable element looks like: the ring (outline, box-shadow) on it or on what draws its
 * ring (a radio's label; the pane around Monaco's hidden textarea).
 */
interface FocusLook {
  id: string;
  outline: string;
  shadow: string;
}

// Page-side code is strings: the test code compiles without DOM types.

/** Tags every enabled, visible control with data-tab-id; returns each one's look while unfocused. */
const TAG_CONTROLS = `(() => {
  const look = (el) => {
    const ring = el.closest('label, .gh-monaco') ?? el;
    const s = getComputedStyle(el), r = getComputedStyle(ring);
    return { outline: [s.outlineStyle, s.outlineWidth, r.outlineStyle, r.outlineWidth].join(' '), shadow: s.boxShadow + ' | ' + r.boxShadow };
  };
  window.__focusLook = (el) => ({ id: el.getAttribute('data-tab-id') ?? el.tagName.toLowerCase() + '.' + el.className, ...look(el) });
  document.activeElement?.blur();
  const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
    // Inside an inert subtree (the idle Monaco warm-up's hidden editor, while it runs) is no control.
    (el) => !el.disabled && el.tabIndex >= 0 && el.closest('[inert]') === null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
  return controls.map((el, i) => {
    el.setAttribute('data-tab-id', String(i) + ':' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40));
    return window.__focusLook(el);
  });
})()`;

/** A ring is drawn: a real outline, or a box-shadow it did not have unfocused. */
function showsRing(focused: FocusLook, unfocused: FocusLook | undefined): boolean {
  const [ownStyle, ownWidth, labelStyle, labelWidth] = focused.outline.split(' ');
  const outlined = (style?: string, width?: string) => style !== 'none' && Number.parseFloat(width ?? '0') >= 2;
  return (
    outlined(ownStyle, ownWidth) ||
    outlined(labelStyle, labelWidth) ||
    (unfocused !== undefined && focused.shadow !== unfocused.shadow)
  );
}

describe('the conversation screen with an approval waiting, by keyboard', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('First the plan.'),
        toolUse('toolu_plan', 'update_plan', {
          items: [
            { text: 'Read the list', status: 'done' },
            { text: 'Tidy it', status: 'in_progress' },
          ],
        }),
      ),
      reply(
        text('Tidying the list.'),
        toolUse('toolu_list', 'write_file', { path: 'list.md', content: '- eggs\n- milk\n' }),
      ),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'list.md'), '- milk\n- eggs\n');
      await f.openSession('Shopping');
    },
  );

  it('announces the approval sheet in a polite live region once it is on screen, and names it', async () => {
    const page = f.page;
    // Watch live regions: one that appears already holding text is not read out by screen readers.
    await page.evaluate(`(() => {
      window.__liveLog = [];
      new MutationObserver((records) => {
        for (const record of records) {
          const region = record.target.nodeType === 1 ? record.target.closest('[aria-live]') : record.target.parentElement?.closest('[aria-live]');
          if (region?.closest('.gh-sheet')) window.__liveLog.push({ text: region.textContent, added: record.type === 'childList' && [...record.addedNodes].includes(region) });
          for (const node of record.addedNodes) {
            if (node.nodeType !== 1) continue;
            for (const live of node.querySelectorAll('.gh-sheet [aria-live]')) window.__liveLog.push({ text: live.textContent, added: true });
          }
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
    await sendMessage(page, 'Tidy my shopping list');
    const sheet = approvalSheet(page);
    await sheet.waitFor();

    const status = sheet.getByRole('status').first();
    await expect.poll(() => status.textContent()).toBe('Gatehouse is waiting for your approval: 1 action.');
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite');
    const log = await page.evaluate<Array<{ text: string; added: boolean }>>('window.__liveLog');
    // The region arrived empty and the words came after, so they are announced.
    expect(log.find((entry) => entry.added)?.text).toBe('');
    expect(log.at(-1)?.text).toBe('Gatehouse is waiting for your approval: 1 action.');
    // A named region a screen reader can jump to, described by the sheet's lead sentence.
    await expect(page.getByRole('region', { name: 'The assistant wants to do 1 thing' }).count()).resolves.toBe(1);
  });

  it('reaches every enabled control with Tab, and each one shows a focus ring', async () => {
    const page = f.page;
    await approvalSheet(page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    const controls = await page.evaluate<FocusLook[]>(TAG_CONTROLS);
    expect(controls.length).toBeGreaterThan(15);
    const unfocused = new Map(controls.map((c) => [c.id, c]));

    // Tab comes round inside the sheet until it is sent; Esc takes the focus out of it (to the first
    // control after it), so every control is still reached by keyboard, the sheet's first and then the rest.
    const reached: FocusLook[] = [];
    const seen = new Set<string>();
    let left = false;
    for (let i = 0; i < 2 * controls.length + 30; i += 1) {
      await page.keyboard.press('Tab');
      const look = await page.evaluate<FocusLook | null>(
        `document.activeElement && document.activeElement !== document.body ? window.__focusLook(document.activeElement) : null`,
      );
      if (!look) continue;
      if (seen.has(look.id)) {
        const inSheet = await page.evaluate<boolean>(`document.activeElement?.closest('.gh-sheet') !== null`);
        if (!inSheet || left) break;
        // Round once inside the sheet: Esc leaves it, and Tab goes on from the top of the page.
        left = true;
        await page.keyboard.press('Escape');
        const out = await page.evaluate<FocusLook | null>(
          `document.activeElement && document.activeElement !== document.body && !document.activeElement.closest('.gh-sheet') ? window.__focusLook(document.activeElement) : null`,
        );
        expect(out).not.toBeNull();
        if (out && !seen.has(out.id)) {
          seen.add(out.id);
          reached.push(out);
        }
        continue;
      }
      seen.add(look.id);
      reached.push(look);
    }
    expect(left).toBe(true);

    const reachedIds = new Set(reached.map((r) => r.id));
    expect(controls.map((c) => c.id).filter((id) => !reachedIds.has(id))).toEqual([]);
    expect(reached.filter((r) => !showsRing(r, unfocused.get(r.id))).map((r) => r.id)).toEqual([]);
  });
});
