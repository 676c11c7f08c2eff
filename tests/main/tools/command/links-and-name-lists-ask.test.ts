import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// With `up -> ..` planted in the repository, `ls -RL .` listed the parent folder; `sha256sum -c
// list` read whatever files the list named. The outside check sees the words, not the links a walk
// meets or the names in a list, so these always ask.
describe('links and name lists ask', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    writeFileSync(path.join(ws.outside, 'outside-secret.txt'), 'outside secret\n');
    symlinkSync('..', path.join(ws.root, 'up'));
    mkdirSync(path.join(ws.root, 'a'));
    mkdirSync(path.join(ws.root, 'b'));
    writeFileSync(path.join(ws.root, 'a', 'x.txt'), 'x\n');
    writeFileSync(path.join(ws.root, 'list'), `${path.join(ws.outside, 'outside-secret.txt')}\n`);
    writeFileSync(path.join(ws.root, 'list0'), `${path.join(ws.outside, 'outside-secret.txt')}\0`);
  });
  afterAll(() => ws.cleanup());

  it.each([
    ['ls -RL .', 'follows symbolic links'],
    ['ls -L up', 'follows symbolic links'],
    ['ls --dereference -R', 'follows symbolic links'],
    ['find -L .', 'follows symbolic links'],
    ['find . -follow -name x', 'follows symbolic links'],
    ['tree -l', 'follows symbolic links'],
    ['du -aL', 'follows symbolic links'],
    ['du --dereference .', 'follows symbolic links'],
    ['grep -R secret .', 'follows symbolic links'],
    ['grep -rRn secret a', 'follows symbolic links'],
    ['rg -L secret', 'follows symbolic links'],
    ['rg --follow secret', 'follows symbolic links'],
    ['diff -r a b', 'follows symbolic links'],
    ['find . -files0-from list0', 'names of the files'],
    ['du --files0-from=list0', 'names of the files'],
    ['wc --files0-from list0', 'names of the files'],
    ['sort --files0-from=list0', 'names of the files'],
    ['sha256sum -c list', 'names of the files'],
    ['md5sum --check list', 'names of the files'],
    ['sha1sum -c list', 'names of the files'],
    ['sha512sum -wc list', 'names of the files'],
    ['b2sum -c list', 'names of the files'],
    ['cksum --check list', 'names of the files'],
    ['file -f list', 'names of the files'],
    ['tree --fromfile list', 'names of the files'],
    ['git ls-files --pathspec-from-file=list', 'pathspec-from-file'],
    ['git config --global --list', '--global'],
  ])('%j asks', async (command, because) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict, command).toBe('ask');
    expect(verdict.reason).toContain(because);
    expect((await runCommandTool.inspect({ command }, inspectContext(ws.root))).defaultEffect).toBe('ask');
  });

  it.each([
    'ls -R .',
    'find . -name "*.txt"',
    'du -a .',
    'du -sh .',
    'grep -rn secret .',
    'rg secret',
    'tree',
    'diff -r --no-dereference a b',
    'sha256sum a/x.txt',
    'file a/x.txt',
  ])('%j stays read-only and reveals nothing outside when run as the app runs it', async (command) => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(inspection.defaultEffect, command).toBe('allow');
    expect(inspection.outsideWorkspace, inspection.outsideReasons.map(wordInEnglish).join('; ')).toBe(false);
    const result = await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
    const output = result.outcome === 'stale' ? '' : result.content;
    // A walk through `up` would print `up/outside…` or the outside file's text.
    expect(output, command).not.toMatch(/up\/outside/);
    expect(output, command).not.toContain('outside secret');
  });
});
