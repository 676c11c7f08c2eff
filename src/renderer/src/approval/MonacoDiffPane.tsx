import { useEffect, useRef, useState } from 'react';
import { DiffEditor, type DiffOnMount, type MonacoDiffEditor } from '@monaco-editor/react';
import { DIFF_EDITOR_OPTIONS } from './monaco-setup';

export { warmUpDiffEditor } from './monaco-setup';
import { t } from '../i18n';

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

  // @monaco-editor/react disposes the models before the editor ("TextModel got disposed before
  // DiffEditorWidget model got reset"), so it keeps them and they are disposed here, after it.
  useEffect(
    () => () => {
      const models = editorRef.current?.getModel();
      if (models) setTimeout(() => [models.original, models.modified].forEach((m) => m.isDisposed() || m.dispose()), 0);
    },
    [],
  );

  const onMount: DiffOnMount = (editor) => {
    editorRef.current = editor;
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
        ariaLabel: t('approval.diff.editorLabel', { path: props.path }),
        originalAriaLabel: t('approval.diff.editorLabel', { path: props.path }),
        modifiedAriaLabel: t('approval.diff.editorLabel', { path: props.path }),
      }}
    />
  );
}
