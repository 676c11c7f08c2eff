import type { Page } from 'playwright-core';
import type { SessionEvent } from '../../src/shared';
import { buildOrdinaryApproval } from './approval-sheet-fixtures';

/**
 * "Approval → sheet painted" in the real window with a long conversation open (transcript bench):
 * one turn's events pushed to the page as the core pushes them, the approval timed from its push to
 * the first frame painted with its sheet, then a decision that settles it so the next one can wait.
 */

export interface SheetInConversationTiming {
  /** ms from the push to React's commit of the waiting sheet. */
  committed: number;
  /** ms from the push to the first frame painted with it. */
  painted: number;
}

/** One turn that stops at an approval: the reply proposing an ordinary write, its approval, its denial. */
export function buildSheetTurn(
  sessionId: string,
  seq: number,
  label: string,
): { before: SessionEvent[]; approval: Extract<SessionEvent, { kind: 'approval_requested' }>; after: SessionEvent[] } {
  const runId = `run_${label}`;
  const approvalId = `apr_${label}`;
  const [call] = buildOrdinaryApproval(label).calls;
  if (!call) throw new Error('bench: the ordinary approval has no call');
  const at = new Date().toISOString();
  const envelope = { sessionId, v: 1, at };
  return {
    before: [
      {
        ...envelope,
        seq,
        kind: 'assistant_message',
        data: {
          runId,
          content: [
            { type: 'text', text: 'Here is the change to src/values.ts.' },
            { type: 'tool_use', callId: call.callId, toolUseId: call.toolUseId, name: call.tool, input: call.args },
          ],
          stopReason: 'tool_use',
          usage: { inputTokens: 1200, outputTokens: 180 },
          interrupted: false,
        },
      },
    ],
    approval: { ...envelope, seq: seq + 1, kind: 'approval_requested', data: { runId, approvalId, calls: [call] } },
    after: [
      {
        ...envelope,
        seq: seq + 2,
        kind: 'decision',
        data: {
          runId,
          approvalId,
          decisions: [
            { callId: call.callId, action: 'deny', args: call.args, reason: 'bench', settledBy: { by: 'person' } },
          ],
        },
      },
    ],
  };
}

/** Events one turn takes: its seq numbers run from the one given to this many after it. */
export const SHEET_TURN_EVENTS = 3;

// Page-side code is a string: this file compiles without DOM types.
/**
 * window.__benchSheet(turn): pushes the turn's first events (untimed, then a painted frame), times
 * the approval's push to the commit that shows its waiting sheet (a MutationObserver) and to the
 * frame painted after it (rAF, then a message: it runs once that frame is painted), then pushes
 * the rest and lets the sheet's own requests to the core settle.
 */
export const SHEET_DRIVER = `
window.__benchSheet = async (turn) => {
  const push = (event) => window.__gatehousePush('core', { type: 'event', event });
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  for (const event of turn.before) push(event);
  await afterPaint();
  const id = 'approval-' + turn.approval.data.approvalId;
  const shown = () => document.getElementById(id)?.classList.contains('waiting') === true;
  const timing = await new Promise((resolve, reject) => {
    let t0 = 0;
    const late = setTimeout(() => { observer.disconnect(); reject(new Error('bench: no waiting sheet for ' + id)); }, 30000);
    const done = () => {
      clearTimeout(late);
      observer.disconnect();
      const committed = performance.now() - t0;
      void afterPaint().then((t1) => resolve({ committed, painted: t1 - t0 }));
    };
    const observer = new MutationObserver(() => { if (shown()) done(); });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    t0 = performance.now();
    push(turn.approval);
  });
  for (const event of turn.after) push(event);
  await afterPaint();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return timing;
};`;

/** Delivers one turn in the open conversation and returns the approval's timing. */
export function deliverSheetTurn(
  page: Page,
  turn: ReturnType<typeof buildSheetTurn>,
): Promise<SheetInConversationTiming> {
  return page.evaluate<SheetInConversationTiming, typeof turn>(
    (t) =>
      (globalThis as unknown as { __benchSheet(turn: unknown): Promise<SheetInConversationTiming> }).__benchSheet(t),
    turn,
  );
}

// page.evaluate serialises each callback: each one reaches the page's document through globalThis itself.
type PageDocument = {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  querySelector(selector: string): { disabled?: boolean } | null;
};

/** The earliest question the window holds: the pane just below the point that loads more, its first rows read. */
async function earliestQuestionHeld(page: Page): Promise<number> {
  await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 400`);
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    Math.min(
      ...Array.from(
        (globalThis as unknown as { document: PageDocument }).document.querySelectorAll('.transcript .user-text'),
      ).map((el) => Number(/Question (\d+)/.exec(el.textContent ?? '')?.[1] ?? Infinity)),
    ),
  );
}

/**
 * Pages earlier events in ("Show earlier messages", a page of the log each) until the earliest
 * question held is at or below `question`, or the conversation is whole. Returns the earliest
 * question held; leaves the pane at its bottom.
 */
export async function pageEarlierIn(page: Page, question: number): Promise<number> {
  const button = page.locator('.transcript-earlier button');
  let held = await earliestQuestionHeld(page);
  for (let guard = 0; guard < 400 && held > question && (await button.count()) > 0; guard += 1) {
    await button.click();
    // While a page loads the button is disabled; it comes back (or goes: nothing earlier) once it is in.
    await page.waitForFunction(
      () => {
        const b = (globalThis as unknown as { document: PageDocument }).document.querySelector(
          '.transcript-earlier button',
        );
        return b === null || b.disabled !== true;
      },
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    held = await earliestQuestionHeld(page);
  }
  await page.evaluate(`document.querySelector('.conversation-scroll').scrollTop = 1e9`);
  await page.waitForTimeout(500);
  return held;
}
