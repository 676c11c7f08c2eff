import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

describe('run_command lists what a command names as files, not its text', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, 'src'));
    mkdirSync(path.join(ws.root, 'sub'));
    writeFileSync(path.join(ws.root, 'src', 'x.ts'), '');
    writeFileSync(path.join(ws.root, 'sub', 'a.txt'), '');
    writeFileSync(path.join(ws.root, 'README.md'), '');
  });
  afterAll(() => ws.cleanup());

  const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));
  const inWorkspace = (...parts: string[]) => path.join(ws.root, ...parts);

  it.each([
    [String.raw`printf '\033[31mred\033[0m\n' > out.log`, ['out.log']],
    ["grep -n 'a.*b' src/x.ts", ['src/x.ts']],
    ['git log --format=%H -- README.md', ['README.md']],
    ['echo hello > notes.txt', ['notes.txt']],
    ['cd sub && cat a.txt', ['sub', 'sub/a.txt']],
    ['sort -k2 -o sorted.txt src/x.ts', ['sorted.txt', 'src/x.ts']],
    ["sed -n '1,5p' src/x.ts 2>/dev/null", ['src/x.ts']],
    ['ls src/*.ts', ['src/*.ts']],
    ['node scripts/build.js --out dist/app.js', ['scripts/build.js', 'dist/app.js']],
  ])('%s touches %j', async (command, touched) => {
    const inspection = await inspect(command);
    expect(inspection.paths).toEqual(touched.map((p) => inWorkspace(p)));
    expect(inspection.outsideWorkspace, inspection.outsideReasons.map(wordInEnglish).join('; ')).toBe(false);
  });

  it.each(['ls', 'ls -la', 'find . -name "*.ts"', 'grep -rn TODO', 'git status'])(
    '%s works on the workspace folder, so that is what it lists',
    async (command) => {
      expect((await inspect(command)).paths).toEqual([ws.root]);
    },
  );

  it.each(['echo hello', 'npm test', "printf '%s\\n' done", 'cat <<< "a/b"'])('%s names no file', async (command) => {
    expect((await inspect(command)).paths).toEqual([]);
  });

  it.each([
    ['cat /etc/passwd', '/etc/passwd'],
    ['node ../x.js', path.join('..', 'x.js')],
    ['cp a ~/b', null],
  ])('%s is still outside, and what it reaches is listed', async (command, listed) => {
    const inspection = await inspect(command);
    expect(inspection.outsideWorkspace).toBe(true);
    expect(inspection.outsideReasons.length).toBeGreaterThan(0);
    if (listed) expect(inspection.paths).toContain(path.resolve(ws.root, listed));
  });

  // The list is only what a person reads; every word that could be a path is still judged.
  it.each([
    "printf '%s' ../../etc/passwd",
    'echo /etc/shadow',
    'grep -e ../secret src/x.ts',
    'git log --format=%H --output=/tmp/log',
    "awk '{print}' ~/notes",
    'some-tool --config=../x.json',
    'some-tool value ..',
    'FOO=../x make',
    'cat <<< ~',
  ])('%s stays outside although the list leaves those words out', async (command) => {
    const inspection = await inspect(command);
    expect(inspection.outsideWorkspace, command).toBe(true);
  });

  it('an escaping word anywhere in the arguments of any program keeps the command outside', async () => {
    const program = fc.constantFrom(
      'printf',
      'echo',
      'grep',
      'sed',
      'git log',
      'sort',
      'ls',
      'find .',
      'jq',
      'some-tool',
      'node x.js',
    );
    const benign = fc.constantFrom('-n', '%s', 'a.*b', 'src/x.ts', '--format=%H', '-k2', 'README.md', '--', '.');
    const escaping = fc.constantFrom('../x', '/etc/passwd', '~/x', '..', '--file=../x', '-o/etc/x', 'sub/../../x');
    const command = fc
      .tuple(program, fc.array(benign, { maxLength: 4 }), escaping, fc.nat())
      .map(([name, args, bad, at]) => {
        const words: string[] = [...args];
        words.splice(at % (words.length + 1), 0, bad);
        return `${name} ${words.join(' ')}`;
      });
    await fc.assert(
      fc.asyncProperty(command, async (line) => {
        expect((await inspect(line)).outsideWorkspace, line).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
