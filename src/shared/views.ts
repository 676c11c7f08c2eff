import { z } from 'zod';
import { isModelServerAddress } from './model-server-address';
import { MainMessageSchema } from './main-messages';
import { check } from './main-messages/checks';
import { ApprovalIdSchema, CallIdSchema, RunIdSchema, SessionIdSchema } from './ids';
import { RunStateSchema, PendingCallSchema, CallDecisionSchema, ToolOutcomeSchema, type SessionEvent } from './events';
import { SettledBySchema } from './decisions';
import { McpMailPreviewSchema } from './mcp';
import { LanguageSettingSchema } from './language';
import { PostToolUseRecordSchema, PreToolUseRecordSchema } from './hook-records';
import { ApprovalModeSchema, DefaultApprovalModeSchema, WorkModeSchema } from './modes';

/**
 * Views the main process derives from the event log and sends to windows. The renderer never
 * computes approval state on its own: it receives these and applies durable events on top.
 */

export const SessionSummarySchema = z.object({
  id: SessionIdSchema,
  title: z.string(),
  workspace: z.string(),
  /** False when the folder is gone: the UI says so and offers to pick another. */
  workspaceExists: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSeq: z.number().int().nonnegative(),
  pendingApprovalId: ApprovalIdSchema.nullable(),
  runState: RunStateSchema.nullable(),
  /** Yolo fenced: the conversation's approval mode, which its next send freezes into its run. */
  approvalMode: ApprovalModeSchema,
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const PendingApprovalSchema = z.object({
  sessionId: SessionIdSchema,
  runId: RunIdSchema,
  approvalId: ApprovalIdSchema,
  requestedAt: z.string(),
  /** Seq of the approval_requested event. */
  seq: z.number().int().positive(),
  calls: z.array(PendingCallSchema),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;

export { derivePendingApproval } from './pending-approval';

/**
 * One waiting call as the inbox lists it: what it is in a line, never its texts (a file's content,
 * its diff, a mail's body). "Answer here" loads the whole approval (`approval:get`) before any
 * approve control shows.
 */
export const InboxCallSchema = z.object({
  callId: CallIdSchema,
  tool: z.string(),
  /** The inspection's one-line summary ("Change notes.md (+3 −1)"), as a message id. */
  summary: MainMessageSchema,
  outsideWorkspace: z.boolean(),
  /** A mail: what is done with it, to whom and its subject (its body and attachments stay on the sheet). */
  mail: McpMailPreviewSchema.pick({
    action: true,
    to: true,
    cc: true,
    bcc: true,
    subject: true,
    target: true,
  }).optional(),
});
export type InboxCall = z.infer<typeof InboxCallSchema>;

export const InboxItemSchema = PendingApprovalSchema.omit({ calls: true }).extend({
  sessionTitle: z.string(),
  calls: z.array(InboxCallSchema),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

/** A waiting approval as the inbox lists it. Pure. */
export function deriveInboxItem(p: PendingApproval, sessionTitle: string): InboxItem {
  const { calls, ...rest } = p;
  return {
    ...rest,
    sessionTitle,
    calls: calls.map((c) => {
      const mail = c.inspection.preview.type === 'mcp' ? c.inspection.preview.mcp.mail : undefined;
      return {
        callId: c.callId,
        tool: c.tool,
        summary: c.inspection.summary,
        outsideWorkspace: c.inspection.outsideWorkspace,
        ...(mail !== undefined
          ? {
              mail: {
                action: mail.action,
                to: mail.to,
                cc: mail.cc,
                bcc: mail.bcc,
                ...(mail.subject !== undefined ? { subject: mail.subject } : {}),
                ...(mail.target !== undefined ? { target: mail.target } : {}),
              },
            }
          : {}),
      };
    }),
  };
}

export const ContextUsageSchema = z.object({
  estimatedTokens: z.number().int().nonnegative(),
  contextWindow: z.number().int().positive(),
});
export type ContextUsage = z.infer<typeof ContextUsageSchema>;

export { SESSION_WINDOW_EVENTS } from './session-window';

export interface SessionSnapshot {
  summary: SessionSummary;
  /** The log from `firstSeq` to its latest (the transcript is a projection of it). */
  events: SessionEvent[];
  /** The seq the events start at: 1 (or absent) when they are the whole log; older ones page in on request. */
  firstSeq?: number;
  pending: PendingApproval | null;
  context: ContextUsage;
}

export const AuditOutcomeSchema = z.enum([...ToolOutcomeSchema.options, 'not run: asked again']);
export type AuditOutcome = z.infer<typeof AuditOutcomeSchema>;

export const AuditEntrySchema = z.object({
  at: z.string(),
  runId: RunIdSchema,
  approvalId: ApprovalIdSchema.nullable(),
  callId: CallIdSchema,
  tool: z.string(),
  /** Who settled it (src/shared/decisions.ts). */
  settledBy: SettledBySchema,
  action: z.enum(['approve', 'edit', 'deny', 'allow', 'superseded']),
  /** What ran (or would have run). */
  args: z.record(z.string(), z.unknown()),
  originalArgs: z.record(z.string(), z.unknown()).optional(),
  reason: z.string().optional(),
  /** A superseded decision: why it was asked again, for the person. */
  supersededBecause: MainMessageSchema.optional(),
  /** What became of it: a tool result's outcome, or that a changed file sent it back to a person. */
  outcome: AuditOutcomeSchema.optional(),
  /** True when the call (a command) ran without an OS sandbox, with the person's full rights. */
  unconfined: z.boolean().optional(),
  /** Environment variables (names only) the person passed to this command. */
  passEnv: z.array(z.string()).optional(),
  workMode: WorkModeSchema.optional(),
  approvalMode: ApprovalModeSchema.optional(),
  /** Auto approval: on a decision by the reviewer model, the model it ran on and its confidence (its reason is `reason`). */
  reviewer: z.object({ model: z.string(), confidence: z.number().min(0).max(1) }).optional(),
  /** Hooks: what the PreToolUse hooks said about the arguments in `args` (a rewrite keeps the input it replaced). */
  hook: PreToolUseRecordSchema.optional(),
  /** What PostToolUse hooks appended to the result, each note attributed. */
  postHook: PostToolUseRecordSchema.optional(),
  /** Undo: the latest undo of this call's write, by a person; 'unknown' when its result was never recorded. */
  undo: z
    .object({
      undoId: z.string(),
      at: z.string(),
      by: z.literal('person'),
      scope: z.enum(['call', 'run']),
      outcome: z.enum(['success', 'refused', 'failure', 'unknown']),
      text: MainMessageSchema.optional(),
    })
    .optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

// The approval record by run: each request the person sent, so the record can group under it.
export const AuditRunSchema = z.object({
  runId: RunIdSchema,
  /** When the person sent it. */
  at: z.string(),
  /** What the person asked, as they wrote it. */
  request: z.string(),
  workMode: WorkModeSchema,
  approvalMode: ApprovalModeSchema,
});
export type AuditRun = z.infer<typeof AuditRunSchema>;

export const AuditExportSchema = z.object({
  sessionId: SessionIdSchema,
  title: z.string(),
  exportedAt: z.string(),
  entries: z.array(AuditEntrySchema),
  /** Every run of the conversation, oldest first (absent in exports made before runs were listed). */
  runs: z.array(AuditRunSchema).optional(),
});
export type AuditExport = z.infer<typeof AuditExportSchema>;

export const ProviderSchema = z.enum(['anthropic', 'local']);
export type Provider = z.infer<typeof ProviderSchema>;

// Everyday use: the look the person picks. (The default approval mode's schema lives
// in modes.ts: never yolo, which is chosen per conversation, with a confirmation.)
export const ThemeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof ThemeSchema>;

/** Settings as the renderer may see them: the API key itself never leaves the main process. */
export const PublicSettingsSchema = z.object({
  provider: ProviderSchema,
  baseUrl: z.string(),
  model: z.string(),
  hasApiKey: z.boolean(),
  /** Where the key is kept: 'keyring' (OS keychain), 'basic_text' (Linux without a keyring: weak), 'unavailable'. */
  keyStorage: z.enum(['keyring', 'basic_text', 'unavailable']),
  lastWorkspace: z.string().nullable(),
  dataDir: z.string(),
  contextWindow: z.number().int().positive(),
  onboarded: z.boolean(),
  /** Whether commands run in the OS sandbox on this computer: which one, or why not, as a message the window words. */
  commandSandbox: z.object({ available: z.boolean(), detail: MainMessageSchema }),
  /** The person lets sandboxed commands read toolchain caches (~/.npm, ~/.cache, ~/.cargo…), read-only. */
  commandCacheReads: z.boolean(),
  /** Undo: the most the checkpoints of earlier file contents may take, in MB; the oldest are dropped first. */
  checkpointLimitMb: z.number().int().positive(),
  // Everyday use
  theme: ThemeSchema,
  /** Yolo fenced: the approval mode a new conversation starts in; never yolo. */
  defaultApprovalMode: DefaultApprovalModeSchema,
  // Auto approval: the reviewer model. It runs on the conversation's provider.
  /** The reviewer model's name; empty: no reviewer, and auto behaves as manual. */
  reviewerModel: z.string(),
  /** How long the reviewer may take before the sheet stays with the person. */
  reviewerTimeoutSeconds: z.number().int().positive(),
  /** A verdict below this confidence decides nothing (advice only). */
  reviewerThreshold: z.number().min(0).max(1),
  /** A reviewer's denial comes to the person first instead of reaching the model. */
  reviewerDenialsToMe: z.boolean(),
  /** Saved rules: an approval older than this many hours is checked again before its calls run. */
  approvalStaleHours: z.number().int().positive(),
  /** Updates: the packaged app looks for a new version (only with the cloud model, src/main/app/update-checks.ts). */
  checkForUpdates: z.boolean(),
  /** The window's language: 'system' (the default) or one the person chose (src/shared/language.ts). */
  language: LanguageSettingSchema,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export { isModelServerAddress };

export const SettingsPatchSchema = z
  .object({
    provider: ProviderSchema,
    baseUrl: z.string().max(2000).refine(isModelServerAddress, check('check.modelAddress')),
    model: z.string().trim().min(1, check('check.modelNeeded')).max(200, check('check.modelNameLong')),
    /** Write-only. An empty string removes the saved key. */
    apiKey: z.string().max(4000),
    contextWindow: z
      .number()
      .int('the model’s memory is a whole number of tokens')
      .min(1024, check('check.contextWindowRange'))
      .max(10_000_000, check('check.contextWindowRange')),
    onboarded: z.boolean(),
    commandCacheReads: z.boolean(),
    /** Undo's bound on kept checkpoints. */
    checkpointLimitMb: z.number().int().min(1).max(100_000),
    // Everyday use
    theme: ThemeSchema,
    /** Yolo fenced: manual or auto; yolo is refused (it is chosen per conversation, with a confirmation). */
    defaultApprovalMode: DefaultApprovalModeSchema,
    // Auto approval: the reviewer model
    reviewerModel: z.string().trim().max(200, check('check.reviewerModelLong')),
    reviewerTimeoutSeconds: z
      .number()
      .int('the reviewer’s time is a whole number of seconds')
      .min(5, check('check.reviewerTimeRange'))
      .max(600, check('check.reviewerTimeRange')),
    reviewerThreshold: z.number().min(0.5, check('check.confidenceRange')).max(1, check('check.confidenceRange')),
    reviewerDenialsToMe: z.boolean(),
    // Saved rules
    approvalStaleHours: z
      .number()
      .int('approvals go stale after a whole number of hours')
      .min(1, check('check.staleHoursRange'))
      .max(24 * 365, check('check.staleHoursRange')),
    // Updates
    checkForUpdates: z.boolean(),
    language: LanguageSettingSchema,
  })
  .partial();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export { CallDecisionSchema };

// Undo: what a tool card may offer, and what an undo will do, as main decides it
// from its own records. The renderer sends ids only.

/** Per call that wrote a file: 'available' (Undo offered), 'too_old' (its checkpoint was dropped), 'undone', 'unavailable' (the write did not complete). */
export const UndoCallStateSchema = z.enum(['available', 'too_old', 'undone', 'unavailable']);
export type UndoCallState = z.infer<typeof UndoCallStateSchema>;

export const UndoStatusSchema = z.object({
  calls: z.array(z.object({ callId: CallIdSchema, runId: RunIdSchema, state: UndoCallStateSchema })),
});
export type UndoStatus = z.infer<typeof UndoStatusSchema>;

/** One file as the undo will leave it: restored to what was there, or deleted (Gatehouse created it). */
export const UndoFilePreviewSchema = z.object({
  /** Relative to the conversation's folder when inside it. */
  path: z.string(),
  action: z.enum(['restore', 'delete']),
  /** Unified diff from the file as it is now to what the undo leaves; empty for binary content. */
  unified: z.string(),
  added: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  /** Notes for the person: binary content, no change. */
  notes: z.array(MainMessageSchema),
});
export type UndoFilePreview = z.infer<typeof UndoFilePreviewSchema>;

export const UndoPreviewSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), callIds: z.array(CallIdSchema), files: z.array(UndoFilePreviewSchema) }),
  /** Why nothing can be undone: names the file that changed, or says the checkpoint is too old. */
  z.object({ ok: z.literal(false), text: MainMessageSchema }),
]);
export type UndoPreview = z.infer<typeof UndoPreviewSchema>;

export const UndoOutcomeSchema = z.object({
  outcome: z.enum(['success', 'refused', 'failure']),
  text: MainMessageSchema,
});
export type UndoOutcomeView = z.infer<typeof UndoOutcomeSchema>;

/** Which undo: one call's write, or every write of a run that has ended. */
export const UndoTargetSchema = z.union([
  z.object({ sessionId: SessionIdSchema, callId: CallIdSchema }).strict(),
  z.object({ sessionId: SessionIdSchema, runId: RunIdSchema }).strict(),
]);
export type UndoTarget = z.infer<typeof UndoTargetSchema>;

/** Settings: the most undo checkpoints may keep, in MB (oldest dropped first). */
export const DEFAULT_CHECKPOINT_LIMIT_MB = 200;
/** Saved rules: approvals go stale after a day. */
export const DEFAULT_APPROVAL_STALE_HOURS = 24;
