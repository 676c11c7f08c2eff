// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { McpArgsForm } from '../../src/renderer/src/approval/mcp/McpArgsForm';
import { deriveFileToolForm } from '../../src/renderer/src/approval/derive-file-tool-form';
import { FOLD_EDIT_CHARS } from '../../src/renderer/src/approval/FoldedLongText';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A file's text of `lines` lines, each the same width. */
const fileText = (lines: number): string =>
  Array.from({ length: lines }, (_, i) => `line ${String(i).padStart(6, '0')} of the file`).join('\n');

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The write_file form over `content`; every text it writes back is pushed to `written`. */
function showForm(content: string, written: string[]): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const text = JSON.stringify({ path: 'notes.txt', content }, null, 2);
  act(() =>
    root!.render(
      createElement(McpArgsForm, {
        schema: deriveFileToolForm('write_file')!,
        text,
        onText: (next: string) => written.push(next),
      }),
    ),
  );
  return container;
}

describe('the edit form of a write', () => {
  it('shows a text of ordinary length in its field at once', () => {
    const content = fileText(100);
    const form = showForm(content, []);
    expect([...form.querySelectorAll('textarea')].map((t) => t.value)).toEqual([content]);
    expect(form.querySelector('.gh-folded-text')).toBeNull();
  });

  it('folds a text longer than the limit, says its lines and size, and opens it whole to edit', () => {
    const content = fileText(20_000);
    expect(content.length).toBeGreaterThan(FOLD_EDIT_CHARS);
    const written: string[] = [];
    const form = showForm(content, written);

    expect(form.querySelector('textarea')).toBeNull();
    const folded = form.querySelector('.gh-folded-text');
    expect(folded?.textContent).toMatch(/^20,000 lines, 468\.7 KB\. Hidden until you ask/);
    const open = folded?.querySelector('button');
    expect(open?.textContent).toBe('Show “The text to write (the whole file)” to edit');
    // The path stays an ordinary field beside it.
    expect(form.querySelector<HTMLInputElement>('input[type="text"]')?.value).toBe('notes.txt');

    act(() => open!.click());
    const field = form.querySelector('textarea');
    expect(field?.value).toBe(content);

    // An edit in the opened field goes out as the whole arguments, through the one edit path.
    const edited = `${content}\none more line`;
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(field, edited);
      field!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(written.map((w) => JSON.parse(w) as unknown)).toEqual([{ path: 'notes.txt', content: edited }]);
  });

  it('folds a text just over the limit and not one at it', () => {
    const at = 'x'.repeat(FOLD_EDIT_CHARS);
    expect(showForm(at, []).querySelector('textarea')?.value).toBe(at);
    act(() => root?.unmount());
    root = null;
    expect(showForm(`${at}y`, []).querySelector('textarea')).toBeNull();
  });
});
