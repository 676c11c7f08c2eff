import { useEffect, useRef, useState } from 'react';
import { DiffEditor, type DiffOnMount, type MonacoDiffEditor } from '@monaco-editor/react';
import type { editor as monacoEditor } from 'monaco-editor/editor/editor.api';
import { DIFF_EDITOR_OPTIONS } from './monaco-setup';

export { warmUpDiffEditor } from './monaco-setup';
import { t } from '../i18n';
import { useDiffFontSize } from '../react-hooks/use-root-font-size';

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

const DARK = '(prefers-color-scheme: dark)';

function useSystemTheme(): 'vs' | 'vs-dark' {
  const [dark, setDark] = useState(() => window.matchMedia(DARK).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark ? 'vs-dark' : 'vs';
}

/** The read-only Monaco DiffEditor. Loaded lazily (see preload-diff-editor.ts); default export for React.lazy. */
export default function MonacoDiffPane(props: MonacoDiffPaneProps) {
  const theme = useSystemTheme();
  const { onReady } = props;
  const editorRef = useRef<MonacoDiffEditor | null>(null);
  const modelsRef = useRef(new Set<monacoEditor.ITextModel>());

  // The order Monaco requires: reset the diff editor's model, then dispose the models, and the
  // editor last. @monaco-editor/react would dispose the models first ("TextModel got disposed
  // before DiffEditorWidget model got reset"), so it is told to keep them (keepCurrent*Model) and
  // this cleanup, which React runs before the child DiffEditor's own (parents first on unmount),
  // does the first two steps; the library then disposes the editor.
  useEffect(() => {
    const models = modelsRef.current;
    return () => {
      const diffEditor = editorRef.current;
      editorRef.current = null;
      const current = diffEditor?.getModel();
      if (current) models.add(current.original).add(current.modified);
      diffEditor?.setModel(null);
      for (const model of models) if (!model.isDisposed()) model.dispose();
      models.clear();
    };
  }, []);

  const onMount: DiffOnMount = (editor) => {
    editorRef.current = editor;
    const models = editor.getModel();
    if (models) modelsRef.current.add(models.original).add(models.modified);
    let done = false;
    const ready = () => {
      if (done) return;
      done = true;
      onReady();
    };
    if (editor.getLineChanges() !== null) ready();
    const subscription = editor.onDidUpdateDiff(() => {
      ready();
      subscription.dispose();
    });
  };
  return (
    <DiffEditor
      original={props.original}
      modified={props.modified}
      language={props.language}
      theme={theme}
      height={props.height}
      loading={null}
      onMount={onMount}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      options={{
        ...DIFF_EDITOR_OPTIONS,
        fontSize: useDiffFontSize(),
        ariaLabel: t('approval.diff.editorLabel', { path: props.path }),
        originalAriaLabel: t('approval.diff.editorLabel', { path: props.path }),
        modifiedAriaLabel: t('approval.diff.editorLabel', { path: props.path }),
      }}
    />
  );
}
