/**
 * Pure readers of a tool's JSON Schema (an MCP server's `inputSchema`): which argument names a level
 * names, and the schema of one argument or of an array's items. They follow local `$ref`s (`#/…`)
 * and `allOf` / `anyOf` / `oneOf`, at most 16 deep; anything else reads as naming nothing.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let at: unknown = root;
  for (const raw of ref
    .slice(1)
    .split('/')
    .filter((p) => p !== '')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchema(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** Every schema this one stands for: itself, its local `$ref`, and the branches of its combinators. */
function deriveBranches(root: unknown, schema: unknown, depth = 0): Schema[] {
  if (!isSchema(schema) || depth > 16) return [];
  const out: Schema[] = [schema];
  if (typeof schema.$ref === 'string') out.push(...deriveBranches(root, resolveRef(root, schema.$ref), depth + 1));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const branch of list) out.push(...deriveBranches(root, branch, depth + 1));
  }
  return out;
}

/** The argument names a level of the schema names, and its name patterns; `declares` is false when it names none at all. */
export function deriveNamedArguments(
  root: unknown,
  schema: unknown,
): { names: Set<string>; patterns: RegExp[]; declares: boolean } {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  for (const branch of deriveBranches(root, schema)) {
    if (isSchema(branch.properties)) for (const name of Object.keys(branch.properties)) names.add(name);
    if (isSchema(branch.patternProperties)) {
      for (const source of Object.keys(branch.patternProperties)) {
        try {
          patterns.push(new RegExp(source, 'u'));
        } catch {
          // A pattern this engine cannot read names nothing.
        }
      }
    }
  }
  return { names, patterns, declares: names.size > 0 || patterns.length > 0 };
}

/** The schema of the argument `key` at this level (its first description wins), or undefined. */
export function deriveArgumentSchema(root: unknown, schema: unknown, key: string): Schema | undefined {
  for (const branch of deriveBranches(root, schema)) {
    if (isSchema(branch.properties) && Object.hasOwn(branch.properties, key) && isSchema(branch.properties[key]))
      return branch.properties[key];
  }
  for (const branch of deriveBranches(root, schema)) {
    if (!isSchema(branch.patternProperties)) continue;
    for (const [source, sub] of Object.entries(branch.patternProperties)) {
      try {
        if (new RegExp(source, 'u').test(key) && isSchema(sub)) return sub;
      } catch {
        // Unreadable pattern: not this one.
      }
    }
  }
  return undefined;
}

/** The schema of an array's items (the first branch that says), or undefined. */
export function deriveItemsSchema(root: unknown, schema: unknown): Schema | undefined {
  for (const branch of deriveBranches(root, schema)) if (isSchema(branch.items)) return branch.items;
  return undefined;
}

/** What the schema says of a value, read through its branches: a description, a format, a media type. */
export function deriveSchemaWords(
  root: unknown,
  schema: unknown,
): { description: string; format: string | null; mediaType: string | null } {
  let description = '';
  let format: string | null = null;
  let mediaType: string | null = null;
  for (const branch of deriveBranches(root, schema)) {
    if (description === '' && typeof branch.description === 'string') description = branch.description;
    if (format === null && typeof branch.format === 'string') format = branch.format;
    if (mediaType === null && typeof branch.contentMediaType === 'string') mediaType = branch.contentMediaType;
  }
  return { description, format, mediaType };
}
