import type { ToolOutcome } from '../../shared/events';
import type { SettledBy } from '../../shared/decisions';
import type { Inspection } from '../../shared/tools';
import type { PreToolUseRecord } from '../../shared/hook-records';
import { draft } from '../store';
import type { McpResultBlock } from '../../shared/mcp-content';
import type { Confinement } from '../tools/types';
import { deepFreezeCopy } from './deep-freeze';
import { applyHookNotes } from './hook-notes-fence';
import { createLiveOutput } from './live-output';
import { commitEvents, SHUTDOWN_REASON, type LoopDeps, type RunTarget } from './loop-deps';
import { deriveCheckpointPath, loadCheckpoint, loadCurrentHash } from './take-checkpoint';

export interface CallToRun {
  callId: string;
  toolUseId: string;
  tool: string;
  /** The effective arguments (validated): exactly what runs. */
  args: Record<string, unknown>;
  /** The model's arguments when a person edited them. */
  originalArgs?: Record<string, unknown>;
  inspection: Inspection;
  /** Who let it run. */
  settledBy: SettledBy;
  approvalId?: string;
  /** Withheld environment variables (names) a person's decision passes to this call; recorded in tool_call. */
  passEnv?: readonly string[];
  /** The PreToolUse hooks' verdict on `args`; `hook.rewrite.replaced` is the model's input when a hook changed it. */
  hook?: PreToolUseRecord;
}

/** Text the model reads when a hook changed the input: its history already shows what ran; this says instead of what. */
function buildHookRewriteNote(hook: PreToolUseRecord): string {
  const rewrite = hook.rewrite!;
  return `A hook the person set up (${rewrite.command.slice(0, 200)}) changed the arguments before it ran, instead of ${JSON.stringify(rewrite.replaced)}.`;
}

export type CallRunResult = { kind: 'done'; outcome: ToolOutcome } | { kind: 'stale'; reason: string };

/**
 * Who stopped a call, in words that are true: Stop is the person's; core.close() is Gatehouse
 * closing (the person may never have asked for anything to stop). Pure.
 */
function deriveStopText(signal: AbortSignal, phase: 'before' | 'while'): string {
  const closing = signal.reason === SHUTDOWN_REASON;
  if (phase === 'before') {
    return closing
      ? 'Not run: Gatehouse was closing before it started.'
      : 'Not run: the person pressed Stop before it started.';
  }
  return closing
    ? 'Gatehouse was closing, so it stopped this call while it ran; it may have partly happened. Check before trying it again.'
    : 'Stopped by the person while it ran; it may have partly happened.';
}

/** Text the model reads when a person changed the arguments: what ran, and instead of what. */
function buildEditNote(original: Record<string, unknown>, effective: Record<string, unknown>): string {
  return `The person changed the arguments before approving. It ran with ${JSON.stringify(effective)} instead of your ${JSON.stringify(original)}.`;
}

/**
 * Records the tool_call (committed) BEFORE the side effect, so a crash during execute is visible
 * afterwards as "outcome unknown" and never silently re-run. Then executes with deeply frozen
 * arguments and records the result, except for `stale`, which the caller turns into a new round.
 */
export async function runToolCall(deps: LoopDeps, target: RunTarget, call: CallToRun): Promise<CallRunResult> {
  const base = { runId: target.runId, callId: call.callId, toolUseId: call.toolUseId, tool: call.tool };
  // Undo: what a file tool is about to overwrite is read now and committed with the tool_call below.
  const checkpointPath = deps.checkpoints === undefined ? null : deriveCheckpointPath(call.tool, call.inspection);
  const checkpoint = checkpointPath === null ? null : await loadCheckpoint(target.runId, call.callId, checkpointPath);
  const toolCall = [
    draft('tool_call', {
      ...base,
      args: call.args,
      ...(call.originalArgs !== undefined ? { originalArgs: call.originalArgs } : {}),
      settledBy: call.settledBy,
      ...(call.approvalId !== undefined ? { approvalId: call.approvalId } : {}),
      ...(call.passEnv !== undefined && call.passEnv.length > 0 ? { passEnv: [...call.passEnv] } : {}),
      ...(call.hook !== undefined ? { hook: call.hook } : {}),
    }),
  ];
  if (checkpoint !== null && deps.checkpoints !== undefined)
    deps.emit.events(deps.checkpoints.appendWithCheckpoints(target.sessionId, toolCall, [checkpoint]));
  else commitEvents(deps, target.sessionId, toolCall);

  const tool = deps.tools.get(call.tool);
  let outcome: ToolOutcome;
  let content: string;
  let confinement: Confinement | undefined;
  let mcpBlocks: McpResultBlock[] | undefined;
  if (tool === undefined) {
    outcome = 'failure';
    content = `The tool ${call.tool} is no longer available, so it did not run.`;
  } else if (target.signal.aborted) {
    outcome = 'cancelled';
    content = deriveStopText(target.signal, 'before');
  } else {
    // Live output is coalesced and capped per call; what waits is sent before the result commits.
    const live = createLiveOutput((chunk) =>
      deps.emit.live({
        type: 'tool_progress',
        sessionId: target.sessionId,
        runId: target.runId,
        callId: call.callId,
        chunk,
      }),
    );
    try {
      const result = await tool.execute(
        deepFreezeCopy(call.args),
        {
          workspaceRoot: target.workspaceRoot,
          sessionId: target.sessionId,
          runId: target.runId,
          callId: call.callId,
          reviewed: deepFreezeCopy(call.inspection),
          settledBy: call.settledBy,
          ...(call.passEnv !== undefined && call.passEnv.length > 0
            ? { passEnv: Object.freeze([...call.passEnv]) }
            : {}),
          memory: deps.memory,
          onProgress: (chunk) => live.push(chunk),
        },
        target.signal,
      );
      if (result.outcome === 'stale') return { kind: 'stale', reason: result.reason };
      confinement = result.confinement;
      // An MCP result's images, audio, resources and links, kept by kind for its card (the model reads `content`).
      mcpBlocks = result.mcpBlocks;
      outcome = result.outcome === 'failure' && target.signal.aborted ? 'cancelled' : result.outcome;
      content =
        outcome === 'cancelled' ? `${deriveStopText(target.signal, 'while')} ${result.content}` : result.content;
    } catch (err) {
      outcome = target.signal.aborted ? 'cancelled' : 'failure';
      content = `The tool ran and failed: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      live.close();
    }
  }
  if (checkpoint !== null && outcome === 'success' && deps.checkpoints !== undefined) {
    const written = await loadCurrentHash(checkpoint.path);
    if (written !== null) deps.checkpoints.recordWritten(target.sessionId, call.callId, checkpoint.path, written);
  }
  if (call.hook?.rewrite !== undefined) content = `${buildHookRewriteNote(call.hook)}\n${content}`;
  // A person's edit that a hook then changed: the person's note names their edit, the hook's note what ran.
  if (call.originalArgs !== undefined)
    content = `${buildEditNote(call.originalArgs, call.hook?.rewrite?.replaced ?? call.args)}\n${content}`;
  // PostToolUse: its notes join the PreToolUse ones after this result, in the same event; its outcome stands.
  const post =
    deps.hooks === undefined || tool === undefined || outcome === 'cancelled'
      ? undefined
      : await deps.hooks.postToolUse({
          tool: call.tool,
          args: call.args,
          workspaceRoot: target.workspaceRoot,
          sessionId: target.sessionId,
          toolUseId: call.toolUseId,
          approvalMode: target.config.approvalMode,
          outcome,
          content: applyHookNotes(content, call.hook, undefined),
        });
  commitEvents(deps, target.sessionId, [
    draft('tool_result', {
      ...base,
      outcome,
      content: applyHookNotes(content, call.hook, post),
      settledBy: call.settledBy,
      ...(confinement !== undefined ? { confinement } : {}),
      ...(mcpBlocks !== undefined && mcpBlocks.length > 0 ? { mcpBlocks } : {}),
      ...(post !== undefined ? { postHook: post } : {}),
    }),
  ]);
  return { kind: 'done', outcome };
}
