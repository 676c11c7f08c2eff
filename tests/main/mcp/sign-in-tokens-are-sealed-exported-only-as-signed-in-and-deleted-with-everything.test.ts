import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type GatehouseCore } from '../../../src/main/core';
import { IPC_CONTRACT } from '../../../src/shared/ipc';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { testSecrets } from '../../support/core-harness';
import { createTestBrowser, startOAuthTestServer, type OAuthTestServer } from '../../support/mcp-oauth-server';

const remote = (url: string) =>
  McpServerConfigSchema.parse({ name: 'remote', scope: 'global', transport: { type: 'http', url } });

/** Every byte Gatehouse keeps on disk (the database and its write-ahead log), as text. */
const readDataFolder = (dataDir: string) =>
  readdirSync(dataDir)
    .map((f) => readFileSync(join(dataDir, f)).toString('latin1'))
    .join('\n');

let dataDir: string | undefined;
let core: GatehouseCore | undefined;
let auth: OAuthTestServer | undefined;
afterEach(async () => {
  await core?.close();
  await auth?.close();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  core = undefined;
  auth = undefined;
  dataDir = undefined;
});

describe('MCP sign-in through the core', () => {
  it('keeps tokens sealed on disk, exports only that the server is signed in, and Delete everything forgets them', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-oauth-core-'));
    auth = await startOAuthTestServer();
    const browser = createTestBrowser();
    core = await createCore({ dataDir, secrets: testSecrets, openExternal: browser.openExternal });
    await core.mcp.save(remote(auth.url));

    const view = await core.mcp.signIn('remote');
    expect(view.states).toEqual([expect.objectContaining({ name: 'remote', status: 'ready', toolCount: 1 })]);
    expect(view.signedIn).toEqual(['remote']);
    expect(auth.issued.length).toBeGreaterThanOrEqual(2);

    const onDisk = readDataFolder(dataDir);
    for (const token of auth.issued) expect(onDisk).not.toContain(token);

    const exported = JSON.stringify(core.exportMcpServers());
    for (const token of auth.issued) expect(exported).not.toContain(token);
    expect(core.exportMcpServers()).toEqual([expect.objectContaining({ name: 'remote', signedIn: true })]);

    await core.deleteEverything();
    // The same server, added again after the wipe, is not signed in.
    await core.mcp.save(remote(auth.url));
    expect(core.exportMcpServers()).toEqual([expect.objectContaining({ name: 'remote', signedIn: false })]);
  });

  it('Sign out forgets the tokens: the screen no longer lists the server as signed in and it is stopped', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-oauth-core-'));
    auth = await startOAuthTestServer();
    core = await createCore({ dataDir, secrets: testSecrets, openExternal: createTestBrowser().openExternal });
    await core.mcp.save(remote(auth.url));
    await core.mcp.signIn('remote');
    const view = await core.mcp.signOut('remote');
    expect(view.signedIn).toBeUndefined();
    expect(view.states).toEqual([]);
    expect(core.exportMcpServers()).toEqual([expect.objectContaining({ name: 'remote', signedIn: false })]);
  });

  it('the sign-in channel takes only a server name', () => {
    const request = IPC_CONTRACT['mcp:sign-in'].request;
    expect(request.safeParse({ name: 'remote' }).success).toBe(true);
    expect(request.safeParse({ name: 'remote', url: 'http://evil.example' }).success).toBe(false);
    expect(request.safeParse({}).success).toBe(false);
  });

  it('refuses a sign-in for a server that is not configured', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-oauth-core-'));
    core = await createCore({ dataDir, secrets: testSecrets, openExternal: createTestBrowser().openExternal });
    await expect(core.mcp.signIn('nobody')).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
