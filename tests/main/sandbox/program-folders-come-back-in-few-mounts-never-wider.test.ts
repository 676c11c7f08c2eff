import { describe, expect, it } from 'vitest';
import { collapseFolders } from '../../../src/main/sandbox/load-system-view';

describe('the folders of the programs on PATH, as mounts', () => {
  it('a node_modules/.bin that links into many packages shows their node_modules folder once', () => {
    const packages = ['typescript', 'vitest', 'eslint', '@scope/tool', 'prettier'].map(
      (p) => `/work/app/node_modules/${p}`,
    );
    expect(collapseFolders([...packages, '/opt/node-22', '/opt/node-22/bin'])).toEqual([
      '/opt/node-22',
      '/work/app/node_modules',
    ]);
  });

  it('never shows a wider folder of any other kind: four tools under /srv stay four', () => {
    const tools = ['/srv/a', '/srv/b', '/srv/c', '/srv/d'];
    expect(collapseFolders(tools)).toEqual(tools);
  });

  it('a few packages stay each on their own', () => {
    expect(collapseFolders(['/work/app/node_modules/typescript', '/work/app/node_modules/vitest'])).toEqual([
      '/work/app/node_modules/vitest',
      '/work/app/node_modules/typescript',
    ]);
  });
});
