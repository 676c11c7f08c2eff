import type { AssistantBlock, SessionEvent } from '../../shared/events';
import { buildModelError, ModelError, type ModelTurn } from '../model';
import { draft, type EventDraft } from '../store';
import { commitEvents, type LoopDeps, type ModelTurnDeps, type RunTarget } from './loop-deps';
import { buildModelHistory, buildRunState } from './projections';
import { runAutoCompaction } from './run-compaction';
import { buildSystemBlocks } from './system-prompt';
import { deriveRetrySeconds, say } from '../../shared/main-messages';

export type TurnOutcome = 'tool_calls' | 'final' | 'stopped' | 'failed';

const TOOL_USE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The id a tool_use keeps in the history: the model's own, unless it is empty, not in the form
 * the Messages API accepts, or already used in the same reply (local models repeat `call_0`). Two
 * tool_use blocks with one id would make every later request invalid, and the run could never
 * go on; so such an id is replaced with one derived from Gatehouse's call id, used consistently
 * in the tool_use and its tool_result. Pure.
 */
function deriveToolUseId(modelId: string, callId: string, used: ReadonlySet<string>): string {
  if (TOOL_USE_ID.test(modelId) && !used.has(modelId)) return modelId;
  return `gh_${callId}`;
}

/**
 * One model call: builds the model client (with none configured, the run is left interrupted
 * saying what to set up, and Retry continues it), builds the history from the log, streams the
 * reply (text deltas go out as live events, never stored one by one) and records the completed
 * reply as one assistant_message.
 * A broken stream keeps the text received so far, marked interrupted, and records the error and
 * the run's new state in the same transaction. `inputErrors` receives why a tool_use's input
 * could not be parsed (by callId), for the classification that follows.
 */
export async function runModelTurn(
  loop: LoopDeps,
  target: RunTarget,
  events: readonly SessionEvent[],
  inputErrors: Map<string, string>,
): Promise<TurnOutcome> {
  const access = loop.loadModel();
  if (!access.ok) {
    commitEvents(loop, target.sessionId, [
      draft('run_state', {
        runId: target.runId,
        state: 'interrupted',
        detail: access.text.id === 'model.noLocalServer' ? say('run.noLocalServerRetry') : say('run.noModelRetry'),
      }),
    ]);
    return 'failed';
  }
  const deps: ModelTurnDeps = { ...loop, model: access.model };
  const compacted = await runAutoCompaction(deps, target, events);
  const current = compacted ?? events;
  if (buildRunState(current)?.state !== 'streaming') {
    commitEvents(deps, target.sessionId, [draft('run_state', { runId: target.runId, state: 'streaming' })]);
  }
  let turn: ModelTurn;
  try {
    turn = await deps.model.streamTurn(
      {
        system: buildSystemBlocks(
          target.workspaceRoot,
          target.config.workMode,
          deps.memory.loadFolderNotes(target.workspaceRoot),
        ),
        messages: buildModelHistory(current),
        tools: deps.tools.modelTools(),
        maxTokens: deps.maxTokens,
      },
      {
        onText: (text) =>
          deps.emit.live({ type: 'text_delta', sessionId: target.sessionId, runId: target.runId, text }),
      },
      target.signal,
    );
  } catch (err) {
    const e = err instanceof ModelError ? err : buildModelError(err);
    const drafts: EventDraft[] = [];
    const text = e.partial.flatMap((b) => (b.type === 'text' ? [{ type: 'text' as const, text: b.text }] : []));
    if (text.length > 0) {
      drafts.push(
        draft('assistant_message', {
          runId: target.runId,
          content: text,
          stopReason: null,
          usage: null,
          interrupted: true,
          ...modelOf(deps),
        }),
      );
    }
    if (target.signal.aborted) {
      commitEvents(deps, target.sessionId, drafts);
      return 'stopped';
    }
    drafts.push(
      draft('error', {
        runId: target.runId,
        code: e.code,
        message: e.message,
        retryable: e.retryable,
        ...(e.retryAfterMs !== undefined ? { retryAfterMs: e.retryAfterMs } : {}),
      }),
      // The error event keeps the technical message for the details; the run's state says it plainly.
      draft('run_state', {
        runId: target.runId,
        state: e.code === 'connection' || e.code === 'stalled' ? 'interrupted' : 'failed',
        detail: say('run.modelFailed', { code: e.code, seconds: deriveRetrySeconds(e.retryAfterMs) }),
      }),
    );
    commitEvents(deps, target.sessionId, drafts);
    return 'failed';
  }

  const usedToolUseIds = new Set<string>();
  const content: AssistantBlock[] = turn.content.map((b) => {
    if (b.type === 'text') return { type: 'text', text: b.text };
    const callId = deps.ids.newId('call_');
    if (b.inputError !== undefined) inputErrors.set(callId, b.inputError);
    const toolUseId = deriveToolUseId(b.id, callId, usedToolUseIds);
    usedToolUseIds.add(toolUseId);
    return { type: 'tool_use', callId, toolUseId, name: b.name, input: b.input };
  });
  const hasCalls = content.some((b) => b.type === 'tool_use');
  const drafts: EventDraft[] = [
    draft('assistant_message', {
      runId: target.runId,
      content,
      stopReason: turn.stopReason,
      usage: turn.usage,
      interrupted: false,
      ...modelOf(deps),
    }),
  ];
  if (!hasCalls) drafts.push(draft('run_state', { runId: target.runId, state: 'completed' }));
  commitEvents(deps, target.sessionId, drafts);
  return hasCalls ? 'tool_calls' : 'final';
}

/** The model a reply was asked of, when the client says (fakes in tests may not). */
function modelOf(deps: Pick<ModelTurnDeps, 'model'>): { model?: string } {
  return deps.model.model !== undefined && deps.model.model !== '' ? { model: deps.model.model } : {};
}
