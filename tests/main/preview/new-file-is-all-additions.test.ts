import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite } from '../../../src/main/preview';
import { runGnuPatch } from './gnu-patch';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

describe('a file that does not exist yet', () => {
  const tempFolder = useTempFolder();

  it('previews as new: /dev/null header, every line an addition, no base hash', async () => {
    const file = path.join(tempFolder(), 'haiku.txt');
    const proposed = 'old pond\nfrog jumps in\nsound of water';
    const preview = await buildWriteDiff(file, proposed, { displayPath: 'haiku.txt' });
    expect(preview.kind).toBe('new');
    expect(preview.unified).toBe(
      '--- /dev/null\n+++ b/haiku.txt\n@@ -0,0 +1,3 @@\n+old pond\n+frog jumps in\n+sound of water\n\\ No newline at end of file\n',
    );
    expect(preview).toMatchObject({
      added: 3,
      removed: 0,
      hunkCount: 1,
      baseHash: null,
      original: null,
      proposed,
      language: 'plaintext',
    });
    expect(preview.encoding).toEqual({ name: 'utf8', bom: false, eol: 'lf' });
    expect(preview.sizes).toEqual({ before: null, after: Buffer.byteLength(proposed) });
    expect(wordInEnglish(preview.notes[0])).toBe(
      'haiku.txt does not exist yet; Gatehouse will create it as UTF-8 text.',
    );
    expect(runGnuPatch('', preview.unified).patched?.toString()).toBe(proposed);
  });

  it('is created with its parent folders, as UTF-8 exactly as proposed', async () => {
    const file = path.join(tempFolder(), 'deep', 'er', 'notes.md');
    const proposed = '# Notes\r\nñ\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.language).toBe('markdown');
    expect(await runWrite(file, proposed, preview)).toEqual({ outcome: 'written', bytes: Buffer.byteLength(proposed) });
    expect(readFileSync(file, 'utf8')).toBe(proposed);
    expect(statSync(file).mode & 0o777).toBe(0o666 & ~process.umask());
  });

  it('an empty new file has no hunks and says so', async () => {
    const file = path.join(tempFolder(), 'empty.txt');
    const preview = await buildWriteDiff(file, '');
    expect(preview).toMatchObject({ kind: 'new', unified: '', added: 0, hunkCount: 0 });
    expect(wordInEnglish(preview.notes[0])).toContain('as an empty file');
    expect(await runWrite(file, '', preview)).toEqual({ outcome: 'written', bytes: 0 });
    expect(existsSync(file)).toBe(true);
  });
});
