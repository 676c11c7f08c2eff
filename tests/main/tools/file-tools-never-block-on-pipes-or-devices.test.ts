import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFileTool, readFileTool, searchTool, writeFileTool } from '../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

// Reading a FIFO waits for a writer forever and /dev/zero never ends; write and edit previews
// read the file during inspect, before anyone is asked, so one call could freeze the app.
describe('file tools never block on pipes or devices', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    execFileSync('mkfifo', [path.join(ws.root, 'pipe')]);
  });
  afterAll(() => ws.cleanup());

  it.each(['pipe', '/dev/zero'])('read_file refuses %s', async (requested) => {
    const inspection = await readFileTool.inspect({ path: requested }, inspectContext(ws.root));
    const result = await readFileTool.execute({ path: requested }, executeContext(ws.root, inspection), never);
    expect(result).toMatchObject({ outcome: 'failure' });
    expect(result.outcome !== 'stale' && result.content).toMatch(/not a regular file/);
  });

  it.each(['pipe', '/dev/zero'])('write_file inspects %s without reading it and writes nothing', async (requested) => {
    const inspection = await writeFileTool.inspect({ path: requested, content: 'x' }, inspectContext(ws.root));
    expect(inspection.preview.type).toBe('args');
    const result = await writeFileTool.execute(
      { path: requested, content: 'x' },
      executeContext(ws.root, inspection),
      never,
    );
    expect(result.outcome).toBe('failure');
  });

  it.each(['pipe', '/dev/zero'])('edit_file inspects %s without reading it', async (requested) => {
    const args = { path: requested, old_string: 'a', new_string: 'b' };
    const inspection = await editFileTool.inspect(args, inspectContext(ws.root));
    expect(inspection.preview.type === 'args' && inspection.preview.text).toMatch(/not a regular file/);
  });

  it('search walks past a pipe', async () => {
    const inspection = await searchTool.inspect({ pattern: 'x' }, inspectContext(ws.root));
    const result = await searchTool.execute({ pattern: 'x' }, executeContext(ws.root, inspection), never);
    expect(result).toEqual({ outcome: 'success', content: 'No matches.' });
  });
});
