import type { McpPromptField } from '../../../shared/mcp-prompts';

type Value = string | number | boolean;

/** Pure: the form's values as it opens: each field with the server's default filled in, the rest empty. */
export function deriveMcpPromptFormValues(fields: readonly McpPromptField[]): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const f of fields) {
    if (f.default === undefined) continue;
    values[f.name] = typeof f.default === 'boolean' ? f.default : String(f.default);
  }
  return values;
}

/** Pure: the form's text values as the typed content main checks (an empty optional field is left out). */
export function buildMcpPromptContent(
  fields: readonly McpPromptField[],
  values: Record<string, string | boolean>,
): Record<string, Value> {
  const content: Record<string, Value> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'boolean') {
      content[f.name] = v === true;
      continue;
    }
    if (typeof v !== 'string' || v === '') continue;
    content[f.name] = f.type === 'string' ? v : Number(v);
  }
  return content;
}
