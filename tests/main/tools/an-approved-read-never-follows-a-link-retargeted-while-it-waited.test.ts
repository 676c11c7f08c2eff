import { mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDirTool, readFileTool, searchTool } from '../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

// A planted link reviewed as pointing at one file could be retargeted while the approval waited;
// writes re-check their file, and now reads do too: what runs is what was reviewed.
describe('an approved read never follows a link retargeted while it waited', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeEach(() => {
    ws = createTempWorkspace();
    writeFileSync(path.join(ws.outside, 'shown.txt'), 'harmless\n');
    writeFileSync(path.join(ws.outside, 'secret.txt'), 'SECRET-TOKEN\n');
    mkdirSync(path.join(ws.outside, 'shown-dir'));
    mkdirSync(path.join(ws.outside, 'secret-dir'));
    writeFileSync(path.join(ws.outside, 'secret-dir', 'SECRET-NAME'), 'SECRET-TOKEN\n');
  });
  afterEach(() => ws.cleanup());

  const retarget = (link: string, to: string) => {
    unlinkSync(link);
    symlinkSync(to, link);
  };

  it('read_file of a link outside is asked again, and reveals nothing, after the link moves', async () => {
    const link = path.join(ws.root, 'notes.txt');
    symlinkSync(path.join(ws.outside, 'shown.txt'), link);
    const reviewed = await readFileTool.inspect({ path: 'notes.txt' }, inspectContext(ws.root));
    expect(reviewed.outsideWorkspace).toBe(true);
    retarget(link, path.join(ws.outside, 'secret.txt'));
    const result = await readFileTool.execute({ path: 'notes.txt' }, executeContext(ws.root, reviewed), never);
    expect(result.outcome).toBe('stale');
    expect(JSON.stringify(result)).not.toContain('SECRET-TOKEN');
  });

  it('a read reviewed inside the workspace is asked again when its link now leads outside', async () => {
    writeFileSync(path.join(ws.root, 'real.txt'), 'inside\n');
    const link = path.join(ws.root, 'notes.txt');
    symlinkSync(path.join(ws.root, 'real.txt'), link);
    const reviewed = await readFileTool.inspect({ path: 'notes.txt' }, inspectContext(ws.root));
    expect(reviewed.outsideWorkspace).toBe(false);
    retarget(link, path.join(ws.outside, 'secret.txt'));
    const result = await readFileTool.execute(
      { path: 'notes.txt' },
      executeContext(ws.root, reviewed, { settledBy: { by: 'policy', layer: 'policy' } }),
      never,
    );
    expect(result.outcome).toBe('stale');
  });

  it('the same file still reads as reviewed', async () => {
    const link = path.join(ws.root, 'notes.txt');
    symlinkSync(path.join(ws.outside, 'shown.txt'), link);
    const reviewed = await readFileTool.inspect({ path: 'notes.txt' }, inspectContext(ws.root));
    const result = await readFileTool.execute({ path: 'notes.txt' }, executeContext(ws.root, reviewed), never);
    expect(result).toMatchObject({ outcome: 'success' });
    expect(JSON.stringify(result)).toContain('harmless');
  });

  it.each([
    ['list_dir', listDirTool, { path: 'docs' }],
    ['search', searchTool, { pattern: 'SECRET', path: 'docs' }],
  ] as const)('%s of a folder link is asked again after the link moves', async (_name, tool, args) => {
    const link = path.join(ws.root, 'docs');
    symlinkSync(path.join(ws.outside, 'shown-dir'), link);
    const reviewed = await tool.inspect(args as never, inspectContext(ws.root));
    retarget(link, path.join(ws.outside, 'secret-dir'));
    const result = await tool.execute(args as never, executeContext(ws.root, reviewed), never);
    expect(result.outcome).toBe('stale');
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });
});
