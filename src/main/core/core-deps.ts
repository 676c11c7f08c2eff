import type { HookJudge, IdSource } from '../agent';
import type { McpService } from '../mcp';
import type { ModelClientFactory } from '../model';
import type { CommandSandbox } from '../sandbox';
import type { ToolRegistry } from '../tools/types';
import type { PendingApproval } from '../../shared/views';

/** What a caller may put in place of the core's own collaborators (tests, mostly). */
export interface CoreDeps {
  model?: ModelClientFactory;
  tools?: ToolRegistry;
  now?: () => Date;
  ids?: IdSource;
  /** max_tokens per reply. */
  maxTokens?: number;
  /** Mid-stream silence that counts as a dropped connection. */
  idleTimeoutMs?: number;
  /** The command sandbox (tests: one that is unavailable); by default probed here. Closed with the core. */
  commandSandbox?: CommandSandbox;
  /** Called when a drive leaves an approval waiting (see RunSupervisorDeps.onApprovalOpened); the reviewer's seam, unused today. */
  onApprovalOpened?: (approval: PendingApproval) => void;
  /**
   * After a conversation's first run completes, ask its model for a short name (one more model
   * request, in the background). The app: yes. Tests: only those about names (the scripted
   * models would otherwise count, and answer, one more request).
   */
  titleWithModel?: boolean;
  /** MCP servers (tests: backoff and timeouts of their own); by default over the settings table. Closed with the core. */
  mcp?: McpService;
  /** Hooks: who answers PreToolUse and PostToolUse (tests: scripted answers); by default the configured hooks. */
  hooks?: HookJudge;
}
