import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox } from '../../../src/main/sandbox';
import { findProtectedInWritable } from '../../../src/main/sandbox/find-protected-in-writable';
import { createSandboxFixture, runIn, type SandboxFixture } from './sandbox-fixture';

// A hostile model with a yolo command: it cannot change the workspace's own .git/config (the
// library's list), so it goes for what the person's git or editor reads next, deeper down: a nested
// repository three folders down, a submodule's config under .git/modules, a worktree's commondir,
// husky's hooks folder, the folder the repository's config names as core.hooksPath, an assistant's settings file, a bare repository's hook.
describe('a sandboxed command cannot plant what git or an editor runs later, at any depth', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  const planted: Array<[string, string]> = [
    ['a/b/c/.git/config', '[core]\n'],
    ['a/b/c/.git/hooks/pre-commit', '#!/bin/sh\n'],
    ['.git/modules/lib/config', '[core]\n'],
    ['.git/worktrees/wt/commondir', '../..\n'],
    ['.husky/pre-commit', 'npm test\n'],
    ['.claude/settings.json', '{}\n'],
    ['tools/.vscode/tasks.json', '{}\n'],
    ['packages/app/lib/.envrc', 'export A=1\n'],
    ['backup.git/hooks/post-receive', '#!/bin/sh\n'],
    ['vendor/dep/.git', 'gitdir: ../../.git/modules/lib\n'],
    ['scripts/git-hooks/pre-commit', '#!/bin/sh\n'],
  ];
  beforeAll(async () => {
    fx = createSandboxFixture();
    for (const [file, text] of planted) {
      mkdirSync(path.dirname(path.join(fx.ws, file)), { recursive: true });
      writeFileSync(path.join(fx.ws, file), text);
    }
    mkdirSync(path.join(fx.ws, '.git', 'objects'), { recursive: true });
    // The repository's config sends git to a hooks folder of the project's own (as husky does).
    writeFileSync(path.join(fx.ws, '.git', 'config'), '[core]\n\thooksPath = "scripts/git-hooks" # shared hooks\n');
    sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home, cacheReads: [] });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
  });

  it('finds each of them in the workspace, and not the git data ordinary git writes', () => {
    const found = findProtectedInWritable(fx.ws).map((p) => path.relative(fx.ws, p));
    for (const [file] of planted) expect(found.some((p) => file === p || file.startsWith(`${p}/`))).toBe(true);
    expect(found).not.toContain('.git/objects');
    expect(found).not.toContain('.git/HEAD');
    expect(found).not.toContain('readme.txt');
  });

  it('leaves every one unchanged under yolo, while ordinary files and git objects stay writable', async () => {
    const attack = planted.map(([file]) => `echo evil >> ${file}`).join('; ');
    const outcome = await runIn(sandbox, fx, `${attack}; echo fine > readme.txt; echo obj > .git/objects/x; exit 0`, {
      grant: 'yolo',
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output).toMatch(/a\/b\/c\/\.git\/config: Read-only file system/);
    // The model is told which of them were kept, each as a protected place, not as a stray path.
    const told = outcome.blocked.join('\n');
    for (const file of ['.husky/pre-commit', '.git/worktrees/wt/commondir', 'packages/app/lib/.envrc']) {
      expect(told).toMatch(
        new RegExp(
          `Changing \\S*${file.replaceAll('.', '\\.')} was refused: git hooks and settings, shell start-up files and editor settings stay read-only`,
        ),
      );
    }
    for (const [file, text] of planted)
      expect([file, readFileSync(path.join(fx.ws, file), 'utf8')]).toEqual([file, text]);
    expect(readFileSync(path.join(fx.ws, 'readme.txt'), 'utf8')).toBe('fine\n');
    expect(readFileSync(path.join(fx.ws, '.git', 'objects', 'x'), 'utf8')).toBe('obj\n');
  });

  it('stops looking after its folder budget instead of walking a huge tree without end', () => {
    mkdirSync(path.join(fx.ws, 'zz', 'deeper', '.vscode'), { recursive: true });
    expect(findProtectedInWritable(fx.ws, 1).map((p) => path.relative(fx.ws, p))).not.toContain('zz/deeper/.vscode');
    expect(findProtectedInWritable(fx.ws).map((p) => path.relative(fx.ws, p))).toContain('zz/deeper/.vscode');
  });
});
