import { z } from 'zod';
import { CORE_MESSAGES } from './core';
import { CONNECTION_MESSAGES } from './connection';
import { DECISION_MESSAGES } from './decisions';
import { SANDBOX_MESSAGES } from './sandbox';
import { HOOKS_MESSAGES } from './hooks';
import { INSPECT_MESSAGES } from './inspect';
import { MCP_MESSAGES } from './mcp';
import { RULES_MESSAGES } from './rules';
import { COMMAND_MESSAGES } from './command';
import { CHECK_MESSAGES } from './checks';

export type { SessionAction } from './core';
export type { RuleProblemId } from './rules';
export type { McpSignInWhy } from './mcp';
export type { InspectionChangeKind } from './inspect';
export { deriveCheck, deriveCheckedIssue, isCheckId, type CheckId } from './checks';

/**
 * Every message the main process sends a person, by area: its id and its parameters' names. Main
 * never writes the sentence; the window words the id in the person's language
 * (src/renderer/src/i18n/main/, docs/i18n.md). Data — a path, a name, a number, a server's or a
 * program's own text — travels as a parameter, as it is.
 */
export const MAIN_MESSAGES = {
  ...CORE_MESSAGES,
  ...DECISION_MESSAGES,
  ...CONNECTION_MESSAGES,
  ...SANDBOX_MESSAGES,
  ...RULES_MESSAGES,
  ...HOOKS_MESSAGES,
  ...MCP_MESSAGES,
  ...INSPECT_MESSAGES,
  ...COMMAND_MESSAGES,
  ...CHECK_MESSAGES,
};

export type MainMessageId = keyof typeof MAIN_MESSAGES;

export type ParamNames<K extends MainMessageId> = (typeof MAIN_MESSAGES)[K][number];

/** A parameter's value: words the main process did not write (data), or a number. */
export type MainMessageParam = string | number;

export type MainMessageParams<K extends MainMessageId> = { readonly [P in ParamNames<K>]: MainMessageParam };

/** The message `K` for a person: which one, and its parameters. */
export interface MainMessageOf<K extends MainMessageId> {
  readonly id: K;
  readonly params: MainMessageParams<K>;
}

/**
 * Any one message for a person: a known id and its parameters. One shape, not a union over the ids
 * (hundreds of members make object literals too complex for tsc); `say` types each id's parameters.
 */
export interface MainMessage {
  readonly id: MainMessageId;
  readonly params: Readonly<Record<string, MainMessageParam>>;
}

const MAIN_MESSAGE_IDS = Object.keys(MAIN_MESSAGES) as [MainMessageId, ...MainMessageId[]];

/** A message as it crosses IPC or sits in an event: a known id, parameters of strings and numbers. */
export const MainMessageSchema = z
  .object({
    id: z.enum(MAIN_MESSAGE_IDS),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .strict() as unknown as z.ZodType<MainMessage>;

export { say } from './say';

/** A message as one line for a log or a developer's error (never for a person). Pure. */
export function describeMainMessage(message: MainMessage): string {
  const params = Object.entries(message.params);
  return params.length === 0 ? message.id : `${message.id} ${JSON.stringify(message.params)}`;
}

/** Which fields of a value were wrong, by their names in the schema (data, not words). Pure. */
export function describeFields(error: z.ZodError): string {
  const fields = error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    // A key the schema does not know is named itself: `force`, not the object holding it.
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...at, key].join('.'));
    return [at.length > 0 ? at.join('.') : '*'];
  });
  return [...new Set(fields)].join(', ');
}

/** A wait a model service asked for, in whole seconds for a message (0: none). Pure. */
export function deriveRetrySeconds(retryAfterMs: number | undefined): number {
  return retryAfterMs !== undefined && retryAfterMs > 0 ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : 0;
}
