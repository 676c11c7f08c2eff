import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMcpRig, testServerConfig, type McpRig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';

/**
 * A sandboxed stdio server is a program that may write its folder for the whole conversation, with
 * no sheet before each write: what it writes must never be something git or an editor runs later.
 * Real bubblewrap (through the sandbox library) around the real test calendar server, which tries
 * each write at start (MCP_TEST_WRITE_PATHS) and records whether it landed.
 */
let root = '';
let rig: McpRig | null = null;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-plant-')));
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  rmSync(root, { recursive: true, force: true });
});

describe('a sandboxed MCP server without hosts, in a folder holding repositories', () => {
  it('writes its own files but none of git settings, hooks or editor settings, at any depth', async () => {
    const workspace = join(root, 'ws');
    for (const dir of ['.git/hooks', 'packages/app/lib/.git/hooks', '.husky', '.vscode'])
      mkdirSync(join(workspace, dir), { recursive: true });
    writeFileSync(join(workspace, '.git/config'), '[core]\n\tbare = false\n');
    writeFileSync(join(workspace, 'packages/app/lib/.git/config'), '[core]\n\tbare = false\n');
    writeFileSync(join(workspace, '.vscode/tasks.json'), '{}\n');
    writeFileSync(join(workspace, '.mcp.json'), '{"mcpServers":{}}\n');
    const ordinary = join(workspace, 'notes/today.txt');
    const planted = [
      join(workspace, '.git/config'),
      join(workspace, '.git/hooks/pre-commit'),
      join(workspace, 'packages/app/lib/.git/config'),
      join(workspace, 'packages/app/lib/.git/hooks/post-checkout'),
      join(workspace, '.husky/pre-commit'),
      join(workspace, '.vscode/tasks.json'),
      join(workspace, '.mcp.json'),
    ];
    const before = Object.fromEntries(planted.map((p) => [p, existsSync(p) ? readFileSync(p, 'utf8') : null]));
    const state = join(workspace, 'calendar.json');
    rig = createMcpRig(
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          sandboxed: true,
          env: { MCP_TEST_WRITE_PATHS: JSON.stringify([ordinary, ...planted]) },
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

    const writes = loadTestServerState(state).writes ?? {};
    expect(writes[ordinary]).toBe('written');
    expect(readFileSync(ordinary, 'utf8')).toBe('planted by the server\n');
    for (const target of planted) {
      expect(writes[target], target).toMatch(/^refused/);
      expect(existsSync(target) ? readFileSync(target, 'utf8') : null, target).toBe(before[target]);
    }
  });

  it('cannot keep a place it creates that did not exist when it started: removed once its call ends, and the result says so', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git/hooks'), { recursive: true });
    writeFileSync(join(workspace, '.git/config'), '[core]\n\tbare = false\n');
    const ordinary = join(workspace, 'notes/today.txt');
    // None of these exists at start, so no read-only bind could keep them; a new repository three folders down too.
    const planted = [
      join(workspace, '.git/commondir'),
      join(workspace, '.vscode/tasks.json'),
      join(workspace, '.mcp.json'),
      join(workspace, '.envrc'),
      join(workspace, 'packages/app/lib/.git/config'),
    ];
    const state = join(workspace, 'calendar.json');
    rig = createMcpRig(
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          sandboxed: true,
          env: { MCP_TEST_WRITE_PATHS: JSON.stringify([ordinary, ...planted]) },
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

    // The server could write them inside its sandbox; none outlives the call that followed.
    const writes = loadTestServerState(state).writes ?? {};
    for (const target of planted) expect(writes[target], target).toBe('written');
    for (const target of planted) expect(existsSync(target), target).toBe(false);
    expect(existsSync(join(workspace, '.vscode')), 'the folder it made for it').toBe(false);
    expect(readFileSync(ordinary, 'utf8')).toBe('planted by the server\n');
    expect(readFileSync(join(workspace, '.git/config'), 'utf8')).toBe('[core]\n\tbare = false\n');
    // The model reads what was removed, and why, in the call's result.
    const said = (listed.content ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('\n');
    expect(said).toMatch(/\.git\/commondir was created by the MCP server and removed/);
    expect(said).toMatch(/\.envrc was created by the MCP server and removed/);
  });

  it('cannot keep a place it creates when it is stopped before any call', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git'), { recursive: true });
    writeFileSync(join(workspace, '.git/config'), '[core]\n\tbare = false\n');
    const planted = [
      join(workspace, '.husky/pre-commit'),
      join(workspace, '.git/hooks/pre-commit'),
      join(workspace, '.claude/settings.json'),
    ];
    const state = join(workspace, 'calendar.json');
    rig = createMcpRig(
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          sandboxed: true,
          env: { MCP_TEST_WRITE_PATHS: JSON.stringify(planted) },
        }),
      ],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    await rig.manager.connectionFor('calendar', workspace);
    const writes = loadTestServerState(state).writes ?? {};
    for (const target of planted) expect(writes[target], target).toBe('written');
    await rig.manager.close();
    rig = null;
    for (const target of planted) expect(existsSync(target), target).toBe(false);
  });

  it('cannot keep a place it plants in the background between calls: swept while it runs', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git'), { recursive: true });
    writeFileSync(join(workspace, '.git/config'), '[core]\n\tbare = false\n');
    const late = join(workspace, '.vscode/tasks.json');
    const state = join(workspace, 'calendar.json');
    rig = createMcpRig(
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          sandboxed: true,
          env: { MCP_TEST_LATE_WRITE: late },
        }),
      ],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    await rig.manager.connectionFor('calendar', workspace);
    // Written 1.5 s after start with no call under way; gone within a sweep, the server still running.
    // (Seeing it written is only the setup: on a loaded machine the server's start can take seconds.)
    await expect.poll(() => existsSync(late), { timeout: 15_000, interval: 50 }).toBe(true);
    await expect.poll(() => existsSync(join(workspace, '.vscode')), { timeout: 8_000, interval: 100 }).toBe(false);
  });
});
