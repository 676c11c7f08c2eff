import { z } from 'zod';
import { CallIdSchema, SessionIdSchema } from './ids';
import { MainMessageSchema } from './main-messages';
import { check } from './main-messages/checks';
import { EffectSchema } from './modes';

/**
 * Saved rules: what a person wrote to say "allow", "always ask" or "never" for calls
 * that look alike. A rule only produces decide()'s `rule` input (docs/policy.md): it can
 * settle an ask, never lift an unbound tool or a call outside the workspace, and a deny rule stands
 * even over a person's approval. Matching is in src/main/rules; storage in src/main/store.
 */

/** A rule's reach: one conversation, one folder (and what is inside it), or every conversation. */
export const RuleScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conversation'), sessionId: SessionIdSchema }).strict(),
  z.object({ kind: z.literal('folder'), folder: z.string().min(1).max(4096) }).strict(),
  z.object({ kind: z.literal('everywhere') }).strict(),
]);
export type RuleScope = z.infer<typeof RuleScopeSchema>;

const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, check('check.domainNeeded'))
      .max(253)
      .regex(/^[a-z0-9.-]+$/, check('check.domainChars')),
  );

/**
 * One condition on an MCP call. Every condition of a rule must hold.
 * - `recipients_within`: the call is a mail (laid out as one on its sheet) and every recipient
 *   (to, cc, bcc) has an address in one of `domains`.
 * - `guests_within`: the call is a calendar change and every guest of the event (before and after
 *   the change) has an address in one of `domains` ("no external guests").
 * - `field_equals`: the argument at `field` (dot-separated, e.g. `options.draft`) is exactly `value`.
 */
export const McpConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recipients_within'), domains: z.array(DomainSchema).min(1).max(20) }).strict(),
  z.object({ kind: z.literal('guests_within'), domains: z.array(DomainSchema).min(1).max(20) }).strict(),
  z
    .object({
      kind: z.literal('field_equals'),
      field: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^[^.\s]+(\.[^.\s]+)*$/, check('check.argumentPath')),
      value: z.union([z.string().max(1000), z.number(), z.boolean()]),
    })
    .strict(),
]);
export type McpCondition = z.infer<typeof McpConditionSchema>;

/**
 * Which calls of the rule's tool it matches.
 * - `any`: every call of the tool (an MCP tool's "never" and "always ask").
 * - `path`: file tools; every path the call names is inside the workspace and matches `glob`,
 *   written relative to the workspace (`*` within one folder, `**` across folders, `?`, `{a,b}`).
 * - `command`: run_command; the command is ONE simple command whose parsed words are exactly
 *   `words` (quoting aside). With `furtherArguments: 'any'` the words only start it, and the words
 *   after them add nothing the classifier flags as writing or running code; never for a program
 *   whose further words name what it changes (src/main/rules/target-programs.ts). Absent, as in
 *   every rule saved before the field existed, is `'none'`: exactly these words. Never a raw string
 *   prefix: `ls; rm x` and `npm test && curl …` match nothing.
 * - `mcp`: an MCP tool's field conditions, all of which must hold.
 */
export const RuleMatchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('any') }).strict(),
  z
    .object({
      kind: z.literal('path'),
      glob: z.string().trim().min(1, check('check.pathPatternNeeded')).max(1000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('command'),
      words: z.array(z.string().min(1).max(1000)).min(1, check('check.programNeeded')).max(20),
      furtherArguments: z.enum(['none', 'any']).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('mcp'),
      conditions: z.array(McpConditionSchema).min(1, check('check.conditionNeeded')).max(10),
    })
    .strict(),
]);
export type RuleMatch = z.infer<typeof RuleMatchSchema>;

/** Tool names as the model sees them: a built-in tool or `mcp__<server>__<tool>`. */
export const RuleToolSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, check('check.toolNameChars'));

/** sha256 (hex) of an MCP tool's definition, as src/main/mcp/derive-call-inputs.ts derives it. */
export const ToolDefinitionHashSchema = z.string().regex(/^[0-9a-f]{64}$/, check('check.definitionHash'));

/**
 * What a person writes: the tool, which of its calls, what to do, and where. `toolDefinition`
 * (MCP tools only): the definition the rule was saved for; an allow matches only while the server
 * still describes the tool that way, and an allow without one (saved before it was kept) matches nothing.
 */
export const RuleDefinitionSchema = z
  .object({
    tool: RuleToolSchema,
    effect: EffectSchema,
    match: RuleMatchSchema,
    scope: RuleScopeSchema,
    toolDefinition: ToolDefinitionHashSchema.optional(),
    /** The person's own words for it, optional. */
    label: z.string().trim().max(200).optional(),
  })
  .strict();
export type RuleDefinition = z.infer<typeof RuleDefinitionSchema>;

/** Why an address could not be read (src/main/rules/parse-address-list.ts); the window words it. */
export const AddressProblemSchema = z.enum([
  'hidden_character',
  'comment',
  'group',
  'two_at',
  'angle',
  'not_an_address',
  'not_plain',
]);
export type AddressProblem = z.infer<typeof AddressProblemSchema>;

/**
 * Why an allow rule written for calls like this one did not let this call run, so it asks: an
 * address in `field` it could not read, or an MCP tool whose definition changed since the rule was
 * saved (or was never kept with it). An id and parameters: the window words it.
 */
export const RuleHeldSchema = z.discriminatedUnion('reason', [
  z
    .object({ reason: z.literal('unreadable_address'), field: z.string().max(300), problem: AddressProblemSchema })
    .strict(),
  z.object({ reason: z.literal('tool_changed') }).strict(),
  z.object({ reason: z.literal('tool_not_pinned') }).strict(),
]);
export type RuleHeld = z.infer<typeof RuleHeldSchema>;

/**
 * An MCP rule's tool as the rules page reads it: the server describes it as when the rule was
 * saved (`same`), differently (`changed`), the rule keeps no definition (`not_pinned`, saved before
 * Gatehouse kept them), or the server has not listed the tool since Gatehouse started (`not_listed`).
 */
export const RuleToolStateSchema = z.enum(['same', 'changed', 'not_pinned', 'not_listed']);
export type RuleToolState = z.infer<typeof RuleToolStateSchema>;

const RuleOutcomeSchema = z.enum(['match', 'no_match', 'unsure']);

/**
 * A concrete call the editor shows before saving, judged by the real matcher: a command line, or
 * one recipient value of a mail (with why it cannot be read, when it cannot). `unsure`: a deny or
 * ask rule that cannot rule the call out, so it asks.
 */
export const RuleExampleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('command'), command: z.string(), outcome: RuleOutcomeSchema }).strict(),
  z
    .object({
      kind: z.literal('recipient'),
      field: z.string(),
      value: z.string(),
      outcome: RuleOutcomeSchema,
      problem: AddressProblemSchema.optional(),
    })
    .strict(),
]);
export type RuleExample = z.infer<typeof RuleExampleSchema>;

/**
 * What the editor shows for a definition before it is saved: examples it would and would not
 * match, and whether "and any further arguments" may be offered for its command words (never for
 * a program whose further words name what it changes: `refusedFor` names it, e.g. "git checkout").
 */
export const RuleExamplesSchema = z.object({
  examples: z.array(RuleExampleSchema).max(24),
  furtherArguments: z.discriminatedUnion('status', [
    z.object({ status: z.literal('offered') }).strict(),
    z.object({ status: z.literal('refused'), refusedFor: z.string() }).strict(),
    z.object({ status: z.literal('not_a_command') }).strict(),
  ]),
});
export type RuleExamples = z.infer<typeof RuleExamplesSchema>;

/** The call a rule was made from (shown on the rules page). */
export const RuleSourceSchema = z.object({ sessionId: SessionIdSchema, callId: CallIdSchema }).strict();
export type RuleSource = z.infer<typeof RuleSourceSchema>;

export const RuleIdSchema = z.string().regex(/^rule_[A-Za-z0-9_-]{1,64}$/);
export type RuleId = z.infer<typeof RuleIdSchema>;

/**
 * A stored rule as the rules page shows it. `definition` is null when the stored rule no longer
 * parses (`broken` says why, a message the window words; `raw` is its text): a broken allow matches nothing; a broken deny
 * makes every call of `tool` ask until it is fixed or deleted.
 */
export const RuleViewSchema = z.object({
  id: RuleIdSchema,
  tool: z.string(),
  effect: EffectSchema,
  definition: RuleDefinitionSchema.nullable(),
  broken: MainMessageSchema.optional(),
  raw: z.string().optional(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: RuleSourceSchema.nullable(),
  /** How many calls it decided (allowed, asked or denied), and when last. */
  fired: z.number().int().nonnegative(),
  lastFiredAt: z.string().nullable(),
  /** MCP rules: whether the tool is still the one the rule was saved for. */
  toolState: RuleToolStateSchema.optional(),
});
export type RuleView = z.infer<typeof RuleViewSchema>;

/** A call of the conversation's history that a draft rule would have matched. */
export const RuleHistoryMatchSchema = z.object({
  callId: CallIdSchema,
  tool: z.string(),
  /** One line: the command, the path, or the tool's summary. */
  summary: z.string(),
  at: z.string(),
});
export type RuleHistoryMatch = z.infer<typeof RuleHistoryMatchSchema>;

/** What "Always allow…" opens: the rule it would save, filled from the call, and the choices the editor offers. */
export const RuleDraftSchema = z.object({
  definition: RuleDefinitionSchema,
  /** The call's own words (run_command): the editor lets the person keep a prefix of them. */
  commandWords: z.array(z.string()).optional(),
  /** The call's paths relative to the workspace (file tools). */
  relativePaths: z.array(z.string()).optional(),
  /** Conditions the call satisfies, offered as choices (MCP tools). */
  mcpConditions: z.array(McpConditionSchema).optional(),
  /** The conversation's folder, for the folder scope. */
  folder: z.string(),
  /**
   * Whether one click may save it as it stands ("Allow … in this conversation"): only when the call's
   * own words make a rule the person reads on the button, no wider (not `**` for two files at the
   * folder's top or a file outside it, not every call of an MCP tool). Otherwise only the editor.
   */
  oneClick: z.boolean().default(false),
});
export type RuleDraft = z.infer<typeof RuleDraftSchema>;

/** The readable export file: `gatehouse-rules` version 1. */
export const RULES_FILE_FORMAT = 'gatehouse-rules' as const;
export const RulesFileSchema = z.object({
  format: z.literal(RULES_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().optional(),
  rules: z
    .array(
      z.object({
        definition: RuleDefinitionSchema,
        enabled: z.boolean().default(true),
        createdAt: z.string().optional(),
      }),
    )
    .max(1000),
});
export type RulesFile = z.infer<typeof RulesFileSchema>;
