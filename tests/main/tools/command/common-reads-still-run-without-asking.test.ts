import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// The checks that make hostile repositories ask must not make an ordinary one ask: these are the
// reads a model runs all day, in a clean repository with two commits, through the real inspect
// (repository checks, bash -n, reach).
describe('common reads still run without asking', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@b', ...args], {
        cwd: ws.root,
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base },
        stdio: 'pipe',
      });
    mkdirSync(path.join(ws.root, 'src'));
    writeFileSync(path.join(ws.root, 'src', 'index.ts'), 'export const a = 1; // TODO\n');
    writeFileSync(path.join(ws.root, 'file'), Array.from({ length: 20 }, (_, i) => `line ${i % 3}`).join('\n'));
    writeFileSync(path.join(ws.root, 'a'), 'a\n');
    writeFileSync(path.join(ws.root, 'b'), 'b\n');
    writeFileSync(path.join(ws.root, 'package.json'), '{"name":"x"}\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    writeFileSync(path.join(ws.root, 'a'), 'a2\n');
    git('commit', '-q', '-am', 'two');
    writeFileSync(path.join(ws.root, 'b'), 'b2\n');
  });
  afterAll(() => ws.cleanup());

  it.each([
    'ls',
    'ls -la',
    'cat package.json',
    'head -n 5 file',
    'tail -n 5 file',
    'grep -rn TODO src',
    'rg TODO',
    "find . -name '*.ts'",
    'wc -l file',
    'git status',
    'git log --oneline -5',
    'git diff',
    'git diff HEAD~1 HEAD',
    'git show HEAD',
    'git branch',
    'git rev-parse HEAD',
    'git ls-files',
    'sed -n 1,10p file',
    'jq .name package.json',
    'printenv',
    'pwd',
    'du -sh .',
    'diff a b',
    'sort file',
    'uniq file',
    'xxd file',
    'cd src && ls',
    'git log -p -1 -- src',
    'git blame src/index.ts',
    'git remote -v',
    'cat src/*.ts | wc -l',
  ])('%j is read-only', async (command) => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    const reason = inspection.preview.type === 'command' ? wordInEnglish(inspection.preview.command.reason) : '';
    expect(inspection.preview.type === 'command' && inspection.preview.command.verdict, reason).toBe('read_only');
    expect(inspection.defaultEffect, inspection.outsideReasons.map(wordInEnglish).join('; ')).toBe('allow');
  });
});
