import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectHooks } from '../../../src/main/hooks';

/**
 * What a folder's hook runs must be fixed by what the person reads: a command whose words leave it
 * to the folder at run time is refused, with the reason the settings page words. Real folders, real
 * files, the real shell parser.
 */
let root = '';
let n = 0;
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-hook-refusals-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh folder with .claude/hooks/guard.sh (and `files`), whose settings run `command`. */
function folderWith(command: string, files: Record<string, string> = {}): string {
  const folder = join(root, `f${(n += 1)}`);
  mkdirSync(join(folder, '.claude/hooks'), { recursive: true });
  writeFileSync(join(folder, '.claude/hooks/guard.sh'), '#!/bin/bash\necho ok\n');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(folder, rel, '..'), { recursive: true });
    writeFileSync(join(folder, rel), text);
  }
  writeFileSync(
    join(folder, '.claude/settings.json'),
    JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] } }),
  );
  return folder;
}

const refusalOf = async (command: string, files?: Record<string, string>) => {
  const found = await readProjectHooks(folderWith(command, files));
  return found.refusals.map(({ reason, params }) => ({ reason, params }));
};

describe("a folder's hook command is refused when its words leave what runs to the folder", () => {
  it.each([
    ['bash .claude/hooks/gu?rd.sh', 'glob', { word: '.claude/hooks/gu?rd.sh' }],
    ['bash .claude/hooks/*.sh', 'glob', { word: '.claude/hooks/*.sh' }],
    ['bash .claude/hooks/{guard,other}.sh', 'glob', { word: '.claude/hooks/{guard,other}.sh' }],
    ['BASH_ENV=.claude/env.sh bash .claude/hooks/guard.sh', 'assignment', { name: 'BASH_ENV' }],
    ['env ENV=.claude/env.sh sh .claude/hooks/guard.sh', 'assignment', { name: 'ENV' }],
    ['NODE_OPTIONS=--require=./x.cjs node .claude/hooks/guard.js', 'assignment', { name: 'NODE_OPTIONS' }],
    ['node --require=./.claude/pre.cjs .claude/hooks/guard.js', 'module_lookup', { program: 'node --require' }],
    ['node -r ./x.cjs .claude/hooks/guard.js', 'module_lookup', { program: 'node -r' }],
    ['node --import ./x.mjs .claude/hooks/guard.js', 'module_lookup', { program: 'node --import' }],
    ['npx eslint-guard', 'module_lookup', { program: 'npx' }],
    ['npm run guard', 'module_lookup', { program: 'npm run' }],
    ['npm exec guard', 'module_lookup', { program: 'npm exec' }],
    ['yarn run guard', 'module_lookup', { program: 'yarn' }],
    ['pnpm guard', 'module_lookup', { program: 'pnpm' }],
    ['make guard', 'module_lookup', { program: 'make' }],
    ['python3 -m guard', 'module_lookup', { program: 'python3 -m' }],
    ['exec python -Im guard', 'module_lookup', { program: 'python -m' }],
    ['bash .claude/hooks/guard.sh "$HOME/.x"', 'expansion', { text: '$HOME/.x"' }],
    ['bash "${GUARD:-.claude/hooks/guard.sh}"', 'expansion', { text: '${GUARD:-.claude/hooks/guard.sh}"' }],
    ['bash $(cat .claude/which)', 'expansion', { text: '$(cat' }],
    ['bash `cat .claude/which`', 'expansion', { text: '`cat' }],
    ['bash ~/guard.sh', 'expansion', { text: '~/guard.sh' }],
    ['bash -c "bash .claude/hooks/guard.sh"', 'inline_shell', { program: 'bash' }],
    ['eval bash .claude/hooks/guard.sh', 'inline_shell', { program: 'eval' }],
    ['cat .claude/which | xargs bash', 'indirect', { program: 'xargs' }],
    ['find .claude/hooks -name guard.sh -exec bash {} ;', 'indirect', { program: 'find' }],
    ['for f in a b; do bash .claude/hooks/guard.sh; done', 'unreadable', {}],
    ['bash ../other/guard.sh', 'outside', { path: '../other/guard.sh' }],
  ])('`%s` → %s', async (command, reason, params) => {
    mkdirSync(join(root, 'other'), { recursive: true });
    writeFileSync(join(root, 'other/guard.sh'), 'echo other\n');
    expect(await refusalOf(command)).toEqual([{ reason, params }]);
  });

  it('a script it runs that sources a file named only when it runs, sets BASH_ENV, or runs npx is refused, naming the script', async () => {
    expect(await refusalOf('bash .claude/hooks/run.sh', { '.claude/hooks/run.sh': 'x=lib\nsource "$x.sh"\n' })).toEqual(
      [{ reason: 'source_unknown', params: { line: 2, script: '.claude/hooks/run.sh' } }],
    );
    expect(
      await refusalOf('bash .claude/hooks/run.sh', {
        '.claude/hooks/run.sh': 'export BASH_ENV=./env.sh\nbash other.sh\n',
      }),
    ).toEqual([{ reason: 'script_preload', params: { name: 'BASH_ENV', script: '.claude/hooks/run.sh' } }]);
    expect(
      await refusalOf('.claude/hooks/run', { '.claude/hooks/run': '#!/usr/bin/env bash\nnpx prettier --check .\n' }),
    ).toEqual([{ reason: 'script_module_lookup', params: { program: 'npx', script: '.claude/hooks/run' } }]);
  });

  it('a link among the files it runs is refused: it could point elsewhere later', async () => {
    const folder = folderWith('bash hook.sh');
    symlinkSync(join(folder, '.claude/hooks/guard.sh'), join(folder, 'hook.sh'));
    expect((await readProjectHooks(folder)).refusals).toEqual([
      expect.objectContaining({ reason: 'link', params: { path: 'hook.sh' } }),
    ]);
  });

  it('the common forms are trusted with what they run: a script by $CLAUDE_PROJECT_DIR, what it sources from anywhere in the folder, a pipeline over stdin', async () => {
    const folder = folderWith('cat | bash "$CLAUDE_PROJECT_DIR"/run.sh && exit 0', {
      'run.sh':
        '#!/bin/bash\nsource "$CLAUDE_PROJECT_DIR/lib/common.sh"\n. "$(dirname "$0")/local.sh"\nbash ./tools/check.sh\n',
      'local.sh': 'true\n',
      'lib/common.sh': 'true\n',
      'tools/check.sh': 'true\n',
      'README.md': 'not run\n',
    });
    const found = await readProjectHooks(folder);
    expect(found.refusals).toEqual([]);
    expect(found.pins).toEqual([
      { rel: '.claude/settings.json', kind: 'file' },
      { rel: 'lib', kind: 'folder' },
      { rel: 'local.sh', kind: 'file' },
      { rel: 'run.sh', kind: 'file' },
      { rel: 'tools', kind: 'folder' },
    ]);
    expect(found.hooks[0]!.scripts).toEqual(['lib/common.sh', 'local.sh', 'run.sh', 'tools/check.sh']);
  });

  it('more than 1 MB of hook files is refused in plain words, for the folder', async () => {
    const found = await readProjectHooks(
      folderWith('bash .claude/hooks/guard.sh', { '.claude/hooks/data.bin': 'x'.repeat(1_200_000) }),
    );
    expect(found.refusals).toEqual([{ reason: 'too_large', params: { kilobytes: 1201, limitKilobytes: 1000 } }]);
  });
});
