import { describeMainMessage, type MainMessage, type McpSignInWhy } from '../../shared/main-messages';

/** A refusal of the MCP area the person reads: `text` is the message the window words. */
export class McpRefusal extends Error {
  constructor(readonly text: MainMessage) {
    super(describeMainMessage(text));
    this.name = 'McpRefusal';
  }
}

/**
 * Why a sign-in did not complete: `why` for the person's message, `detail` the server's own words
 * (its error code) where it gave some. The message stays plain English for logs and tests.
 */
export class McpSignInError extends Error {
  constructor(
    readonly why: McpSignInWhy,
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'McpSignInError';
  }
}
