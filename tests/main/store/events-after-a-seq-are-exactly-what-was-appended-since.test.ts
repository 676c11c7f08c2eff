import { describe, expect, it } from 'vitest';
import { useTempStore } from '../../support/temp-store';
import { draft } from '../../../src/main/store';

const t = useTempStore('gatehouse-store-');

describe('loadEventsAfter', () => {
  it('returns the events after a seq, oldest first, equal to the tail of a full load', () => {
    t.store.createSession({ id: 'ses_1', title: 'a', workspace: t.dir, agentId: 'a' });
    t.store.createSession({ id: 'ses_2', title: 'b', workspace: t.dir, agentId: 'a' });
    t.store.appendEvents(
      'ses_1',
      [1, 2, 3, 4].map((n) => draft('session_renamed', { title: `t${n}` })),
    );
    t.store.appendEvents('ses_2', [draft('session_renamed', { title: 'other' })]);

    const all = t.store.loadEvents('ses_1');
    expect(t.store.loadEventsAfter('ses_1', 2)).toEqual(all.slice(2));
    expect(t.store.loadEventsAfter('ses_1', 0)).toEqual(all);
    expect(t.store.loadEventsAfter('ses_1', all.length)).toEqual([]);
    expect(t.store.loadEventsAfter('ses_missing', 0)).toEqual([]);
  });
});
