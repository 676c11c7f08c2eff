import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMcpService, type McpService } from '../../../src/main/mcp';
import { createSettingsStore, openDatabase } from '../../../src/main/store';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { testSecrets } from '../../support/core-harness';
import { createTestBrowser, startOAuthTestServer, type OAuthTestServer } from '../../support/mcp-oauth-server';

const call = { signal: new AbortController().signal, timeoutMs: 5_000 };

describe('a remote MCP server that needs sign-in', () => {
  let dir: string;
  let db: Database.Database;
  let auth: OAuthTestServer;
  let service: McpService | undefined;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gatehouse-oauth-'));
    db = openDatabase({ dataDir: dir });
    auth = await startOAuthTestServer();
  });
  afterEach(async () => {
    await service?.close();
    service = undefined;
    await auth.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (browser: ReturnType<typeof createTestBrowser>) => {
    service = createMcpService(
      createSettingsStore(db),
      testSecrets,
      { startTimeoutMs: 5_000, backoffMs: () => 10 },
      { secrets: testSecrets, openExternal: browser.openExternal, signInTimeoutMs: 5_000 },
    );
    await service.saveServer(
      McpServerConfigSchema.parse({ name: 'remote', scope: 'global', transport: { type: 'http', url: auth.url } }),
    );
    return service;
  };
  const stateOf = (s: McpService) => s.states().find((x) => x.name === 'remote');

  it('reads "needs sign-in" until the person signs in in the browser, then connects and a tool call works', async () => {
    const browser = createTestBrowser();
    const s = await open(browser);
    await expect(s.manager.connectionFor('remote', dir)).rejects.toThrow(/needs sign-in/);
    expect(stateOf(s)?.status).toBe('needs_sign_in');
    expect(browser.opened).toEqual([]); // nothing opens a browser unasked

    await s.signIn('remote');
    expect(browser.opened).toHaveLength(1);
    const consent = new URL(browser.opened[0] ?? '');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(s.isSignedIn('remote')).toBe(true);
    expect(stateOf(s)?.status).toBe('ready');

    const connection = await s.manager.connectionFor('remote', dir);
    const result = await connection.callTool('whoami', {}, call);
    expect(result.content).toEqual([{ type: 'text', text: 'signed in' }]);
  });

  it('refuses a redirect whose state is not the one it sent, and stays signed out', async () => {
    const browser = createTestBrowser((back) => {
      back.searchParams.set('state', 'forged-by-someone-else');
      return back;
    });
    const s = await open(browser);
    await expect(s.signIn('remote')).rejects.toThrow(/refused/);
    expect(auth.grants.authorization_code).toBe(0); // the forged code was never exchanged
    expect(s.isSignedIn('remote')).toBe(false);
    await expect(s.manager.connectionFor('remote', dir)).rejects.toThrow(/needs sign-in/);
  });

  it('refreshes an expired access token without the person, and the call goes through', async () => {
    const browser = createTestBrowser();
    const s = await open(browser);
    await s.signIn('remote');
    const connection = await s.manager.connectionFor('remote', dir);
    auth.expireAccessTokens();

    const result = await connection.callTool('whoami', {}, call);
    expect(result.content).toEqual([{ type: 'text', text: 'signed in' }]);
    expect(auth.grants.refresh_token).toBe(1);
    expect(browser.opened).toHaveLength(1); // no second consent

    // After a restart of the server too, the refreshed token is the one kept.
    await s.manager.stopServer('remote');
    await s.manager.connectionFor('remote', dir);
    expect(auth.grants.refresh_token).toBe(1);
  });

  it('goes back to "needs sign-in" when the refresh token is revoked, and Sign out forgets the tokens', async () => {
    const browser = createTestBrowser();
    const s = await open(browser);
    await s.signIn('remote');
    await s.manager.stopServer('remote');
    auth.expireAccessTokens();
    auth.revokeRefreshTokens();

    await expect(s.manager.connectionFor('remote', dir)).rejects.toThrow(/needs sign-in/);
    expect(stateOf(s)?.status).toBe('needs_sign_in');
    expect(auth.grants.refresh_token).toBe(1);
    expect(s.isSignedIn('remote')).toBe(false);
    expect(browser.opened).toHaveLength(1);

    await s.signIn('remote');
    expect(stateOf(s)?.status).toBe('ready');
    await s.signOut('remote');
    expect(s.isSignedIn('remote')).toBe(false);
    await expect(s.manager.connectionFor('remote', dir)).rejects.toThrow(/needs sign-in/);
  });

  it('a connected server whose access is revoked mid-session refuses the call and reads "needs sign-in", not ready', async () => {
    const browser = createTestBrowser();
    const s = await open(browser);
    await s.signIn('remote');
    const connection = await s.manager.connectionFor('remote', dir);
    auth.expireAccessTokens();
    auth.revokeRefreshTokens();

    await expect(connection.callTool('whoami', {}, call)).rejects.toThrow(/Unauthorized/);
    await expect.poll(() => stateOf(s)?.status, { timeout: 5_000 }).toBe('needs_sign_in');
    expect(browser.opened).toHaveLength(1); // nothing opened the browser by itself
  });

  it('a second Sign in while the browser is open joins the first: one consent page, one sign-in', async () => {
    const browser = createTestBrowser();
    const s = await open(browser);
    await Promise.all([s.signIn('remote'), s.signIn('remote')]);
    expect(browser.opened).toHaveLength(1);
    expect(auth.grants.authorization_code).toBe(1);
    expect(stateOf(s)?.status).toBe('ready');
  });

  it('a sign-in the person never finishes ends when Gatehouse closes, and its loopback port is freed', async () => {
    const opened: string[] = [];
    service = createMcpService(
      createSettingsStore(db),
      testSecrets,
      {},
      { secrets: testSecrets, openExternal: async (url) => void opened.push(url) },
    );
    await service.saveServer(
      McpServerConfigSchema.parse({ name: 'remote', scope: 'global', transport: { type: 'http', url: auth.url } }),
    );
    const signing = service.signIn('remote');
    await expect.poll(() => opened.length).toBe(1);
    const redirect = new URL(new URL(opened[0] ?? '').searchParams.get('redirect_uri') ?? '');
    await service.close();
    await expect(signing).rejects.toThrow(/cancelled/);
    await expect(fetch(redirect)).rejects.toThrow();
  });
});
