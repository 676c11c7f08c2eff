import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';

// `cat ./*` is read-only, and a symlink `docs/keys -> ~/.ssh` among the matches used to go unseen:
// only the pattern's literal folder was checked, so the read was allowed without asking.
describe('reads that follow links out of the workspace are outside', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    writeFileSync(path.join(ws.outside, 'id_rsa'), 'secret\n');
    mkdirSync(path.join(ws.root, 'docs'));
    mkdirSync(path.join(ws.root, 'src'));
    writeFileSync(path.join(ws.root, 'src', 'a.ts'), 'a\n');
    symlinkSync(ws.outside, path.join(ws.root, 'docs', 'keys'));
    symlinkSync(path.join(ws.outside, 'id_rsa'), path.join(ws.root, 'docs', 'notes.md'));
    symlinkSync('a.ts', path.join(ws.root, 'src', 'inner-link.ts'));
  });
  afterAll(() => ws.cleanup());
  const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));

  it.each([
    'cat ./docs/*',
    'cat docs/*.md',
    'cat ./*/*',
    'cat ./*/notes.md',
    'cat ./*/keys/*',
    'cat ./*/*/id_rsa',
    'grep -R secret .',
    'grep -rR secret src',
    'grep --dereference-recursive secret .',
    'rg -L secret',
    'rg --follow secret',
    'diff -r src docs',
    'sort --files0-from=list.txt',
    'wc --files0-from list.txt',
  ])('%j is outside', async (command) => {
    // Walks that follow links and name lists ask on their own now (links-and-name-lists-ask.test.ts);
    // they still count as outside too.
    expect((await classifyCommand(command)).verdict).toBe(command.startsWith('cat') ? 'read_only' : 'ask');
    const inspection = await inspect(command);
    // Outside turns the read-only allow into ask in every mode (policy pipeline, layer 3).
    expect(inspection.outsideWorkspace, command).toBe(true);
  });

  // Every entry a wildcard covers counts (a superset of bash's matches), so `cat ./*/*.ts` is outside
  // here too, because of docs/keys: a rare annoyance, never a miss.
  it.each([
    'cat ./src/*',
    'cat src/*.ts',
    'cat ./*/a.ts',
    'grep -r secret .',
    'rg secret',
    'diff -r --no-dereference src docs',
    'ls ./*',
  ])('%j stays inside', async (command) => {
    const inspection = await inspect(command);
    expect(inspection.outsideReasons, command).toEqual([]);
  });
});
