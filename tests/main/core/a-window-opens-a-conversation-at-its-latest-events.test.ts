import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_WINDOW_EVENTS } from '../../../src/shared/views';
import { buildSessionView } from '../../../src/renderer/src/state/apply-event';
import { openTestCore, type TestCore } from '../../support/core-harness';
import { seedApprovedWrites } from '../../support/seed-approved-writes';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('a conversation opened in a window', () => {
  it('comes as its latest events from a run’s start, and folds to what the whole log shows for them', async () => {
    t = await openTestCore();
    const id = seedApprovedWrites(t.dataDir, t.workspace, 500);
    const whole = t.core.loadSession(id);
    const latest = t.core.loadSession(id, { latest: true });
    expect(whole.events).toHaveLength(4_001);
    expect(latest.events.length).toBeLessThanOrEqual(SESSION_WINDOW_EVENTS);
    expect(latest.events.length).toBeGreaterThan(SESSION_WINDOW_EVENTS - 8);
    expect(latest.events[0]).toMatchObject({ kind: 'user_message', seq: latest.firstSeq });
    expect(latest.events.at(-1)).toEqual(whole.events.at(-1));

    // The same rows, cards and sheets as the whole log gives for those runs.
    const all = buildSessionView(whole);
    const tail = buildSessionView(latest);
    expect(tail.entries).toEqual(all.entries.filter((e) => e.seq >= latest.firstSeq!));
    for (const entry of tail.entries) {
      if (entry.kind === 'tool') expect(tail.tools[entry.callId]).toEqual(all.tools[entry.callId]);
      if (entry.kind === 'approval') expect(tail.approvals[entry.approvalId]).toEqual(all.approvals[entry.approvalId]);
    }
    expect({ ...tail, entries: [], tools: {}, approvals: {}, firstSeq: 1 }).toEqual({
      ...all,
      entries: [],
      tools: {},
      approvals: {},
    });

    // A page further back reaches to the latest too, and the first page of all is the whole log.
    const back = t.core.loadSession(id, { from: latest.firstSeq! - SESSION_WINDOW_EVENTS });
    expect(back.events[0]?.kind).toBe('user_message');
    expect(back.firstSeq).toBeLessThan(latest.firstSeq!);
    expect(back.events.at(-1)).toEqual(whole.events.at(-1));
    expect(t.core.loadSession(id, { from: 1 }).events).toEqual(whole.events);
  });

  it('a short conversation comes whole', async () => {
    t = await openTestCore();
    const id = seedApprovedWrites(t.dataDir, t.workspace, 10);
    const latest = t.core.loadSession(id, { latest: true });
    expect(latest.firstSeq).toBe(1);
    expect(latest.events).toEqual(t.core.loadSession(id).events);
  });
});
