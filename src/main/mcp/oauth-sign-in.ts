import { randomBytes } from 'node:crypto';
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { createMcpOAuthProvider } from './oauth-client-provider';
import { startOAuthLoopback } from './oauth-loopback';
import type { McpOAuthStore } from './oauth-token-store';
import { McpSignInError } from './mcp-refusal';

export interface McpSignInOptions {
  server: string;
  /** The server's streamable-HTTP address (the protected resource). */
  url: string;
  store: McpOAuthStore;
  /** Opens the consent page in the person's browser (Electron's shell.openExternal in the app). */
  openExternal(url: string): Promise<void>;
  /** How long the person has to consent. Default 5 minutes. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Runs one sign-in the person asked for: a loopback listener on a fresh port, a fresh client
 * registration for that redirect (the port changes per sign-in), the consent page in the browser,
 * then the code exchanged with its PKCE verifier. Tokens are saved through the store. Resolves once
 * signed in; rejects with plain words (wrong state, refused, timed out, cancelled, server error),
 * and then the server has no tokens (it reads "needs sign-in" again).
 */
export async function runMcpSignIn(options: McpSignInOptions): Promise<void> {
  const state = randomBytes(32).toString('base64url');
  const loopback = await startOAuthLoopback(state, {
    timeoutMs: options.timeoutMs ?? 300_000,
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  });
  try {
    // A fresh start: the old registration names another port, and old tokens belong to it. What the
    // server itself said (where its sign-in is described, the access it wants) still holds.
    const { discovery, wantedScope } = options.store.load(options.server);
    options.store.save(options.server, {
      ...(discovery !== undefined ? { discovery } : {}),
      ...(wantedScope !== undefined ? { wantedScope } : {}),
    });
    const provider = createMcpOAuthProvider({
      server: options.server,
      store: options.store,
      interactive: { redirectUrl: loopback.redirectUrl, state, openExternal: options.openExternal },
    });
    const serverUrl = new URL(options.url);
    await auth(provider, { serverUrl, ...(wantedScope !== undefined ? { scope: wantedScope } : {}) });
    const code = await loopback.code;
    const second = await auth(provider, { serverUrl, authorizationCode: code });
    if (second !== 'AUTHORIZED') throw new McpSignInError('noToken', 'the server did not give Gatehouse a token');
  } finally {
    await loopback.close();
  }
}
