import type { McpResultBlock } from '../../../shared/mcp-content';
import type {
  ApprovalMode,
  CallDecision,
  ContextUsage,
  SettledBy,
  ErrorCode,
  PendingApproval,
  RunConfig,
  RunState,
  SessionSummary,
  ToolArgs,
  ToolOutcome,
  Usage,
} from '../../../shared';
import type { EventData } from '../../../shared/events';
import type { PostToolUseRecord, PreToolUseRecord } from '../../../shared/hook-records';
import type { MainMessage } from '../../../shared/main-messages';
import { AppendList } from './append-list';
import { createSharedRecord } from './shared-record';

/** Auto approval: the reviewer model's answer to one sheet. */
export type ReviewerReview = EventData<'reviewer_review'>;

/**
 * The open conversation as the renderer holds it: a projection of the session's durable events
 * (plus ephemeral live text and tool output), rebuilt from the snapshot on every load.
 */

export type ToolStatus = 'proposed' | 'awaiting' | 'approved' | 'running' | ToolOutcome;

export interface ToolCardState {
  callId: string;
  runId: string;
  tool: string;
  /** What the model proposed; replaced by the executed arguments once the call is recorded. */
  args: ToolArgs;
  /** Present when a person edited the arguments. */
  originalArgs?: ToolArgs;
  status: ToolStatus;
  /** One line from the inspection when known ("Change notes.md (+3 −1)"). */
  summary?: MainMessage;
  startedAt?: string;
  finishedAt?: string;
  /** The tool_result content the model reads. */
  content?: string;
  /** MCP tools: what the result held besides text, by kind. */
  mcpBlocks?: McpResultBlock[];
  /** Who let it run or refused it. */
  settledBy?: SettledBy;
  reason?: string;
  /** True when the command ran without an OS sandbox, with the person's full rights. */
  unconfined?: boolean;
  /** Set when a person undid this call's write. */
  undone?: boolean;
  /** The person pressed "Ask me instead" on this call the reviewer refused (person_will_decide). */
  askedAgain?: boolean;
  /** A size limit's refusal in the person's words; shown instead of `content`. */
  personNote?: MainMessage;
  /** Hooks: the PreToolUse verdict on what ran (a rewrite keeps the model's input), or the one that refused it. */
  hook?: PreToolUseRecord;
  /** What PostToolUse hooks appended to its result, each note attributed. */
  postHook?: PostToolUseRecord;
}

export interface ApprovalRecord {
  request: PendingApproval;
  decided: { answeredBy: 'person' | 'reviewer'; at: string; decisions: CallDecision[] } | null;
  /** Calls asked again in a later approval because the file changed. */
  superseded: string[];
  /** Auto approval: what the reviewer model said about this sheet, if it answered. */
  review?: ReviewerReview;
}

export type TranscriptEntry =
  | { kind: 'user'; seq: number; runId: string; text: string; config: RunConfig; at: string }
  | {
      kind: 'assistant';
      seq: number;
      runId: string;
      text: string;
      usage: Usage | null;
      /** The model that answered, when recorded. */
      model: string | null;
      interrupted: boolean;
      at: string;
    }
  | { kind: 'tool'; seq: number; callId: string }
  | { kind: 'approval'; seq: number; approvalId: string }
  /** `at`: when it was recorded, so Retry can honour retryAfterMs after a reload too. */
  | {
      kind: 'error';
      seq: number;
      runId?: string;
      code: ErrorCode;
      message: string;
      retryable: boolean;
      retryAfterMs?: number;
      at?: string;
    }
  | { kind: 'compaction'; seq: number; summary: string }
  /** The person moved the conversation to another folder. */
  | { kind: 'workspace'; seq: number; workspace: string; previous: string };

export interface RunStatus {
  runId: string;
  state: RunState;
  /** The run's explanation, from the main process, worded by the window (see applyRunState). */
  detail?: MainMessage;
}

export interface SessionView {
  sessionId: string;
  title: string;
  workspace: string;
  lastSeq: number;
  /** The seq the window's events start at: 1 when it holds the whole log; earlier ones page in on request. */
  firstSeq: number;
  /** The transcript, oldest first; grows at its end in constant time (append-list.ts). */
  entries: AppendList<TranscriptEntry>;
  /** Cards and approvals by id; a version with one changed costs that one (shared-record.ts). */
  tools: Readonly<Record<string, ToolCardState>>;
  approvals: Readonly<Record<string, ApprovalRecord>>;
  /** The one approval waiting now, straight from the events (the main process's snapshot seeds it). */
  pending: PendingApproval | null;
  run: RunStatus | null;
  /** The latest error of the latest run, cleared when a run streams again. */
  lastError: Extract<TranscriptEntry, { kind: 'error' }> | null;
  /** Assistant text streamed so far for the active run (ephemeral). */
  liveText: { runId: string; text: string } | null;
  /** Live command output by call id (ephemeral, capped). */
  liveOutput: Record<string, string>;
  context: ContextUsage;
  /** Set when a pushed event skipped a sequence number: the store reloads the snapshot. */
  needsResync: boolean;
  /** Yolo fenced: the conversation's approval mode (the summary seeds it, its events follow). */
  approvalMode: ApprovalMode;
  /** Whether yolo was ever chosen in this conversation: the confirmation is asked once per conversation. */
  yoloConfirmed: boolean;
}

export function createEmptySessionView(summary: SessionSummary, context: ContextUsage): SessionView {
  return {
    sessionId: summary.id,
    title: summary.title,
    workspace: summary.workspace,
    lastSeq: 0,
    firstSeq: 1,
    entries: AppendList.empty(),
    tools: createSharedRecord(),
    approvals: createSharedRecord(),
    pending: null,
    run: null,
    lastError: null,
    liveText: null,
    liveOutput: {},
    context,
    needsResync: false,
    approvalMode: summary.approvalMode,
    yoloConfirmed: false,
  };
}

export const LIVE_OUTPUT_CAP = 20_000;
