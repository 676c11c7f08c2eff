import type Database from 'better-sqlite3';
import type { Effect } from '../../shared/modes';

/** A rule as stored: its definition is text, parsed (and judged broken or not) by the caller. */
export interface RuleRow {
  id: string;
  tool: string;
  effect: Effect;
  /** The definition as JSON text, exactly as stored. */
  definition: string;
  enabled: boolean;
  source: { sessionId: string; callId: string } | null;
  createdAt: string;
  updatedAt: string;
  fired: number;
  lastFiredAt: string | null;
}

/** A rule to insert; `createdAt` is kept from an imported file when it names one, otherwise now. */
export type NewRuleRow = Pick<RuleRow, 'id' | 'tool' | 'effect' | 'definition' | 'enabled' | 'source'> & {
  createdAt?: string;
};

export interface RuleStore {
  /** Every rule in creation order. */
  listRules(): RuleRow[];
  loadRule(id: string): RuleRow | null;
  /** Adds rules in one transaction (all or none), each after every existing one. */
  insertRules(rows: readonly NewRuleRow[]): void;
  /** Replaces a rule's tool, effect and definition, keeping its place in the order; false when it is gone. */
  updateRule(id: string, row: { tool: string; effect: Effect; definition: string }): boolean;
  setEnabled(id: string, enabled: boolean): boolean;
  deleteRule(id: string): boolean;
}

interface RawRule {
  id: string;
  tool: string;
  effect: string;
  definition: string;
  enabled: number;
  source_session: string | null;
  source_call: string | null;
  created_at: string;
  updated_at: string;
  fired: number;
  last_fired_at: string | null;
}

/** Pure: an effect column read back; anything unknown counts as deny's neighbour, ask (fail closed, never allow). */
function deriveStoredEffect(value: string): Effect {
  return value === 'allow' || value === 'deny' ? value : 'ask';
}

function toRow(r: RawRule): RuleRow {
  return {
    id: r.id,
    tool: r.tool,
    effect: deriveStoredEffect(r.effect),
    definition: r.definition,
    enabled: r.enabled === 1,
    source:
      r.source_session !== null && r.source_call !== null
        ? { sessionId: r.source_session, callId: r.source_call }
        : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    fired: r.fired,
    lastFiredAt: r.last_fired_at,
  };
}

const COLUMNS =
  'id, tool, effect, definition, enabled, source_session, source_call, created_at, updated_at, fired, last_fired_at';

/** Saved rules in SQLite. Throws only SQLite errors (a duplicate id among them). */
export function createRuleStore(db: Database.Database, now: () => Date): RuleStore {
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM rules ORDER BY seq`);
  const selectOne = db.prepare(`SELECT ${COLUMNS} FROM rules WHERE id = ?`);
  const insert = db.prepare(
    'INSERT INTO rules (id, tool, effect, definition, enabled, source_session, source_call, created_at, updated_at) VALUES (@id, @tool, @effect, @definition, @enabled, @sourceSession, @sourceCall, @createdAt, @updatedAt)',
  );
  const update = db.prepare('UPDATE rules SET tool = ?, effect = ?, definition = ?, updated_at = ? WHERE id = ?');
  const enable = db.prepare('UPDATE rules SET enabled = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM rules WHERE id = ?');
  const insertAll = db.transaction((rows: readonly NewRuleRow[]) => {
    const at = now().toISOString();
    for (const r of rows) {
      insert.run({
        id: r.id,
        tool: r.tool,
        effect: r.effect,
        definition: r.definition,
        enabled: r.enabled ? 1 : 0,
        sourceSession: r.source?.sessionId ?? null,
        sourceCall: r.source?.callId ?? null,
        createdAt: r.createdAt ?? at,
        updatedAt: at,
      });
    }
  });
  return {
    listRules: () => (selectAll.all() as RawRule[]).map(toRow),
    loadRule: (id) => {
      const r = selectOne.get(id) as RawRule | undefined;
      return r === undefined ? null : toRow(r);
    },
    insertRules: (rows) => insertAll.immediate(rows),
    updateRule: (id, row) => update.run(row.tool, row.effect, row.definition, now().toISOString(), id).changes === 1,
    setEnabled: (id, enabled) => enable.run(enabled ? 1 : 0, now().toISOString(), id).changes === 1,
    deleteRule: (id) => remove.run(id).changes === 1,
  };
}
