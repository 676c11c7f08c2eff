import type { LiveEvent, RunConfig, SessionEvent, ToolOutcome } from '../../shared/events';
import type { PostToolUseRecord, PreToolUseRecord } from '../../shared/hook-records';
import type { ApprovalMode, Effect } from '../../shared/modes';
import type { RuleHeld } from '../../shared/rules';
import type { Inspection } from '../../shared/tools';
import type { ModelClient } from '../model';
import type { EventDraft, EventStore } from '../store';
import type { MemoryNotes, ToolRegistry } from '../tools/types';
import type { FolderNote } from './system-prompt';
import type { CheckpointKeeper } from './take-checkpoint';
import type { MainMessage } from '../../shared/main-messages';

export type IdPrefix = 'ses_' | 'run_' | 'apr_' | 'call_';

/** Where Gatehouse's own ids come from (random in the app, counters in tests). */
export interface IdSource {
  newId(prefix: IdPrefix): string;
}

/** Reports committed events and ephemeral progress. Called only after the commit returned. */
export interface EmitSink {
  events(events: readonly SessionEvent[]): void;
  live(event: LiveEvent): void;
}

/** One call as the saved rules see it: its effective arguments and what inspect learned. */
export interface RuleSubject {
  tool: string;
  args: Record<string, unknown>;
  inspection?: Inspection;
  workspaceRoot: string;
  sessionId: string;
}

/**
 * The saved rules' verdict on one call: the winning effect and the first matching rule of it
 * (creation order). `held`: no rule matched, and this allow rule, written for calls like this one,
 * could not vouch for it (an unreadable address, a tool changed since the rule was saved): it asks.
 */
export interface RuleVerdict {
  effect: Effect;
  ruleId: string;
  held?: RuleHeld;
}

/**
 * Saved rules, read as they are when a call is judged (a rule applies to calls judged
 * after it is saved). Produces decide()'s `rule` input and nothing else. Never throws for a rule
 * that does not parse: a broken deny answers ask for its tool.
 */
export interface RuleJudge {
  judge(subject: RuleSubject): Promise<RuleVerdict | undefined>;
}

/** What PreToolUse hooks see of one call: Gatehouse's name and validated arguments (the engine maps them to Claude Code's). */
export interface HookCallInput {
  tool: string;
  args: Record<string, unknown>;
  workspaceRoot: string;
  sessionId: string;
  /** The model's id for the call (Claude Code's tool_use_id). */
  toolUseId: string;
  approvalMode: ApprovalMode;
}

/**
 * The PreToolUse hooks' answer on one input: the record to commit, and when one rewrote it, the
 * input it asks for in Gatehouse's argument names, NOT yet validated (the loop validates it against
 * the tool's schema and inspects it again, as it does the model's).
 */
export interface PreToolUseAnswer {
  record: Omit<PreToolUseRecord, 'rewrite'>;
  rewrite?: { hookId: string; command: string; args: Record<string, unknown> };
}

/** Checks a rewritten input as the tool's schema checks the model's (the loop's parseToolArgs); pure. */
export type RewriteParser = (
  args: Record<string, unknown>,
) => { ok: true; args: Record<string, unknown> } | { ok: false };

/**
 * Hooks: produce decide()'s `hook` input and a possible rewrite before a call is
 * recorded, and notes after it ran. A rewrite is judged as itself: the hooks run again on the
 * effective input (checked with `parseRewrite` first) and their verdict on it is the answer.
 * Never throws: a hook that fails is an error in the record (its call asks). Undefined: no hook
 * applies to this call.
 */
export interface HookJudge {
  preToolUse(input: HookCallInput, parseRewrite?: RewriteParser): Promise<PreToolUseAnswer | undefined>;
  postToolUse(input: HookCallInput & { outcome: ToolOutcome; content: string }): Promise<PostToolUseRecord | undefined>;
}

/** The notes saved with `remember` for a folder, oldest first (the store's memory_notes); reads only. */
export interface FolderNoteReader {
  loadFolderNotes(workspace: string): readonly FolderNote[];
}

/**
 * A model client for one model turn, or why there is none (no key, no local server address): a
 * value, so the loop records it as the run's state instead of failing.
 */
export type ModelAccess = { ok: true; model: ModelClient } | { ok: false; text: MainMessage };

/**
 * The loop's collaborators: it keeps no state of its own between calls. The model client is not
 * one of them: it is built by `loadModel` when a model turn starts, and only then. Recording a
 * decision, running the calls it approved, Stop and recovery never need one, so a person can
 * still answer (approve, deny, stop) while no model is configured.
 */
export interface LoopDeps {
  store: EventStore;
  /** Builds the client from the settings as they are now; never throws for missing settings. */
  loadModel(): ModelAccess;
  tools: ToolRegistry;
  /** Saves notes for `remember`; reads a folder's notes back into its system prompt. */
  memory: MemoryNotes & FolderNoteReader;
  now: () => Date;
  ids: IdSource;
  emit: EmitSink;
  contextWindow: number;
  /** max_tokens per model reply. */
  maxTokens: number;
  /** Keeps what a file tool is about to overwrite (undo); absent: no checkpoints. */
  checkpoints?: CheckpointKeeper;
  /** Saved rules; absent: no rules. */
  rules?: RuleJudge;
  /** Hooks; absent: no hooks. */
  hooks?: HookJudge;
  /**
   * Approvals go stale: a call a person approved on a sheet older than this is inspected
   * again before it runs, and asked again if anything changed. Absent: never.
   */
  approvalStaleMs?: number;
}

/** What a model turn (and a compaction) works with: the loop's collaborators and the client built for it. */
export interface ModelTurnDeps extends LoopDeps {
  model: ModelClient;
}

/** One run being driven: which session, which frozen config, and the Stop signal. */
export interface RunTarget {
  sessionId: string;
  runId: string;
  workspaceRoot: string;
  config: RunConfig;
  signal: AbortSignal;
}

/** Appends in one transaction, then emits. Returns the stored events. */
export function commitEvents(
  deps: Pick<LoopDeps, 'store' | 'emit'>,
  sessionId: string,
  drafts: readonly EventDraft[],
): SessionEvent[] {
  const stored = deps.store.appendEvents(sessionId, drafts);
  deps.emit.events(stored);
  return stored;
}

/** The abort reason core.close() uses: the run is left interrupted (Retry continues it), not cancelled. */
export const SHUTDOWN_REASON = 'shutdown';
