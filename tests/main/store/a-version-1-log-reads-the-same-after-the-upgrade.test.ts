import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempStore } from '../../support/temp-store';
import { buildAudit } from '../../../src/main/agent';
import { deriveLayer, type SettledBy } from '../../../src/shared/decisions';
import { EVENT_SCHEMA_VERSION, SessionEventSchema } from '../../../src/shared/events';
import { buildSessionView } from '../../../src/renderer/src/state/apply-event';

/**
 * Logs written by Gatehouse with event version 1 (tests/fixtures/event-log-v1.json: ten
 * conversations its own tests drove through the real core, between them every kind of decider:
 * a person's approve, edit and deny, an edit a deny rule or a hook refused, the reviewer's approve
 * and deny, a rule's and a hook's allow and deny, yolo, the policy's own allow and its validation
 * and binding denials, Stop). Each is put in a current database as that build stored it, then read.
 */
interface V1Session {
  scenario: string;
  sessionId: string;
  rows: { seq: number; v: number; kind: string; at: string; data: string }[];
  audit: (Record<string, unknown> & { decidedBy: string; layer?: string; ruleId?: string })[];
}
const fixture = JSON.parse(readFileSync(join(__dirname, '../../fixtures/event-log-v1.json'), 'utf8')) as {
  sessions: V1Session[];
};

const t = useTempStore('gatehouse-v1-log-');

function storeAsVersion1(s: V1Session): void {
  const created = JSON.parse(s.rows[0]!.data) as { title: string; workspace: string; agentId: string };
  t.db
    .prepare(
      'INSERT INTO sessions (id, title, workspace, agent_id, created_at, updated_at, last_seq) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(s.sessionId, created.title, created.workspace, created.agentId, s.rows[0]!.at, s.rows[0]!.at, s.rows.length);
  const insert = t.db.prepare('INSERT INTO events (session_id, seq, v, kind, at, data) VALUES (?, ?, ?, ?, ?, ?)');
  for (const r of s.rows) insert.run(s.sessionId, r.seq, r.v, r.kind, r.at, r.data);
}

describe('a log written with event version 1', () => {
  it('is every kind of decider, as the older build wrote it', () => {
    const kinds = new Set(fixture.sessions.flatMap((s) => s.audit.map((e) => `${e.decidedBy}/${e.action as string}`)));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'hook/allow',
        'hook/deny',
        'person/approve',
        'person/deny',
        'person/edit',
        'policy/allow',
        'policy/deny',
        'reviewer/approve',
        'reviewer/deny',
        'rule/allow',
        'rule/deny',
        'yolo/allow',
      ]),
    );
    expect(fixture.sessions.every((s) => s.rows.every((r) => r.v === 1))).toBe(true);
  });

  it.each(fixture.sessions.map((s) => [s.scenario, s] as const))(
    '%s: reads as the current version, with the same approval record',
    (_scenario, s) => {
      storeAsVersion1(s);
      const events = t.store.loadEvents(s.sessionId);
      expect(events).toHaveLength(s.rows.length);
      for (const e of events) {
        expect(e.v).toBe(EVENT_SCHEMA_VERSION);
        // What a version-2 build would have written: the current schema accepts it whole.
        expect(SessionEventSchema.safeParse(e).success, `${e.kind} #${e.seq}`).toBe(true);
      }
      // The record the person reads: the same entries, who settled each call now one field.
      const audit = buildAudit(events);
      expect(audit).toHaveLength(s.audit.length);
      audit.forEach((entry, i) => {
        const { decidedBy, layer, ruleId, ...rest } = s.audit[i]!;
        const { settledBy, ...now } = entry;
        expect(now).toEqual(rest);
        expect(settledBy.by).toBe(decidedBy);
        if (layer !== undefined) expect(deriveLayer(settledBy)).toBe(layer);
        expect((settledBy as Extract<SettledBy, { by: 'rule' }>).ruleId).toBe(ruleId);
      });
      // The window folds it as it folds a new log.
      expect(() =>
        buildSessionView({
          summary: t.store.loadSession(s.sessionId) as never,
          events,
          pending: t.store.loadPendingApproval(s.sessionId),
          context: { estimatedTokens: 0, contextWindow: 200_000 },
        }),
      ).not.toThrow();
    },
  );

  it('a person’s edit a hook refused reads as that hook’s, not the person’s', () => {
    const s = fixture.sessions.find((x) =>
      x.audit.some((e) => e.decidedBy === 'hook' && e.action === 'deny' && e.approvalId !== null),
    )!;
    storeAsVersion1(s);
    const decision = t.store.loadEvents(s.sessionId).find((e) => e.kind === 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions.map((d) => [d.action, d.settledBy])).toEqual(
      expect.arrayContaining([['deny', { by: 'hook' }]]),
    );
  });
});
