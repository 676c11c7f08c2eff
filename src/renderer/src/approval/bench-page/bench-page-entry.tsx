import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PendingApproval } from '../../../../shared/views';
import { ApprovalSheet } from '../ApprovalSheet';
import { preloadDiffEditor } from '../preload-diff-editor';
import type { SheetAnswers } from '../../state/sheet-answers';
import { AppContext } from '../../react-hooks/app-context';
import { createGatehouseClient } from '../../ipc/client';
import { readTextPage } from '../../../../shared/held-texts';
import type { GatehouseApi } from '../../../../shared/ipc';
import { createAppController } from '../../state/controller';
import { createAppStore } from '../../state/store';

/** The large texts main holds back from the window, by hash (holdTexts): what the page's "main" reads from. */
const heldTexts = new Map<string, string>();
const notFound = { ok: false, error: { code: 'not_found', message: 'no such text' } } as const;

// The app's context as the window has it, with a bridge that answers only what main answers about
// held texts (text:read, text:page, as src/main/core/window-texts.ts does): the sheet's rule buttons
// and hook notes read the context, its long diffs read their pages. Never started.
const benchApi = {
  textRead: async ({ hash }: { hash: string }) => {
    const text = heldTexts.get(hash);
    return text === undefined ? notFound : { ok: true, value: { text } };
  },
  textPage: async ({ hash, from }: { hash: string; from: number }) => {
    const text = heldTexts.get(hash);
    const page = text === undefined ? null : readTextPage(text, from);
    return page === null ? notFound : { ok: true, value: page };
  },
};
const benchStore = createAppStore();
const benchContext = {
  store: benchStore,
  controller: createAppController(createGatehouseClient(benchApi as unknown as GatehouseApi), benchStore),
};

/**
 * The approval-sheet benchmark page (bench/approval-sheet.bench.ts builds it with Vite from
 * bench/support/approval-sheet-page/index.html). It lives here, not under bench/, because it is
 * renderer code: DOM + JSX, typechecked by tsconfig.web.json. The app never imports it.
 */

export interface SheetTiming {
  /** ms from the approval arriving to React's commit of the sheet. */
  committed: number;
  /** ms from the approval arriving to the first frame painted with the sheet. */
  painted: number;
  diffView: string | null;
  rows: number;
}

export interface ApprovalBench {
  deliver(approval: PendingApproval): Promise<SheetTiming>;
  /** Gives the page's "main" the texts an approval's window copy holds back (hash → text). */
  holdTexts(texts: Record<string, string>): void;
  /** ms from the last delivery until the Monaco pane is swapped in and painted. */
  waitMonaco(timeoutMs: number): Promise<number>;
  preload(): Promise<number>;
  /** ms from a click on "Next page" to the frame that paints its rows. */
  measureNextPage(): Promise<number>;
  /** ms from a click on a group's "Show all" to the next painted frame. */
  measureShowAll(): Promise<number>;
  /** ms from pressing `y` on the first call to the next painted frame. */
  measureApproveKey(): Promise<number>;
  /** ms from a click on the first call's Edit to the frame that paints its form (its text read from "main" first). */
  measureEdit(): Promise<number>;
  /** ms from a click on a folded text's Show button (the first, or the one whose name holds `name`) to the frame that paints it. */
  measureShowFolded(name?: string): Promise<number>;
  /** What the sheet last sent: the version and preview tokens (for smoke checks of the keyboard flow). */
  lastSend: { version: number; previewTokens: Record<string, string> } | null;
}

declare global {
  interface Window {
    __approvalBench?: ApprovalBench;
  }
}

const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/** The main process's drafts, held in the page: the sheet's saves count versions as main's do. */
let benchVersion = 0;
const BENCH_ANSWERS: SheetAnswers = {
  load: async () => null,
  save: async () => (benchVersion += 1),
  watch: () => () => undefined,
  send: async (version, previewTokens) => {
    if (window.__approvalBench) window.__approvalBench.lastSend = { version, previewTokens };
    return { ok: true };
  },
};

/**
 * ms from a click on `button` to the frame painted once `done()` holds, looked at each frame;
 * rejects with `never` when it does not hold within `limitMs`.
 */
async function timeClickUntil(button: HTMLElement, done: () => boolean, limitMs: number, never: string) {
  const started = performance.now();
  button.click();
  while (!done()) {
    if (performance.now() - started > limitMs) throw new Error(never);
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
  await afterPaint();
  return performance.now() - started;
}

let deliveredAt = 0;
let onCommit: (() => void) | null = null;
let setApprovalFromOutside: ((approval: PendingApproval) => void) | null = null;

function Harness() {
  const [approval, setApproval] = useState<PendingApproval | null>(null);
  useLayoutEffect(() => {
    setApprovalFromOutside = setApproval;
  }, []);
  useLayoutEffect(() => {
    if (approval) onCommit?.();
  }, [approval]);
  if (!approval) return null;
  return (
    <AppContext.Provider value={benchContext}>
      <ApprovalSheet
        approval={approval}
        workspace="/home/bench/ws"
        answers={BENCH_ANSWERS}
        onPreviewEdit={async (_callId, args) => ({
          ok: true,
          inspection: approval.calls[0]!.inspection,
          args,
          previewToken: '0'.repeat(64),
        })}
      />
    </AppContext.Provider>
  );
}

window.__approvalBench = {
  lastSend: null,
  holdTexts(texts) {
    for (const [hash, text] of Object.entries(texts)) heldTexts.set(hash, text);
  },
  deliver(approval) {
    return new Promise<SheetTiming>((resolve) => {
      onCommit = () => {
        onCommit = null;
        const committed = performance.now() - deliveredAt;
        void afterPaint().then(() => {
          const pane = document.querySelector('[data-diff-view]');
          resolve({
            committed,
            painted: performance.now() - deliveredAt,
            diffView: pane?.getAttribute('data-diff-view') ?? null,
            rows: document.querySelectorAll('.gh-row').length,
          });
        });
      };
      deliveredAt = performance.now();
      setApprovalFromOutside?.(approval);
    });
  },
  waitMonaco(timeoutMs) {
    return new Promise<number>((resolve, reject) => {
      const found = () => document.querySelector('[data-diff-view="monaco"] .monaco-diff-editor');
      const done = () => void afterPaint().then(() => resolve(performance.now() - deliveredAt));
      if (found()) return done();
      const observer = new MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        clearTimeout(timer);
        done();
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('Monaco pane not swapped in'));
      }, timeoutMs);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-diff-view'],
      });
    });
  },
  async preload() {
    const started = performance.now();
    await preloadDiffEditor();
    return performance.now() - started;
  },
  async measureNextPage() {
    const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next page');
    if (!next) throw new Error('no Next page button');
    // The rows on screen, by their count and their last line (a page may replace the rows before it).
    const rows = () => {
      const all = document.querySelectorAll('.gh-row');
      return `${all.length}:${all[all.length - 1]?.textContent ?? ''}`;
    };
    const before = rows();
    // Until the next page's rows are on screen (a held diff's page is read first).
    return timeClickUntil(next, () => rows() !== before, 10_000, 'the next page never came');
  },
  async measureShowAll() {
    const button = [...document.querySelectorAll('.gh-same-group button')].find((b) => b.textContent === 'Show all') as
      HTMLButtonElement | undefined;
    if (!button) throw new Error('no Show all button');
    return timeClickUntil(button, () => true, 0, '');
  },
  async measureEdit() {
    const edit = document.querySelector<HTMLButtonElement>('.gh-edit-button');
    if (!edit) throw new Error('no Edit button');
    // Until the form is on screen (a held argument is read whole first).
    const form = '.gh-edit .gh-folded-text, .gh-edit textarea';
    return timeClickUntil(edit, () => document.querySelector(form) !== null, 30_000, 'the edit form never came');
  },
  async measureShowFolded(name) {
    const shown = () => document.querySelectorAll('.gh-edit textarea').length;
    const button = [...document.querySelectorAll<HTMLButtonElement>('.gh-folded-text button')].find(
      (b) => name === undefined || (b.textContent ?? '').includes(name),
    );
    if (!button) throw new Error('no folded text');
    const before = shown();
    return timeClickUntil(button, () => shown() !== before, 30_000, 'the text never showed');
  },
  async measureApproveKey() {
    const card = document.querySelector<HTMLElement>('[data-call-id]');
    if (!card) throw new Error('no call card');
    card.focus();
    const started = performance.now();
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', bubbles: true }));
    await afterPaint();
    return performance.now() - started;
  },
};

createRoot(document.getElementById('root') as HTMLElement).render(<Harness />);
