import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyCommand } from '../../../../src/main/tools';
import { createTempWorkspace } from '../helpers';

describe('options the program sees are checked wherever they stand', () => {
  // GNU getopt permutes: an option after the script or a file name is still an option.
  it.each([
    'sed p -i file.txt',
    'sed -n p -i file.txt',
    'sed p file.txt --in-place',
    "sed -n p file.txt -e 'w stolen'",
    'sed p file.txt -s -i',
    "sed -n p file.txt --expression='1e id'",
    // Bash's printf takes -v's name attached: `-vPATH .` repoints PATH at the workspace.
    'printf -vPATH .',
    'printf -vBASH_ENV x',
    // xxd -C takes no value, so `b` is xxd's output file.
    'xxd -C a b',
  ])('%j asks', async (command) => {
    expect((await classifyCommand(command)).verdict).toBe('ask');
  });

  it.each(["sed -n '1,5p' file.txt", 'sed -n -- p file.txt', "printf '%s\\n' -v", 'xxd -c 8 a', 'xxd -C a'])(
    '%j stays read-only',
    async (command) => {
      expect((await classifyCommand(command)).verdict).toBe('read_only');
    },
  );

  it('the real programs do write in those cases (so asking is right)', () => {
    const ws = createTempWorkspace();
    try {
      const file = path.join(ws.root, 'file.txt');
      writeFileSync(file, 'a\n');
      execFileSync('sed', ['p', '-i', 'file.txt'], { cwd: ws.root });
      expect(readFileSync(file, 'utf8')).toBe('a\na\n');
      execFileSync('xxd', ['-C', 'file.txt', 'out'], { cwd: ws.root });
      expect(existsSync(path.join(ws.root, 'out'))).toBe(true);
    } finally {
      ws.cleanup();
    }
  });
});
