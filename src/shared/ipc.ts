import { z } from 'zod';
import { ApprovalIdSchema, CallIdSchema, RunIdSchema, SessionIdSchema } from './ids';
import { ApprovalModeSchema, DefaultApprovalModeSchema, WorkModeSchema } from './modes';
import { SubmitDecisionsResultSchema, ToolArgsSchema, ToolArgsInputSchema, PreviewTokenSchema } from './decisions';
import { InspectionSchema } from './tools';
import { TextHashSchema } from './held-texts';
import {
  ApprovalDraftsSchema,
  CallDraftSchema,
  DraftClientSchema,
  SaveDraftSchema,
  SendDraftsSchema,
} from './approval-drafts';
import { PreToolUseRecordSchema } from './hook-records';
import { LiveEventSchema, SessionEventSchema } from './events';
import {
  AuditExportSchema,
  ContextUsageSchema,
  InboxItemSchema,
  PendingApprovalSchema,
  PublicSettingsSchema,
  SessionSummarySchema,
  SettingsPatchSchema,
  UndoOutcomeSchema,
  UndoPreviewSchema,
  UndoStatusSchema,
  UndoTargetSchema,
} from './views';
import type { InvokeChannel } from './ipc-channels';
import { ConnectionTestRequestSchema, ConnectionTestResultSchema } from './model-connection';
import { ModelCheckSchema, WorkspaceCheckSchema } from './first-run-checks';
import {
  McpServerNameSchema,
  McpServerRuntimeViewSchema,
  McpServerSaveSchema,
  McpServerStateSchema,
  McpServerToolsSchema,
  McpServerViewSchema,
  McpToolShownSchema,
} from './mcp';
import { McpAnswerPromptSchema, McpPromptViewSchema } from './mcp-prompts';
import { HookIdSchema, HookImportResultSchema, HookSaveSchema, HookViewSchema, ProjectHooksViewSchema } from './hooks';
import { MainMessageSchema, type MainMessage } from './main-messages';
import {
  RuleDefinitionSchema,
  RuleDraftSchema,
  RuleExamplesSchema,
  RuleHistoryMatchSchema,
  RuleIdSchema,
  RuleSourceSchema,
  RuleViewSchema,
} from './rules';

/**
 * The one IPC contract: channel → request and response schemas. The main process parses every
 * request with these (the renderer is untrusted); types on both sides are derived from them.
 */

const Empty = z.object({}).strict();
const Nothing = z.null();
const SessionRef = z.object({ sessionId: SessionIdSchema }).strict();

const SessionSnapshotSchema = z.object({
  summary: SessionSummarySchema,
  events: z.array(SessionEventSchema),
  firstSeq: z.number().int().positive().optional(),
  pending: PendingApprovalSchema.nullable(),
  context: ContextUsageSchema,
});

/** MCP servers: what the settings section shows. */
export const McpServersViewSchema = z.object({
  /** Env and header values stay in main: each entry carries only whether a value is set. */
  servers: z.array(McpServerViewSchema),
  states: z.array(McpServerStateSchema),
  /** MCP authorization: the servers that hold tokens (never the tokens). */
  signedIn: z.array(McpServerNameSchema).optional(),
  /** The tools each server listed last, against the person's trust; absent when no server listed any. */
  tools: z.array(McpServerToolsSchema).optional(),
  /** Each stdio server started with `node`, `npx` or `npm exec`: what it runs on (resolve-server-runtime.ts). */
  runtimes: z.array(McpServerRuntimeViewSchema).optional(),
});
export type McpServersView = z.infer<typeof McpServersViewSchema>;

/** An edit's fresh look, as the sheet shows it: the one declaration of this shape (core, IPC, renderer). */
export const EditPreviewResultSchema = z.discriminatedUnion('ok', [
  /** previewToken names this preview; an edit decision sends it back (see DecisionInputSchema). */
  z.object({
    ok: z.literal(true),
    inspection: InspectionSchema,
    args: ToolArgsSchema,
    previewToken: PreviewTokenSchema,
    /** Saved rules: a deny rule matches the edit, so sending it records this call as denied by that rule. */
    refusedByRule: z.object({ ruleId: z.string() }).optional(),
    /** Hooks: their verdict on the edit; `args` is already the hook's rewrite when one changed it. */
    hook: PreToolUseRecordSchema.optional(),
    /** A hook denies the edit, so sending it records this call as denied by that hook. */
    refusedByHook: z.object({ text: MainMessageSchema }).optional(),
  }),
  z.object({ ok: z.literal(false), text: MainMessageSchema }),
]);
export type EditPreviewResult = z.infer<typeof EditPreviewResultSchema>;

/** A note saved with `remember`: kept for its folder and read back into that folder's conversations. */
export const MemoryNoteSchema = z.object({
  id: z.number().int().positive(),
  /** Null for a note saved before notes belonged to folders whose conversation is gone: never read back. */
  workspace: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type MemoryNoteView = z.infer<typeof MemoryNoteSchema>;

export const IPC_CONTRACT = {
  'app:bootstrap': {
    request: Empty,
    response: z.object({
      settings: PublicSettingsSchema,
      sessions: z.array(SessionSummarySchema),
      inbox: z.array(InboxItemSchema),
      platform: z.enum(['darwin', 'win32', 'linux', 'other']),
      /** The operating system's locale (BCP 47), which the 'system' language follows; null: the window asks its own navigator. */
      systemLocale: z.string().max(100).nullable(),
    }),
  },
  'session:list': { request: Empty, response: z.array(SessionSummarySchema) },
  'session:create': {
    request: z
      .object({ title: z.string().trim().max(200).optional(), workspace: z.string().min(1).max(4096) })
      .strict(),
    response: SessionSummarySchema,
  },
  'session:rename': {
    request: z.object({ sessionId: SessionIdSchema, title: z.string().trim().min(1).max(200) }).strict(),
    response: SessionSummarySchema,
  },
  /**
   * Moves a conversation to another folder (its own went missing, or the person wants another).
   * Refused like session:create for an unsafe folder, and while a run is active or an approval waits.
   */
  'session:set-workspace': {
    request: z.object({ sessionId: SessionIdSchema, workspace: z.string().min(1).max(4096) }).strict(),
    response: SessionSummarySchema,
  },
  'session:delete': { request: SessionRef, response: Nothing },
  /**
   * A conversation's latest events (about SESSION_WINDOW_EVENTS, from the start of a run), or with
   * `from` the events from there (from the start of its run) through to the latest.
   */
  'session:load': {
    request: z.object({ sessionId: SessionIdSchema, from: z.number().int().positive().optional() }).strict(),
    response: SessionSnapshotSchema,
  },
  'session:compact': { request: SessionRef, response: Nothing },
  'run:send': {
    request: z
      .object({
        sessionId: SessionIdSchema,
        text: z.string().trim().min(1, 'type a message first').max(200_000),
        workMode: WorkModeSchema,
        /**
         * Optional, and never yolo: the run freezes the conversation's approval mode (set through
         * session:set-approval-mode, where yolo needs its confirmation). A mode named here becomes
         * the conversation's first, recorded with the send.
         */
        approvalMode: DefaultApprovalModeSchema.optional(),
      })
      .strict(),
    response: z.object({ runId: RunIdSchema }),
  },
  'run:stop': { request: SessionRef, response: Nothing },
  'run:retry': { request: SessionRef, response: z.object({ runId: RunIdSchema }) },
  /** "Ask me instead" on a call the reviewer refused: a new run, worded by the window, whose sheets go to the person. */
  'run:ask-me-instead': {
    request: z
      .object({ sessionId: SessionIdSchema, callId: CallIdSchema, text: z.string().trim().min(1).max(4000) })
      .strict(),
    response: z.object({ runId: RunIdSchema }),
  },
  /** The person's answer to one call while the sheet is open, kept by main beside the log and pushed to every window. */
  'approval:save-draft': {
    request: SaveDraftSchema,
    response: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), version: z.number().int().positive() }),
      z.object({ ok: z.literal(false), text: MainMessageSchema }),
    ]),
  },
  'approval:drafts': { request: z.object({ approvalId: ApprovalIdSchema }).strict(), response: ApprovalDraftsSchema },
  /** Send: main builds the decision from the drafts it holds at that version (never from a window's list). */
  'approval:send': { request: SendDraftsSchema, response: SubmitDecisionsResultSchema },
  'approval:preview-edit': {
    request: z.object({ approvalId: ApprovalIdSchema, callId: CallIdSchema, args: ToolArgsInputSchema }).strict(),
    response: EditPreviewResultSchema,
  },
  'approval:inbox': { request: Empty, response: z.array(InboxItemSchema) },
  /** One waiting approval whole (the inbox lists only summaries); null once it is answered. */
  'approval:get': {
    request: z.object({ approvalId: ApprovalIdSchema }).strict(),
    response: PendingApprovalSchema.nullable(),
  },
  'audit:export': { request: SessionRef, response: AuditExportSchema },
  'settings:get': { request: Empty, response: PublicSettingsSchema },
  'settings:update': { request: SettingsPatchSchema.strict(), response: PublicSettingsSchema },
  /** Opens the native folder picker; null when the person cancelled. */
  'workspace:pick': { request: Empty, response: z.object({ path: z.string().nullable() }) },
  /** Every note saved with `remember`, grouped by folder (oldest first within one). */
  'notes:list': { request: Empty, response: z.array(MemoryNoteSchema) },
  /** Deletes one note: it is no longer read back into its folder's conversations. not_found when already gone. */
  'notes:delete': { request: z.object({ id: z.number().int().positive() }).strict(), response: Nothing },
  /**
   * Saves everything Gatehouse keeps (sessions, events, audit, notes) as one JSON file the person
   * picks, readable by its owner only.
   */
  'data:export': { request: Empty, response: z.object({ path: z.string().nullable() }) },
  /**
   * Deletes everything Gatehouse keeps (sessions, events, notes, settings, the saved key) and
   * clears it from the database files. The literal guards against a stray call.
   */
  'data:delete': { request: z.object({ confirm: z.literal('DELETE') }).strict(), response: Nothing },
  // Undo. Ids only: main decides what can be undone from its own records.
  /** Per call that wrote a file in the conversation: whether Undo is offered, too old, or done. */
  'undo:status': { request: SessionRef, response: UndoStatusSchema },
  /** The diff of what undoing a call (or a run that has ended) will do, or why it cannot. Changes nothing. */
  'undo:preview': { request: UndoTargetSchema, response: UndoPreviewSchema },
  /** Undoes it: checks every file first (all or nothing), records the request, restores, records the result. */
  'undo:apply': { request: UndoTargetSchema, response: UndoOutcomeSchema },
  // --- Yolo fenced ---
  /**
   * Sets the conversation's approval mode (recorded as an approval_mode_changed event). Yolo must
   * carry confirmYolo: the person saw its consequences. A stricter mode tightens the run under way
   * at once; a looser one applies from the next send. Allowed while a run is active.
   */
  'session:set-approval-mode': {
    request: z
      .object({ sessionId: SessionIdSchema, mode: ApprovalModeSchema, confirmYolo: z.literal(true).optional() })
      .strict()
      .refine((r) => r.mode !== 'yolo' || r.confirmYolo === true, {
        message: 'yolo must be confirmed',
        path: ['confirmYolo'],
      }),
    response: SessionSummarySchema,
  },
  // Local models.
  /**
   * Test connection: probes the model server at the address given (not the saved one, so a person
   * can test before saving). Lists its models and the context window where it says; sends no key.
   */
  'model:test-connection': { request: ConnectionTestRequestSchema, response: ConnectionTestResultSchema },
  // First run.
  /** Whether a folder may be worked in, by the check a new conversation passes, and whether Gatehouse can write there. Reads only. */
  'workspace:check': {
    request: z.object({ path: z.string().min(1).max(4096) }).strict(),
    response: WorkspaceCheckSchema,
  },
  /**
   * Tries the saved model before anything is created: the cloud key with Anthropic (no generation,
   * the key goes to Anthropic only), a local server through Test connection. Never a throw for the model's answer.
   */
  'model:check': { request: Empty, response: ModelCheckSchema },
  // MCP servers.
  /** The configured servers (with the person's trust) and every running instance's state. */
  'mcp:list': { request: Empty, response: McpServersViewSchema },
  /**
   * Adds or replaces a server; a running one restarts with the new settings on its next use. Env and
   * header entries: a new value, or `{ keep: true }` for the one main holds (never sent to the window).
   */
  'mcp:save': { request: McpServerSaveSchema, response: McpServersViewSchema },
  'mcp:remove': { request: z.object({ name: McpServerNameSchema }).strict(), response: McpServersViewSchema },
  /**
   * Only the person sets trust: a server's annotations count only once it is trusted, and only
   * for the tools the window showed them (`tools`: each tool's name and the hash of the
   * definition shown). Trusting again adds those tools' pins; untrusting forgets every pin.
   */
  'mcp:set-trust': {
    request: z
      .object({
        name: McpServerNameSchema,
        trusted: z.boolean(),
        tools: z.array(McpToolShownSchema).max(1_000).default([]),
      })
      .strict(),
    response: McpServersViewSchema,
  },
  /** Adds the servers of a Claude Desktop / Claude Code / Cursor `mcpServers` JSON, each untrusted. */
  'mcp:import': {
    request: z.object({ text: z.string().max(1_000_000) }).strict(),
    response: z.object({
      view: McpServersViewSchema,
      added: z.array(z.string()),
      skipped: z.array(z.object({ name: z.string(), reason: MainMessageSchema })),
    }),
  },
  // MCP authorization (sign-in).
  /** Opens the server's sign-in page in the system browser and waits (at most 5 minutes) for the loopback redirect; then the server starts. */
  'mcp:sign-in': { request: z.object({ name: McpServerNameSchema }).strict(), response: McpServersViewSchema },
  /** Forgets the server's tokens and stops it. */
  'mcp:sign-out': { request: z.object({ name: McpServerNameSchema }).strict(), response: McpServersViewSchema },
  // MCP prompts (requests a server makes of the app).
  /** The servers' questions waiting for the person (then kept current by the push 'mcp_prompts'). */
  'mcp:prompts': { request: Empty, response: z.array(McpPromptViewSchema) },
  /** Accept (with content, checked in main against the request's schema), decline or cancel one question. */
  'mcp:answer-prompt': { request: McpAnswerPromptSchema, response: Nothing },
  // Saved rules. A rule only produces decide()'s `rule` input; main checks every definition.
  /** Every rule, in creation order (the order that names the rule recorded for a decision), broken ones included. */
  'rules:list': { request: Empty, response: z.array(RuleViewSchema) },
  /** The rule "always allow…" would save for one call of a waiting sheet, filled from the call, and the editor's choices. */
  'rules:draft': {
    request: z.object({ approvalId: ApprovalIdSchema, callId: CallIdSchema }).strict(),
    response: RuleDraftSchema,
  },
  /** The calls of a conversation's history a rule would have matched (newest first, at most `limit`), and how many in all. */
  'rules:matches': {
    request: z
      .object({
        sessionId: SessionIdSchema,
        definition: RuleDefinitionSchema,
        limit: z.number().int().min(1).max(200).default(20),
      })
      .strict(),
    response: z.object({ total: z.number().int().nonnegative(), matches: z.array(RuleHistoryMatchSchema) }),
  },
  /** Concrete calls a rule would and would not match, judged by main's matcher, and whether "and any further arguments" may be offered. */
  'rules:examples': { request: z.object({ definition: RuleDefinitionSchema }).strict(), response: RuleExamplesSchema },
  /** Creates a rule (no id) or replaces one's definition (id). It applies to calls classified from now on. */
  'rules:save': {
    request: z
      .object({ id: RuleIdSchema.optional(), definition: RuleDefinitionSchema, source: RuleSourceSchema.optional() })
      .strict(),
    response: RuleViewSchema,
  },
  'rules:set-enabled': {
    request: z.object({ id: RuleIdSchema, enabled: z.boolean() }).strict(),
    response: RuleViewSchema,
  },
  'rules:delete': { request: z.object({ id: RuleIdSchema }).strict(), response: Nothing },
  /** Saves every rule as a readable JSON file the person picks (RulesFileSchema); null when cancelled. */
  'rules:export': { request: Empty, response: z.object({ path: z.string().nullable() }) },
  /** Adds the rules of an exported file, each as a new rule; the whole file is refused if any entry is invalid. */
  'rules:import': {
    request: z.object({ text: z.string().max(2_000_000) }).strict(),
    response: z.object({ imported: z.number().int().nonnegative(), rules: z.array(RuleViewSchema) }),
  },
  // Hooks. A hook only produces decide()'s `hook` input (and a rewrite main validates again).
  /** The person's hooks, in the order they run. */
  'hooks:list': { request: Empty, response: z.array(HookViewSchema) },
  /** Creates (no id) or replaces a hook; one set to run outside the sandbox needs confirmRunWithoutSandbox: true. */
  'hooks:save': { request: HookSaveSchema, response: HookViewSchema },
  'hooks:remove': { request: z.object({ id: HookIdSchema }).strict(), response: Nothing },
  /** Adds the PreToolUse/PostToolUse command hooks of a Claude Code settings.json text (sandboxed); lists what it skipped. */
  'hooks:import': { request: z.object({ text: z.string().max(2_000_000) }).strict(), response: HookImportResultSchema },
  /** A folder's project hooks (.claude/settings.json, .gatehouse/hooks.json) and whether they may run; reads only, runs nothing. */
  'hooks:project': {
    request: z.object({ folder: z.string().min(1).max(4096) }).strict(),
    response: ProjectHooksViewSchema,
  },
  /** Trusts exactly the hooks seen (their hash); refused when they changed since. */
  'hooks:trust-folder': {
    request: z.object({ folder: z.string().min(1).max(4096), hash: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
    response: ProjectHooksViewSchema,
  },
  'hooks:untrust-folder': {
    request: z.object({ folder: z.string().min(1).max(4096) }).strict(),
    response: ProjectHooksViewSchema,
  },
  /**
   * A large text the window's copy of a conversation holds back (a held marker names its hash),
   * whole. Refused (not_found) when the conversation's log refers to no such text.
   */
  'text:read': {
    request: z.object({ sessionId: SessionIdSchema, hash: TextHashSchema }).strict(),
    response: z.object({ text: z.string() }),
  },
  /** A page of such a text (a diff): from `from`, a line's start, to about DIFF_PAGE_CHARS on; `next` is where the next starts. */
  'text:page': {
    request: z
      .object({ sessionId: SessionIdSchema, hash: TextHashSchema, from: z.number().int().nonnegative() })
      .strict(),
    response: z.object({ text: z.string(), next: z.number().int().positive().nullable() }),
  },
} as const satisfies Record<InvokeChannel, { request: z.ZodType; response: z.ZodType }>;

export type IpcRequest<C extends InvokeChannel> = z.input<(typeof IPC_CONTRACT)[C]['request']>;
export type IpcResponse<C extends InvokeChannel> = z.infer<(typeof IPC_CONTRACT)[C]['response']>;

/** Why the core refused a request: thrown as CoreError, sent to windows as the IPC error's code. */
export const CoreErrorCodeSchema = z.enum([
  'not_found',
  'approval_pending',
  'run_active',
  'workspace_missing',
  'no_model',
  'invalid_input',
  'nothing_to_retry',
  /** The model could not be reached or did not answer usably (compaction); the message says what to do. */
  'model_unavailable',
]);
export type CoreErrorCode = z.infer<typeof CoreErrorCodeSchema>;

/** The core's codes plus the router's own (a payload, sender or channel refused; a bug). */
export const IpcErrorCodeSchema = z.enum([
  'invalid_payload',
  'untrusted_sender',
  'unknown_channel',
  ...CoreErrorCodeSchema.options,
  'internal',
]);
export type IpcErrorCode = z.infer<typeof IpcErrorCodeSchema>;

export interface IpcError {
  code: IpcErrorCode;
  /** What the person reads, as a message id with its parameters; the window words it. */
  text: MainMessage;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Pushed to every window on 'push:core' after the main process committed or produced it. */
export const CorePushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event'), event: SessionEventSchema }),
  z.object({ type: z.literal('live'), live: LiveEventSchema }),
  z.object({ type: z.literal('sessions_changed'), sessions: z.array(SessionSummarySchema) }),
  z.object({ type: z.literal('inbox_changed'), inbox: z.array(InboxItemSchema) }),
  // MCP prompts: the servers' questions waiting for the person, whenever they change.
  z.object({ type: z.literal('mcp_prompts'), prompts: z.array(McpPromptViewSchema) }),
  // The lists main owns, whole, whenever one changes (a save, a removal, a server's status, a note
  // the model wrote): the window keeps each in a store fed by these, and never polls for them.
  z.object({ type: z.literal('mcp_servers_changed'), servers: McpServersViewSchema }),
  z.object({ type: z.literal('rules_changed'), rules: z.array(RuleViewSchema) }),
  z.object({ type: z.literal('hooks_changed'), hooks: z.array(HookViewSchema) }),
  z.object({ type: z.literal('notes_changed'), notes: z.array(MemoryNoteSchema) }),
  // A person's answer in progress on one call of a waiting sheet (src/shared/approval-drafts.ts).
  z.object({
    type: z.literal('approval_draft'),
    approvalId: ApprovalIdSchema,
    callId: CallIdSchema,
    version: z.number().int().positive(),
    client: DraftClientSchema,
    draft: CallDraftSchema,
  }),
]);
export type CorePush = z.infer<typeof CorePushSchema>;

/** Pushed on 'push:open-approval' when the person clicks an approval notification. */
export const OpenApprovalPushSchema = z.object({ sessionId: SessionIdSchema, approvalId: ApprovalIdSchema });
export type OpenApprovalPush = z.infer<typeof OpenApprovalPushSchema>;

/** The API the preload exposes as `window.gatehouse`: one typed method per channel, two listeners. */
export type GatehouseApi = {
  [C in InvokeChannel as MethodName<C>]: (request: IpcRequest<C>) => Promise<IpcResult<IpcResponse<C>>>;
} & {
  onCore(listener: (push: CorePush) => void): () => void;
  onOpenApproval(listener: (push: OpenApprovalPush) => void): () => void;
};

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
export type MethodName<C extends string> = C extends `${infer A}:${infer B}` ? Camel<`${A}${Capitalize<B>}`> : never;
