import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionSnapshot, SessionSummary } from '../../../src/shared/views';
import { readEffects } from '../../support/fake-tools';
import { isEventPush, spawnCoreChild, waitForChildRunState, type CoreChild } from '../../support/core-process';
import {
  final,
  reply,
  startModelServer,
  text,
  toolUse,
  type ModelServer,
  type RecordedRequest,
  type ScriptTurn,
} from '../../support/model-server';

let root: string;
let server: ModelServer;
let children: CoreChild[] = [];
let dataDir: string;
let workspace: string;
let effectsPath: string;

/** Call ids minted by the first core; the reviewer's answer judges them in this order. */
let ids: string[] = [];
/** Before the kill the reviewer's reply is held for good; after it, the reviewer answers (slowly). */
let reviewerAnswers = false;

const isReview = (body: RecordedRequest['body']) => body.tool_choice?.name === 'submit_review';
const review = (): ScriptTurn =>
  ({
    ...reply(
      toolUse('rv_1', 'submit_review', {
        verdicts: ids.map((callId) => ({ callId, verdict: 'approve', reason: 'routine', confidence: 0.95 })),
      }),
    ),
    // Slow enough to look at the new core while its review is still under way.
    frameDelayMs: 300,
  }) as ScriptTurn;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-review-kill-'));
  dataDir = join(root, 'data');
  workspace = join(root, 'ws');
  effectsPath = join(root, 'effects.log');
  mkdirSync(workspace);
  ids = [];
  reviewerAnswers = false;
  server = await startModelServer([], {
    screen: (body) => (isReview(body) ? (reviewerAnswers ? review() : { kind: 'hang' }) : undefined),
  });
  children = [];
});
afterEach(async () => {
  for (const c of children) await c.kill();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function start(): Promise<CoreChild> {
  const c = await spawnCoreChild(dataDir, server.baseUrl, effectsPath);
  children.push(c);
  return c;
}

const kinds = (snap: SessionSnapshot, kind: SessionSnapshot['events'][number]['kind']) =>
  snap.events.filter((e) => e.kind === kind);

describe('SIGKILL of the core while the reviewer is answering', () => {
  it('leaves the sheet pending and undecided; the next core reviews it again and decides it, the writes running once', async () => {
    server.push(
      reply(
        text('I will write both files.'),
        toolUse('tu_1', 'write_file', { path: 'a.txt', content: 'A' }),
        toolUse('tu_2', 'write_file', { path: 'b.txt', content: 'B' }),
      ),
      final('Done.'),
    );
    const a = await start();
    await a.call('updateSettings', { reviewerModel: 'scripted-reviewer' });
    const s = await a.call<SessionSummary>('createSession', { workspace });
    await a.call('send', { sessionId: s.id, text: 'write a and b', workMode: 'agent', approvalMode: 'auto' });
    const asked = await a.waitForEvent(isEventPush('approval_requested'));
    if (asked.type !== 'event' || asked.event.kind !== 'approval_requested') throw new Error('no approval');
    const approvalId = asked.event.data.approvalId;
    ids = asked.event.data.calls.map((c) => c.callId);
    await server.waitForRequests(2); // the reviewer's request is in flight, its reply held
    expect(isReview(server.requests[1]!.body)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    await a.kill();

    reviewerAnswers = true;
    const b = await start();
    await server.waitForRequests(3); // the new core asks the reviewer again
    expect(isReview(server.requests[2]!.body)).toBe(true);
    // Right after the kill, while the new review streams: the same sheet, still pending, nobody decided.
    const before = await b.call<SessionSnapshot>('loadSession', s.id);
    expect(before.pending?.approvalId).toBe(approvalId);
    expect(before.pending?.calls.map((c) => c.callId)).toEqual(ids);
    expect(kinds(before, 'decision')).toHaveLength(0);
    expect(kinds(before, 'reviewer_review')).toHaveLength(0);
    expect(readEffects(effectsPath)).toEqual([]);

    await waitForChildRunState(b, s.id, 'completed');
    expect(readEffects(effectsPath)).toEqual(['write a.txt A', 'write b.txt B']);
    const after = await b.call<SessionSnapshot>('loadSession', s.id);
    const decisions = kinds(after, 'decision');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.kind === 'decision' && decisions[0].data.decisions[0]?.settledBy.by).toBe('reviewer');
    // The killed review left nothing behind: one review, the new core's.
    expect(kinds(after, 'reviewer_review').map((e) => e.kind === 'reviewer_review' && e.data.outcome)).toEqual([
      'decided',
    ]);
    expect(server.requests.filter((r) => isReview(r.body))).toHaveLength(2);
    expect(server.requests).toHaveLength(4);
  });
});
