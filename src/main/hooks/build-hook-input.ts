import type { ToolOutcome } from '../../shared/events';
import type { HookEvent } from '../../shared/hooks';
import type { ApprovalMode } from '../../shared/modes';
import type { ClaudeCall } from './map-claude-names';

/** Pure: Gatehouse's approval mode in Claude Code's permission_mode words. */
export function derivePermissionMode(mode: ApprovalMode): string {
  if (mode === 'yolo') return 'bypassPermissions';
  if (mode === 'auto') return 'auto';
  return 'default';
}

export interface HookInputContext {
  event: HookEvent;
  call: ClaudeCall;
  sessionId: string;
  toolUseId: string;
  workspace: string;
  approvalMode: ApprovalMode;
  /** The conversation as JSONL (see write-transcript.ts). */
  transcriptPath: string;
  /** PostToolUse only: how the call ended and what it returned. */
  response?: { outcome: ToolOutcome; content: string };
}

/**
 * Pure: the JSON a hook reads on stdin, in Claude Code's shape (PreToolUseHookInput /
 * PostToolUseHookInput of @anthropic-ai/claude-agent-sdk). tool_response for PostToolUse is
 * { outcome, content, success } since Gatehouse's tools return text.
 */
export function buildHookInput(c: HookInputContext): Record<string, unknown> {
  return {
    session_id: c.sessionId,
    transcript_path: c.transcriptPath,
    cwd: c.workspace,
    permission_mode: derivePermissionMode(c.approvalMode),
    hook_event_name: c.event,
    tool_name: c.call.toolName,
    tool_input: c.call.toolInput,
    tool_use_id: c.toolUseId,
    ...(c.event === 'PostToolUse' && c.response !== undefined
      ? {
          tool_response: {
            outcome: c.response.outcome,
            success: c.response.outcome === 'success',
            content: c.response.content,
          },
        }
      : {}),
  };
}
