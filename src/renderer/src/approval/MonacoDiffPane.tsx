import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { monaco } from './monaco-setup';
import {
  DARK_QUERY,
  acquireDiffEditor,
  readSystemTheme,
  releaseDiffEditor,
  takePrimedDiffEditor,
} from './diff-editor-pool';
import { t } from '../i18n';
import { useDiffFontSize } from '../react-hooks/use-root-font-size';

export { primeDiffEditor, warmUpDiffEditor } from './diff-editor-pool';

export interface MonacoDiffPaneProps {
  original: string;
  modified: string;
  language: string;
  path: string;
  /** Pixel height; the expanded pane passes its own. */
  height: number | string;
  /** Called once Monaco has computed and drawn the diff: the sheet swaps the pane in then. */
  onReady(): void;
}

function useSystemTheme(): 'vs' | 'vs-dark' {
  const [theme, setTheme] = useState(readSystemTheme);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setTheme(readSystemTheme());
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return theme;
}

/**
 * The read-only Monaco DiffEditor: a pooled editor (diff-editor-pool.ts) moved into this pane's
 * box and given two models holding exactly the texts it is passed. Loaded lazily (see
 * preload-diff-editor.ts); default export for React.lazy.
 */
export default function MonacoDiffPane(props: MonacoDiffPaneProps) {
  const theme = useSystemTheme();
  const fontSize = useDiffFontSize();
  const label = t('approval.diff.editorLabel', { path: props.path });
  const box = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
  const onReady = useRef(props.onReady);
  // Construction options, given to updateOptions (which reads the two sides' labels as well).
  // Always all of them together: a call without a label sets that editor's label to ''.
  const options = useRef<monaco.editor.IDiffEditorConstructionOptions>({});
  // Declared before the effect below, so it runs first: the latest callback and options.
  useLayoutEffect(() => {
    onReady.current = props.onReady;
    options.current = { fontSize, ariaLabel: label, originalAriaLabel: label, modifiedAriaLabel: label };
  });

  // Monaco's theme is one for the page; set before the editor gets its models (no second styling).
  useLayoutEffect(() => monaco.editor.setTheme(theme), [theme]);

  // The editor gets its models at once (the diff starts in the worker) but joins the pane only
  // when the diff is known: out of the page it draws nothing (a pooled editor comes back sized to
  // nothing), so the lines are drawn once, folded as the diff says, not first all and then again.
  // The sheet may have started this very diff as it was committed (primeDiffEditor): then the
  // editor comes with its models, and often with its diff known.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const primed = takePrimedDiffEditor(props.original, props.modified, props.language);
    const pooled = primed?.pooled ?? acquireDiffEditor();
    const { editor } = pooled;
    editorRef.current = editor;
    editor.updateOptions(options.current);
    const original = primed?.original ?? monaco.editor.createModel(props.original, props.language);
    const modified = primed?.modified ?? monaco.editor.createModel(props.modified, props.language);
    if (!primed) editor.setModel({ original, modified });
    let done = false;
    const ready = () => {
      if (done) return;
      done = true;
      subscription.dispose();
      element.append(pooled.element);
      // Sized now, not when its resize observer reports: drawn in the frame the sheet swaps it in.
      const { width, height } = element.getBoundingClientRect();
      editor.layout({ width, height });
      onReady.current();
    };
    const subscription = editor.onDidUpdateDiff(ready);
    if (primed?.diffKnown) ready();
    return () => {
      subscription.dispose();
      editorRef.current = null;
      // Monaco's order: reset the diff editor's model, then dispose the models.
      editor.setModel(null);
      original.dispose();
      modified.dispose();
      releaseDiffEditor(pooled);
    };
  }, [props.original, props.modified, props.language]);

  useEffect(() => {
    editorRef.current?.updateOptions(options.current);
  }, [fontSize, label]);

  return <div ref={box} style={{ width: '100%', height: props.height }} />;
}
