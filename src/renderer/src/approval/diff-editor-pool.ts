import { DIFF_EDITOR_OPTIONS, monaco } from './monaco-setup';

/**
 * Monaco diff editors kept for reuse: creating one (two code editors, their services and DOM, a
 * forced layout to measure its box) cost each pane tens of milliseconds more than giving an
 * existing one new models. A pane takes an editor, moves its element into the pane, and gives it
 * back on unmount with no model and out of the page; at most MAX_IDLE wait, the rest are disposed.
 * The idle preload creates the first one and has it draw a first diff (warmUpDiffEditor), so the
 * first pane finds Monaco's services, its diff worker and an editor ready.
 */

export interface PooledDiffEditor {
  editor: monaco.editor.IStandaloneDiffEditor;
  /** The element the editor was created in; a pane moves it into its own box. */
  element: HTMLDivElement;
}

/** Idle editors kept: a sheet with several write panes takes one per pane on screen. */
const MAX_IDLE = 2;
const idle: PooledDiffEditor[] = [];

function createPooledEditor(): PooledDiffEditor {
  const element = document.createElement('div');
  element.style.cssText = 'width:100%;height:100%';
  const editor = monaco.editor.createDiffEditor(element, DIFF_EDITOR_OPTIONS);
  return { editor, element };
}

/** An idle editor, or a new one; it has no model and its element is not in the page. */
export function acquireDiffEditor(): PooledDiffEditor {
  return idle.pop() ?? createPooledEditor();
}

/**
 * Takes an editor back. The caller has already reset its model (setModel(null)) and may now
 * dispose the models: Monaco wants the diff editor's model reset before its models are disposed.
 */
export function releaseDiffEditor(pooled: PooledDiffEditor): void {
  pooled.element.remove();
  if (idle.length < MAX_IDLE) idle.push(pooled);
  else pooled.editor.dispose();
}

/**
 * Monaco stops its diff worker when no text model is left (a pane disposes its two when it
 * unmounts) and when the worker has not been used for 5 minutes; starting it again (fetching and
 * evaluating its script, then syncing the models) cost a pane ≈ 150–250 ms on a 2-core machine.
 * One empty model is kept for the page's life, and every 4 minutes an idle editor diffs a few
 * dozen short lines, so the worker stays up (or, had it stopped, is started again while idle).
 */
const KEEP_WORKER_MS = 4 * 60 * 1000;
const WARM_TEXT = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');

/**
 * Has an idle editor diff two small texts and waits for the diff (or 5 s), then puts it back.
 * `host` is where its element is meanwhile (hidden, off screen), so it lays out and draws as a
 * pane's would. Never rejects.
 */
function diffSmallTexts(pooled: PooledDiffEditor, host: HTMLElement, line: number): Promise<void> {
  return new Promise<void>((resolve) => {
    host.append(pooled.element);
    pooled.editor.layout();
    const original = monaco.editor.createModel(WARM_TEXT, 'plaintext');
    const modified = monaco.editor.createModel(WARM_TEXT.replace(`line ${line}`, `line ${line}!`), 'plaintext');
    pooled.editor.setModel({ original, modified });
    const finish = () => {
      clearTimeout(timer);
      subscription.dispose();
      pooled.editor.setModel(null);
      original.dispose();
      modified.dispose();
      releaseDiffEditor(pooled);
      resolve();
    };
    const subscription = pooled.editor.onDidUpdateDiff(finish);
    const timer = setTimeout(finish, 5000);
  });
}

function createHiddenHost(): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-10000px;top:0;width:400px;height:200px;visibility:hidden';
  // inert as well as aria-hidden: the hidden editor's textareas must not be reachable by Tab or
  // announced (axe's aria-hidden-focus flagged the warm-up when it ran during a check).
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  document.body.append(host);
  return host;
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readSystemTheme(): 'vs' | 'vs-dark' {
  return window.matchMedia(DARK_QUERY).matches ? 'vs-dark' : 'vs';
}

let warmedUp: Promise<void> | null = null;

/**
 * Creates the first pooled diff editor and has it draw a first diff, so Monaco's services, its diff
 * worker and that editor are ready before the first real preview (on a 2-core machine the first
 * editor cost ≈ 0.5 s more than later ones), then keeps the worker up (KEEP_WORKER_MS). Resolves
 * when the first diff is done or after 5 s; never rejects; a second call does nothing.
 */
export function warmUpDiffEditor(): Promise<void> {
  warmedUp ??= (() => {
    // The theme the panes will set (Monaco's theme is one for the page), so its styles are made now.
    monaco.editor.setTheme(readSystemTheme());
    monaco.editor.createModel('', 'plaintext');
    const host = createHiddenHost();
    let turn = 0;
    setInterval(() => {
      const pooled = idle.pop();
      turn += 1;
      if (pooled) void diffSmallTexts(pooled, host, turn % 40);
    }, KEEP_WORKER_MS);
    return diffSmallTexts(acquireDiffEditor(), host, 20);
  })();
  return warmedUp;
}
