import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { parseShell } from '../../../../src/main/shell';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';

// `""*` starts with a quote in its text, so the option guard took its literal prefix for `""` and
// let it pass; bash expands it like `*`. With a file named `--compress-program=sh`,
// `sort -S 1 ""* >/dev/null` pipes data through sh; a file named `-i` makes `sed -n 1p ""*` edit in
// place; `--output=x` makes `git diff --no-index ""* /dev/null` write.
describe('a quoted first character cannot hide a glob', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  let dir: string;
  beforeAll(() => {
    ws = createTempWorkspace();
    dir = path.join(ws.root, 'd');
    mkdirSync(dir);
    for (const name of ['--compress-program=sh', '-i', '--output=x', 'a.txt'])
      writeFileSync(path.join(dir, name), 'line\n');
  });
  afterAll(() => ws.cleanup());

  it.each([
    'sort -S 1 ""* >/dev/null',
    "sort -S 1 ''*",
    'sed -n 1p ""*',
    'sed -n 1p "-"*',
    'sed -n 1p \\-*',
    "sed -n 1p '-'?",
    'git diff --no-index ""* /dev/null',
    'cat ""?*',
    'cat ""[-]*',
    'cat """-"*',
    'head -n 1 "--"*',
  ])('%j asks', async (command) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict, command).toBe('ask');
    expect(verdict.reason).toMatch(/starts with "-"/);
    expect((await runCommandTool.inspect({ command }, inspectContext(ws.root))).defaultEffect).toBe('ask');
  });

  it('a word is judged on its value: the literal before the first unquoted wildcard', async () => {
    const word = async (text: string) => (await parseShell(`cat ${text}`)).commands[0]?.words[1];
    expect(await word('""*')).toMatchObject({ value: '*', glob: true, wildcardAt: 0 });
    expect(await word('"-"*')).toMatchObject({ value: '-*', glob: true, wildcardAt: 1 });
    expect(await word('\\-*')).toMatchObject({ value: '-*', glob: true, wildcardAt: 1 });
    expect(await word('./"-"*')).toMatchObject({ value: './-*', glob: true, wildcardAt: 3 });
    // A quoted wildcard is literal; only the unquoted one counts.
    expect(await word('"*"x*')).toMatchObject({ value: '*x*', glob: true, wildcardAt: 2 });
    expect(await word('"*"')).toMatchObject({ value: '*', glob: false, wildcardAt: null });
    expect(await word('a\\*')).toMatchObject({ value: 'a*', glob: false, wildcardAt: null });
  });

  it.each(['sort -S 1 ./d/* >/dev/null', 'sed -n 1p ./""*/a.txt', 'cat "./"d/*', 'cat ./d/"-"*', 'cat "*"x*'])(
    '%j stays read-only, and running it writes nothing and runs nothing',
    async (command) => {
      const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
      expect(inspection.defaultEffect, command).toBe('allow');
      await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
      expect(existsSync(path.join(ws.root, 'x'))).toBe(false);
      expect(existsSync(path.join(dir, 'x'))).toBe(false);
      expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('line\n');
      expect(readFileSync(path.join(dir, '-i'), 'utf8')).toBe('line\n');
    },
  );

  it('the expansion really starts with "-" (so asking is right)', () => {
    const out = execFileSync('bash', ['-c', 'printf "%s\\n" ""*'], { cwd: dir }).toString();
    expect(out.split('\n')).toContain('--output=x');
  });
});
