import { randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpOAuthStore } from './oauth-token-store';

/** Used when no sign-in is under way: only for the registration's shape; refreshes never redirect. */
const IDLE_REDIRECT = 'http://127.0.0.1/callback';

export interface McpOAuthProviderOptions {
  server: string;
  store: McpOAuthStore;
  /**
   * Present only during a sign-in the person asked for: where the browser comes back, the state it
   * must carry, and how the consent page is opened. Absent (a start in the background), an
   * authorization that needs the person is not begun: the start fails and the server reads "needs sign-in".
   */
  interactive?: { redirectUrl: string; state: string; openExternal(url: string): Promise<void> };
}

/**
 * The SDK's client auth provider for one MCP server (authorization code + PKCE, dynamic client
 * registration, refresh through the SDK's auth()). Client information and tokens live sealed in the
 * store; the PKCE verifier lives only in this object, for the one sign-in it belongs to.
 */
export function createMcpOAuthProvider(options: McpOAuthProviderOptions): OAuthClientProvider {
  const { server, store, interactive } = options;
  let verifier: string | undefined;
  const redirectUrl = interactive?.redirectUrl ?? IDLE_REDIRECT;
  const update = (change: (record: ReturnType<McpOAuthStore['load']>) => void) => {
    const record = store.load(server);
    change(record);
    store.save(server, record);
  };
  return {
    get redirectUrl() {
      return redirectUrl;
    },
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: 'Gatehouse',
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // A desktop app cannot keep a client secret (RFC 8252 §8.5): a public client, PKCE protects the code.
        token_endpoint_auth_method: 'none',
      };
    },
    // In the background the SDK still builds an authorization URL (then reports Unauthorized): its state is never used.
    state: () => interactive?.state ?? randomBytes(16).toString('base64url'),
    clientInformation: () => store.load(server).clientInformation,
    saveClientInformation: (info) => update((r) => void (r.clientInformation = info)),
    tokens: () => store.load(server).tokens,
    saveTokens: (tokens) => update((r) => void (r.tokens = tokens)),
    async redirectToAuthorization(url) {
      if (interactive === undefined) {
        // In the background the server refused what Gatehouse holds (none yet, or too little access for
        // a call: a step-up). The tokens no longer do, so the server reads "needs sign-in", and the
        // person's next sign-in asks for every access the server has named (a later start's refusal
        // may name less than the call needed).
        const scope = url.searchParams.get('scope') ?? '';
        update((r) => {
          delete r.tokens;
          const wanted = new Set([...(r.wantedScope ?? '').split(' '), ...scope.split(' ')].filter((s) => s !== ''));
          if (wanted.size > 0) r.wantedScope = [...wanted].join(' ');
        });
        return;
      }
      // Why: the address comes from the server's metadata; only a web page may be opened, never file: or an app's scheme.
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`the server asked to open ${url.protocol} addresses, which Gatehouse does not open`);
      await interactive.openExternal(url.href);
    },
    // Kept so a sign-in finds the resource metadata the server's refusal pointed to, not only the well-known places.
    saveDiscoveryState: (state) => update((r) => void (r.discovery = state)),
    discoveryState: () => store.load(server).discovery,
    saveCodeVerifier: (v) => void (verifier = v),
    codeVerifier: () => {
      if (verifier === undefined) throw new Error('no sign-in is under way');
      return verifier;
    },
    invalidateCredentials(scope) {
      if (scope === 'verifier') {
        verifier = undefined;
        return;
      }
      if (scope === 'discovery') {
        update((r) => void delete r.discovery);
        return;
      }
      if (scope === 'all') {
        store.forget(server);
        return;
      }
      update((r) => {
        if (scope === 'tokens') delete r.tokens;
        else delete r.clientInformation;
      });
    },
  };
}
