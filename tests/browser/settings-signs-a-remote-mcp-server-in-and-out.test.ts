import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import { useBrowserFixture } from '../support/browser-fixture';
import { startOAuthTestServer, type OAuthTestServer } from '../support/mcp-oauth-server';
import { final } from '../support/model-server';

describe('signing in to a remote MCP server from Settings', () => {
  let auth: OAuthTestServer;
  beforeEach(async () => {
    auth = await startOAuthTestServer();
  });
  afterEach(async () => {
    await auth.close();
  });
  const f = useBrowserFixture([final('Hello.')], async () => {
    await f.harness.open();
  });

  it('Sign in connects the server; Sign out forgets it', async () => {
    const saved = (await f.core.call<McpServersView>('mcp:save', {
      name: 'remote',
      scope: 'global',
      transport: { type: 'http', url: auth.url, headers: {} },
    })) as { ok: boolean };
    expect(saved.ok).toBe(true);
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section.getByRole('button', { name: 'Sign in to remote' }).click();

    await section.getByRole('button', { name: 'Sign out of remote' }).waitFor({ timeout: 15_000 });
    await section.getByText(/Ready \(1 /).waitFor();
    expect(auth.grants.authorization_code).toBe(1);

    await section.getByRole('button', { name: 'Sign out of remote' }).click();
    await section.getByRole('button', { name: 'Sign in to remote' }).waitFor();
    const view = (await f.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView };
    expect(view.value?.signedIn).toBeUndefined();
  });
});
