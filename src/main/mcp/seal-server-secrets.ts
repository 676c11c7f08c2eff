import { McpServerListSchema, type McpServerConfig } from '../../shared/mcp';

/**
 * The members of the core's SecretBox (Electron's safeStorage in the app) the MCP settings use:
 * the same box the API key is sealed with. Declared here so this area does not import the core.
 */
export interface McpSecretBox {
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

/** Thrown by buildSealedServers when a value cannot be sealed on this computer; its message is for the person. */
export class McpSecretsUnsealableError extends Error {
  constructor(reason: string) {
    super(`The server's environment and header values could not be stored securely, so it was not saved: ${reason}`);
    this.name = 'McpSecretsUnsealableError';
  }
}

/** How one env or header value is kept in the settings table. A plain string is an older, unsealed value. */
interface SealedValue {
  sealed: string;
}

type Fields = Record<string, unknown>;

const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record of secret values a transport carries: env for stdio, headers for HTTP. */
function secretKey(transport: Fields): 'env' | 'headers' | null {
  return transport.type === 'stdio' ? 'env' : transport.type === 'http' ? 'headers' : null;
}

/**
 * The servers as stored: every env and header value (they often hold tokens) sealed by the box,
 * everything else as configured. Throws McpSecretsUnsealableError when the box cannot seal.
 */
export function buildSealedServers(servers: readonly McpServerConfig[], box: McpSecretBox): unknown[] {
  const seal = (values: Record<string, string>): Record<string, SealedValue> => {
    const out: Record<string, SealedValue> = {};
    for (const [k, v] of Object.entries(values)) {
      try {
        out[k] = { sealed: box.encrypt(v).toString('base64') };
      } catch (err) {
        throw new McpSecretsUnsealableError(err instanceof Error ? err.message : String(err));
      }
    }
    return out;
  };
  return McpServerListSchema.parse(servers).map((s) => ({
    ...s,
    transport: s.transport.type === 'stdio' ? { ...s.transport, env: seal(s.transport.env) } : { ...s.transport, headers: seal(s.transport.headers) },
  }));
}

/**
 * The stored list read back: sealed values opened, a value that no longer opens (sealed by another
 * OS user or keyring) read as empty so the person enters it again. `plain` says some value was
 * still stored in clear (written before sealing existed): the caller stores the list again, sealed.
 * A damaged list counts as no servers.
 */
export function loadUnsealedServers(stored: unknown, box: McpSecretBox): { servers: McpServerConfig[]; plain: boolean } {
  let plain = false;
  const open = (values: unknown): unknown => {
    if (!isRecord(values)) return values;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === 'string') {
        plain = true;
        out[k] = v;
      } else if (isRecord(v) && typeof v.sealed === 'string') {
        try {
          out[k] = box.decrypt(Buffer.from(v.sealed, 'base64'));
        } catch {
          out[k] = '';
        }
      } else {
        out[k] = v; // not a value this version wrote: the schema below refuses the list
      }
    }
    return out;
  };
  const opened = Array.isArray(stored)
    ? stored.map((s) => {
        if (!isRecord(s) || !isRecord(s.transport)) return s;
        const key = secretKey(s.transport);
        return key === null || s.transport[key] === undefined ? s : { ...s, transport: { ...s.transport, [key]: open(s.transport[key]) } };
      })
    : [];
  const parsed = McpServerListSchema.safeParse(opened);
  return parsed.success ? { servers: parsed.data, plain } : { servers: [], plain: false };
}
