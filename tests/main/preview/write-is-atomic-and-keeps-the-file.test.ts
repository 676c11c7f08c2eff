import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  lstatSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite } from '../../../src/main/preview';
import { useTempFolder } from './temp-folder';

describe('runWrite', () => {
  const tempFolder = useTempFolder();

  it('keeps the file mode and leaves no temporary file behind', async () => {
    const dir = tempFolder();
    const file = path.join(dir, 'run.sh');
    writeFileSync(file, '#!/bin/sh\necho hi\n');
    chmodSync(file, 0o750);
    const preview = await buildWriteDiff(file, '#!/bin/sh\necho bye\n');
    expect(preview.language).toBe('shell');
    await runWrite(file, '#!/bin/sh\necho bye\n', preview);
    expect(statSync(file).mode & 0o7777).toBe(0o750);
    expect(readdirSync(dir)).toEqual(['run.sh']);
  });

  it('follows a symlink: the link stays, the file it points to changes', async () => {
    const dir = tempFolder();
    const real = path.join(dir, 'real.txt');
    const link = path.join(dir, 'link.txt');
    writeFileSync(real, 'a\n');
    symlinkSync(real, link);
    const preview = await buildWriteDiff(link, 'b\n');
    await runWrite(link, 'b\n', preview);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('b\n');
  });

  it('refuses a folder at the path, and buildWriteDiff throws for it', async () => {
    const dir = tempFolder();
    const folder = path.join(dir, 'sub');
    mkdirSync(folder);
    await expect(buildWriteDiff(folder, 'x')).rejects.toThrow(/EISDIR/);
    const fake = await buildWriteDiff(path.join(dir, 'other'), 'x');
    expect(await runWrite(folder, 'x', { ...fake, baseHash: null })).toEqual({
      outcome: 'refused',
      reason: `${path.join(dir, 'other')} is a folder, not a file.`,
    });
  });

  it('writes a large file whole', async () => {
    const file = path.join(tempFolder(), 'big.txt');
    writeFileSync(file, 'x\n'.repeat(200_000));
    const proposed = 'y\n'.repeat(300_000);
    const preview = await buildWriteDiff(file, proposed);
    expect(await runWrite(file, proposed, preview)).toEqual({ outcome: 'written', bytes: 600_000 });
    expect(readFileSync(file, 'utf8')).toBe(proposed);
  });
});
