import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readHookScripts } from '../../../src/main/hooks/read-project-hooks';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the scripts a folder\'s hook runs are part of what is trusted (issue 16)', () => {
  it.each([
    'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"',
    '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
    "'${CLAUDE_PROJECT_DIR}'/.claude/hooks/guard.sh --strict",
    'node .claude/hooks/guard.sh',
  ])('found in `%s`', async (command) => {
    folder = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-hook-scripts-')));
    mkdirSync(join(folder, '.claude/hooks'), { recursive: true });
    writeFileSync(join(folder, '.claude/hooks/guard.sh'), 'echo v1\n');
    const first = await readHookScripts(folder, command);
    expect(Object.keys(first)).toEqual(['.claude/hooks/guard.sh']);
    // The same command with the script changed behind it reads differently, so the folder is asked about again.
    writeFileSync(join(folder, '.claude/hooks/guard.sh'), 'echo v2 — something else\n');
    expect(await readHookScripts(folder, command)).not.toEqual(first);
  });
});
