import { Worker } from 'node:worker_threads';

/**
 * Runs a search's regular expression in a worker thread with a time budget per file. Why: a
 * pattern such as `(a+)+$` backtracks for hours on a long line, and JavaScript cannot interrupt a
 * regex; run on the main process it would freeze the whole app. A worker can be terminated.
 */

/** Milliseconds one file's lines may take before the search gives up on the pattern. */
export const MATCH_BUDGET_MS = 1000;

export type LineMatches = { ok: true; lines: number[] } | { ok: false; reason: 'timeout' | 'cancelled' | 'failed' };

export interface LineMatcher {
  /** Indexes of the lines of `text` that match, at most `max`. Never rejects. */
  match(text: string, max: number): Promise<LineMatches>;
  /** Stops the worker. Safe to call more than once. */
  close(): void;
}

// Plain CommonJS so it runs the same under Node, vitest and Electron's bundled main process.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const regex = new RegExp(workerData.source, workerData.flags);
parentPort.on('message', ({ text, max }) => {
  const lines = text.split(/\\r?\\n/);
  const hits = [];
  for (let i = 0; i < lines.length && hits.length < max; i += 1) if (regex.test(lines[i])) hits.push(i);
  parentPort.postMessage(hits);
});
`;

/** Creates a matcher for an already validated pattern (compile it first for a clear error). */
export function createLineMatcher(
  source: string,
  flags: string,
  signal: AbortSignal,
  budgetMs = MATCH_BUDGET_MS,
): LineMatcher {
  let worker: Worker | null = new Worker(WORKER_SOURCE, { eval: true, workerData: { source, flags } });
  worker.unref();
  // The budget is the pattern's time, not the thread's start: on a busy computer starting a worker
  // alone can take longer than the budget, and a plain word would be called a runaway pattern.
  let online = false;
  worker.once('online', () => {
    online = true;
  });
  const close = (): void => {
    void worker?.terminate();
    worker = null;
  };
  return {
    close,
    match(text, max) {
      return new Promise((resolve) => {
        const active = worker;
        if (!active || signal.aborted) {
          resolve({ ok: false, reason: 'cancelled' });
          return;
        }
        const settle = (result: LineMatches): void => {
          clearTimeout(timer);
          active.off('online', startClock);
          signal.removeEventListener('abort', onAbort);
          active.off('message', onMessage);
          active.off('error', onError);
          if (!result.ok) close();
          resolve(result);
        };
        const onMessage = (lines: number[]): void => settle({ ok: true, lines });
        const onError = (): void => settle({ ok: false, reason: 'failed' });
        const onAbort = (): void => settle({ ok: false, reason: 'cancelled' });
        let timer: ReturnType<typeof setTimeout> | undefined;
        const startClock = (): void => {
          timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), budgetMs);
        };
        if (online) startClock();
        else active.once('online', startClock);
        active.on('message', onMessage);
        active.on('error', onError);
        signal.addEventListener('abort', onAbort, { once: true });
        active.postMessage({ text, max });
      });
    },
  };
}
