import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { deriveGitFolders } from '../../../../src/main/tools/command';
import { parseShell } from '../../../../src/main/shell';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// `cd ./too[l]s && git diff HEAD~1 HEAD` ran the nested repository's diff.external: the config
// check looked for a folder literally named `too[l]s`, found none, and counted that as "no drivers".
describe('a glob in a folder word asks', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  let marker: string;
  const git = (cwd: string, ...args: string[]): void => {
    execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@b', ...args], {
      cwd,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base },
      stdio: 'pipe',
    });
  };
  beforeAll(() => {
    ws = createTempWorkspace();
    marker = path.join(ws.outside, 'ran');
    const tools = path.join(ws.root, 'tools');
    mkdirSync(tools);
    mkdirSync(path.join(ws.root, 'src'));
    git(tools, 'init', '-q');
    writeFileSync(path.join(tools, 'a.txt'), 'one\n');
    git(tools, 'add', 'a.txt');
    git(tools, 'commit', '-q', '-m', 'one');
    writeFileSync(path.join(tools, 'a.txt'), 'two\n');
    git(tools, 'commit', '-q', '-am', 'two');
    git(tools, 'config', 'diff.external', `sh -c 'touch ${marker}'`);
  });
  afterAll(() => ws.cleanup());

  it.each([
    'cd ./too[l]s && git diff HEAD~1 HEAD',
    'cd ./t*s; git log -p',
    'cd too?s && git show HEAD',
    'git -C ./too[l]s diff HEAD~1 HEAD',
    'git -C ./t* diff',
    'git -C "./to"o* log -p',
    'cd ./sr* && ls',
    'cd ~ && ls',
  ])('%j asks before anything reads the folder', async (command) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict).toBe('ask');
    expect(verdict.reason).toMatch(/pattern or ~/);
    expect((await runCommandTool.inspect({ command }, inspectContext(ws.root))).defaultEffect).toBe('ask');
  });

  it('the folders git may run in are unknown once a folder word is a pattern', async () => {
    const folders = async (command: string) => deriveGitFolders((await parseShell(command)).commands, '/w', '/home/u');
    expect(await folders('cd ./too[l]s && git diff')).toBeNull();
    expect(await folders('git -C ./t* log')).toBeNull();
    expect(await folders('git -C ./tools log')).toEqual(['/w/tools']);
  });

  it('the literal folder still asks for its own config, and nothing ran', async () => {
    const inspection = await runCommandTool.inspect(
      { command: 'cd ./tools && git diff HEAD~1 HEAD' },
      inspectContext(ws.root),
    );
    expect(inspection.defaultEffect).toBe('ask');
    expect(inspection.preview.type === 'command' && wordInEnglish(inspection.preview.command.reason)).toContain(
      'diff.external',
    );
    expect(existsSync(marker)).toBe(false);
  });

  it.each(["find ./t* -name '*.txt'", 'ls ./too[l]s', 'cat ./too[l]s/a.txt'])(
    '%j stays read-only (a pattern that names what is read, not where)',
    async (command) => {
      const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
      expect(inspection.defaultEffect).toBe('allow');
      await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
      expect(existsSync(marker)).toBe(false);
    },
  );
});
