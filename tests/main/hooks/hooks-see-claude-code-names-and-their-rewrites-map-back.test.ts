import { describe, expect, it } from 'vitest';
import { buildClaudeCall, parseClaudeUpdatedInput } from '../../../src/main/hooks';

const ws = '/home/ann/project';

describe('a call as a Claude Code hook sees it', () => {
  it.each([
    ['run_command', { command: 'ls -la' }, 'Bash', { command: 'ls -la' }],
    [
      'run_command',
      { command: 'npm test', cwd: 'app', timeout_seconds: 30 },
      'Bash',
      { command: 'npm test', cwd: `${ws}/app`, timeout: 30_000 },
    ],
    ['write_file', { path: 'notes/a.md', content: 'hi' }, 'Write', { file_path: `${ws}/notes/a.md`, content: 'hi' }],
    [
      'edit_file',
      { path: 'a.ts', old_string: 'x', new_string: 'y', replace_all: true },
      'Edit',
      { file_path: `${ws}/a.ts`, old_string: 'x', new_string: 'y', replace_all: true },
    ],
    ['read_file', { path: '/etc/hosts', limit: 5 }, 'Read', { file_path: '/etc/hosts', limit: 5 }],
    [
      'search',
      { pattern: 'TODO', glob: '*.ts' },
      'Grep',
      { pattern: 'TODO', path: ws, glob: '*.ts', '-i': true, output_mode: 'content' },
    ],
    ['search', { glob: '**/*.md', path: 'docs' }, 'Glob', { pattern: '**/*.md', path: `${ws}/docs` }],
    ['list_dir', {}, 'LS', { path: ws }],
    ['mcp__mail__send', { to: 'bob@example.com' }, 'mcp__mail__send', { to: 'bob@example.com' }],
    ['remember', { text: 'use tabs' }, 'remember', { text: 'use tabs' }],
  ])('%s %j → %s %j', (tool, args, name, input) => {
    expect(buildClaudeCall(tool, args, ws)).toEqual({ toolName: name, toolInput: input });
  });
});

describe("an updatedInput back in Gatehouse's names: laid over what the hook saw", () => {
  it.each([
    [
      'write_file',
      { path: 'a.md', content: 'x' },
      { file_path: `${ws}/drafts/a.md` },
      { path: 'drafts/a.md', content: 'x' },
    ],
    // Outside the workspace the path stays absolute, so the workspace check sees it.
    ['write_file', { path: 'a.md', content: 'x' }, { file_path: '/etc/passwd' }, { path: '/etc/passwd', content: 'x' }],
    [
      'write_file',
      { path: 'a.md', content: 'x' },
      { file_path: `${ws}/../other/a.md` },
      { path: `${ws}/../other/a.md`, content: 'x' },
    ],
    [
      'edit_file',
      { path: 'a.ts', old_string: 'x', new_string: 'y' },
      { new_string: 'z', replace_all: true },
      { path: 'a.ts', old_string: 'x', new_string: 'z', replace_all: true },
    ],
    ['run_command', { command: 'ls' }, { command: 'rm -rf build' }, { command: 'rm -rf build' }],
    ['run_command', { command: 'ls', timeout_seconds: 10 }, { timeout: 2500 }, { command: 'ls', timeout_seconds: 3 }],
    // null removes a field.
    ['run_command', { command: 'ls', timeout_seconds: 10 }, { timeout: null }, { command: 'ls' }],
    ['read_file', { path: 'a.md' }, { file_path: 'b.md' }, { path: 'b.md' }],
    // An unchanged answer is the same call: no folder appears that the model left out.
    ['search', { pattern: 'TODO' }, { pattern: 'FIXME', path: ws, '-i': true }, { pattern: 'FIXME' }],
    [
      'search',
      { pattern: 'TODO' },
      { '-i': false, head_limit: 5, path: `${ws}/src` },
      { pattern: 'TODO', path: 'src', case_sensitive: true, max_results: 5 },
    ],
    ['search', { glob: '*.md' }, { pattern: '*.txt' }, { glob: '*.txt' }],
    ['list_dir', { path: 'src' }, { path: `${ws}/lib` }, { path: 'lib' }],
    ['list_dir', {}, { path: ws }, {}],
    ['mcp__mail__send', { to: 'a@x' }, { to: 'b@x' }, { to: 'b@x' }],
  ])('%s %j + %j → %j', (tool, original, updated, back) => {
    expect(parseClaudeUpdatedInput(tool, original, updated, ws)).toEqual(back);
  });
});
