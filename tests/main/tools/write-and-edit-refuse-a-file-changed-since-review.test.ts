import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit, editFileTool, writeFileTool } from '../../../src/main/tools';
import type { ExecuteResult } from '../../../src/main/tools';
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

const text = (r: ExecuteResult): string => (r.outcome === 'stale' ? r.reason : r.content);

describe('write_file and edit_file', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const file = (name: string) => path.join(ws.root, name);
  beforeAll(() => {
    ws = createTempWorkspace();
    symlinkSync(ws.outside, path.join(ws.root, 'out-link'));
  });
  afterAll(() => ws.cleanup());

  it('write_file to a new file asks, previews every line as added, and writes after approval', async () => {
    const args = { path: 'docs/new.md', content: 'a\nb\n' };
    const inspection = await writeFileTool.inspect(args, inspectContext(ws.root));
    expect(inspection).toMatchObject({
      defaultEffect: 'ask',
      undoable: 'yes',
      summary: say('call.writeNew', { file: 'docs/new.md', added: 2 }),
      outsideWorkspace: false,
    });
    expect(wordInEnglish(inspection.summary)).toBe('Create docs/new.md (+2)');
    expect(inspection.preview.type === 'write' && inspection.preview.write.kind).toBe('new');
    const result = await writeFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result.outcome).toBe('success');
    expect(readFileSync(file('docs/new.md'), 'utf8')).toBe('a\nb\n');
  });

  it('write_file does not write when the file changed after review', async () => {
    writeFileSync(file('w.txt'), 'one\n');
    const args = { path: 'w.txt', content: 'two\n' };
    const inspection = await writeFileTool.inspect(args, inspectContext(ws.root));
    expect(inspection.summary).toEqual(say('call.writeChange', { file: 'w.txt', added: 1, removed: 1 }));
    expect(wordInEnglish(inspection.summary)).toBe('Change w.txt (+1 −1)');
    writeFileSync(file('w.txt'), 'edited elsewhere\n');
    const result = await writeFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result.outcome).toBe('stale');
    expect(readFileSync(file('w.txt'), 'utf8')).toBe('edited elsewhere\n');
  });

  it('write_file through a link out of the workspace is outside', async () => {
    const inspection = await writeFileTool.inspect({ path: 'out-link/new.txt', content: 'x' }, inspectContext(ws.root));
    expect(inspection.outsideWorkspace).toBe(true);
  });

  it('edit_file replaces one exact match and keeps CRLF line endings', async () => {
    writeFileSync(file('e.txt'), 'alpha\r\nbeta\r\ngamma\r\n');
    const args = { path: 'e.txt', old_string: 'beta\ngamma', new_string: 'BETA\ngamma' };
    const inspection = await editFileTool.inspect(args, inspectContext(ws.root));
    expect(inspection).toMatchObject({
      defaultEffect: 'ask',
      summary: say('call.editChange', { file: 'e.txt', added: 1, removed: 1 }),
    });
    expect(wordInEnglish(inspection.summary)).toBe('Edit e.txt (+1 −1)');
    const result = await editFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result.outcome, text(result)).toBe('success');
    expect(readFileSync(file('e.txt'), 'utf8')).toBe('alpha\r\nBETA\r\ngamma\r\n');
  });

  it('edit_file says how many times the text matched', async () => {
    writeFileSync(file('m.txt'), 'x = 1\nx = 1\nx = 1\n');
    const inspection = await editFileTool.inspect(
      { path: 'm.txt', old_string: 'x = 1', new_string: 'x = 2' },
      inspectContext(ws.root),
    );
    expect(inspection.preview).toEqual({
      type: 'args',
      text: 'old_string occurs 3 times in m.txt. Include more surrounding lines so it matches once, or set replace_all to true.',
    });
    const result = await editFileTool.execute(
      { path: 'm.txt', old_string: 'x = 1', new_string: 'x = 2' },
      executeContext(ws.root, inspection),
      never,
    );
    expect(result.outcome).toBe('failure');
    expect(readFileSync(file('m.txt'), 'utf8')).toBe('x = 1\nx = 1\nx = 1\n');
    const all = { path: 'm.txt', old_string: 'x = 1', new_string: 'x = 2', replace_all: true };
    const allInspection = await editFileTool.inspect(all, inspectContext(ws.root));
    const allResult = await editFileTool.execute(all, executeContext(ws.root, allInspection), never);
    expect(text(allResult)).toMatch(/Replaced 3 occurrences/);
    expect(readFileSync(file('m.txt'), 'utf8')).toBe('x = 2\nx = 2\nx = 2\n');
  });

  it('edit_file reports zero matches and missing files as failures that write nothing', async () => {
    writeFileSync(file('z.txt'), 'hello\n');
    const args = { path: 'z.txt', old_string: 'absent', new_string: 'x' };
    const inspection = await editFileTool.inspect(args, inspectContext(ws.root));
    expect(inspection.defaultEffect).toBe('allow');
    // Even if the file gains the text later, an inspection without a write preview never writes.
    writeFileSync(file('z.txt'), 'absent\n');
    const result = await editFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result.outcome).toBe('failure');
    expect(readFileSync(file('z.txt'), 'utf8')).toBe('absent\n');
    const missing = await editFileTool.inspect(
      { path: 'nope.txt', old_string: 'a', new_string: 'b' },
      inspectContext(ws.root),
    );
    expect(missing.preview).toEqual({ type: 'args', text: 'nope.txt does not exist. Use write_file to create it.' });
  });

  it('edit_file goes stale when the file changed after review', async () => {
    writeFileSync(file('s.txt'), 'one two\n');
    const args = { path: 's.txt', old_string: 'one', new_string: 'ONE' };
    const inspection = await editFileTool.inspect(args, inspectContext(ws.root));
    writeFileSync(file('s.txt'), 'one two three\n');
    const result = await editFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result).toMatchObject({ outcome: 'stale' });
    expect(text(result)).toContain('changed since you reviewed');
    expect(readFileSync(file('s.txt'), 'utf8')).toBe('one two three\n');
  });

  it("a large file's preview has no texts, yet write_file and edit_file write exactly and still refuse a changed file", async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `row ${i}: ${'x'.repeat(i % 40)}`);
    const before = `${rows.join('\n')}\n`;
    writeFileSync(file('large.txt'), before);
    const edit = { path: 'large.txt', old_string: 'row 12345: ', new_string: 'ROW 12345: ' };
    const editInspection = await editFileTool.inspect(edit, inspectContext(ws.root));
    const editPreview = editInspection.preview.type === 'write' ? editInspection.preview.write : null;
    expect(editPreview).toMatchObject({
      kind: 'change',
      original: null,
      proposed: null,
      textsOmitted: true,
      added: 1,
      removed: 1,
    });
    const edited = await editFileTool.execute(edit, executeContext(ws.root, editInspection), never);
    expect(edited.outcome, text(edited)).toBe('success');
    expect(readFileSync(file('large.txt'), 'utf8')).toBe(before.replace('row 12345: ', 'ROW 12345: '));

    const rewrite = { path: 'large.txt', content: before.toUpperCase() };
    const writeInspection = await writeFileTool.inspect(rewrite, inspectContext(ws.root));
    expect(writeInspection.preview.type === 'write' && writeInspection.preview.write.textsOmitted).toBe(true);
    writeFileSync(file('large.txt'), 'edited elsewhere\n');
    expect((await writeFileTool.execute(rewrite, executeContext(ws.root, writeInspection), never)).outcome).toBe(
      'stale',
    );
    expect(readFileSync(file('large.txt'), 'utf8')).toBe('edited elsewhere\n');
    writeFileSync(file('large.txt'), before);
    const again = await writeFileTool.inspect(rewrite, inspectContext(ws.root));
    const written = await writeFileTool.execute(rewrite, executeContext(ws.root, again), never);
    expect(written.outcome, text(written)).toBe('success');
    expect(readFileSync(file('large.txt'), 'utf8')).toBe(before.toUpperCase());
  });

  it('applyEdit explains an edit that changes nothing', () => {
    expect(applyEdit('a', { old_string: 'a', new_string: 'a' }, 'f')).toEqual({
      ok: false,
      error: 'old_string and new_string are the same; nothing to change in f.',
    });
  });
});
