import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

/**
 * What the person reads about a command travels as message ids with data for parameters; the
 * English the model and the log read stays beside it, word for word what the person reads in English.
 */
describe('a command’s reasons travel as message ids', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());

  it.each([
    ['ls src', 'command.onlyReads', { programs: 'ls' }],
    ['rm -rf build', 'command.askNotListed', { program: 'rm' }],
    ['ls > out.txt', 'command.askRedirectWrites', { target: 'out.txt', operator: '>' }],
    ['sort -o out.txt in.txt', 'readOnly.optionWrites', { program: 'sort', option: '-o' }],
    ['git push', 'readOnly.gitSubcommand', { subcommand: 'push' }],
    ['git branch new', 'readOnly.gitListingName', { subcommand: 'branch' }],
    ['ls &', 'command.askBackground', {}],
    ['for f in a; do ls; done', 'command.askControlFlow', { construct: 'loop' }],
    ['FOO=1 ls', 'command.askAssignment', { name: 'FOO' }],
  ])('%j: %s', async (command, id, params) => {
    const verdict = await classifyCommand(command);
    expect(verdict.text).toEqual({ id, params });
    // The person's English is the model's, but for its quotation marks and git's name said twice.
    expect(wordInEnglish(verdict.text).replace(/[“”]/g, '"')).toBe(
      verdict.reason
        .replace(/^Asks because git: /, 'Asks because ')
        .replace('because git option', 'because the git option'),
    );
  });

  it('the sheet carries the verdict, the withheld variables and the sandbox’s lines as messages', async () => {
    const inspection = await runCommandTool.inspect({ command: 'curl https://example.com' }, inspectContext(ws.root));
    if (inspection.preview.type !== 'command') throw new Error('not a command preview');
    const preview = inspection.preview.command;
    expect(preview.reason).toEqual({ id: 'command.askNotListed', params: { program: 'curl' } });
    expect(['command.passedOnly', 'command.withheld']).toContain(preview.withheldNote?.id);
    expect(inspection.outsideReasons).toContainEqual({ id: 'reach.network', params: { program: 'curl' } });
    for (const line of preview.sandbox?.limits ?? []) expect(line.id).toMatch(/^fence\./);
  });

  it('names the working folder in the guard’s message, with the path as data', async () => {
    const inspection = await runCommandTool.inspect({ command: 'ls', cwd: '../outside' }, inspectContext(ws.root));
    const [first] = inspection.outsideReasons;
    expect(first?.id).toBe('guard.resolvesOutside');
    expect(first?.params).toMatchObject({ role: 'workingFolder', target: path.resolve(ws.root, '../outside') });
    expect(wordInEnglish(first)).toMatch(/^the working folder “.*” resolves to .*, outside the workspace$/);
  });
});
