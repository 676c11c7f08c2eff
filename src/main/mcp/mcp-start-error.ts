import type { MainMessage } from '../../shared/main-messages';

/**
 * A server Gatehouse would not start, for a reason of its own (a sandbox it lacks, a program the
 * sandbox hides, a folder outside the conversation's): `message` in English for the model and the
 * log, `text` for the person, beside the server in Settings (src/main/mcp/server-manager.ts).
 */
export class McpStartError extends Error {
  constructor(
    message: string,
    readonly text: MainMessage,
  ) {
    super(message);
    this.name = 'McpStartError';
  }
}
