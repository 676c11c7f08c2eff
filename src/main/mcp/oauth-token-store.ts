import type { OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { SettingsStore } from '../store';

/** Seals secrets at rest: the core's SecretBox (Electron's safeStorage in the app) fits it. */
export interface OAuthSecretBox {
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

/** What Gatehouse keeps of one server's sign-in: the client it registered and the tokens it was given. */
export interface McpOAuthRecord {
  clientInformation?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
  /** Where the server said its sign-in is described (its resource metadata) and the authorization server found there. */
  discovery?: OAuthDiscoveryState;
  /** The access (scope) the server last asked for when it refused Gatehouse: the next sign-in asks for it. */
  wantedScope?: string;
}

/** One sealed record per server, in the settings table; Delete everything wipes it with every setting. */
export const MCP_OAUTH_SETTING_PREFIX = 'mcp.oauth.';

export interface McpOAuthStore {
  /** The server's record; an empty one when none is stored or it cannot be unsealed (another OS user: sign in again). */
  load(server: string): McpOAuthRecord;
  /** Replaces the server's record, sealed before it reaches the database. */
  save(server: string, record: McpOAuthRecord): void;
  /** Forgets the server's record (Sign out, the server removed). */
  forget(server: string): void;
  /** Whether the server holds tokens (for the export and the settings screen; never the values). */
  isSignedIn(server: string): boolean;
}

/**
 * Why sealed: tokens act as the person towards the server; the database file alone must not give
 * them away. The JSON is sealed whole, so neither the tokens nor the client secret appear in clear.
 */
export function createMcpOAuthStore(settings: SettingsStore, secrets: OAuthSecretBox): McpOAuthStore {
  const key = (server: string) => `${MCP_OAUTH_SETTING_PREFIX}${server}`;
  const load = (server: string): McpOAuthRecord => {
    const sealed = settings.loadSetting(key(server));
    if (typeof sealed !== 'string') return {};
    try {
      const parsed: unknown = JSON.parse(secrets.decrypt(Buffer.from(sealed, 'base64')));
      return typeof parsed === 'object' && parsed !== null ? (parsed as McpOAuthRecord) : {};
    } catch {
      return {};
    }
  };
  return {
    load,
    save(server, record) {
      settings.saveSetting(key(server), secrets.encrypt(JSON.stringify(record)).toString('base64'));
    },
    forget(server) {
      settings.deleteSetting(key(server));
    },
    isSignedIn: (server) => load(server).tokens !== undefined,
  };
}
