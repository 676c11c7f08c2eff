import type { SessionEvent } from '../../shared/events';
import { ModelError } from '../model';
import { draft } from '../store';
import { findLatestWorkMode, loadContextEstimate } from './estimate-tokens';
import { commitEvents, type ModelTurnDeps, type RunTarget } from './loop-deps';
import { buildModelHistory, buildRunState } from './projections';
import { buildSystemBlocks } from './system-prompt';

/** Compaction starts when the estimate passes this share of the context window. */
const COMPACTION_THRESHOLD = 0.8;

const INSTRUCTION =
  "Summarise the conversation so far for your own later use: the person's goals, decisions made, files and facts learned, what was done, what was denied and why, and open tasks. Be concise and factual. Reply with the summary only.";

/**
 * Summarises every event up to `throughSeq` with one model call (no tools) and records one
 * compaction event. The log itself is untouched. Throws a ModelError when the model fails or
 * returns an empty summary.
 */
export async function runCompaction(
  deps: ModelTurnDeps,
  sessionId: string,
  workspaceRoot: string,
  events: readonly SessionEvent[],
  throughSeq: number,
  signal: AbortSignal,
): Promise<SessionEvent[]> {
  const older = events.filter((e) => e.seq <= throughSeq);
  const estimatedTokensBefore = loadContextEstimate(deps, sessionId, workspaceRoot, findLatestWorkMode(events));
  const messages = buildModelHistory(older);
  messages.push({ role: 'user', content: [{ type: 'text', text: INSTRUCTION }] });
  // buildModelHistory merges roles; a trailing user message above must merge too.
  const merged = buildModelHistoryMerge(messages);
  const turn = await deps.model.streamTurn(
    {
      system: buildSystemBlocks(workspaceRoot, 'agent', []).slice(0, 1),
      messages: merged,
      tools: [],
      maxTokens: deps.maxTokens,
    },
    { onText: () => undefined },
    signal,
  );
  const summary = turn.content
    .flatMap((b) => (b.type === 'text' ? [b.text] : []))
    .join('\n')
    .trim();
  if (summary === '')
    throw new ModelError('bad_response', 'The model returned an empty summary; nothing was compacted.', true);
  return commitEvents(deps, sessionId, [draft('compaction', { summary, throughSeq, estimatedTokensBefore })]);
}

function buildModelHistoryMerge(messages: ReturnType<typeof buildModelHistory>): ReturnType<typeof buildModelHistory> {
  const out: ReturnType<typeof buildModelHistory> = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (last !== undefined && last.role === m.role && Array.isArray(last.content) && Array.isArray(m.content)) {
      last.content = [...last.content, ...m.content];
    } else out.push({ ...m });
  }
  return out;
}

/**
 * Before a model call: when the history nears the context window, compacts everything before
 * this run's user message (the run's own tool pairs stay whole). Returns the events including the
 * compaction, or null when nothing was done. A failed summary is not fatal: the call goes ahead.
 */
export async function runAutoCompaction(
  deps: ModelTurnDeps,
  target: RunTarget,
  events: readonly SessionEvent[],
): Promise<SessionEvent[] | null> {
  const estimate = loadContextEstimate(deps, target.sessionId, target.workspaceRoot, target.config.workMode);
  if (estimate < deps.contextWindow * COMPACTION_THRESHOLD) return null;
  const run = buildRunState(events);
  if (run === null) return null;
  let lastCompacted = 0;
  for (const e of events) if (e.kind === 'compaction') lastCompacted = e.data.throughSeq;
  const throughSeq = run.userSeq - 1;
  const hasOlderTurns = events.some((e) => e.kind === 'user_message' && e.seq > lastCompacted && e.seq <= throughSeq);
  if (!hasOlderTurns) return null;
  try {
    const added = await runCompaction(deps, target.sessionId, target.workspaceRoot, events, throughSeq, target.signal);
    return [...events, ...added];
  } catch {
    return null;
  }
}
