import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpServersControl, createMcpService, type McpSecretBox } from '../../../src/main/mcp';
import { createSettingsStore, DATABASE_FILE, openDatabase } from '../../../src/main/store';
import { openTestCore, testSecrets, type TestCore } from '../../support/core-harness';

/** The whole core over a real SQLite file; the test SecretBox seals by hex-encoding behind a marker. */
let t: TestCore | null = null;
afterEach(async () => {
  await t?.dispose();
  t = null;
});

const HEADER_VALUE = 'Bearer header-token-4f9a2c';
const ENV_VALUE = 'env-token-77d0e1';

/** Every byte SQLite keeps for the database (the file, and the write-ahead log if one is left). */
function databaseBytes(dataDir: string): string {
  const path = join(dataDir, DATABASE_FILE);
  return [path, `${path}-wal`]
    .filter((p) => existsSync(p))
    .map((p) => readFileSync(p).toString('latin1'))
    .join('');
}

/** The servers as main reads them back (the window sees only that each value is set). */
function storedServers(dataDir: string) {
  const db = openDatabase({ dataDir });
  try {
    return createMcpService(createSettingsStore(db), testSecrets).listServers();
  } finally {
    db.close();
  }
}

const httpServer = {
  name: 'notes',
  transport: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: HEADER_VALUE } },
} as const;
const stdioServer = {
  name: 'files',
  transport: { type: 'stdio', command: 'files-mcp', args: [], env: { FILES_TOKEN: ENV_VALUE } },
} as const;

describe('MCP header and env values at rest', () => {
  it('are not in the database file in plain text, and read back whole after a restart', async () => {
    t = await openTestCore([]);
    await t.core.mcp.save(httpServer as never);
    await t.core.mcp.save(stdioServer as never);
    await t.core.close();
    const bytes = databaseBytes(t.dataDir);
    expect(bytes).toContain('mcp.example.com'); // the list itself is there, in clear
    expect(bytes).not.toContain(HEADER_VALUE);
    expect(bytes).not.toContain('header-token-4f9a2c');
    expect(bytes).not.toContain(ENV_VALUE);

    const servers = storedServers(t.dataDir);
    expect(servers.find((s) => s.name === 'notes')?.transport).toMatchObject({
      headers: { Authorization: HEADER_VALUE },
    });
    expect(servers.find((s) => s.name === 'files')?.transport).toMatchObject({ env: { FILES_TOKEN: ENV_VALUE } });
    const core = await t.reopen();
    expect(core.mcp.view().servers.find((s) => s.name === 'notes')?.transport).toMatchObject({
      headers: { Authorization: { set: true } },
    });
    expect(JSON.stringify(core.mcp.view())).not.toContain('header-token-4f9a2c');
    expect(JSON.stringify(core.exportMcpServers())).not.toContain('header-token-4f9a2c');
  });

  it('values an older version stored in clear are sealed at the next start, and Delete everything removes them', async () => {
    t = await openTestCore([]);
    await t.core.close();
    // What an older version wrote: the values as they were typed.
    const db = openDatabase({ dataDir: t.dataDir });
    createSettingsStore(db).saveSetting('mcp.servers', [httpServer, stdioServer]);
    db.close();
    expect(databaseBytes(t.dataDir)).toContain('header-token-4f9a2c');

    const core = await t.reopen();
    expect(core.mcp.view().servers.find((s) => s.name === 'notes')?.transport).toMatchObject({
      headers: { Authorization: { set: true } },
    });
    await core.close();
    const bytes = databaseBytes(t.dataDir);
    expect(bytes).toContain('mcp.example.com');
    expect(bytes).not.toContain('header-token-4f9a2c');
    expect(bytes).not.toContain(ENV_VALUE);

    expect(storedServers(t.dataDir).find((s) => s.name === 'files')?.transport).toMatchObject({
      env: { FILES_TOKEN: ENV_VALUE },
    });
    const again = await t.reopen();
    await again.deleteEverything();
    expect(again.mcp.view().servers).toEqual([]);
    await again.close();
    expect(databaseBytes(t.dataDir)).not.toContain('mcp.example.com');
  });

  it('a value that no longer opens reads as empty (to enter again); a computer that cannot seal refuses the save in words', async () => {
    t = await openTestCore([]);
    await t.core.close();
    const db = openDatabase({ dataDir: t.dataDir });
    try {
      const store = createSettingsStore(db);
      const otherKeyring: McpSecretBox = {
        encrypt: (p) => Buffer.from(p).reverse(),
        decrypt: () => {
          throw new Error('sealed by another keyring');
        },
      };
      await createMcpService(store, {
        encrypt: (p) => Buffer.from(p).reverse(),
        decrypt: (b) => Buffer.from(b).reverse().toString(),
      }).saveServer(stdioServer);
      expect(createMcpService(store, otherKeyring).listServers()[0]?.transport).toMatchObject({
        env: { FILES_TOKEN: '' },
      });

      store.deleteSetting('mcp.servers');
      const noKeyring: McpSecretBox = {
        encrypt: () => {
          throw new Error('This computer offers no way to store secrets.');
        },
        decrypt: () => '',
      };
      const control = createMcpServersControl(createMcpService(store, noKeyring), (text) =>
        Object.assign(new Error('refused'), { text }),
      );
      await expect(control.save(httpServer as never)).rejects.toMatchObject({
        text: { id: 'mcp.cannotSeal', params: { detail: 'This computer offers no way to store secrets.' } },
      });
      // A server with no values to seal is still saved.
      const view = await control.save({
        ...httpServer,
        name: 'open',
        transport: { ...httpServer.transport, headers: {} },
      } as never);
      expect(view.servers.map((s) => s.name)).toEqual(['open']);
    } finally {
      db.close();
    }
  });
});
