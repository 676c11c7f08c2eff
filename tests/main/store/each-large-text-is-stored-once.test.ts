import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createWindowTexts } from '../../../src/main/core/window-texts';
import { readHeldMarker } from '../../../src/shared/held-texts';
import { useTempStore } from '../../support/temp-store';
import {
  createEventStore,
  DATABASE_FILE,
  draft,
  openDatabase,
  runWipeDatabase,
  SCHEMA_VERSION,
} from '../../../src/main/store';
import { TEXT_REF_MARK, TEXT_REF_MIN_CHARS } from '../../../src/main/store/text-store';
import { say } from '../../../src/shared/main-messages';
import { createHash } from 'node:crypto';

const t = useTempStore('gatehouse-texts-');

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'a',
};
const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 'notes.md', added: 1, removed: 1 }),
  preview: { type: 'args' as const, text: 'x' },
};

/** A text of `lines` lines that names itself, long enough to be stored by reference. */
const bigText = (name: string, lines = 2_000) =>
  Array.from({ length: lines }, (_, i) => `${name} line ${i} ${'·'.repeat(i % 40)}`).join('\n');

function startSession(id: string): void {
  t.store.createSession({ id, title: id, workspace: '/ws', agentId: 'a' });
  t.store.appendEvents(id, [draft('user_message', { runId: 'run_1', text: 'rewrite it', config })]);
}

/** A write of `content` asked, approved and recorded as about to run: the content appears three times in the log. */
function approveWrite(sessionId: string, content: string): void {
  const args = { path: 'notes.md', content };
  t.store.appendEvents(sessionId, [
    draft('approval_requested', {
      runId: 'run_1',
      approvalId: `apr_${sessionId}`,
      calls: [{ callId: 'call_1', toolUseId: 'tu_1', tool: 'write_file', args, inspection, rationale: '' }],
    }),
  ]);
  t.store.appendEvents(sessionId, [
    draft('decision', {
      runId: 'run_1',
      approvalId: `apr_${sessionId}`,
      decisions: [{ callId: 'call_1', action: 'approve', args, settledBy: { by: 'person' } }],
    }),
    draft('tool_call', {
      runId: 'run_1',
      callId: 'call_1',
      toolUseId: 'tu_1',
      tool: 'write_file',
      args,
      settledBy: { by: 'person' },
      approvalId: `apr_${sessionId}`,
    }),
  ]);
}

const rowCount = (sql: string, ...params: unknown[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const databaseBytes = (dir: string) =>
  ['', '-wal']
    .map((s) => join(dir, DATABASE_FILE + s))
    .filter(existsSync)
    .map((p) => readFileSync(p));

describe('a large text', () => {
  it('is stored once for the request, the decision and the call, and every reader gets it back whole', () => {
    const content = bigText('novel');
    startSession('ses_a');
    approveWrite('ses_a', content);
    expect(rowCount('SELECT count(*) FROM texts')).toBe(1);
    // No event row carries the text: each names it.
    const eventBytes = rowCount("SELECT sum(length(data)) FROM events WHERE session_id = 'ses_a'");
    expect(eventBytes).toBeLessThan(content.length / 5);
    const events = t.store.loadEvents('ses_a');
    const contents = events.flatMap((e) =>
      e.kind === 'approval_requested'
        ? [e.data.calls[0]!.args.content]
        : e.kind === 'decision'
          ? [e.data.decisions[0]!.args.content]
          : e.kind === 'tool_call'
            ? [e.data.args.content]
            : [],
    );
    expect(contents).toEqual([content, content, content]);
    // A store opened afresh (nothing remembered) reads the same.
    t.db.close();
    t.db = openDatabase({ dataDir: t.dir });
    t.store = createEventStore(t.db, () => new Date());
    expect(t.store.loadEvents('ses_a')).toEqual(events);
  });

  it('a pending approval points at the text its event wrote, not at a second copy', () => {
    const content = bigText('pending');
    startSession('ses_p');
    t.store.appendEvents('ses_p', [
      draft('approval_requested', {
        runId: 'run_1',
        approvalId: 'apr_p',
        calls: [
          {
            callId: 'call_1',
            toolUseId: 'tu_1',
            tool: 'write_file',
            args: { path: 'a', content },
            inspection,
            rationale: '',
          },
        ],
      }),
    ]);
    expect(rowCount('SELECT length(calls) FROM pending_approvals')).toBeLessThan(1_000);
    expect(t.store.loadPendingApproval('ses_p')?.calls[0]?.args.content).toBe(content);
  });

  it('an argument that looks like a reference to another conversation’s text is kept as the model wrote it', () => {
    const secret = bigText('secret');
    startSession('ses_secret');
    approveWrite('ses_secret', secret);
    const forged = `${TEXT_REF_MARK}${createHash('sha256').update(secret).digest('hex')}`;
    startSession('ses_attacker');
    approveWrite('ses_attacker', forged);
    const call = t.store.loadEvents('ses_attacker').find((e) => e.kind === 'tool_call');
    expect(call?.kind === 'tool_call' && call.data.args.content).toBe(forged);
    expect(t.store.loadPendingApproval('ses_attacker')).toBeNull();
  });

  it('a short text stays in its event', () => {
    startSession('ses_s');
    approveWrite('ses_s', 'x'.repeat(TEXT_REF_MIN_CHARS - 1));
    expect(rowCount('SELECT count(*) FROM texts')).toBe(0);
  });

  it('an append that is refused stores none of its texts, and the next one stores them', () => {
    const content = bigText('refused');
    startSession('ses_r');
    expect(() =>
      t.store.appendEvents('ses_r', [
        draft('approval_requested', {
          runId: 'run_1',
          approvalId: 'apr_r',
          calls: [
            { callId: 'call_1', toolUseId: 'tu_1', tool: 'write_file', args: { content }, inspection, rationale: '' },
          ],
        }),
        { kind: 'run_state', data: { runId: 'run_1', state: 'no such state' } } as never,
      ]),
    ).toThrow();
    expect(rowCount('SELECT count(*) FROM texts')).toBe(0);
    approveWrite('ses_r', content);
    t.db.close();
    t.db = openDatabase({ dataDir: t.dir });
    t.store = createEventStore(t.db, () => new Date());
    const call = t.store.loadEvents('ses_r').find((e) => e.kind === 'tool_call');
    expect(call?.kind === 'tool_call' && call.data.args.content).toBe(content);
  });

  it('goes with the last conversation that refers to it, and Delete everything leaves it nowhere in the files', () => {
    const shared = bigText('shared');
    const own = bigText('own');
    startSession('ses_1');
    approveWrite('ses_1', shared);
    startSession('ses_2');
    approveWrite('ses_2', shared);
    t.store.appendEvents('ses_1', [draft('user_message', { runId: 'run_2', text: own, config })]);
    expect(rowCount('SELECT count(*) FROM texts')).toBe(2);
    t.store.deleteSession('ses_1');
    expect(rowCount('SELECT count(*) FROM texts')).toBe(1);
    const tool = t.store.loadEvents('ses_2').find((e) => e.kind === 'tool_call');
    expect(tool?.kind === 'tool_call' && tool.data.args.content).toBe(shared);

    const body = t.db.prepare('SELECT body FROM texts').pluck().get() as Buffer;
    const sample = body.subarray(0, 64);
    expect(databaseBytes(t.dir).some((b) => b.includes(sample))).toBe(true);
    runWipeDatabase(t.db);
    expect(rowCount('SELECT count(*) FROM texts')).toBe(0);
    expect(databaseBytes(t.dir).some((b) => b.includes(sample))).toBe(false);
  });
});

/**
 * A database written before texts were stored once keeps each text inline in its rows. Opened by
 * today's Gatehouse it is migrated (the texts tables added, no row rewritten) and reads exactly as
 * before; a window is sent its old texts whole (nothing to read them back by), and a new event with
 * the same text stores it once from then on, reading the same.
 */
describe('a log written before texts were stored once', () => {
  it('reads the same after the migration, goes to a window whole, and stores the text once from the next event on', () => {
    const content = Array.from({ length: 3_000 }, (_, i) => `line ${i} of the old file`).join('\n');
    const args = { path: 'notes.md', content };
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
