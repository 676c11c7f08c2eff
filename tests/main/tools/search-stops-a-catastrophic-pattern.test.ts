import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTool } from '../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

// `(a+)+$` against a long run of a's ending in "!" backtracks for longer than the universe has
// existed; run on the main process it froze the app. It now runs in a worker with a time budget.
describe('search stops a catastrophic pattern', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    writeFileSync(path.join(ws.root, 'a.txt'), `fine line\n${'a'.repeat(60)}!\n`);
    writeFileSync(path.join(ws.root, 'b.txt'), 'needle here\n');
  });
  afterAll(() => ws.cleanup());

  const search = async (pattern: string) => {
    const inspection = await searchTool.inspect({ pattern }, inspectContext(ws.root));
    return searchTool.execute({ pattern }, executeContext(ws.root, inspection), never);
  };

  it('gives up within the budget and says why', async () => {
    const started = Date.now();
    const result = await search('(a+)+$');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.outcome).toBe('failure');
    expect(result.outcome !== 'stale' && result.content).toMatch(/backtracks catastrophically.*literal/s);
  });

  it('ordinary patterns still find their lines', async () => {
    expect(await search('need+le')).toEqual({ outcome: 'success', content: 'b.txt:1: needle here' });
  });

  it('Stop cancels a search stuck in a pattern', async () => {
    const controller = new AbortController();
    const inspection = await searchTool.inspect({ pattern: '(a|a)*$' }, inspectContext(ws.root));
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const result = await searchTool.execute(
      { pattern: '(a|a)*$' },
      executeContext(ws.root, inspection),
      controller.signal,
    );
    expect(Date.now() - started).toBeLessThan(900);
    expect(result).toEqual({ outcome: 'failure', content: 'Search cancelled.' });
  });
});
