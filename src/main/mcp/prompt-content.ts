import type { McpPromptField } from '../../shared/mcp-prompts';

type Content = Record<string, string | number | boolean>;

/** Pure: the fields of an elicitation's requestedSchema (flat primitives only; anything else is no field). */
export function deriveMcpPromptFields(requestedSchema: unknown): McpPromptField[] {
  const schema = requestedSchema as
    { properties?: Record<string, Record<string, unknown>>; required?: unknown } | undefined;
  const required = new Set(
    Array.isArray(schema?.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
  );
  return Object.entries(schema?.properties ?? {}).flatMap(([name, p]): McpPromptField[] => {
    const type = p.type;
    if (type !== 'string' && type !== 'number' && type !== 'integer' && type !== 'boolean') return [];
    const options = Array.isArray(p.enum) ? p.enum.filter((o): o is string => typeof o === 'string') : undefined;
    const fallback = p.default;
    const fits =
      type === 'boolean'
        ? typeof fallback === 'boolean'
        : type === 'string'
          ? typeof fallback === 'string' && (options === undefined || options.includes(fallback))
          : typeof fallback === 'number' &&
            Number.isFinite(fallback) &&
            (type === 'number' || Number.isInteger(fallback));
    return [
      {
        name,
        type,
        required: required.has(name),
        ...(typeof p.title === 'string' ? { title: p.title } : {}),
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        ...(options !== undefined ? { options } : {}),
        // A default of another type (or outside the options) is no default: the field opens empty.
        ...(fits ? { default: fallback as string | number | boolean } : {}),
      },
    ];
  });
}

/**
 * Pure: the person's content checked against the request's schema: every required field present,
 * no field the schema does not name, each value of its type (enum, length, range, format kept).
 * Returns the names of the fields that do not fit, each once (the window says which); none means
 * the content may go to the server.
 */
export function decideMcpPromptContent(requestedSchema: unknown, content: Content): string[] {
  const props =
    (requestedSchema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  const problems: string[] = [];
  for (const field of deriveMcpPromptFields(requestedSchema)) {
    if (field.required && !(field.name in content)) problems.push(field.name);
  }
  for (const [name, value] of Object.entries(content)) {
    const p = props[name];
    if (p === undefined) {
      problems.push(name);
      continue;
    }
    const n = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : undefined);
    switch (p.type) {
      case 'string': {
        if (typeof value !== 'string') {
          problems.push(name);
          break;
        }
        if (Array.isArray(p.enum) && !p.enum.includes(value)) problems.push(name);
        if (n('minLength') !== undefined && value.length < n('minLength')!) problems.push(name);
        if (n('maxLength') !== undefined && value.length > n('maxLength')!) problems.push(name);
        if (p.format === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value)) problems.push(name);
        break;
      }
      case 'number':
      case 'integer': {
        if (
          typeof value !== 'number' ||
          !Number.isFinite(value) ||
          (p.type === 'integer' && !Number.isInteger(value))
        ) {
          problems.push(name);
          break;
        }
        if (n('minimum') !== undefined && value < n('minimum')!) problems.push(name);
        if (n('maximum') !== undefined && value > n('maximum')!) problems.push(name);
        break;
      }
      case 'boolean':
        if (typeof value !== 'boolean') problems.push(name);
        break;
      default:
        problems.push(name);
    }
  }
  return [...new Set(problems)];
}
