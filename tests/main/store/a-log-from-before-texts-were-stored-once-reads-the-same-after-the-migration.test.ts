import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useTempStore } from '../../support/temp-store';
import { createEventStore, DATABASE_FILE, draft, openDatabase, SCHEMA_VERSION } from '../../../src/main/store';
import { createWindowTexts } from '../../../src/main/core/window-texts';
import { readHeldMarker } from '../../../src/shared/held-texts';
import { say } from '../../../src/shared/main-messages';

/**
 * A database written before texts were stored once keeps each text inline in its rows. Opened by
 * today's Gatehouse it is migrated (the texts tables added, no row rewritten) and reads exactly as
 * before; a window is sent its old texts whole (nothing to read them back by), and a new event with
 * the same text stores it once from then on, reading the same.
 */
const t = useTempStore('gatehouse-old-texts-');

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'a',
};
const content = Array.from({ length: 3_000 }, (_, i) => `line ${i} of the old file`).join('\n');
const args = { path: 'notes.md', content };
const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 'notes.md', added: 1, removed: 1 }),
  preview: { type: 'args' as const, text: 'x' },
};

describe('a log written before texts were stored once', () => {
  it('reads the same after the migration, goes to a window whole, and stores the text once from the next event on', () => {
    t.store.createSession({ id: 'ses_old', title: 'old', workspace: t.dir, agentId: 'a' });
    t.store.appendEvents('ses_old', [
      draft('user_message', { runId: 'run_1', text: 'rewrite it', config }),
      draft('approval_requested', {
        runId: 'run_1',
        approvalId: 'apr_1',
        calls: [{ callId: 'call_1', toolUseId: 'tu_1', tool: 'write_file', args, inspection, rationale: '' }],
      }),
    ]);
    const events = t.store.loadEvents('ses_old');
    const pending = t.store.loadPendingApproval('ses_old');
    t.db.close();

    // As schema version 8 left it: every text inline in its event and in the pending row, no texts tables.
    const raw = new Database(join(t.dir, DATABASE_FILE));
    const setData = raw.prepare('UPDATE events SET data = ? WHERE session_id = ? AND seq = ?');
    for (const e of events) setData.run(JSON.stringify(e.data), 'ses_old', e.seq);
    raw
      .prepare('UPDATE pending_approvals SET calls = ? WHERE approval_id = ?')
      .run(JSON.stringify(pending!.calls), 'apr_1');
    raw.exec('DROP TABLE text_refs; DROP TABLE texts;');
    raw.pragma('user_version = 8');
    const inline = raw.prepare("SELECT data FROM events WHERE kind = 'approval_requested'").pluck().get() as string;
    expect(inline).toContain('line 2999 of the old file');
    raw.close();

    t.db = openDatabase({ dataDir: t.dir });
    t.store = createEventStore(t.db, () => new Date('2030-01-01T00:00:00Z'));
    expect(t.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(t.store.loadEvents('ses_old')).toEqual(events);
    expect(t.store.loadPendingApproval('ses_old')).toEqual(pending);

    // Nothing stores the old text, so a window gets it whole rather than a marker it could not read back.
    const windowTexts = createWindowTexts(t.store);
    const shown = windowTexts.pending(t.store.loadPendingApproval('ses_old')!);
    expect(shown.calls[0]!.args.content).toBe(content);

    // The decision carries the same text: from this event on it is stored once, and reads the same.
    t.store.appendEvents('ses_old', [
      draft('decision', {
        runId: 'run_1',
        approvalId: 'apr_1',
        decisions: [{ callId: 'call_1', action: 'approve', args, settledBy: { by: 'person' } }],
      }),
    ]);
    const decision = t.store.loadEvents('ses_old').at(-1)!;
    expect(decision.kind === 'decision' && decision.data.decisions[0]!.args).toEqual(args);
    const stored = t.db.prepare("SELECT data FROM events WHERE kind = 'decision'").pluck().get() as string;
    expect(stored).not.toContain('line 2999 of the old file');
    expect(t.db.prepare('SELECT count(*) FROM texts').pluck().get()).toBe(1);
    const pushed = windowTexts.event(decision);
    expect(readHeldMarker(pushed.kind === 'decision' ? pushed.data.decisions[0]!.args.content : null)?.chars).toBe(
      content.length,
    );
  });
});
