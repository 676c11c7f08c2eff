import type { EventOf, ToolArgs } from '../../../shared';
import type { SessionView, ToolCardState, TranscriptEntry } from './session-view';
import { recordWith } from './shared-record';

/** Pure reducers for the conversation's message events. Each returns a new view. */

export function applySessionCreated(view: SessionView, e: EventOf<'session_created'>): SessionView {
  return { ...view, title: e.data.title, workspace: e.data.workspace };
}

/** Later runs work in the new folder; the transcript says where the conversation moved. */
export function applyWorkspaceChanged(view: SessionView, e: EventOf<'workspace_changed'>): SessionView {
  const entry: TranscriptEntry = {
    kind: 'workspace',
    seq: e.seq,
    workspace: e.data.workspace,
    previous: e.data.previous,
  };
  return { ...view, workspace: e.data.workspace, entries: view.entries.append(entry) };
}

export function applySessionRenamed(view: SessionView, e: EventOf<'session_renamed'>): SessionView {
  return { ...view, title: e.data.title };
}

export function applyUserMessage(view: SessionView, e: EventOf<'user_message'>): SessionView {
  const entry: TranscriptEntry = {
    kind: 'user',
    seq: e.seq,
    runId: e.data.runId,
    text: e.data.text,
    config: e.data.config,
    at: e.at,
  };
  return { ...view, entries: view.entries.append(entry), lastError: null, liveText: null };
}

function asArgs(input: unknown): ToolArgs {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as ToolArgs) : {};
}

/** The reply's text becomes one entry; each tool_use becomes a card in the "proposed" state. */
export function applyAssistantMessage(view: SessionView, e: EventOf<'assistant_message'>): SessionView {
  const { runId, content, usage, interrupted, model } = e.data;
  const text = content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n\n')
    .trim();
  const added: TranscriptEntry[] = [];
  if (text.length > 0 || interrupted || usage) {
    added.push({ kind: 'assistant', seq: e.seq, runId, text, usage, interrupted, at: e.at, model: model ?? null });
  }
  let tools = view.tools;
  for (const block of content) {
    if (block.type !== 'tool_use') continue;
    const card: ToolCardState = {
      callId: block.callId,
      runId,
      tool: block.name,
      args: asArgs(block.input),
      status: interrupted ? 'cancelled' : 'proposed',
    };
    tools = recordWith(tools, block.callId, card);
    added.push({ kind: 'tool', seq: e.seq, callId: block.callId });
  }
  const liveText = view.liveText?.runId === runId ? null : view.liveText;
  return { ...view, entries: view.entries.append(...added), tools, liveText };
}

export function applyCompaction(view: SessionView, e: EventOf<'compaction'>): SessionView {
  return {
    ...view,
    entries: view.entries.append({ kind: 'compaction', seq: e.seq, summary: e.data.summary }),
  };
}
