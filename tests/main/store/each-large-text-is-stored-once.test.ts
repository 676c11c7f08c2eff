import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempStore } from '../../support/temp-store';
import { createEventStore, DATABASE_FILE, draft, openDatabase, runWipeDatabase } from '../../../src/main/store';
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
