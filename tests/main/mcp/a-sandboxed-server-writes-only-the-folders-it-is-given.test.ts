import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { createMcpRig, testServerConfig, type McpRig } from '../../support/mcp-harness';

/** Real bubblewrap around the real notes test server (stdio), whose save_note writes a file. */
let root = '';
let ws = '';
let rig: McpRig | null = null;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-folders-')));
  ws = join(root, 'ws');
  mkdirSync(ws);
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  rmSync(root, { recursive: true, force: true });
});

const notes = (writableFolders: string[]) =>
  createMcpRig(
    [
      testServerConfig('notes', 'mcp-notes-server.ts', join(ws, 'notes', 'state.json'), {
        sandboxed: true,
        writableFolders,
      }),
    ],
    { sandbox: { dataDir: join(root, 'data') } },
  );
const save = async (note: string) => {
  const connection = await rig!.manager.connectionFor('notes', ws);
  const result = await connection.callTool(
    'save_note',
    { note, text: 'hi' },
    { signal: new AbortController().signal, timeoutMs: 20_000 },
  );
  const first = result.content[0];
  return first?.type === 'text' ? first.text : '';
};

describe('a sandboxed MCP server given folders it may write', () => {
  it("writes inside them (made if missing) and may not write the rest of the conversation's folder", async () => {
    rig = notes(['notes']);
    expect(await save(join(ws, 'notes', 'a.md'))).toBe(`saved ${join(ws, 'notes', 'a.md')}`);
    expect(readFileSync(join(ws, 'notes', 'a.md'), 'utf8')).toBe('hi');
    expect(await save(join(ws, 'b.md'))).toMatch(/^not saved: (EROFS|EACCES|EPERM)/);
    expect(existsSync(join(ws, 'b.md'))).toBe(false);
  }, 60_000);

  it("a folder that leads out of the conversation's folder through a link does not start, and says why", async () => {
    mkdirSync(join(root, 'outside'));
    symlinkSync(join(root, 'outside'), join(ws, 'notes'));
    rig = notes(['notes']);
    await expect(rig.manager.connectionFor('notes', ws)).rejects.toThrow(
      /the folder it may write, notes, is not inside/,
    );
    expect(existsSync(join(root, 'outside', 'state.json'))).toBe(false);
  });

  it('a server for all folders that names folders it may write does not start, and says why', async () => {
    rig = createMcpRig(
      [
        testServerConfig('notes', 'mcp-notes-server.ts', join(ws, 'state.json'), {
          sandboxed: true,
          scope: 'global',
          writableFolders: ['notes'],
        }),
      ],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    await expect(rig.manager.connectionFor('notes', ws)).rejects.toThrow(
      /a server for all folders has no folder to hold them/,
    );
  });

  it('only relative folders without .. are accepted', () => {
    const parse = (writableFolders: string[]) =>
      McpServerConfigSchema.safeParse({ name: 'n', transport: { type: 'stdio', command: 'n' }, writableFolders });
    expect(parse(['notes', 'out/drafts']).success).toBe(true);
    for (const bad of ['/etc', '../up', 'a/../../b', '~/x', 'C:\\x'])
      expect([bad, parse([bad]).success]).toEqual([bad, false]);
  });
});
