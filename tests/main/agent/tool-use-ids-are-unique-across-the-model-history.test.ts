import { describe, expect, it } from 'vitest';
import type { ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { EventData, EventKind, SessionEvent } from '../../../src/shared/events';
import { buildModelHistory } from '../../../src/main/agent';

let seq = 0;
const ev = <K extends EventKind>(kind: K, data: EventData<K>): SessionEvent =>
  ({ sessionId: 'ses_1', seq: ++seq, v: 1, at: 't', kind, data }) as SessionEvent;
const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: [], model: 'm', agentId: 'a' };

/** One turn: a reply whose calls all use the model's `toolUseId`, each answered with `content:<callId>`. */
function turn(runId: string, calls: [callId: string, toolUseId: string][]): SessionEvent[] {
  return [
    ev('user_message', { runId, text: `ask ${runId}`, config }),
    ev('assistant_message', {
      runId,
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
      content: calls.map(([callId, toolUseId]) => ({
        type: 'tool_use' as const,
        callId,
        toolUseId,
        name: 'read_file',
        input: { path: callId },
      })),
    }),
    ...calls.map(([callId, toolUseId]) =>
      ev('tool_result', {
        runId,
        callId,
        toolUseId,
        tool: 'read_file',
        outcome: 'success',
        content: `content:${callId}`,
      }),
    ),
  ];
}

/** Every tool_use (id, input path) and every tool_result (tool_use_id, content) as sent, in order. */
function pairs(events: readonly SessionEvent[]) {
  const blocks = buildModelHistory(events).flatMap((m) =>
    Array.isArray(m.content) ? (m.content as ContentBlockParam[]) : [],
  );
  const uses = blocks.flatMap((b) =>
    b.type === 'tool_use' ? [{ id: b.id, path: (b.input as { path: string }).path }] : [],
  );
  const results = blocks.flatMap((b) =>
    b.type === 'tool_result' ? [{ id: b.tool_use_id, content: b.content as string }] : [],
  );
  return { uses, results };
}

describe('tool_use ids in the model history', () => {
  it('an id reused by later replies is renamed; each tool_result stays paired with its own tool_use', () => {
    const events = [
      ...turn('run_1', [['call_a', 'call_0']]),
      ...turn('run_2', [
        ['call_b', 'call_0'],
        ['call_c', 'call_1'],
      ]),
      ...turn('run_3', [['call_d', 'call_0']]),
    ];
    const { uses, results } = pairs(events);
    expect(uses.map((u) => u.id)).toEqual(['call_0', 'gh_call_b', 'call_1', 'gh_call_d']);
    expect(new Set(uses.map((u) => u.id)).size).toBe(uses.length);
    // Each result answers the tool_use of its own call.
    expect(results).toEqual(uses.map((u) => ({ id: u.id, content: `content:${u.path}` })));
  });

  it('renames the same way on every request, also once the log has grown', () => {
    const first = [...turn('run_1', [['call_a', 'call_0']]), ...turn('run_2', [['call_b', 'call_0']])];
    const later = [...first, ...turn('run_3', [['call_c', 'call_0']])];
    expect(pairs(first)).toEqual(pairs(first));
    expect(pairs(later).uses.slice(0, 2)).toEqual(pairs(first).uses);
  });

  it('a derived id a model happened to use as well is not reused', () => {
    const events = [...turn('run_1', [['call_a', 'gh_call_b']]), ...turn('run_2', [['call_b', 'gh_call_b']])];
    const ids = pairs(events).uses.map((u) => u.id);
    expect(ids).toEqual(['gh_call_b', 'gh_call_b_2']);
  });
});
