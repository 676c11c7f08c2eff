/** Pure: one line for a call of the history: the command, the path, or the tool's arguments cut short. */
export function deriveHistorySummary(tool: string, args: Record<string, unknown>): string {
  const cut = (s: string): string => (s.length > 160 ? `${s.slice(0, 159)}…` : s);
  if (typeof args['command'] === 'string') return cut(args['command']);
  if (typeof args['path'] === 'string') return cut(`${tool} ${args['path']}`);
  return cut(`${tool} ${JSON.stringify(args)}`);
}
