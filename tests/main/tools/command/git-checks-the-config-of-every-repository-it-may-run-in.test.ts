import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { deriveGitFolders } from '../../../../src/main/tools/command/git-rules';
import { parseShell } from '../../../../src/main/shell/shell-parse';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// A nested repository (a vendored or unpacked project) brings its own .git/config. Its diff.external
// ran on `git -C vendor/x diff` while only the working folder's config was checked.
describe('read-only git checks the config of every repository it may run in', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  let marker: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base } });
  beforeAll(() => {
    ws = createTempWorkspace();
    marker = path.join(ws.root, 'ran');
    const nested = path.join(ws.root, 'vendor', 'x');
    mkdirSync(nested, { recursive: true });
    git(ws.root, 'init', '-q');
    git(nested, 'init', '-q');
    writeFileSync(path.join(nested, 'a.txt'), 'one\n');
    git(nested, 'add', 'a.txt');
    git(nested, '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-q', '-m', 'a');
    writeFileSync(path.join(nested, 'a.txt'), 'two\n');
    git(nested, 'config', 'diff.external', `sh -c 'touch ${marker}'`);
  });
  afterAll(() => ws.cleanup());

  it.each([
    'git -C vendor/x diff',
    'cd vendor/x && git diff',
    'cd vendor && git -C x diff',
    '(cd vendor/x; git log -p -1)',
  ])('%j asks', async (command) => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(inspection.defaultEffect).toBe('ask');
    expect(inspection.preview.type === 'command' && wordInEnglish(inspection.preview.command.reason)).toContain(
      'diff.external',
    );
  });

  it('had it been let through unasked, the read-only sandbox keeps its program from changing anything', async () => {
    const inspection = await runCommandTool.inspect({ command: 'git -C vendor/x diff' }, inspectContext(ws.root));
    await runCommandTool.execute(
      { command: 'git -C vendor/x diff' },
      executeContext(ws.root, inspection, { settledBy: { by: 'policy', layer: 'policy' } }),
      never,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('the nested config really runs its program once a person approves, so asking is right', async () => {
    const inspection = await runCommandTool.inspect({ command: 'git -C vendor/x diff' }, inspectContext(ws.root));
    await runCommandTool.execute({ command: 'git -C vendor/x diff' }, executeContext(ws.root, inspection), never);
    expect(existsSync(marker)).toBe(true);
  });

  it('the parent repository alone stays read-only', async () => {
    expect((await runCommandTool.inspect({ command: 'git status' }, inspectContext(ws.root))).defaultEffect).toBe(
      'allow',
    );
  });

  it('lists folders from every cd and -C, and gives up on cd -', async () => {
    const folders = async (command: string) => deriveGitFolders((await parseShell(command)).commands, '/w', '/home/u');
    expect(await folders('git -C a -C b log')).toEqual(['/w/a/b']);
    expect(await folders('cd a && git log')).toEqual(['/w', '/w/a']);
    expect(await folders('cd && git log')).toEqual(['/w', '/home/u']);
    expect(await folders('cd - && git log')).toBeNull();
  });
});
