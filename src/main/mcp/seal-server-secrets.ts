import {
  McpServerConfigSchema,
  McpServerListSchema,
  type McpKeepValue,
  type McpSecretMark,
  type McpServerConfig,
  type McpServerSave,
  type McpServerView,
} from '../../shared/mcp';
import { deriveCheck, describeFields, say, type MainMessage } from '../../shared/main-messages';
import { deriveAcceptedServerNames } from './derive-accepted-server-names';
import { McpRefusal } from './mcp-refusal';

/**
 * The members of the core's SecretBox (Electron's safeStorage in the app) the MCP settings use:
 * the same box the API key is sealed with. Declared here so this area does not import the core.
 */
export interface McpSecretBox {
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

/** Thrown by buildSealedServers when a value cannot be sealed on this computer; `text` is for the person. */
export class McpSecretsUnsealableError extends McpRefusal {
  constructor(reason: string) {
    super(say('mcp.cannotSeal', { detail: reason }));
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
    transport:
      s.transport.type === 'stdio'
        ? { ...s.transport, env: seal(s.transport.env) }
        : { ...s.transport, headers: seal(s.transport.headers) },
  }));
}

/**
 * The stored list read back: sealed values opened, a value that no longer opens (sealed by another
 * OS user or keyring) read as empty so the person enters it again. `plain` says some value was
 * still stored in clear (written before sealing existed): the caller stores the list again, sealed.
 * A name this version refuses is renamed (derive-accepted-server-names.ts). A damaged list counts as no servers.
 */
export function loadUnsealedServers(
  stored: unknown,
  box: McpSecretBox,
): { servers: McpServerConfig[]; plain: boolean } {
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
    ? deriveAcceptedServerNames(stored).map((s) => {
        if (!isRecord(s) || !isRecord(s.transport)) return s;
        const key = secretKey(s.transport);
        return key === null || s.transport[key] === undefined
          ? s
          : { ...s, transport: { ...s.transport, [key]: open(s.transport[key]) } };
      })
    : [];
  const parsed = McpServerListSchema.safeParse(opened);
  return parsed.success ? { servers: parsed.data, plain } : { servers: [], plain: false };
}

/**
 * Pure: a server as the window may see it: each env and header value replaced by whether one is
 * set (an empty value, e.g. one that no longer opens, counts as not set). Values never leave main;
 * nor do the pinned tools (the window sees each tool's trust in the view's `tools`).
 */
export function buildMcpServerView(server: McpServerConfig): McpServerView {
  const mark = (values: Record<string, string>): Record<string, McpSecretMark> =>
    Object.fromEntries(Object.keys(values).map((k) => [k, { set: values[k] !== '' }]));
  const { trustedTools: _pins, ...shown } = server;
  const tr = shown.transport;
  return {
    ...shown,
    transport: tr.type === 'stdio' ? { ...tr, env: mark(tr.env) } : { ...tr, headers: mark(tr.headers) },
  };
}

/**
 * Pure: a server the window saved, with each `{ keep: true }` replaced by the value stored for
 * that name on the server of the same name (and the same transport kind); a keep with nothing
 * stored behind it is refused with a message for the person. The result is validated as a config.
 */
export function resolveKeptValues(
  input: McpServerSave,
  stored: McpServerConfig | undefined,
): { ok: true; config: McpServerConfig } | { ok: false; message: MainMessage } {
  const tr = input.transport;
  const storedValues: Record<string, string> =
    stored === undefined || stored.transport.type !== tr.type
      ? {}
      : stored.transport.type === 'stdio'
        ? stored.transport.env
        : stored.transport.headers;
  const missing: string[] = [];
  const resolve = (values: Record<string, string | McpKeepValue>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === 'string') out[k] = v;
      else if (Object.hasOwn(storedValues, k) && storedValues[k] !== '') out[k] = storedValues[k]!;
      else missing.push(k);
    }
    return out;
  };
  const transport = tr.type === 'stdio' ? { ...tr, env: resolve(tr.env) } : { ...tr, headers: resolve(tr.headers) };
  if (missing.length > 0) {
    const names = missing.map((k) => `"${k}"`).join(', ');
    return {
      ok: false,
      message: say('mcp.noKeptValue', {
        name: input.name,
        kind: tr.type === 'stdio' ? 'env' : 'header',
        names,
        count: missing.length,
      }),
    };
  }
  const parsed = McpServerConfigSchema.safeParse({ ...input, transport });
  return parsed.success
    ? { ok: true, config: parsed.data }
    : {
        ok: false,
        message: say('mcp.invalidServer', { fields: describeFields(parsed.error), check: deriveCheck(parsed.error) }),
      };
}
