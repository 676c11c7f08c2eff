import { describe, expect, it } from 'vitest';
import type { EventData, EventKind, SessionEvent } from '../../../src/shared/events';
import { buildCompactionNote, buildModelHistory, buildRunState } from '../../../src/main/agent';

let seq = 0;
const ev = <K extends EventKind>(kind: K, data: EventData<K>): SessionEvent =>
  ({ sessionId: 'ses_1', seq: ++seq, v: 1, at: 't', kind, data }) as SessionEvent;
const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: [], model: 'm', agentId: 'a' };
const use = (callId: string, toolUseId: string, input: unknown) => ({
  type: 'tool_use' as const,
  callId,
  toolUseId,
  name: 'write_file',
  input,
});
const result = (
  callId: string,
  toolUseId: string,
  outcome: EventData<'tool_result'>['outcome'],
  content: string = outcome,
) => ev('tool_result', { runId: 'run_1', callId, toolUseId, tool: 'write_file', outcome, content });

describe('buildModelHistory', () => {
  it.each([
    {
      name: 'edited args rewrite the tool_use; results follow in the model order whatever the log order',
      events: () => [
        ev('user_message', { runId: 'run_1', text: 'go', config }),
        ev('assistant_message', {
          runId: 'run_1',
          content: [
            { type: 'text', text: 'ok' },
            use('call_a', 'call_0', { n: 60 }),
            use('call_b', 'call_1', { n: 1 }),
          ],
          stopReason: 'tool_use',
          usage: null,
          interrupted: false,
        }),
        result('call_b', 'call_1', 'denied', 'no'),
        ev('tool_call', {
          runId: 'run_1',
          callId: 'call_a',
          toolUseId: 'call_0',
          tool: 'write_file',
          args: { n: 40 },
          originalArgs: { n: 60 },
          settledBy: { by: 'person' },
        }),
        result('call_a', 'call_0', 'success', 'done'),
      ],
      expected: [
        { role: 'user', content: [{ type: 'text', text: 'go' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'ok' },
            { type: 'tool_use', id: 'call_0', name: 'write_file', input: { n: 40 } },
            { type: 'tool_use', id: 'call_1', name: 'write_file', input: { n: 1 } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'call_0', content: 'done' },
            { type: 'tool_result', tool_use_id: 'call_1', content: 'no', is_error: true },
          ],
        },
      ],
    },
    {
      name: 'an interrupted reply is left out (no prefill for Retry to send); a call with no result yet is left out',
      events: () => [
        ev('user_message', { runId: 'run_1', text: 'go', config }),
        ev('assistant_message', {
          runId: 'run_1',
          content: [{ type: 'text', text: 'half' }, use('call_a', 'x', {})],
          stopReason: null,
          usage: null,
          interrupted: true,
        }),
        ev('assistant_message', {
          runId: 'run_1',
          content: [use('call_b', 'y', {})],
          stopReason: 'tool_use',
          usage: null,
          interrupted: false,
        }),
      ],
      expected: [{ role: 'user', content: [{ type: 'text', text: 'go' }] }],
    },
    {
      name: 'compaction replaces older turns with its summary; the next user text merges into one message',
      events: () => [
        ev('user_message', { runId: 'run_1', text: 'old', config }),
        ev('assistant_message', {
          runId: 'run_1',
          content: [{ type: 'text', text: 'old answer' }],
          stopReason: 'end_turn',
          usage: null,
          interrupted: false,
        }),
        ev('compaction', { summary: 'S', throughSeq: seq, estimatedTokensBefore: 10 }),
        ev('user_message', { runId: 'run_2', text: 'new', config }),
      ],
      expected: [
        {
          role: 'user',
          content: [
            { type: 'text', text: buildCompactionNote('S') },
            { type: 'text', text: 'new' },
          ],
        },
      ],
    },
    {
      name: 'malformed input from the model is sent back as an empty object beside its denial',
      events: () => [
        ev('user_message', { runId: 'run_1', text: 'go', config }),
        ev('assistant_message', {
          runId: 'run_1',
          content: [use('call_a', 'z', '{"bad')],
          stopReason: 'tool_use',
          usage: null,
          interrupted: false,
        }),
        result('call_a', 'z', 'denied', 'invalid'),
      ],
      expected: [
        { role: 'user', content: [{ type: 'text', text: 'go' }] },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'z', name: 'write_file', input: {} }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'z', content: 'invalid', is_error: true }] },
      ],
    },
  ])('$name', ({ events, expected }) => {
    seq = 0;
    expect(buildModelHistory(events())).toEqual(expected);
  });

  it('buildRunState follows the latest run and clears its error on a new attempt', () => {
    seq = 0;
    const events = [
      ev('user_message', { runId: 'run_1', text: 'go', config }),
      ev('error', { runId: 'run_1', code: 'overloaded', message: 'm', retryable: true }),
      ev('run_state', { runId: 'run_1', state: 'failed' }),
    ];
    expect(buildRunState(events)).toMatchObject({ runId: 'run_1', state: 'failed', lastError: { code: 'overloaded' } });
    expect(buildRunState([...events, ev('run_state', { runId: 'run_1', state: 'streaming' })])).toMatchObject({
      state: 'streaming',
      lastError: null,
    });
  });
});
