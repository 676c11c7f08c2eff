import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildCompactionNote,
  buildModelHistory,
  runDrive,
  type LoopDeps,
  type RunTarget,
} from '../../../src/main/agent';
import { createSessionLog } from '../../../src/main/agent/session-log';
import { createAnthropicModelClient } from '../../../src/main/model';
import { createEventStore, draft, openDatabase, type EventDraft, type EventStore } from '../../../src/main/store';
import type { SessionEvent } from '../../../src/shared/events';
import { createFakeRegistry, createFakeTools, createFileEffects } from '../../support/fake-tools';
import { final, reply, startModelServer, text, toolUse, type ModelServer } from '../../support/model-server';

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['read_file', 'write_file', 'run_command'],
  model: 'scripted',
  agentId: 'a',
};
const EARLIER_TURNS = 1_000;
const TOOL_STEPS = 6;

let root: string;
let workspace: string;
let db: Database.Database;
let server: ModelServer | undefined;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-log-'));
  workspace = join(root, 'ws');
  mkdirSync(workspace);
  writeFileSync(join(workspace, 'a.txt'), 'hello');
  db = openDatabase({ dataDir: join(root, 'data') });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  db.close();
  rmSync(root, { recursive: true, force: true });
});

interface StoreCalls {
  fullLoads: number;
  tailLoads: number;
  /** The seq of every event the drive had parsed for it, over all its reads. */
  parsed: number[];
}

/** The real store, counting what the drive asks of it; `afterAppend` runs after each commit. */
function createCountingStore(
  inner: EventStore,
  calls: StoreCalls,
  afterAppend: (stored: SessionEvent[]) => void = () => undefined,
): EventStore {
  return {
    ...inner,
    appendEvents: (sessionId, drafts) => {
      const stored = inner.appendEvents(sessionId, drafts);
      afterAppend(stored);
      return stored;
    },
    loadEvents: (sessionId) => {
      const events = inner.loadEvents(sessionId);
      calls.fullLoads += 1;
      calls.parsed.push(...events.map((e) => e.seq));
      return events;
    },
    loadEventsAfter: (sessionId, seq) => {
      const events = inner.loadEventsAfter(sessionId, seq);
      calls.tailLoads += 1;
      calls.parsed.push(...events.map((e) => e.seq));
      return events;
    },
  };
}

/** A session with EARLIER_TURNS finished turns (3 events each), then the new run's message. */
function seedLongSession(store: EventStore): { sessionId: string; earlier: number } {
  const sessionId = 'ses_long';
  store.createSession({ id: sessionId, title: 'long', workspace, agentId: 'a' });
  const drafts: EventDraft[] = [];
  for (let i = 0; i < EARLIER_TURNS; i++) {
    const runId = `run_${i}`;
    drafts.push(
      draft('user_message', { runId, text: `question ${i}`, config }),
      draft('assistant_message', {
        runId,
        content: [{ type: 'text', text: `answer ${i}` }],
        stopReason: 'end_turn',
        usage: null,
        interrupted: false,
      }),
      draft('run_state', { runId, state: 'completed' }),
    );
  }
  store.appendEvents(sessionId, drafts);
  store.appendEvents(sessionId, [draft('user_message', { runId: 'run_new', text: 'read it again and again', config })]);
  return { sessionId, earlier: store.loadEvents(sessionId).length };
}

function createDeps(store: EventStore, baseUrl: string): LoopDeps {
  let n = 0;
  return {
    store,
    loadModel: () => ({ ok: true, model: createAnthropicModelClient({ baseUrl, apiKey: '', model: 'scripted' }) }),
    tools: createFakeRegistry(createFakeTools(createFileEffects(join(root, 'effects.log')))),
    memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
    now: () => new Date(),
    ids: { newId: (prefix) => `${prefix}${++n}` },
    emit: { events: () => undefined, live: () => undefined },
    contextWindow: 1_000_000,
    maxTokens: 1024,
  };
}

const target = (sessionId: string): RunTarget => ({
  sessionId,
  runId: 'run_new',
  workspaceRoot: workspace,
  config,
  signal: new AbortController().signal,
});

describe('a run in a long session', () => {
  it('loads the whole log once and then reads only the events appended after the last seq it holds', async () => {
    server = await startModelServer([
      ...Array.from({ length: TOOL_STEPS }, (_, i) =>
        reply(text(`look ${i}`), toolUse(`tu_${i}`, 'read_file', { path: 'a.txt' })),
      ),
      final('Read it six times.'),
    ]);
    const inner = createEventStore(db, () => new Date());
    const { sessionId, earlier } = seedLongSession(inner);
    const calls: StoreCalls = { fullLoads: 0, tailLoads: 0, parsed: [] };

    expect(await runDrive(createDeps(createCountingStore(inner, calls), server.baseUrl), target(sessionId))).toBe(
      'completed',
    );

    // One step per model turn and one per batch of results: each used to parse the whole log.
    expect(calls.fullLoads).toBe(1);
    expect(calls.tailLoads).toBeGreaterThanOrEqual(2 * TOOL_STEPS);
    // Each event was parsed once: the earlier turns once, and nothing twice.
    expect(new Set(calls.parsed).size).toBe(calls.parsed.length);
    expect(calls.parsed.length).toBeLessThan(earlier + 100);
    const log = inner.loadEvents(sessionId);

    // What the model was sent is still the projection of the whole committed log.
    expect(server.requests).toHaveLength(TOOL_STEPS + 1);
    const lastRequest = server.requests[TOOL_STEPS]!.body.messages;
    const beforeFinal = log.filter((e) => e.seq < log.findLast((x) => x.kind === 'assistant_message')!.seq);
    expect(lastRequest).toEqual(JSON.parse(JSON.stringify(buildModelHistory(beforeFinal))));
  });

  it('sees at its next step what another connection appended to the log in the meantime', async () => {
    server = await startModelServer([
      reply(text('look'), toolUse('tu_1', 'read_file', { path: 'a.txt' })),
      final('Done.'),
    ]);
    const inner = createEventStore(db, () => new Date());
    const { sessionId } = seedLongSession(inner);
    // Another writer on its own connection (another window's core, say).
    const otherDb = openDatabase({ dataDir: join(root, 'data') });
    try {
      const other = createEventStore(otherDb, () => new Date());
      let appended = false;
      const calls: StoreCalls = { fullLoads: 0, tailLoads: 0, parsed: [] };
      const store = createCountingStore(inner, calls, (stored) => {
        if (appended || !stored.some((e) => e.kind === 'tool_result')) return;
        appended = true;
        other.appendEvents(sessionId, [
          draft('compaction', { summary: 'Earlier: many questions.', throughSeq: 4, estimatedTokensBefore: 1 }),
        ]);
      });

      expect(await runDrive(createDeps(store, server.baseUrl), target(sessionId))).toBe('completed');

      expect(appended).toBe(true);
      expect(calls.fullLoads).toBe(1);
      const second = server.requests[1]!.body.messages;
      expect(second[0]!.content).toEqual([
        { type: 'text', text: buildCompactionNote('Earlier: many questions.') },
        { type: 'text', text: 'question 1' },
      ]);
    } finally {
      otherDb.close();
    }
  });
});

describe('a session log', () => {
  it('hands out the same events a full load would, growing the array it holds by what was committed since, not copying it', () => {
    const store = createEventStore(db, () => new Date());
    store.createSession({ id: 'ses_1', title: 't', workspace, agentId: 'a' });
    const log = createSessionLog(store, 'ses_1');
    const first = log.loadLatest();
    expect(first.map((e) => e.seq)).toEqual([1]);
    expect(log.loadLatest()).toBe(first);

    store.appendEvents('ses_1', [
      draft('session_renamed', { title: 'u' }),
      draft('user_message', { runId: 'run_1', text: 'hi', config }),
    ]);
    const second = log.loadLatest();
    expect(second).toEqual(store.loadEvents('ses_1'));
    // The same array, grown in seq order (a 100,000-event log is not copied at every step).
    expect(second).toBe(first);
    expect(first.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('reads the log whole again when the events after its last seq do not follow on from it', () => {
    const store = createEventStore(db, () => new Date());
    store.createSession({ id: 'ses_1', title: 't', workspace, agentId: 'a' });
    store.appendEvents('ses_1', [draft('session_renamed', { title: 'u' })]);
    let full = 0;
    // A store whose tail read skips a seq: not something SQLite gives, so the gap is made up here.
    const gappy: Pick<EventStore, 'loadEvents' | 'loadEventsAfter' | 'loadCompactedThrough'> = {
      loadCompactedThrough: (id) => store.loadCompactedThrough(id),
      loadEvents: (id) => ((full += 1), store.loadEvents(id)),
      loadEventsAfter: (id, seq) => store.loadEventsAfter(id, seq + 1),
    };
    const log = createSessionLog(gappy, 'ses_1');
    expect(log.loadLatest().map((e) => e.seq)).toEqual([1, 2]);
    store.appendEvents('ses_1', [draft('session_renamed', { title: 'v' }), draft('session_renamed', { title: 'w' })]);
    expect(log.loadLatest().map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(full).toBe(2);
  });
});
