import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpServerManager, type McpConnection, type McpServerManager } from '../../../src/main/mcp';
import { McpServerConfigSchema } from '../../../src/shared/mcp';

let manager: McpServerManager | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await manager?.close();
  manager = null;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const server = (name: string, command: string, args: string[]) =>
  McpServerConfigSchema.parse({ name, transport: { type: 'stdio', command, args } });

describe('the MCP server manager', () => {
  it('does not hold a run up for a server that never answers: prepare returns, the server is still starting', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'gatehouse-mcp-hang-'));
    dirs.push(workspace);
    // A process that reads nothing and answers nothing, as a wedged server does.
    manager = createMcpServerManager({
      loadServers: () => [server('wedged', process.execPath, ['-e', 'setInterval(() => {}, 1000)'])],
      prepareWaitMs: 300,
    });
    const started = Date.now();
    await manager.prepare(workspace);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(manager.states()).toEqual([expect.objectContaining({ name: 'wedged', status: 'starting' })]);
  });

  it('restarts a server that keeps dying, waiting longer each time, then stops and says so', async () => {
    const delays: number[] = [];
    let starts = 0;
    manager = createMcpServerManager({
      loadServers: () => [server('flaky', 'flaky-server', [])],
      maxRestarts: 3,
      backoffMs: (n) => {
        delays.push(n);
        return 5 * n;
      },
      // Stands in for the process: each start succeeds, then the process dies at once.
      start: async (_config, _workspace, hooks) => {
        starts += 1;
        setTimeout(() => hooks.onLost(), 5);
        return {
          tools: [],
          serverName: 'flaky',
          callTool: () => Promise.reject(new Error('gone')),
          close: async () => undefined,
        } satisfies McpConnection;
      },
    });
    await manager.connectionFor('flaky', '/tmp');
    for (let i = 0; i < 200 && manager.states()[0]?.reason?.id !== 'mcp.state.gaveUp'; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect(delays).toEqual([1, 2, 3]);
    expect(starts).toBe(4);
    expect(manager.states()).toEqual([
      expect.objectContaining({
        status: 'failed',
        restarts: 4,
        reason: { id: 'mcp.state.gaveUp', params: { count: 4 } },
      }),
    ]);
    // A use starts it again: the person is waiting on it.
    await manager.connectionFor('flaky', '/tmp');
    expect(starts).toBe(5);
  });
});
