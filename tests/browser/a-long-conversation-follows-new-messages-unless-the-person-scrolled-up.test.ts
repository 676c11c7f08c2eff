import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import { useBrowserFixture } from '../support/browser-fixture';

const config = { workMode: 'agent', approvalMode: 'manual', tools: [], model: 'scripted', agentId: 'gatehouse' };

/** Pane metrics, read in the page (strings: this file compiles without DOM types). */
async function pane(page: Page): Promise<{ top: number; height: number; client: number; articles: number }> {
  return page.evaluate(`(() => {
    const el = document.querySelector('.conversation-scroll');
    return { top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight, articles: document.querySelectorAll('.transcript article').length };
  })()`);
}

describe('a long conversation in the window', () => {
  let sessionId = '';
  let seq = 0;
  const f = useBrowserFixture([], async (fixture) => {
    sessionId = await fixture.openSession('Many messages');
    const loaded = await fixture.core.call<SessionSnapshot>('session:load', { sessionId });
    if (!loaded.ok) throw new Error(loaded.error.text.id);
    seq = loaded.value.summary.lastSeq;
  });

  /** Pushes durable events to the page as the core would, numbered after the last one. */
  async function pushMessages(texts: string[], first: 'user' | 'assistant' = 'user'): Promise<void> {
    const offset = first === 'user' ? 0 : 1;
    const pushes = texts.map((text, i) => ({
      type: 'event',
      event: {
        sessionId,
        seq: ++seq,
        v: 1,
        at: new Date().toISOString(),
        kind: (i + offset) % 2 === 0 ? 'user_message' : 'assistant_message',
        data:
          (i + offset) % 2 === 0
            ? { runId: 'run_long', text, config }
            : {
                runId: 'run_long',
                content: [{ type: 'text', text }],
                stopReason: 'end_turn',
                usage: null,
                interrupted: false,
              },
      },
    }));
    for (const push of pushes) await f.harness.pushToPage(push as never);
  }

  it('draws only the rows near the screen, follows the newest message, and stays where the person scrolled up to', async () => {
    const page = f.page;
    await page.setViewportSize({ width: 1000, height: 700 });
    await pushMessages(
      Array.from(
        { length: 400 },
        (_, i) => `Message number ${i}, with enough words to take a line or two in the transcript.`,
      ),
    );
    await page.getByText('Message number 399,').waitFor();

    // At the bottom, with only a window of the 400 messages in the DOM.
    let p = await pane(page);
    expect(p.height - p.top - p.client).toBeLessThan(5);
    expect(p.articles).toBeGreaterThan(5);
    expect(p.articles).toBeLessThan(120);

    // A new message while at the bottom: followed.
    await pushMessages(['The newest question', 'The newest answer']);
    await page.getByText('The newest answer').waitFor();
    p = await pane(page);
    expect(p.height - p.top - p.client).toBeLessThan(5);

    // The person clicks in the transcript and scrolls up with the keyboard (Home): the first messages are drawn.
    await page.getByText('The newest answer').click();
    await page.keyboard.press('Home');
    await page.getByText('Message number 0,').waitFor();
    await expect.poll(async () => (await pane(page)).top).toBe(0);

    // The assistant goes on while the person reads above: the pane stays where they are.
    await pushMessages(['Another answer'], 'assistant');
    await pushMessages(['And one more'], 'assistant');
    await page.waitForTimeout(300);
    expect((await pane(page)).top).toBe(0);
    await expect(page.getByText('Message number 0,').isVisible()).resolves.toBe(true);
    // The last rows stay in the DOM even so.
    await expect(page.getByText('And one more').count()).resolves.toBe(1);

    // End goes back to the bottom, and from there the conversation is followed again.
    await page.keyboard.press('End');
    await expect
      .poll(async () => {
        const q = await pane(page);
        return q.height - q.top - q.client;
      })
      .toBeLessThan(5);
    await pushMessages(['Last answer'], 'assistant');
    await page.getByText('Last answer').waitFor();
    await expect
      .poll(async () => {
        const q = await pane(page);
        return q.height - q.top - q.client;
      })
      .toBeLessThan(5);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
