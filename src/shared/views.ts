import { z } from 'zod';
import { ApprovalIdSchema, CallIdSchema, RunIdSchema, SessionIdSchema } from './ids';
import { RunStateSchema, PendingCallSchema, CallDecisionSchema, ToolOutcomeSchema, type EventOf, type SessionEvent } from './events';
import { DeciderSchema, DecisionLayerSchema } from './decisions';
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
  /** Yolo fenced (issue 11): the conversation's approval mode, which its next send freezes into its run. */
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

/** The pending approval an approval_requested event opens. Pure; both processes derive it this one way. */
export function derivePendingApproval(e: EventOf<'approval_requested'>): PendingApproval {
  return { sessionId: e.sessionId, runId: e.data.runId, approvalId: e.data.approvalId, requestedAt: e.at, seq: e.seq, calls: e.data.calls };
}

export const InboxItemSchema = PendingApprovalSchema.extend({ sessionTitle: z.string() });
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const ContextUsageSchema = z.object({
  estimatedTokens: z.number().int().nonnegative(),
  contextWindow: z.number().int().positive(),
});
export type ContextUsage = z.infer<typeof ContextUsageSchema>;

export interface SessionSnapshot {
  summary: SessionSummary;
  /** The whole log (the transcript is a projection of it). */
  events: SessionEvent[];
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
  decidedBy: DeciderSchema,
  /** The pipeline layer that settled it (../shared/PIPELINE.md); absent for entries from older logs. */
  layer: DecisionLayerSchema.optional(),
  action: z.enum(['approve', 'edit', 'deny', 'allow', 'superseded']),
  /** What ran (or would have run). */
  args: z.record(z.string(), z.unknown()),
  originalArgs: z.record(z.string(), z.unknown()).optional(),
  reason: z.string().optional(),
  /** What became of it: a tool result's outcome, or that a changed file sent it back to a person. */
  outcome: AuditOutcomeSchema.optional(),
  /** True when the call (a command) ran without an OS sandbox, with the person's full rights. */
  unconfined: z.boolean().optional(),
  /** Environment variables (names only) the person passed to this command. */
  passEnv: z.array(z.string()).optional(),
  workMode: WorkModeSchema.optional(),
  approvalMode: ApprovalModeSchema.optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditExportSchema = z.object({
  sessionId: SessionIdSchema,
  title: z.string(),
  exportedAt: z.string(),
  entries: z.array(AuditEntrySchema),
});
export type AuditExport = z.infer<typeof AuditExportSchema>;

export const ProviderSchema = z.enum(['anthropic', 'local']);
export type Provider = z.infer<typeof ProviderSchema>;

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
  /** Whether commands run in the OS sandbox on this computer, and in plain words why not when they don't. */
  commandSandbox: z.object({ available: z.boolean(), detail: z.string() }),
  /** The person lets sandboxed commands read toolchain caches (~/.npm, ~/.cache, ~/.cargo…), read-only. */
  commandCacheReads: z.boolean(),
  /** Yolo fenced (issue 11): the approval mode a new conversation starts in; never yolo. */
  defaultApprovalMode: DefaultApprovalModeSchema,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** Pure: whether a model server address is empty (the default) or an http(s) URL with a host. */
export function isModelServerAddress(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const SettingsPatchSchema = z
  .object({
    provider: ProviderSchema,
    baseUrl: z
      .string()
      .max(2000)
      .refine(isModelServerAddress, 'the server address must start with http:// or https:// and name a server, for example http://127.0.0.1:11434'),
    model: z.string().min(1).max(200),
    /** Write-only. An empty string removes the saved key. */
    apiKey: z.string().max(4000),
    contextWindow: z.number().int().min(1024).max(10_000_000),
    onboarded: z.boolean(),
    commandCacheReads: z.boolean(),
    /** Yolo fenced (issue 11): manual or auto; yolo is refused (it is chosen per conversation, with a confirmation). */
    defaultApprovalMode: DefaultApprovalModeSchema,
  })
  .partial();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export { CallDecisionSchema };
