import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';

// "At most one file" counted `./u/*` as one name: `uniq ./u/*` became `uniq ./u/a ./u/b` and
// overwrote b with a's unique lines; `xxd ./u/*` wrote a's dump into b.
describe('a glob never stands for one output file', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const read = (name: string) => readFileSync(path.join(ws.root, 'u', name), 'utf8');
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, 'u'));
    writeFileSync(path.join(ws.root, 'u', 'a'), 'x\nx\ny\n');
    writeFileSync(path.join(ws.root, 'u', 'b'), 'keep me\n');
  });
  afterAll(() => ws.cleanup());

  it.each([
    ['uniq ./u/*', 'pattern'],
    ['uniq -c ./u/?', 'pattern'],
    ['uniq -- ./u/[ab]', 'pattern'],
    ['xxd ./u/*', 'pattern'],
    ['xxd -c 8 ./u/*', 'pattern'],
    ['uniq ./u/a ./u/b', 'second file'],
    ['sed -n p* ./u/a', 'sed script'],
  ])('%j asks', async (command, because) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict).toBe('ask');
    expect(verdict.reason).toContain(because);
    expect((await runCommandTool.inspect({ command }, inspectContext(ws.root))).defaultEffect).toBe('ask');
  });

  it.each([
    'uniq ./u/a',
    'xxd ./u/a',
    'sort ./u/*',
    'cat ./u/*',
    'wc -l ./u/*',
    'diff ./u/a ./u/b',
    'cmp ./u/a ./u/b',
    'head -n 1 ./u/*',
  ])('%j stays read-only, and running it leaves every file as it was', async (command) => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(inspection.defaultEffect, command).toBe('allow');
    await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
    expect(read('a')).toBe('x\nx\ny\n');
    expect(read('b')).toBe('keep me\n');
  });

  it('uniq with two names really writes the second (so asking is right)', () => {
    const scratch = createTempWorkspace();
    try {
      mkdirSync(path.join(scratch.root, 'u'));
      writeFileSync(path.join(scratch.root, 'u', 'a'), 'x\nx\n');
      writeFileSync(path.join(scratch.root, 'u', 'b'), 'keep me\n');
      execFileSync('bash', ['-c', 'uniq ./u/*'], { cwd: scratch.root });
      expect(readFileSync(path.join(scratch.root, 'u', 'b'), 'utf8')).toBe('x\n');
    } finally {
      scratch.cleanup();
    }
  });
});
