import type { SessionEvent } from '../../shared/events';
import type { WorkMode } from '../../shared/modes';
import { buildHistoryChars, type EventStore } from '../store';
import type { ToolRegistry } from '../tools/types';
import type { FolderNoteReader } from './loop-deps';
import { buildSystemBlocks, type FolderNote } from './system-prompt';

/**
 * A local token estimate (about four characters per token): local servers have no counting
 * endpoint, and the estimate only has to say when compaction is due and how full the context
 * looks. The history part is the store's running sum (sessions.history_chars), so no caller
 * rebuilds or re-serialises the whole history to get it.
 */
function deriveTokenEstimate(chars: { system: number; history: number; tools: number }): number {
  return Math.ceil((chars.system + chars.history + chars.tools) / 4);
}

const toolsChars = new WeakMap<ToolRegistry, { names: string; chars: number }>();

/** Size of the tool catalogue as the model reads it; recomputed only when the catalogue's names change. */
function buildToolsChars(tools: ToolRegistry): number {
  const names = tools.names().join('\n');
  const known = toolsChars.get(tools);
  if (known !== undefined && known.names === names) return known.chars;
  const chars = JSON.stringify(tools.modelTools()).length;
  toolsChars.set(tools, { names, chars });
  return chars;
}

function buildSystemChars(workspaceRoot: string, workMode: WorkMode, notes: readonly FolderNote[]): number {
  return buildSystemBlocks(workspaceRoot, workMode, notes).reduce((n, s) => n + s.length, 0);
}

/** The work mode of the session's latest run (agent before any run). Scans from the end. */
export function findLatestWorkMode(events: readonly SessionEvent[]): WorkMode {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'user_message') return e.data.config.workMode;
  }
  return 'agent';
}

/**
 * The estimate for the next model call, from the store's derived history size and the folder's
 * notes (without `memory`, as in the reference below, no notes). Reads one row and the notes.
 */
export function loadContextEstimate(
  deps: { store: EventStore; tools: ToolRegistry; memory?: FolderNoteReader },
  sessionId: string,
  workspaceRoot: string,
  workMode: WorkMode,
): number {
  return deriveTokenEstimate({
    system: buildSystemChars(workspaceRoot, workMode, deps.memory?.loadFolderNotes(workspaceRoot) ?? []),
    history: deps.store.loadSession(sessionId)?.historyChars ?? 0,
    tools: buildToolsChars(deps.tools),
  });
}

/** The same estimate folded from the log: the reference the derived column is tested against. */
export function buildContextEstimate(
  events: readonly SessionEvent[],
  workspaceRoot: string,
  deps: { tools: ToolRegistry },
): number {
  return deriveTokenEstimate({
    system: buildSystemChars(workspaceRoot, findLatestWorkMode(events), []),
    history: buildHistoryChars(events),
    tools: buildToolsChars(deps.tools),
  });
}
