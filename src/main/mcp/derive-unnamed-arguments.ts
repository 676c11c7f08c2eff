import { deriveArgumentSchema, deriveItemsSchema, deriveNamedArguments } from '../rules';

/**
 * Pure: the arguments of a call that the tool's own input schema does not name, as paths
 * (`guests`, `message.bcc`, `attendees[0].role`). The top level must name every argument; a nested
 * object is checked where its schema names properties of its own (a free-form map is data, not
 * arguments). A server reads what it reads: an argument it does not describe may be one the sheet
 * never shows (a `guests` beside its real `attendees`), so such a call is refused before anyone judges it.
 */
export function deriveUnnamedArguments(inputSchema: unknown, args: Record<string, unknown>): string[] {
  const unnamed: string[] = [];
  const visit = (value: unknown, schema: unknown, at: string, top: boolean, depth: number) => {
    if (depth > 20 || unnamed.length >= 10) return;
    if (Array.isArray(value)) {
      const items = deriveItemsSchema(inputSchema, schema);
      value.forEach((item, i) => visit(item, items, `${at}[${i}]`, false, depth + 1));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const named = deriveNamedArguments(inputSchema, schema);
    if (!top && !named.declares) return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const path = at === '' ? key : `${at}.${key}`;
      if (!named.names.has(key) && !named.patterns.some((p) => p.test(key))) {
        unnamed.push(path);
        continue;
      }
      visit(child, deriveArgumentSchema(inputSchema, schema, key), path, false, depth + 1);
    }
  };
  visit(args, inputSchema, '', true, 0);
  return unnamed;
}
