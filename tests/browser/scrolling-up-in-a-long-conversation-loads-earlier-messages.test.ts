import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import { SESSION_WINDOW_EVENTS } from '../../src/shared/views';
import { createEventStore, draft, openDatabase, type EventDraft } from '../../src/main/store';
import { useBrowserFixture } from '../support/browser-fixture';

const ROUNDS = 900;
const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: [],
  model: 'scripted',
  agentId: 'gatehouse',
};

/** A conversation of ROUNDS questions and answers (three events each), written as the core writes its log. */
function seedConversation(dataDir: string, workspace: string): string {
  const db = openDatabase({ dataDir });
  const store = createEventStore(db, () => new Date());
  const sessionId = 'ses_scrollback';
  store.createSession({ id: sessionId, title: 'Years of questions', workspace, agentId: 'gatehouse' });
  const batch: EventDraft[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const runId = `run_${i}`;
    batch.push(draft('user_message', { runId, text: `Question number ${i}`, config }));
    batch.push(
      draft('assistant_message', {
        runId,
        content: [{ type: 'text', text: `Answer number ${i}, in a sentence or two of plain words.` }],
        stopReason: 'end_turn',
        usage: null,
        interrupted: false,
      }),
    );
    batch.push(draft('run_state', { runId, state: 'completed' }));
  }
  store.appendEvents(sessionId, batch);
  db.close();
  return sessionId;
}

const questionsInPage = (page: Page): Promise<number[]> =>
  page.evaluate(
    `[...document.querySelectorAll('.transcript .user-text')].map((el) => Number(el.textContent.replace(/\\D+/g, '')))`,
  );

describe('a long conversation, opened', () => {
  let sessionId = '';
  const f = useBrowserFixture([], async (fixture) => {
    sessionId = seedConversation(fixture.dataDir, fixture.workspace);
    await fixture.harness.page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(sessionId)})`);
    await fixture.harness.open();
  });

  it('comes with its latest messages only, and scrolling up brings the earlier ones in above, keeping the place', async () => {
    // What the window is given first: the latest events, from the start of the run the cut falls in
    // (a run here is three events, so at most two more than SESSION_WINDOW_EVENTS).
    const first = await f.core.call<SessionSnapshot>('session:load', { sessionId });
    if (!first.ok) throw new Error(first.error.text.id);
    expect(first.value.events.length).toBeGreaterThanOrEqual(SESSION_WINDOW_EVENTS);
    expect(first.value.events.length).toBeLessThanOrEqual(SESSION_WINDOW_EVENTS + 2);
    expect(first.value.events[0]?.kind).toBe('user_message');
    expect(first.value.firstSeq).toBeGreaterThan(1);

    const page = f.page;
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.getByText(`Question number ${ROUNDS - 1}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show earlier messages' }).waitFor();
    // The button, whatever it says (while a page loads it says so).
    const earlier = page.locator('.transcript-earlier button');
    await expect(page.getByText('Question number 0', { exact: true }).count()).resolves.toBe(0);

    // Scrolled to the top: the earlier page comes in above, and the pane does not jump to its top.
    const before = Math.min(...(await questionsInPage(page)));
    await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 0`);
    await expect.poll(async () => Math.min(...(await questionsInPage(page))), { timeout: 10_000 }).toBeLessThan(before);
    await expect
      .poll(() => page.evaluate(`document.querySelector('.conversation-scroll').scrollTop`))
      .toBeGreaterThan(500);

    // Up and up, until the first question of the conversation; then nothing more to load.
    for (let i = 0; i < 40 && (await earlier.count()) > 0; i += 1) {
      await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 0`);
      await page.waitForTimeout(250);
    }
    await expect(earlier.count()).resolves.toBe(0);
    await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 0`);
    await page.getByText('Question number 0', { exact: true }).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});
