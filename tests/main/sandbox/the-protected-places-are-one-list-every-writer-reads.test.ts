import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveProtectedPlace } from '../../../src/main/sandbox/protected-places';
import { loadGitHooksPaths, parseHooksPaths } from '../../../src/main/sandbox/load-git-hooks-paths';

describe('the protected places', () => {
  it.each([
    ['.git/config', 'git'],
    ['.git/hooks/pre-commit', 'git-hooks'],
    ['.git/commondir', 'git'],
    ['.git/config.worktree', 'git'],
    ['.git/info/attributes', 'git'],
    ['.git/objects/info/alternates', 'git'],
    ['.git/modules/lib/config', 'git'],
    ['.git/modules/lib/hooks/post-checkout', 'git-hooks'],
    ['.git/modules/new-one', 'git'],
    ['.git/worktrees/wt/commondir', 'git'],
    ['.git', 'git'],
    ['a/b/c/.git/config', 'git'],
    ['deep/one/two/three/.git/hooks/pre-push', 'git-hooks'],
    ['vendor/lib/.git', 'git'],
    ['backup.git/hooks/post-receive', 'git-hooks'],
    ['.git/some-new-file', 'git'],
    ['.GIT/Config', 'git'],
    ['.Git./config', 'git'],
    ['.vscode/tasks.json', 'editor-settings'],
    ['.VSCode/settings.json', 'editor-settings'],
    ['.vscode. /tasks.json', 'editor-settings'],
    ['.idea/workspace.xml', 'editor-settings'],
    ['.claude/settings.json', 'editor-settings'],
    ['.cursor/mcp.json', 'editor-settings'],
    ['.gatehouse/hooks.json', 'editor-settings'],
    ['.mcp.json', 'editor-settings'],
    ['.devcontainer/devcontainer.json', 'editor-settings'],
    ['packages/app/.vscode/launch.json', 'editor-settings'],
    ['.husky/pre-commit', 'hook-framework'],
    ['.pre-commit-config.yaml', 'hook-framework'],
    ['lefthook.yml', 'hook-framework'],
    ['.npmrc', 'startup-file'],
    ['.yarnrc.yml', 'startup-file'],
    ['.pnpmfile.cjs', 'startup-file'],
    ['.envrc', 'startup-file'],
    ['.bashrc', 'startup-file'],
    ['sub/.zshrc', 'startup-file'],
    ['.gitconfig', 'startup-file'],
    ['.gitmodules', 'startup-file'],
    ['/home/me/project/.git/config', 'git'],
    ['C:\\Users\\me\\project\\.git\\hooks\\pre-commit', 'git-hooks'],
  ])('%s is protected (%s)', (target, kind) => {
    expect(deriveProtectedPlace(target)).toEqual({ kind, path: target });
  });

  it.each([
    'src/index.ts',
    'package.json',
    'Makefile',
    'node_modules/x/index.js',
    'notes/.git-notes.md',
    '.gitignore',
    '.git/objects/ab/cdef',
    '.git/refs/heads/main',
    '.git/index',
    '.git/HEAD',
    '.git/logs/HEAD',
    '.git/packed-refs',
    '.git/COMMIT_EDITMSG',
    '.git/modules/lib/objects/ab/cd',
    '.git/modules/lib/refs/heads/main',
    'docs/vscode/notes.md',
    'my.npmrc.txt',
    '.npmrc/readme.md',
  ])('%s stays writable', (target) => {
    expect(deriveProtectedPlace(target)).toBeNull();
  });

  it('counts the folder the repository config names as core.hooksPath', () => {
    expect(deriveProtectedPlace('/w/tools/githooks/pre-commit', ['/w/tools/githooks'])).toEqual({
      kind: 'git-hooks',
      path: '/w/tools/githooks/pre-commit',
    });
    expect(deriveProtectedPlace('/w/tools/githooksX/a', ['/w/tools/githooks'])).toBeNull();
  });

  it('reads core.hooksPath from the repository config, quoted or not, and nothing from other sections', async () => {
    expect(parseHooksPaths('[core]\n\thooksPath = .husky\n[alias]\n\thooksPath = nope\n')).toEqual(['.husky']);
    expect(parseHooksPaths('[core]\n  HooksPath = "tools/my hooks" # comment\n')).toEqual(['tools/my hooks']);
    const root = mkdtempSync(path.join(tmpdir(), 'gatehouse-hookspath-'));
    try {
      mkdirSync(path.join(root, '.git'));
      writeFileSync(path.join(root, '.git/config'), '[core]\n\thooksPath = scripts/hooks\n');
      expect(await loadGitHooksPaths(root)).toEqual([path.join(root, 'scripts/hooks')]);
      rmSync(path.join(root, '.git'), { recursive: true });
      expect(await loadGitHooksPaths(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
