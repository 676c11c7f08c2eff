import { describe, expect, it } from 'vitest';
import { deriveProgramFolders } from '../../../src/main/mcp/build-sandboxed-launch';

const home = '/home/ana';
const data = '/home/ana/.config/Gatehouse';

describe('the folder a sandboxed MCP server may read besides its workspace', () => {
  it('is its own working folder, read-only, wherever it was checked out', () => {
    expect(deriveProgramFolders('/tmp/checkout', home, data)).toEqual(['/tmp/checkout']);
    expect(deriveProgramFolders('/home/ana/servers/calendar/', home, data)).toEqual(['/home/ana/servers/calendar']);
  });

  it('is never the root, a home folder or a folder holding one, nor Gatehouse’s data or anything in it', () => {
    for (const cwd of [
      '/',
      '/home',
      '/home/ana',
      '/root',
      '/home/ana/.config',
      data,
      `${data}/mcp`,
      '/home/ana/.ssh',
      '/home/ana/.aws/sso',
      '/home/ana/.config/gh',
    ]) {
      expect(deriveProgramFolders(cwd, home, data), cwd).toEqual([]);
    }
  });
});
