import { parseArgsText } from '../sheet-choices';

/** How a field of an MCP tool's input schema is edited on the sheet. */
export type FieldKind = 'text' | 'long-text' | 'number' | 'integer' | 'boolean' | 'list' | 'json';

export interface FieldSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  items?: { type?: string | string[] };
  /** Gatehouse's own forms (derive-file-tool-form.ts): a text edited over several lines, whatever it holds now. */
  multiline?: boolean;
}

const isType = (schema: FieldSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Pure: the editor a field gets, from its schema and its current value. Anything else is edited as JSON. */
export function deriveFieldKind(schema: FieldSchema, value: unknown): FieldKind {
  if (isType(schema, 'boolean') || (schema.type === undefined && typeof value === 'boolean')) return 'boolean';
  if (isType(schema, 'integer')) return 'integer';
  if (isType(schema, 'number') || (schema.type === undefined && typeof value === 'number')) return 'number';
  if (
    (isType(schema, 'array') && schema.items !== undefined && isType(schema.items, 'string')) ||
    (schema.type === undefined && Array.isArray(value) && value.every((v) => typeof v === 'string'))
  ) {
    return 'list';
  }
  if (isType(schema, 'string') || (schema.type === undefined && typeof value === 'string'))
    return schema.multiline === true || (typeof value === 'string' && value.includes('\n')) ? 'long-text' : 'text';
  return 'json';
}

/** Pure: what a field's editor shows for its value. */
export function deriveFieldText(kind: FieldKind, value: unknown): string {
  if (value === undefined) return '';
  if (kind === 'list') return Array.isArray(value) ? value.map(String).join('\n') : '';
  if (kind === 'text' || kind === 'long-text') return typeof value === 'string' ? value : JSON.stringify(value);
  if (kind === 'number' || kind === 'integer') return typeof value === 'number' ? String(value) : '';
  return JSON.stringify(value, null, 2);
}

/**
 * Pure: the arguments' JSON text with one field set from what its editor holds, or null when the
 * current text is not an object (the JSON editor then stays the only way to fix it). An emptied
 * number or JSON field is left out; a number or JSON text that does not parse is kept as text, so
 * the main process's schema check says what is wrong. The result goes through the same edit path
 * as typed JSON: checked in main, shown as "this is what will run".
 */
export function applyFieldEdit(
  argsText: string,
  name: string,
  kind: FieldKind,
  input: string | boolean,
): string | null {
  const parsed = parseArgsText(argsText);
  if (!parsed.ok) return null;
  const args: Record<string, unknown> = { ...parsed.args };
  if (kind === 'boolean') args[name] = input === true;
  else if (typeof input !== 'string') return null;
  else if (kind === 'text' || kind === 'long-text') args[name] = input;
  else if (kind === 'list')
    args[name] = input
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
  else if (input.trim() === '') delete args[name];
  else if (kind === 'number' || kind === 'integer') {
    const n = Number(input);
    args[name] = Number.isFinite(n) ? n : input;
  } else {
    try {
      args[name] = JSON.parse(input) as unknown;
    } catch {
      args[name] = input;
    }
  }
  return JSON.stringify(args, null, 2);
}
