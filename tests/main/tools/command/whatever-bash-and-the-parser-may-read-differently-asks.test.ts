import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCommand, runCommandTool } from '../../../../src/main/tools';
import { buildCommandVerdict } from '../../../../src/main/tools/command';
import { deriveParserDifferential, parseShell } from '../../../../src/main/shell';
import { createTempWorkspace, inspectContext } from '../helpers';

// tree-sitter skips a carriage return, NEL, U+2028 and other blanks bash treats as word characters,
// and reads `;;` outside a case as `;`: `ls\rnpm install x` was `ls` with three arguments to the
// parser. The verdict must never rest on a reading bash may not share.
describe('whatever bash and the parser may read differently asks', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());

  it.each([
    ['carriage return', 'ls\rnpm install x'],
    ['carriage return at the end', 'ls\r'],
    ['NEL', 'ls\u0085rm -rf x'],
    ['line separator', 'ls\u2028rm x'],
    ['paragraph separator', 'ls\u2029rm x'],
    ['vertical tab', 'ls\u000brm x'],
    ['form feed', 'ls\u000crm x'],
    ['escape', 'echo \u001b[2J'],
    ['NUL', 'ls\u0000rm'],
    ['DEL', 'ls\u007f'],
    ['C1 control', 'ls\u009brm'],
    ['no-break space', 'ls\u00a0rm x'],
    ['ideographic space', 'ls\u3000rm x'],
    ['byte order mark', '\ufeffls'],
    ['control character inside quotes', 'echo "a\rb"'],
    ['control character in a here-document', 'cat <<EOF\na\rb\nEOF'],
  ])('%s asks', async (_what, command) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict).toBe('ask');
    expect(verdict.reason).toMatch(/bash and this check may read differently/);
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(inspection.defaultEffect).toBe('ask');
  });

  it.each(['ls ;; rm x', 'echo a;; echo b', 'ls;;'])('%j (;; outside case) asks', async (command) => {
    const verdict = await classifyCommand(command);
    expect(verdict.verdict).toBe('ask');
    expect(verdict.reason).toContain(';;');
  });

  it('tabs and newlines are ordinary', async () => {
    expect((await classifyCommand('ls\t-la\necho done')).verdict).toBe('read_only');
    expect(deriveParserDifferential('a\tb\nc')).toBeNull();
  });

  it('no command with such a character is read-only, wherever it stands', async () => {
    const odd = fc.constantFrom(
      '\r',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u000b',
      '\u000c',
      '\u0001',
      '\u001f',
      '\u007f',
      '\u0090',
      '\u00a0',
      '\u2003',
    );
    const line = fc
      .tuple(fc.constantFrom('ls -la', 'cat a.txt', 'git status', 'echo "x y"', 'grep -n a f'), odd, fc.nat())
      .map(([base, ch, at]) => {
        const i = at % (base.length + 1);
        return `${base.slice(0, i)}${ch}${base.slice(i)}`;
      });
    await fc.assert(
      fc.asyncProperty(line, async (command) => {
        expect((await classifyCommand(command)).verdict).toBe('ask');
      }),
      { numRuns: 100 },
    );
  });

  it('a failed bash -n check forces ask, whatever the parser read', async () => {
    // The parsed reading of a harmless command, beside a command line bash rejects: the syntax check decides.
    const judged = await buildCommandVerdict('ls )', await parseShell('ls'), ws.root, ws.root);
    expect(judged.syntax.ok).toBe(false);
    expect(judged.verdict).toBe('ask');
    expect(judged.reason).toMatch(/^Asks because bash -n reports a syntax error/);
    const fine = await buildCommandVerdict('ls', await parseShell('ls'), ws.root, ws.root);
    expect(fine).toMatchObject({ verdict: 'read_only', syntax: { ok: true } });
  });
});
