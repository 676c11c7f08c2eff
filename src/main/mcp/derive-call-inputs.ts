import { createHash } from 'node:crypto';
import type { McpAnnotations } from '../../shared/mcp';
import type { Effect } from '../../shared/modes';
import type { ToolCategory } from '../policy';

/**
 * What an MCP call brings to decide() (docs/policy.md), from the person's trust in the
 * tool (derive-tool-trust.ts: a trusted server's tool in the definition the person trusted) and the
 * tool's annotations. Annotations are the server's claims: they count only when trusted.
 */
export interface McpCallInputs {
  defaultEffect: Effect;
  actsOnWorld: boolean;
  /** For binding: ask mode binds `read` only; agent mode binds `external` too. */
  category: Extract<ToolCategory, 'read' | 'external'>;
}

/** Pure. `trusted`: the tool's trust. trusted + readOnlyHint true → allow; else ask. actsOnWorld = untrusted OR (not read-only AND openWorldHint !== false). */
export function deriveMcpCallInputs(trusted: boolean, annotations: McpAnnotations | undefined): McpCallInputs {
  const readOnly = trusted && annotations?.readOnlyHint === true;
  const actsOnWorld = !trusted || (annotations?.readOnlyHint !== true && annotations?.openWorldHint !== false);
  return { defaultEffect: readOnly ? 'allow' : 'ask', actsOnWorld, category: readOnly ? 'read' : 'external' };
}

/** The parts of a tool's definition a person's approval rests on. */
export interface McpToolDefinitionParts {
  name: string;
  title?: string | undefined;
  description?: string | undefined;
  inputSchema: unknown;
  annotations?: unknown;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Pure: sha256 over the definition (name, title, description, schema, annotations), key order ignored. */
export function deriveDefinitionHash(tool: McpToolDefinitionParts): string {
  const parts = {
    name: tool.name,
    title: tool.title ?? null,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema ?? null,
    annotations: tool.annotations ?? null,
  };
  return createHash('sha256').update(canonical(parts)).digest('hex');
}

/** Argument names that name a file or folder, whatever their value looks like. */
const PATH_KEY =
  /(^|_|-)(path|paths|file|files|filename|dir|dirs|directory|directories|folder|folders|root|cwd|source|destination|target|attachment|attachments)$|Path$|Paths$|File$|Dir$|Directory$|Folder$/i;

/** Values that look like a path wherever they appear: absolute, home-relative, dot-relative, file: URIs, Windows drives. */
function looksLikePath(value: string): boolean {
  return /^(\/|~|\.\.?(\/|\\|$)|file:|[A-Za-z]:[\\/]|\\\\)/.test(value);
}

/**
 * Pure: every path-like string in the arguments, with where it was found. A string counts when its
 * key names a file or folder, or when its value looks like a path (so a path hidden under an
 * innocent key is still checked). Nested objects and arrays are walked; a `file:` URI becomes its path.
 */
export function derivePathArguments(args: unknown): { at: string; path: string }[] {
  const found: { at: string; path: string }[] = [];
  const walk = (value: unknown, at: string, pathKey: boolean, depth: number) => {
    if (depth > 20) return;
    if (typeof value === 'string') {
      if (value === '' || !(pathKey || looksLikePath(value))) return;
      const path = value.startsWith('file:') ? decodeFileUri(value) : value;
      found.push({ at, path });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${at}[${i}]`, pathKey, depth + 1));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        walk(
          v,
          at === '' ? k : `${at}.${k}`,
          PATH_KEY.test(k) || (pathKey && /^(path|name|file)$/i.test(k)),
          depth + 1,
        );
      }
    }
  };
  walk(args, '', false, 0);
  return found;
}

function decodeFileUri(uri: string): string {
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}
