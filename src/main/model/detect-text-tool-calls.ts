/**
 * Whether a reply's text is a tool call the model wrote out instead of sending a tool_use block:
 * tool-call markup some chat templates leak (`<tool_call>`, `<function=…>`, `[TOOL_CALLS]`,
 * `<|python_tag|>`, `<invoke name=…>`), or JSON naming one of the offered tools with its
 * arguments. Such a reply would otherwise end the run as if it were an answer. Returns the
 * tool's name when one is named, `true` for markup alone, `false` otherwise. Pure.
 */
export function detectTextToolCall(text: string, toolNames: readonly string[]): string | boolean {
  const markup =
    /<\/?tool_call>|<function=|<\|tool_call|\[TOOL_CALLS\]|<\|python_tag\|>|<\/?tool_use>|<invoke name=/i.test(text);
  const names = new Set(toolNames);
  for (const match of text.matchAll(/"(?:name|tool|tool_name|function)"\s*:\s*"([^"\\]{1,128})"/g)) {
    const name = match[1] ?? '';
    if (!names.has(name)) continue;
    const after = text.slice(match.index ?? 0, (match.index ?? 0) + 4000);
    const before = text.slice(Math.max(0, (match.index ?? 0) - 4000), match.index ?? 0);
    if (
      /"(?:arguments|parameters|input|args)"\s*:/.test(after) ||
      /"(?:arguments|parameters|input|args)"\s*:/.test(before)
    )
      return name;
  }
  return markup;
}
