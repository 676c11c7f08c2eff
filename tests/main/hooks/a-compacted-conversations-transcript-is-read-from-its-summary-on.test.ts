import { describe, expect, it } from 'vitest';
import { buildTranscriptLines } from '../../../src/main/hooks/write-transcript';
import { draft, type EventDraft } from '../../../src/main/store';
import { useTempStore } from '../../support/temp-store';

/**
 * Hooks read the conversation as the model replays it (transcript_path). For a compacted
 * conversation that is made from its latest compaction on: reading the log whole before every
 * hook's call grew with the conversation. Both reads must give the same transcript.
 */
const t = useTempStore('gatehouse-hook-transcript-');

const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: [], model: 'm', agentId: 'a' };
const round = (i: number): EventDraft[] => [
  draft('user_message', { runId: `run_${i}`, text: `question ${i}`, config }),
  draft('assistant_message', {
    runId: `run_${i}`,
    content: [{ type: 'text', text: `answer ${i}` }],
    stopReason: 'end_turn',
    usage: null,
    interrupted: false,
  }),
  draft('run_state', { runId: `run_${i}`, state: 'completed' }),
];

describe("a hook's transcript of a compacted conversation", () => {
  it('is the same read from the latest compaction on as read whole', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: t.dir, agentId: 'a' });
    for (let i = 0; i < 5; i += 1) t.store.appendEvents('ses_1', round(i));
    const through = t.store.loadLastSeq('ses_1');
    t.store.appendEvents('ses_1', [
      draft('compaction', {
        summary: 'We talked about five questions.',
        throughSeq: through,
        estimatedTokensBefore: 900,
      }),
    ]);
    for (let i = 5; i < 8; i += 1) t.store.appendEvents('ses_1', round(i));

    const fromSummary = t.store.loadEventsAfter('ses_1', t.store.loadCompactedThrough('ses_1'));
    expect(fromSummary.length).toBeLessThan(t.store.loadEvents('ses_1').length);
    const transcript = buildTranscriptLines('ses_1', fromSummary);
    expect(transcript).toBe(buildTranscriptLines('ses_1', t.store.loadEvents('ses_1')));
    expect(transcript).toContain('We talked about five questions.');
    expect(transcript).toContain('question 7');
    expect(transcript).not.toContain('question 2');
  });
});
