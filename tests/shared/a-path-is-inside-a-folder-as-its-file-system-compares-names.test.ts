import { describe, expect, it } from 'vitest';
import { deriveInsidePath, isPathInside } from '../../src/shared/path-inside';

const exact = { caseInsensitive: false, normalizesUnicode: false };
const mac = { caseInsensitive: true, normalizesUnicode: true };

describe('whether a path is inside a folder, asked one way everywhere', () => {
  it('gives the path below the folder with / between names, the folder itself as empty, and null outside', () => {
    expect(deriveInsidePath('/home/ann/garden', '/home/ann/garden/notes/plan.md')).toBe('notes/plan.md');
    expect(deriveInsidePath('/home/ann/garden', '/home/ann/garden')).toBe('');
    expect(deriveInsidePath('/home/ann/garden/', '/home/ann/garden')).toBe('');
    expect(deriveInsidePath('/home/ann/garden', '/home/ann/garden-old/plan.md')).toBeNull();
    expect(deriveInsidePath('/home/ann/garden', '/home/ann')).toBeNull();
  });

  it('counts a name that begins with two dots as inside (it is a name, not a step up)', () => {
    expect(deriveInsidePath('/ws', '/ws/..notes')).toBe('..notes');
    expect(isPathInside('/ws', '/ws/..')).toBe(true);
  });

  it('holds every absolute path inside the root of the file system', () => {
    expect(deriveInsidePath('/', '/etc/passwd')).toBe('etc/passwd');
    expect(deriveInsidePath('C:\\', 'C:\\Users\\ann')).toBe('Users/ann');
  });

  it('compares names as the file system does: exactly by default, without case where it folds case, Unicode-normalised on macOS', () => {
    expect(isPathInside('/Users/ann/Garden', '/Users/ann/garden/a.md', exact)).toBe(false);
    expect(deriveInsidePath('/Users/ann/Garden', '/Users/ann/garden/a.md', mac)).toBe('a.md');
    // "é" written as e + combining accent in the folder, as one letter in the path.
    expect(isPathInside('/Users/ann/Cafe\u0301', '/Users/ann/Caf\u00e9/menu.md', mac)).toBe(true);
    expect(isPathInside('/Users/ann/Cafe\u0301', '/Users/ann/Caf\u00e9/menu.md', exact)).toBe(false);
  });

  it('reads a Windows path with either separator and its names without case', () => {
    expect(deriveInsidePath('C:\\Users\\Ann\\Garden', 'c:\\users\\ann\\garden\\notes\\plan.md')).toBe('notes/plan.md');
    expect(deriveInsidePath('C:\\Users\\Ann\\Garden', 'C:/Users/Ann/Garden/plan.md')).toBe('plan.md');
    expect(deriveInsidePath('C:\\Users\\Ann\\Garden', 'D:\\Users\\Ann\\Garden\\plan.md')).toBeNull();
  });

  it('keeps a backslash as part of a name on POSIX (it would invent a folder otherwise)', () => {
    expect(deriveInsidePath('/ws', '/ws/a\\b')).toBe('a\\b');
    expect(deriveInsidePath('/ws', '/ws\\b')).toBeNull();
  });
});
