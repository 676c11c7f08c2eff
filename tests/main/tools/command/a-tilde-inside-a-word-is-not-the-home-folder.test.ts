import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyCommand, createToolRegistry } from '../../../../src/main/tools';
import { wordInEnglish } from '../../../support/word-main';

const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-tilde-')));
const runCommand = createToolRegistry().get('run_command')!;

async function inspect(command: string) {
  return runCommand.inspect({ command }, { workspaceRoot: workspace, sessionId: 'ses_t' });
}

describe('a ~ counts as the home folder only where bash expands it', () => {
  it.each(['git diff HEAD~1', 'git log HEAD~3..HEAD', 'ls backup~', 'cat notes.txt~'])(
    '%s stays inside the workspace',
    async (command) => {
      const inspection = await inspect(command);
      expect(inspection.outsideWorkspace).toBe(false);
      expect(inspection.outsideReasons.map(wordInEnglish).join(' ')).not.toMatch(/home folder/);
    },
  );

  it('git diff HEAD~1 is read-only, so it runs without asking', async () => {
    expect((await classifyCommand('git diff HEAD~1')).verdict).toBe('read_only');
    expect((await inspect('git diff HEAD~1')).defaultEffect).toBe('allow');
  });

  it.each([
    'ls ~',
    'cat ~/notes.txt',
    'ls ~root',
    'cp a.txt backup:~/a.txt',
    'echo a=~/x',
    'some-tool --config=~/x.json',
  ])('%s still uses the home folder: outside', async (command) => {
    const inspection = await inspect(command);
    expect(inspection.outsideWorkspace).toBe(true);
  });
});
