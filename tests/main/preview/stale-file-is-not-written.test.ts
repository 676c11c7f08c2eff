import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite } from '../../../src/main/preview';
import { useTempFolder } from './temp-folder';

describe('the stale guard', () => {
  const tempFolder = useTempFolder();

  it('a file edited after the preview is not written', async () => {
    const file = path.join(tempFolder(), 'notes.md');
    writeFileSync(file, 'v1\n');
    const preview = await buildWriteDiff(file, 'model\n', { displayPath: 'notes.md' });
    writeFileSync(file, 'v1 edited by a person\n');
    expect(await runWrite(file, 'model\n', preview)).toEqual({
      outcome: 'stale',
      reason: 'notes.md changed since you reviewed it',
    });
    expect(readFileSync(file, 'utf8')).toBe('v1 edited by a person\n');
  });

  it('a file created after a "new" preview is not overwritten', async () => {
    const file = path.join(tempFolder(), 'notes.md');
    const preview = await buildWriteDiff(file, 'model\n', { displayPath: 'notes.md' });
    writeFileSync(file, 'someone else\n');
    expect(await runWrite(file, 'model\n', preview)).toEqual({
      outcome: 'stale',
      reason: 'notes.md was created by something else since you reviewed it',
    });
    expect(readFileSync(file, 'utf8')).toBe('someone else\n');
  });

  it('a file deleted after the preview is not recreated', async () => {
    const file = path.join(tempFolder(), 'notes.md');
    writeFileSync(file, 'v1\n');
    const preview = await buildWriteDiff(file, 'model\n', { displayPath: 'notes.md' });
    rmSync(file);
    expect(await runWrite(file, 'model\n', preview)).toEqual({
      outcome: 'stale',
      reason: 'notes.md was deleted or moved since you reviewed it',
    });
    expect(existsSync(file)).toBe(false);
  });

  it('a touch that leaves the bytes alone is not stale (the hash decides, not the clock)', async () => {
    const file = path.join(tempFolder(), 'notes.md');
    writeFileSync(file, 'v1\n');
    const preview = await buildWriteDiff(file, 'v2\n');
    writeFileSync(file, 'v1\n');
    expect(await runWrite(file, 'v2\n', preview)).toEqual({ outcome: 'written', bytes: 3 });
  });

  it('content other than what was reviewed is refused', async () => {
    const file = path.join(tempFolder(), 'notes.md');
    writeFileSync(file, 'v1\n');
    const preview = await buildWriteDiff(file, 'v2\n', { displayPath: 'notes.md' });
    const outcome = await runWrite(file, 'v3 sneaked in\n', preview);
    expect(outcome).toEqual({
      outcome: 'refused',
      reason: 'The content to write to notes.md is not the content that was reviewed; nothing was written.',
    });
    expect(readFileSync(file, 'utf8')).toBe('v1\n');
  });
});
