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
  keepWorker();
  const element = document.createElement('div');
  element.style.cssText = 'width:100%;height:100%';
  const editor = monaco.editor.createDiffEditor(element, DIFF_EDITOR_OPTIONS);
  return { editor, element };
}

/** An idle editor, or a new one; it has no model, no size, and its element is not in the page. */
export function acquireDiffEditor(): PooledDiffEditor {
  return idle.pop() ?? createPooledEditor();
}

/**
 * Takes an editor back. The caller has already reset its model (setModel(null)) and may now
 * dispose the models: Monaco wants the diff editor's model reset before its models are disposed.
 */
export function releaseDiffEditor(pooled: PooledDiffEditor): void {
  pooled.element.remove();
  // Sized to nothing, so what it is given next is not drawn until a pane sizes it (see MonacoDiffPane).
  pooled.editor.layout({ width: 0, height: 0 });
  if (idle.length < MAX_IDLE) idle.push(pooled);
  else pooled.editor.dispose();
}

/**
 * A diff started before its pane exists. A pane mounts only after the sheet's hunks have painted
 * (the sheet never waits for Monaco), and then waited for Monaco's worker to diff the two texts.
 * Started as the sheet is committed, the worker diffs while the sheet is laid out and painted, and
 * the pane that then asks for the same texts takes this editor with its diff known or nearly so.
 * One at a time (the first write preview of a sheet); given back if no pane takes it in PRIMED_FOR_MS.
 */
interface PrimedDiff {
  pooled: PooledDiffEditor;
  original: monaco.editor.ITextModel;
  modified: monaco.editor.ITextModel;
  texts: readonly [original: string, modified: string, language: string];
  diffKnown: boolean;
  stop(): void;
}

export type TakenDiffEditor = Pick<PrimedDiff, 'pooled' | 'original' | 'modified' | 'diffKnown'>;

const PRIMED_FOR_MS = 10_000;
let primed: PrimedDiff | null = null;

/** Gives an editor and its models back; the caller has set its model to null first (Monaco's order). */
function releaseWithModels(taken: TakenDiffEditor): void {
  taken.original.dispose();
  taken.modified.dispose();
  releaseDiffEditor(taken.pooled);
}

/** Starts diffing `original` against `modified` in an idle editor, for a pane about to ask (see PrimedDiff). Does nothing while one waits. */
export function primeDiffEditor(original: string, modified: string, language: string): void {
  if (primed) return;
  const pooled = acquireDiffEditor();
  const entry: PrimedDiff = {
    pooled,
    original: monaco.editor.createModel(original, language),
    modified: monaco.editor.createModel(modified, language),
    texts: [original, modified, language],
    diffKnown: false,
    stop: () => {
      clearTimeout(timer);
      subscription.dispose();
    },
  };
  // Listening before the models are set: no answer of the worker can come unheard.
  const subscription = pooled.editor.onDidUpdateDiff(() => {
    entry.diffKnown = true;
    subscription.dispose();
  });
  pooled.editor.setModel({ original: entry.original, modified: entry.modified });
  const timer = setTimeout(() => {
    if (primed !== entry) return;
    primed = null;
    entry.stop();
    pooled.editor.setModel(null);
    releaseWithModels(entry);
  }, PRIMED_FOR_MS);
  primed = entry;
}

/** The primed editor if it holds exactly these texts (it is then the caller's), else null. */
export function takePrimedDiffEditor(original: string, modified: string, language: string): TakenDiffEditor | null {
  const entry = primed;
  if (!entry || entry.texts[0] !== original || entry.texts[1] !== modified || entry.texts[2] !== language) return null;
  primed = null;
  entry.stop();
  return entry;
}

/**
 * Monaco stops its diff worker when no text model is left (a pane disposes its two when it
 * unmounts) and when the worker has not been used for 5 minutes; starting it again (fetching and
 * evaluating its script, then syncing the models) cost a pane ≈ 150–250 ms on a 2-core machine.
 * One empty model is kept for the page's life, and every 4 minutes an idle editor diffs two small
 * texts, so the worker stays up (or, had it stopped, is started again while idle).
 */
const KEEP_WORKER_MS = 4 * 60 * 1000;

let workerKept = false;

/**
 * Makes the empty model kept for the page's life, with the page's first editor: whether the idle
 * warm-up or a pane (a diff shown before the warm-up, which loads Monaco itself) asked first. Made
 * by the warm-up alone, a window whose first diff came early stopped its worker each time its last
 * pane went, and started it again for the next.
 */
function keepWorker(): void {
  if (workerKept) return;
  workerKept = true;
  monaco.editor.createModel('', 'plaintext');
}

/** A file's worth of code-like lines (the warm-up's texts), with `changed` lines edited. */
function warmText(lines: number, changed: number[] = []): string {
  return Array.from({ length: lines }, (_, i) =>
    changed.includes(i)
      ? `  export const value${i} = computeOther(${i}, 'edited'); // changed`
      : `  export const value${i} = compute(${i}, 'value ${i}'); // line ${i + 1}`,
  ).join('\n');
}

/** Resolves after the next frame is drawn, or after 100 ms if no frame comes (a hidden window). */
function afterNextFrame(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Has an idle editor diff `original` against `modified` in `host` (hidden, off screen, so it lays
 * out and draws as a pane's would), waits for the diff (or 5 s) and the frame that draws it, then
 * puts the editor back. Never rejects.
 */
function drawDiff(pooled: PooledDiffEditor, host: HTMLElement, texts: [string, string], language: string) {
  return new Promise<void>((resolve) => {
    host.append(pooled.element);
    pooled.editor.layout();
    const original = monaco.editor.createModel(texts[0], language);
    const modified = monaco.editor.createModel(texts[1], language);
    pooled.editor.setModel({ original, modified });
    const finish = () => {
      clearTimeout(timer);
      subscription.dispose();
      void afterNextFrame().then(() => {
        pooled.editor.setModel(null);
        original.dispose();
        modified.dispose();
        releaseDiffEditor(pooled);
        resolve();
      });
    };
    const subscription = pooled.editor.onDidUpdateDiff(finish);
    const timer = setTimeout(finish, 5000);
  });
}

function createHiddenHost(): HTMLElement {
  const host = document.createElement('div');
  // As wide as a pane in an ordinary window: side by side (under 900 px Monaco shows one column),
  // so the warm-up runs the code a pane will.
  host.style.cssText = 'position:absolute;left:-10000px;top:0;width:1000px;height:300px;visibility:hidden';
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

/**
 * Each language's colouriser is a chunk of its own, fetched and compiled when a model of that
 * language is first made; a pane that found it missing drew its lines twice (plain, then coloured
 * when it came). The commonest languages of written files are loaded at idle; others when first seen.
 */
const WARM_LANGUAGES = ['typescript', 'javascript', 'python', 'markdown', 'css', 'html', 'shell', 'yaml'];

/** Resolves when the languages' colourisers are loaded (colorize waits for them); never rejects. */
async function loadColourisers(languages: string[]): Promise<void> {
  for (const language of languages) await monaco.editor.colorize('', language, {}).catch(() => undefined);
}

/** Warm-up diffs drawn: the first starts the services and the worker; the next ones are quicker (V8 compiles what ran often). */
const WARM_ROUNDS = 3;

let warmedUp: Promise<void> | null = null;

/**
 * Creates the first pooled diff editor and has it draw a few diffs of a file's size, so Monaco's
 * services, its diff worker, the common colourisers and that editor are ready, and the code that
 * draws a diff has run, before the first real preview (on a 2-core machine the first pane cost
 * ≈ 0.5 s more than later ones); then keeps the worker up (KEEP_WORKER_MS). Resolves when done
 * (each diff waits at most 5 s); never rejects; a second call does nothing.
 */
export function warmUpDiffEditor(): Promise<void> {
  warmedUp ??= (async () => {
    // The theme the panes will set (Monaco's theme is one for the page), so its styles are made now.
    monaco.editor.setTheme(readSystemTheme());
    const host = createHiddenHost();
    let turn = 0;
    setInterval(() => {
      const pooled = idle.pop();
      turn += 1;
      if (pooled) void drawDiff(pooled, host, [warmText(40), warmText(40, [turn % 40])], 'plaintext');
    }, KEEP_WORKER_MS);
    await drawDiff(acquireDiffEditor(), host, [warmText(40), warmText(40, [20])], 'plaintext');
    await loadColourisers(WARM_LANGUAGES);
    for (let round = 1; round < WARM_ROUNDS; round += 1) {
      const changed = [25, 90, 160].map((line) => line + round);
      await drawDiff(acquireDiffEditor(), host, [warmText(200), warmText(200, changed)], 'typescript');
    }
    // Marked on the page, so tests and benches can wait for the idle warm-up's long tasks to be over.
    host.dataset.warmedUp = 'true';
  })();
  return warmedUp;
}
