/** A scripted model turn for the fake Messages API server. */
export type ScriptBlock =
  | { type: 'text'; text: string }
  /** `rawJson` replaces the serialised input, to send malformed JSON. */
  | {
      type: 'tool_use';
      id: string;
      name: string;
      input?: unknown;
      rawJson?: string;
      /** What content_block_start carries as `input` ('omit' leaves the field out); with rawJson '' no delta follows. */
      startInput?: unknown;
    };

export type ScriptTurn =
  /** `pieceChars`: how many characters of text each delta carries (8 unless told; a server may send far more at once). */
  | { kind: 'reply'; blocks: ScriptBlock[]; stopReason?: string; frameDelayMs?: number; pieceChars?: number }
  /** `body` replaces Anthropic's error shape: an object is sent as JSON, a string as plain text (a local server's own shape). */
  | {
      kind: 'error';
      status: number;
      headers?: Record<string, string>;
      errorType?: string;
      message?: string;
      body?: unknown;
    }
  /** Takes the request and never answers, not even headers (a server busy loading a model). */
  | { kind: 'hang' }
  /** Streams the text, then destroys the socket before message_stop. */
  | { kind: 'drop'; text: string }
  /** Streams the text, then an event whose data is not JSON. */
  | { kind: 'malformed'; text: string }
  /** Headers and message_start, then silence (for idle timeouts and kills while streaming). */
  | { kind: 'stall'; text: string };

export const text = (t: string): ScriptBlock => ({ type: 'text', text: t });
export const toolUse = (id: string, name: string, input: unknown): ScriptBlock => ({
  type: 'tool_use',
  id,
  name,
  input,
});
export const reply = (...blocks: ScriptBlock[]): ScriptTurn => ({
  kind: 'reply',
  blocks,
  stopReason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn',
});
export const final = (t: string): ScriptTurn => reply(text(t));
