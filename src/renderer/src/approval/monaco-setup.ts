import * as monaco from 'monaco-editor/editor/editor.api';
// The diff editor's collapsed-region breadcrumbs ask for the outline service; editor.api alone lacks it.
import 'monaco-editor/editor/contrib/documentSymbols/browser/outlineModel';
// Monaco's icon font (folded-region and change markers); the package's exports map hides the file.
import '../../../../node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import '../../../../node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon-modifiers.css';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

/**
 * Bundled Monaco, configured once when this chunk loads. Only the editor core, the Monarch
 * colourisers and the editor worker (which computes the diff) are pulled in: a read-only diff
 * needs no language services, so the TypeScript/CSS/HTML/JSON workers (≈ 9 MB) stay out.
 * The panes use this Monaco directly (diff-editor-pool.ts): nothing loads one from a CDN.
 */

// Each language's registration is tiny; its tokenizer is a lazy chunk loaded when first used.
// (The package's languages/register.all also registers the language services and their workers.)
import.meta.glob('../../../../node_modules/monaco-editor/esm/vs/languages/definitions/*/register.js', { eager: true });

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export { monaco };

/** The pooled diff editors' options: read-only, scrollable, unchanged regions folded. */
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
  // The gutter menu's one action (Revert Block) needs a writable side, so a read-only pane never
  // showed it; the hidden gutter still measured itself (a forced layout) on every scroll and view zone.
  renderGutterMenu: false,
  // A read-only preview needs none of an editor's reading aids for code being worked on; each
  // one still did its work on every pane (sticky scroll asked for the file's outline, bracket
  // pairs parsed the whole text, the lane ruler drew a canvas of its own). Measured on a later
  // pane, main-thread time fell from ≈126 to ≈117 ms (docs/benchmarks.md). The diff's own overview
  // ruler (where the changes are) stays.
  stickyScroll: { enabled: false },
  bracketPairColorization: { enabled: false },
  guides: { bracketPairs: false, indentation: false, highlightActiveIndentation: false },
  matchBrackets: 'never',
  occurrencesHighlight: 'off',
  selectionHighlight: false,
  renderLineHighlight: 'none',
  links: false,
  folding: false,
  codeLens: false,
  overviewRulerLanes: 0,
  hideCursorInOverviewRuler: true,
  // A file's content is the model's to choose: control and bidi characters are drawn as symbols,
  // invisible and look-alike ones boxed, so a line cannot read differently from what it does.
  // (Monaco's defaults today; stated so an upgrade cannot quietly turn them off.)
  renderControlCharacters: true,
  unicodeHighlight: { invisibleCharacters: true, ambiguousCharacters: true },
};
