import { z } from 'zod';
import { MainMessageSchema } from './main-messages';
import { ApprovalIdSchema, CallIdSchema, RunIdSchema, SessionIdSchema } from './ids';
import { ApprovalModeSchema, EffectSchema, WorkModeSchema } from './modes';
import { InspectionSchema } from './tools';
import { DecisionActionSchema, SettledBySchema, ToolArgsSchema } from './decisions';
import { PostToolUseRecordSchema, PreToolUseRecordSchema } from './hook-records';
import { RuleHeldSchema } from './rules';
import { McpResultBlocksSchema } from './mcp-content';

/**
 * The event log: the single source of truth of a session. Every durable fact is one event,
 * appended with a per-session sequence number inside a SQLite transaction and committed before
 * anyone is told. Transcript, model history, pending approvals and audit are projections of it.
 *
 * Bump EVENT_SCHEMA_VERSION when a payload changes shape; readers upgrade old events on load.
 */
export const EVENT_SCHEMA_VERSION = 3;

/**
 * Frozen into a run when it starts (the user_message keeps it as sent). The one exception: a
 * stricter conversation approval mode recorded later (approval_mode_changed) tightens the run's
 * approval mode for every call not yet classified; a looser one never loosens it.
 */
export const RunConfigSchema = z.object({
  workMode: WorkModeSchema,
  approvalMode: ApprovalModeSchema,
  /** The executable list of this run (the profile's bound tools). */
  tools: z.array(z.string()),
  model: z.string(),
  /** The session's agent identity; picking a mode for one send does not change it. */
  agentId: z.string(),
});
export type RunConfig = z.infer<typeof RunConfigSchema>;

export const RunStateSchema = z.enum([
  'streaming', // waiting for or receiving a model reply
  'executing', // running tools the policy or a person allowed
  'awaiting_approval', // stopped at the gate; nothing waits in memory
  'completed', // the model gave its final answer
  'failed', // a model error ended this attempt; retryable says whether Retry can continue it
  'interrupted', // the process died or the stream broke; nothing ran that was not recorded
  'cancelled', // the person pressed Stop
]);
export type RunState = z.infer<typeof RunStateSchema>;

export const UsageSchema = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const AssistantBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('tool_use'),
    /** Gatehouse's own id for the call. */
    callId: CallIdSchema,
    /** The model's id, kept only to build the matching tool_result. */
    toolUseId: z.string(),
    name: z.string(),
    /** Exactly what the model sent (may be invalid: validation happens at inspect). */
    input: z.unknown(),
  }),
]);
export type AssistantBlock = z.infer<typeof AssistantBlockSchema>;

export const PendingCallSchema = z.object({
  callId: CallIdSchema,
  toolUseId: z.string(),
  tool: z.string(),
  args: ToolArgsSchema,
  inspection: InspectionSchema,
  /** The model's text just before the call: why it wants it. */
  rationale: z.string(),
  /** Set when this call is asked again (a stale file): the round it replaces and why. */
  supersedes: z.object({ approvalId: ApprovalIdSchema, reason: MainMessageSchema }).optional(),
  /**
   * Set when what is asked again is a person's edit: the model's own arguments, so the next
   * decision still records (and tells the model) that the person changed them.
   */
  originalArgs: ToolArgsSchema.optional(),
  /**
   * Saved rules: the rule verdict that entered decide() when the call was classified
   * (an ask rule, or an allow a floor kept from settling it), with the first matching rule's id.
   * Kept so every later decider (the reviewer, a person's submission) decides with the same input.
   * `held`: the rule is an allow that could not vouch for this call (why), so it asks.
   */
  rule: z.object({ effect: EffectSchema, ruleId: z.string(), held: RuleHeldSchema.optional() }).optional(),
  /**
   * Hooks: the PreToolUse hooks' verdict on `args`, committed here and reused by every
   * later decider. When a hook rewrote the input, `args` is the effective input and
   * `hook.rewrite.replaced` the model's (its errors, if any, are shown on the sheet).
   */
  hook: PreToolUseRecordSchema.optional(),
});
export type PendingCall = z.infer<typeof PendingCallSchema>;

/** Auto approval: the reviewer model's verdict on one call, as data (never an approval by a person). */
export const ReviewerVerdictSchema = z.object({
  callId: CallIdSchema,
  verdict: z.enum(['approve', 'deny']),
  reason: z.string().max(2000),
  confidence: z.number().min(0).max(1),
});
export type ReviewerCallVerdict = z.infer<typeof ReviewerVerdictSchema>;

/**
 * Why the reviewer left a sheet with the person, as an id the window words (src/main/reviewer):
 * what decide() keeps for a person (outside, acting on the world, a protected place, no sandbox), a
 * hook's or a rule's ask (`ruleId`: the rule, which the window names by its words), a verdict too
 * unsure or a deny the person asked to see first, and a review that could not be had (too large,
 * unreadable, too slow, unreachable, not every call judged).
 */
export const HandOverReasonSchema = z.enum([
  'outside',
  'acts_on_world',
  'protected_place',
  'unconfined',
  'hook_failed',
  'hook_asks',
  'rule_asks',
  'not_sure',
  'deny_to_you',
  'cannot_decide',
  'not_every_call',
  'too_large',
  'unreadable',
  'wrong_calls',
  'too_slow',
  'unreachable',
  'you_asked',
]);
export type HandOverReason = z.infer<typeof HandOverReasonSchema>;
export const HandOverSchema = z
  .object({ reason: HandOverReasonSchema, ruleId: z.string().min(1).max(200).optional() })
  .strict();
export type HandOver = z.infer<typeof HandOverSchema>;

export const CallDecisionSchema = z.object({
  callId: CallIdSchema,
  action: DecisionActionSchema,
  /** The effective arguments: what runs, what history and UI show. */
  args: ToolArgsSchema,
  /** Present when a person edited the arguments: what the model proposed. */
  originalArgs: ToolArgsSchema.optional(),
  reason: z.string().optional(),
  /**
   * For an edit: the inspection of the edited arguments taken when the decision was made. It is
   * what the call is checked against when it runs (the stale guard), so a file that changed after
   * the decision is asked again instead of being written over. Absent in logs written before it existed.
   */
  inspection: InspectionSchema.optional(),
  /**
   * A person's approve or edit of a command: the withheld environment variables they chose to pass
   * to this call only (names, never values; the values are read when it runs).
   */
  passEnv: z.array(z.string()).optional(),
  /**
   * Who settled this call: the person or the reviewer who answered, or, inside a person's
   * submission, the deny rule or hook their edit met (the call is then denied by it).
   */
  settledBy: SettledBySchema,
  /** Hooks: their verdict on a person's edit (run again on the edited input); a rewrite of it is in `args`. */
  hook: PreToolUseRecordSchema.optional(),
});
export type CallDecision = z.infer<typeof CallDecisionSchema>;

export { deriveAnsweredBy } from './pending-approval';

export const ToolOutcomeSchema = z.enum([
  'success', // the tool ran and did what was asked
  'failure', // the tool ran and failed
  'denied', // the tool never ran: a person or the policy said no
  'cancelled', // Stop came before or while it ran
  'unknown', // it was executing when the process died; never re-run by itself
]);
export type ToolOutcome = z.infer<typeof ToolOutcomeSchema>;

export const ErrorCodeSchema = z.enum([
  'auth', // 401/403: the key is wrong or missing
  'rate_limited', // 429
  'overloaded', // 529 / 5xx
  'connection', // unreachable or dropped mid-stream
  'bad_response', // a malformed event or reply
  'context_too_long',
  'internal',
  // Local models: one code per failure a person can tell apart and act on.
  'refused', // nothing listens at the address (the server is not running, or the port is wrong)
  'unreachable', // the host could not be reached at all (name, network), no reply ever came
  'timeout', // the server took the connection but did not answer in time
  'stalled', // the reply started, then nothing came for too long
  'server_error', // another HTTP 4xx/5xx: the server's own text is in the message
  'out_of_memory', // the server ran out of memory loading or running the model
  'not_found', // 404: an address ending in /v1, or a model the server does not have
  'model_limits', // the model wrote tool calls as text, or ran out of context mid-reply
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

// Conversation names: who gave a title. The person's own always wins; absent (older logs) = the person.
export const TitleSourceSchema = z.enum(['person', 'first_message', 'model']);
export type TitleSource = z.infer<typeof TitleSourceSchema>;

const payloads = {
  session_created: z.object({ title: z.string(), workspace: z.string(), agentId: z.string() }),
  session_renamed: z.object({ title: z.string(), by: TitleSourceSchema.optional() }),
  /** The person moved the conversation to another folder; runs from here on work in `workspace`. */
  workspace_changed: z.object({ workspace: z.string(), previous: z.string() }),
  user_message: z.object({ runId: RunIdSchema, text: z.string(), config: RunConfigSchema }),
  assistant_message: z.object({
    runId: RunIdSchema,
    content: z.array(AssistantBlockSchema),
    stopReason: z.string().nullable(),
    usage: UsageSchema.nullable(),
    /** The stream broke: the text received so far is kept, tool calls in it are not run. */
    interrupted: z.boolean(),
    /**
     * The model this reply was asked of. Settings are read when a run continues (a person may switch
     * away from a failing model and Retry), so it can differ from the run's frozen config.model.
     * Absent on events written before it existed.
     */
    model: z.string().min(1).max(200).optional(),
  }),
  approval_requested: z.object({
    runId: RunIdSchema,
    approvalId: ApprovalIdSchema,
    calls: z.array(PendingCallSchema).min(1),
  }),
  decision: z.object({
    runId: RunIdSchema,
    approvalId: ApprovalIdSchema,
    decisions: z.array(CallDecisionSchema).min(1),
  }),
  /** An approved call that can no longer run as reviewed; it is asked again in a new approval. */
  decision_superseded: z.object({
    runId: RunIdSchema,
    approvalId: ApprovalIdSchema,
    callId: CallIdSchema,
    reason: MainMessageSchema,
  }),
  /** Recorded (and committed) before execution starts. */
  tool_call: z.object({
    runId: RunIdSchema,
    callId: CallIdSchema,
    toolUseId: z.string(),
    tool: z.string(),
    args: ToolArgsSchema,
    originalArgs: ToolArgsSchema.optional(),
    /** Who let it run. */
    settledBy: SettledBySchema,
    approvalId: ApprovalIdSchema.optional(),
    /** Environment variables (names only) a person's decision passed to this command. */
    passEnv: z.array(z.string()).optional(),
    /** Hooks: the PreToolUse verdict on these arguments; `rewrite` when a hook changed them (the model's beside them). */
    hook: PreToolUseRecordSchema.optional(),
  }),
  tool_result: z.object({
    runId: RunIdSchema,
    callId: CallIdSchema,
    toolUseId: z.string(),
    tool: z.string(),
    outcome: ToolOutcomeSchema,
    /** What the model reads as the tool_result content. */
    content: z.string(),
    /** MCP tools: what the result held besides text, by kind, shown on the card (shared/mcp-content.ts). */
    mcpBlocks: McpResultBlocksSchema.optional(),
    /** Who let it run, or who denied it; absent only on results of calls that were never settled (a Stop before the model's reply was classified). */
    settledBy: SettledBySchema.optional(),
    /** A command's fence: `unconfined` means it ran without an OS sandbox (shown in the transcript and the audit). */
    confinement: z.enum(['sandboxed', 'unconfined']).optional(),
    /**
     * Big changes: when a size limit refused the call, the refusal in the person's
     * words, shown on its card instead of `content` (which is written for the model).
     */
    personNote: MainMessageSchema.optional(),
    /** Hooks: a PreToolUse verdict that denied it, or what PostToolUse hooks appended to `content`. */
    hook: PreToolUseRecordSchema.optional(),
    postHook: PostToolUseRecordSchema.optional(),
  }),
  run_state: z.object({
    runId: RunIdSchema,
    state: RunStateSchema,
    /** What the run's state says beside it, for the person (a message id the window words). */
    detail: MainMessageSchema.optional(),
  }),
  error: z.object({
    runId: RunIdSchema.optional(),
    code: ErrorCodeSchema,
    message: z.string(),
    retryable: z.boolean(),
    retryAfterMs: z.number().int().nonnegative().optional(),
  }),
  compaction: z.object({
    summary: z.string(),
    /** Events up to and including this seq are replaced by the summary in the model's history. */
    throughSeq: z.number().int().nonnegative(),
    estimatedTokensBefore: z.number().int().nonnegative(),
  }),
  // Undo: a person undoing what file tools wrote. Durable first: the request (which
  // calls, which files) is committed before any file is touched; the result after.
  /** A person asked to undo one call's write, or every write of a run that has ended. */
  undo_requested: z.object({
    undoId: z.string().min(1).max(100),
    scope: z.enum(['call', 'run']),
    runId: RunIdSchema,
    callIds: z.array(CallIdSchema).min(1),
    /** The files the undo restores or deletes (absolute paths from Gatehouse's own records). */
    paths: z.array(z.string()),
  }),
  /** What became of an undo: done, refused before anything changed (the message names the file), or failed part-way. */
  undo_result: z.object({
    undoId: z.string().min(1).max(100),
    outcome: z.enum(['success', 'refused', 'failure']),
    /** For the person: what was restored, or why not (a message id the window words). */
    text: MainMessageSchema,
    /** The calls whose writes are now undone. */
    undoneCallIds: z.array(CallIdSchema),
  }),
  // --- Yolo fenced ---
  /**
   * The conversation's approval mode, as the person set it (or the default from settings when the
   * conversation was created). Each send freezes it into its run. A stricter mode also tightens the
   * conversation's latest run at once: every call of it not yet classified is decided under the
   * stricter mode (yolo turned off mid-run asks again). A looser one never loosens a run under way.
   */
  approval_mode_changed: z.object({ mode: ApprovalModeSchema }),
  /**
   * The person pressed "Ask me instead" on a call the reviewer model refused: its refusal stands as
   * that call's result, and the run this event starts (its user_message follows in the same
   * transaction) is the person's to decide: no sheet of it goes to the reviewer.
   */
  person_will_decide: z.object({ callId: CallIdSchema }),
  // --- Auto approval: the reviewer model ---
  /**
   * What the reviewer model said about one approval sheet, committed before any decision it leads
   * to. `outcome` 'decided': a `decision` by the reviewer follows (unless a person answered first);
   * 'handed_over': the sheet stays with the person, the verdicts shown beside each call as advice;
   * `handOver` says what kept it from deciding, as an id the window words (`why`: the same in English,
   * for the record and for reviews recorded before the id). Verdicts are the reviewer's opinion only,
   * never an approval by a person.
   */
  reviewer_review: z.object({
    runId: RunIdSchema,
    approvalId: ApprovalIdSchema,
    /** The model the review ran on. */
    model: z.string().max(200),
    outcome: z.enum(['decided', 'handed_over']),
    why: z.string().max(2000).optional(),
    handOver: HandOverSchema.optional(),
    verdicts: z.array(ReviewerVerdictSchema).max(1000),
  }),
} as const;

export type EventKind = keyof typeof payloads;

const envelope = {
  sessionId: SessionIdSchema,
  seq: z.number().int().positive(),
  v: z.number().int().positive(),
  at: z.string(),
};

export const SessionEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.literal('session_created'), data: payloads.session_created }),
  z.object({ ...envelope, kind: z.literal('session_renamed'), data: payloads.session_renamed }),
  z.object({ ...envelope, kind: z.literal('workspace_changed'), data: payloads.workspace_changed }),
  z.object({ ...envelope, kind: z.literal('user_message'), data: payloads.user_message }),
  z.object({ ...envelope, kind: z.literal('assistant_message'), data: payloads.assistant_message }),
  z.object({ ...envelope, kind: z.literal('approval_requested'), data: payloads.approval_requested }),
  z.object({ ...envelope, kind: z.literal('decision'), data: payloads.decision }),
  z.object({ ...envelope, kind: z.literal('decision_superseded'), data: payloads.decision_superseded }),
  z.object({ ...envelope, kind: z.literal('tool_call'), data: payloads.tool_call }),
  z.object({ ...envelope, kind: z.literal('tool_result'), data: payloads.tool_result }),
  z.object({ ...envelope, kind: z.literal('run_state'), data: payloads.run_state }),
  z.object({ ...envelope, kind: z.literal('error'), data: payloads.error }),
  z.object({ ...envelope, kind: z.literal('compaction'), data: payloads.compaction }),
  z.object({ ...envelope, kind: z.literal('undo_requested'), data: payloads.undo_requested }),
  z.object({ ...envelope, kind: z.literal('undo_result'), data: payloads.undo_result }),
  // Yolo fenced
  z.object({ ...envelope, kind: z.literal('approval_mode_changed'), data: payloads.approval_mode_changed }),
  z.object({ ...envelope, kind: z.literal('person_will_decide'), data: payloads.person_will_decide }),
  // Auto approval: the reviewer model
  z.object({ ...envelope, kind: z.literal('reviewer_review'), data: payloads.reviewer_review }),
]);
export type SessionEvent = z.infer<typeof SessionEventSchema>;
export type EventOf<K extends EventKind> = Extract<SessionEvent, { kind: K }>;
export type EventData<K extends EventKind> = EventOf<K>['data'];

/** Ephemeral progress: pushed to windows, never stored one by one. */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text_delta'), sessionId: SessionIdSchema, runId: RunIdSchema, text: z.string() }),
  z.object({
    type: z.literal('tool_progress'),
    sessionId: SessionIdSchema,
    runId: RunIdSchema,
    callId: CallIdSchema,
    chunk: z.string(),
  }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
