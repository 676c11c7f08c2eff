import { statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite } from '../../../src/main/preview';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

describe('identical content', () => {
  const tempFolder = useTempFolder();

  it('is an explicit "no changes" preview, not an empty change', async () => {
    const file = path.join(tempFolder(), 'same.ts');
    writeFileSync(file, 'export const x = 1;\n');
    const preview = await buildWriteDiff(file, 'export const x = 1;\n');
    expect(preview).toMatchObject({
      kind: 'unchanged',
      unified: '',
      added: 0,
      removed: 0,
      hunkCount: 0,
      language: 'typescript',
    });
    expect(preview.notes.map(wordInEnglish)).toContain('No changes: the file already has exactly this content.');
    expect(preview.original).toBe(preview.proposed);
    expect(preview.sizes.before).toBe(preview.sizes.after);
  });

  it('counts as unchanged when only the line endings the write would convert differ (CRLF file)', async () => {
    const file = path.join(tempFolder(), 'win.txt');
    writeFileSync(file, 'a\r\nb\r\n');
    const preview = await buildWriteDiff(file, 'a\nb\n');
    expect(preview.kind).toBe('unchanged');
  });

  it('is not rewritten: the file keeps its modification time', async () => {
    const file = path.join(tempFolder(), 'same.txt');
    writeFileSync(file, 'x\n');
    utimesSync(file, new Date(2001, 1, 1), new Date(2001, 1, 1));
    const before = statSync(file).mtimeMs;
    const preview = await buildWriteDiff(file, 'x\n');
    expect(await runWrite(file, 'x\n', preview)).toEqual({ outcome: 'written', bytes: 2 });
    expect(statSync(file).mtimeMs).toBe(before);
  });
});
