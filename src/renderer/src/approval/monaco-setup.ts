import * as monaco from 'monaco-editor/editor/editor.api';
// The diff editor's collapsed-region breadcrumbs ask for the outline service; editor.api alone lacks it.
import 'monaco-editor/editor/contrib/documentSymbols/browser/outlineModel';
// Monaco's icon font (folded-region and change markers); the package's exports map hides the file.
import '../../../../node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import '../../../../node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon-modifiers.css';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { loader } from '@monaco-editor/react';

/**
 * Bundled Monaco, configured once when this chunk loads. Only the editor core, the Monarch
 * colourisers and the editor worker (which computes the diff) are pulled in: a read-only diff
 * needs no language services, so the TypeScript/CSS/HTML/JSON workers (≈ 9 MB) stay out.
 * loader.config({ monaco }) keeps @monaco-editor/react from ever reaching for its CDN default.
 */

// Each language's registration is tiny; its tokenizer is a lazy chunk loaded when first used.
// (The package's languages/register.all also registers the language services and their workers.)
import.meta.glob('../../../../node_modules/monaco-editor/esm/vs/languages/definitions/*/register.js', { eager: true });

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};
loader.config({ monaco });

export { monaco };

/** Options shared by the real pane and the warm-up: read-only, scrollable, unchanged regions folded. */
export const DIFF_EDITOR_OPTIONS: monaco.editor.IDiffEditorConstructionOptions = {
  readOnly: true,
  originalEditable: false,
  domReadOnly: true,
  automaticLayout: true,
  scrollBeyondLastLine: false,
  minimap: { enabled: false },
  renderSideBySide: true,
  useInlineViewWhenSpaceIsLimited: true,
  renderOverviewRuler: true,
  hideUnchangedRegions: { enabled: true },
  // A file's content is the model's to choose: control and bidi characters are drawn as symbols,
  // invisible and look-alike ones boxed, so a line cannot read differently from what it does.
  // (Monaco's defaults today; stated so an upgrade cannot quietly turn them off.)
  renderControlCharacters: true,
  unicodeHighlight: { invisibleCharacters: true, ambiguousCharacters: true },
};

let warmedUp: Promise<void> | null = null;

/**
 * Monaco stops its diff worker when no text model is left (each pane disposes its two when it
 * unmounts) and when the worker has not been used for 5 minutes; starting it again (fetching and
 * evaluating the worker's script, then syncing the models) cost every later pane ≈ 150–250 ms on
 * this class of machine. So the warm-up's editor is kept, hidden, for the page's life: its models
 * keep the worker alive, and a new diff every few minutes (a few dozen short lines) keeps it in use.
 */
const KEEP_WORKER_MS = 4 * 60 * 1000;

/**
 * Creates one hidden diff editor, so Monaco's services and its diff worker are running, and a
 * first diff has been drawn, before the first real preview (on this class of machine the first
 * editor costs ≈ 0.5 s more than later ones). The editor is kept (see KEEP_WORKER_MS). Resolves
 * when its first diff is done or after 5 s; never rejects.
 */
export function warmUpDiffEditor(): Promise<void> {
  warmedUp ??= new Promise<void>((resolve) => {
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:-10000px;top:0;width:400px;height:200px;visibility:hidden';
    // inert as well as aria-hidden: the hidden editor's textareas must not be reachable by Tab or
    // announced (axe's aria-hidden-focus flagged the warm-up when it ran during a check).
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    document.body.append(host);
    // The same options as the real pane, so the same parts of Monaco get instantiated.
    const editor = monaco.editor.createDiffEditor(host, { ...DIFF_EDITOR_OPTIONS, automaticLayout: false });
    const text = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const edits = [text.replace('line 20', 'line twenty'), text.replace('line 21', 'line twenty-one')];
    const original = monaco.editor.createModel(text, 'plaintext');
    const modified = monaco.editor.createModel(edits[0] as string, 'plaintext');
    editor.setModel({ original, modified });
    const finish = () => {
      clearTimeout(timer);
      subscription.dispose();
      resolve();
    };
    const subscription = editor.onDidUpdateDiff(finish);
    const timer = setTimeout(finish, 5000);
    let turn = 0;
    setInterval(() => {
      turn += 1;
      modified.setValue(edits[turn % 2] as string);
    }, KEEP_WORKER_MS);
  });
  return warmedUp;
}
