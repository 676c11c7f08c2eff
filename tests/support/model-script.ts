/** A scripted model turn for the fake Messages API server. */
export type ScriptBlock =
  | { type: 'text'; text: string }
  /** `rawJson` replaces the serialised input, to send malformed JSON. */
  | { type: 'tool_use'; id: string; name: string; input?: unknown; rawJson?: string };

export type ScriptTurn =
  | { kind: 'reply'; blocks: ScriptBlock[]; stopReason?: string; frameDelayMs?: number }
  | { kind: 'error'; status: number; headers?: Record<string, string>; errorType?: string; message?: string }
  /** Streams the text, then destroys the socket before message_stop. */
  | { kind: 'drop'; text: string }
  /** Streams the text, then an event whose data is not JSON. */
  | { kind: 'malformed'; text: string }
  /** Headers and message_start, then silence (for idle timeouts and kills while streaming). */
  | { kind: 'stall'; text: string };

export const text = (t: string): ScriptBlock => ({ type: 'text', text: t });
export const toolUse = (id: string, name: string, input: unknown): ScriptBlock => ({ type: 'tool_use', id, name, input });
export const reply = (...blocks: ScriptBlock[]): ScriptTurn => ({
  kind: 'reply',
  blocks,
  stopReason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn',
});
export const final = (t: string): ScriptTurn => reply(text(t));
