import type { EventOf } from '../../../shared';
import type { SessionView, ToolCardState } from './session-view';
import { recordWith } from './shared-record';

/** Pure reducers for tool execution: recorded before it runs, then its result. */

export function applyToolCall(view: SessionView, e: EventOf<'tool_call'>): SessionView {
  const d = e.data;
  const existing: ToolCardState = view.tools[d.callId] ?? {
    callId: d.callId,
    runId: d.runId,
    tool: d.tool,
    args: d.args,
    status: 'running',
  };
  const card: ToolCardState = {
    ...existing,
    tool: d.tool,
    args: d.args,
    ...(d.originalArgs ? { originalArgs: d.originalArgs } : {}),
    status: 'running',
    settledBy: d.settledBy,
    ...(d.hook !== undefined ? { hook: d.hook } : {}),
    startedAt: e.at,
  };
  const entries = view.tools[d.callId]
    ? view.entries
    : view.entries.append({ kind: 'tool', seq: e.seq, callId: d.callId });
  const tools = recordWith(view.tools, d.callId, card);
  return { ...view, tools, entries };
}

export function applyToolResult(view: SessionView, e: EventOf<'tool_result'>): SessionView {
  const d = e.data;
  const existing: ToolCardState = view.tools[d.callId] ?? {
    callId: d.callId,
    runId: d.runId,
    tool: d.tool,
    args: {},
    status: d.outcome,
  };
  const card: ToolCardState = {
    ...existing,
    status: d.outcome,
    content: d.content,
    finishedAt: e.at,
    ...(d.settledBy !== undefined ? { settledBy: d.settledBy } : {}),
    ...(d.confinement === 'unconfined' ? { unconfined: true } : {}),
    ...(d.personNote !== undefined ? { personNote: d.personNote } : {}),
    ...(d.mcpBlocks !== undefined && d.mcpBlocks.length > 0 ? { mcpBlocks: d.mcpBlocks } : {}),
    ...(d.hook !== undefined ? { hook: d.hook } : {}),
    ...(d.postHook !== undefined ? { postHook: d.postHook } : {}),
  };
  const entries = view.tools[d.callId]
    ? view.entries
    : view.entries.append({ kind: 'tool', seq: e.seq, callId: d.callId });
  const tools = recordWith(view.tools, d.callId, card);
  const liveOutput = { ...view.liveOutput };
  delete liveOutput[d.callId];
  return { ...view, tools, entries, liveOutput };
}
