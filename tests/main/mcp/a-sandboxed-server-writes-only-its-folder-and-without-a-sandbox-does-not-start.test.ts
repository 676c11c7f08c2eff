import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMcpRig, testServerConfig, type McpRig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';

/** Real bubblewrap around the real test calendar server (stdio). */
let root = '';
let rig: McpRig | null = null;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-sandbox-')));
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  rmSync(root, { recursive: true, force: true });
});

describe('an MCP server set to run in the sandbox', () => {
  it('runs and keeps its data in its folder, and cannot write outside it', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const state = join(workspace, 'calendar.json');
    const escape = join(root, 'escape.txt');
    rig = createMcpRig(
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          sandboxed: true,
          env: { MCP_TEST_WRITE_OUTSIDE: escape },
        }),
      ],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    const connection = await rig.manager.connectionFor('calendar', workspace);
    const listed = await connection.callTool(
      'list_events',
      {},
      { signal: new AbortController().signal, timeoutMs: 10_000 },
    );
    expect(listed.isError).not.toBe(true);
    expect(loadTestServerState(state).outsideWrite).toMatch(/^refused/);
    expect(existsSync(escape)).toBe(false);
  });

  it('does not start where there is no sandbox, and says why', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const state = join(workspace, 'calendar.json');
    rig = createMcpRig([testServerConfig('calendar', 'mcp-calendar-server.ts', state, { sandboxed: true })], {
      sandbox: { dataDir: join(root, 'data'), searchPath: join(root, 'no-programs-here') },
    });
    await expect(rig.manager.connectionFor('calendar', workspace)).rejects.toThrow(
      /set to run in a sandbox, and there is none on this computer: .*bubblewrap/,
    );
    expect(rig.manager.states()).toEqual([
      expect.objectContaining({
        status: 'failed',
        reason: {
          id: 'mcp.start.noSandboxPrograms',
          params: {
            programs: expect.stringContaining('bubblewrap'),
            count: expect.any(Number),
            command: expect.any(String),
          },
        },
      }),
    ]);
    expect(existsSync(state)).toBe(false);
  });
});
