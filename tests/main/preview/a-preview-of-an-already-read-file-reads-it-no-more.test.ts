import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, readTextFile } from '../../../src/main/preview';
import { useTempFolder } from './temp-folder';

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

describe('buildWriteDiff with a base read', () => {
  const tempFolder = useTempFolder();

  it('diffs against the read it was given and carries that read hash, whatever the file holds now', async () => {
    const file = path.join(tempFolder(), 'a.txt');
    writeFileSync(file, 'one\ntwo\n');
    const base = await readTextFile(file);
    writeFileSync(file, 'changed by someone else\n');

    const preview = await buildWriteDiff(file, 'one\n2\n', { base });
    expect(preview).toMatchObject({
      kind: 'change',
      original: 'one\ntwo\n',
      baseHash: sha256('one\ntwo\n'),
      sizes: { before: 8 },
      added: 1,
      removed: 1,
    });
    // Without a base it reads the file as it is now.
    expect((await buildWriteDiff(file, 'one\n2\n')).baseHash).toBe(sha256('changed by someone else\n'));
  });

  it('gives the same preview from a base read as from its own read, for new, unchanged, binary and changed files', async () => {
    const dir = tempFolder();
    const cases: [string, Buffer | null, string][] = [
      ['new.txt', null, 'fresh\n'],
      ['same.txt', Buffer.from('same\r\n'), 'same\r\n'],
      ['bin.dat', Buffer.from([0, 1, 2, 3]), 'text'],
      ['latin.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), 'caf\u00e9!\n'],
    ];
    for (const [name, bytes, proposed] of cases) {
      const file = path.join(dir, name);
      if (bytes !== null) writeFileSync(file, bytes);
      expect(await buildWriteDiff(file, proposed, { base: await readTextFile(file) })).toEqual(
        await buildWriteDiff(file, proposed),
      );
    }
  });
});
