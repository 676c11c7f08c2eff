import { describe, expect, it } from 'vitest';
import { deriveDisplayPath } from '../../../src/renderer/src/approval/display-path';
import { deriveDiffViewMode } from '../../../src/renderer/src/approval/diff-view-mode';
import { WRITE_PREVIEW_TEXT_LIMITS } from '../../../src/shared/tools';
import { formatToolName } from '../../../src/renderer/src/approval/format';
import { makeWritePreview } from './make-pending-call';

describe('paths relative to the workspace', () => {
  it('shortens paths inside the workspace and keeps outside ones absolute', () => {
    expect(deriveDisplayPath('/home/a/ws/src/x.ts', '/home/a/ws')).toBe('src/x.ts');
    expect(deriveDisplayPath('/home/a/ws', '/home/a/ws/')).toBe('.');
    expect(deriveDisplayPath('/home/a/ws2/x.ts', '/home/a/ws')).toBe('/home/a/ws2/x.ts');
    expect(deriveDisplayPath('/etc/passwd', '/home/a/ws')).toBe('/etc/passwd');
    expect(deriveDisplayPath('C:\\Users\\A\\ws\\x.ts', 'c:\\users\\a\\ws')).toBe('x.ts');
    // On POSIX a backslash is part of a file name, not a folder.
    expect(deriveDisplayPath('/home/a/ws/a\\b.txt', '/home/a/ws')).toBe('a\\b.txt');
  });
});

describe('which diff view a write gets', () => {
  it('uses Monaco for ordinary sizes and the hunks for large ones', () => {
    expect(deriveDiffViewMode(makeWritePreview('a\n', 'b\n'))).toBe('monaco');
    expect(deriveDiffViewMode(makeWritePreview(null, 'b\n'))).toBe('monaco');
    const big = 'x\n'.repeat(WRITE_PREVIEW_TEXT_LIMITS.lines + 1);
    expect(deriveDiffViewMode(makeWritePreview('a\n', big))).toBe('hunks');
    expect(deriveDiffViewMode(makeWritePreview(big, 'a\n'))).toBe('hunks');
    expect(deriveDiffViewMode(makeWritePreview('y'.repeat(WRITE_PREVIEW_TEXT_LIMITS.chars + 1), 'a'))).toBe('hunks');
    expect(deriveDiffViewMode(makeWritePreview('x\n'.repeat(WRITE_PREVIEW_TEXT_LIMITS.lines - 1), 'a\n'))).toBe(
      'monaco',
    );
  });

  it('uses the hunks when the main process left the texts out of a large preview', () => {
    const omitted = { ...makeWritePreview('a\n', 'b\n'), original: null, proposed: null, textsOmitted: true };
    expect(deriveDiffViewMode(omitted)).toBe('hunks');
    expect(deriveDiffViewMode({ ...omitted, kind: 'new' })).toBe('hunks');
    expect(deriveDiffViewMode({ ...omitted, kind: 'unchanged' })).toBe('none');
  });

  it('shows no diff for unchanged and binary files', () => {
    expect(deriveDiffViewMode(makeWritePreview('same', 'same'))).toBe('none');
    expect(deriveDiffViewMode({ ...makeWritePreview('a', 'b'), kind: 'binary', proposed: null, original: null })).toBe(
      'none',
    );
  });
});

describe('tool names in plain words', () => {
  it('names built-in and MCP tools', () => {
    expect(formatToolName('write_file')).toBe('Write a file');
    expect(formatToolName('mcp__github__create_issue')).toBe('create issue (from github)');
    expect(formatToolName('something_else')).toBe('something_else');
  });
});
