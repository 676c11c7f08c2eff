import { useId, useMemo } from 'react';
import { t } from '../i18n';
import { countEditorLines } from '../../../shared/write-preview-limits';
import { formatBytes } from './format';

/**
 * Characters from which a text being edited starts folded. Chromium lays out a textarea's whole
 * text: one of 100,000 lines (5 MB) held the window 2–3 s as the editor opened, and again each time
 * an edit in the other editor (the form or the JSON) rewrote it (docs/benchmarks.md). Folded, it
 * costs nothing until the person opens it; what is edited and sent is the same whole text either way.
 */
export const FOLD_EDIT_CHARS = 256 * 1024;

/** Pure: whether a text starts folded in the editors. */
export function isFoldedWhenEdited(text: string): boolean {
  return text.length > FOLD_EDIT_CHARS;
}

/** A long text's size and lines, and the button that shows it to edit (`name` is the field's title). */
export function FoldedLongText({ text, name, onOpen }: { text: string; name: string; onOpen(): void }) {
  const id = useId();
  const [bytes, lines] = useMemo(() => [new TextEncoder().encode(text).length, countEditorLines(text)], [text]);
  return (
    <p className="gh-folded-text">
      <span id={`${id}-what`} className="gh-muted">
        {t('approval.edit.folded', { size: formatBytes(bytes), lines })}
      </span>{' '}
      <button type="button" aria-describedby={`${id}-what`} onClick={onOpen}>
        {t('approval.edit.unfold', { name })}
      </button>
    </p>
  );
}
