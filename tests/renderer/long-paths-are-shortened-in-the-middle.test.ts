import { describe, expect, it } from 'vitest';
import { deriveShortPath } from '../../src/renderer/src/components/derive-short-path';

describe('a long path is shortened in the middle, keeping where it lives and what it is', () => {
  it('leaves a path that fits alone', () => {
    expect(deriveShortPath('/home/ann/garden', 40)).toBe('/home/ann/garden');
  });

  it('keeps the first folder and as many of the last as fit', () => {
    const path = '/home/ann/projects/clients/acme/garden-planner/src';
    const short = deriveShortPath(path, 36);
    expect(short).toBe('/home/…/acme/garden-planner/src');
    expect(short.length).toBeLessThanOrEqual(36);
  });

  it('works with Windows paths', () => {
    expect(deriveShortPath('C:\\Users\\ann\\Documents\\Projects\\garden-planner', 30)).toBe(
      'C:\\…\\Projects\\garden-planner',
    );
  });

  it('cuts characters out of the middle when even the last folder is too long', () => {
    const path = `/tmp/${'a'.repeat(30)}${'z'.repeat(30)}`;
    const short = deriveShortPath(path, 21);
    expect(short).toHaveLength(21);
    expect(short.startsWith('/tmp/aaaaa')).toBe(true);
    expect(short.endsWith('zzzzzzzzzz')).toBe(true);
    expect(short).toContain('…');
  });
});
