import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProjectHooks } from '../../../src/main/hooks';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeSettings = (command: string) =>
  writeFileSync(
    join(folder, '.claude/settings.json'),
    JSON.stringify({ hooks: { PreToolUse: [{ hooks: [{ type: 'command', command }] }] } }),
  );

describe("the scripts a folder's hook runs are part of what is trusted", () => {
  it.each([
    'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"',
    '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
    '"${CLAUDE_PROJECT_DIR}"/.claude/hooks/guard.sh --strict',
    'node .claude/hooks/guard.sh',
  ])('found in `%s`, with the folder it sits in', async (command) => {
    folder = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-hook-scripts-')));
    mkdirSync(join(folder, '.claude/hooks'), { recursive: true });
    writeFileSync(join(folder, '.claude/hooks/guard.sh'), 'echo v1\n');
    writeFileSync(join(folder, '.claude/hooks/helper.js'), 'module.exports = 1;\n');
    writeSettings(command);
    const first = await readProjectHooks(folder);
    expect(first.refusals).toEqual([]);
    expect(first.hooks[0]!.scripts).toEqual(['.claude/hooks/guard.sh', '.claude/hooks/helper.js']);
    expect(first.pins).toEqual([
      { rel: '.claude/hooks', kind: 'folder' },
      { rel: '.claude/settings.json', kind: 'file' },
    ]);
    // The same command with the script, or a file beside it, changed reads differently, so the folder is asked about again.
    writeFileSync(join(folder, '.claude/hooks/guard.sh'), 'echo v2 — something else\n');
    const second = await readProjectHooks(folder);
    expect(second.hash).not.toBe(first.hash);
    writeFileSync(join(folder, '.claude/hooks/helper.js'), 'module.exports = 2;\n');
    expect((await readProjectHooks(folder)).hash).not.toBe(second.hash);
  });
});
