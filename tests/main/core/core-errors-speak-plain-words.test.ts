import { afterEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../../src/main/core';
import { IpcErrorCodeSchema } from '../../../src/shared/ipc';
import { final } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

/** No status codes, no server or SDK wording, no ids: what a person can read and act on. */
function expectPlain(message: string) {
  expect(message).not.toMatch(/\b[45]\d\d\b|ModelError|APIError|api_error|ECONN|ses_|run_|apr_|undefined|scripted/);
  expect(message).toMatch(/^[A-Z]/);
}

async function rejection(p: Promise<unknown>): Promise<CoreError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CoreError);
  return err as CoreError;
}

describe('compact() when the model fails', () => {
  it.each([
    [
      'a refused key',
      { kind: 'error' as const, status: 401, errorType: 'authentication_error', message: 'invalid x-api-key' },
      /API key/,
    ],
    [
      'an overloaded server',
      { kind: 'error' as const, status: 529, errorType: 'overloaded_error', message: 'Overloaded' },
      /overloaded/,
    ],
    [
      'a rate limit',
      { kind: 'error' as const, status: 429, headers: { 'retry-after': '3' }, message: 'slow down' },
      /try again in 3 s/,
    ],
    ['a dropped stream', { kind: 'drop' as const, text: 'Summ' }, /connection to the model dropped/],
    [
      'a too-long conversation',
      { kind: 'error' as const, status: 400, errorType: 'invalid_request_error', message: 'prompt is too long' },
      /too long/,
    ],
    ['an empty summary', final('   '), /could not read/],
  ])(
    '%s becomes a model_unavailable CoreError in plain words, and nothing is compacted',
    async (_name, turn, words) => {
      t = await openTestCore([final('First answer.'), turn]);
      const s = t.core.createSession({ workspace: t.workspace });
      await t.core.send({ sessionId: s.id, text: 'first question', workMode: 'agent', approvalMode: 'manual' });
      await waitForRunState(t.core, s.id, 'completed');
      const err = await rejection(t.core.compact(s.id));
      expect(err.code).toBe('model_unavailable');
      expect(wordInEnglish(err.text)).toMatch(words);
      expect(wordInEnglish(err.text)).toMatch(/Nothing was changed\.$/);
      expectPlain(wordInEnglish(err.text));
      expect(t.core.loadSession(s.id).events.some((e) => e.kind === 'compaction')).toBe(false);
      // The session is usable again at once: the failed summary holds nothing.
      t.server.push(final('Still here.'));
      await t.core.send({ sessionId: s.id, text: 'next', workMode: 'agent', approvalMode: 'manual' });
      await waitForRunState(t.core, s.id, 'completed');
    },
  );

  it('every CoreError code is also an IPC error code', () => {
    expect(IpcErrorCodeSchema.options).toContain('model_unavailable');
  });
});

describe('send, retry and compact refusals', () => {
  it('say what to do in plain words', async () => {
    t = await openTestCore([{ kind: 'error', status: 401, message: 'invalid x-api-key' }]);
    const s = t.core.createSession({ workspace: t.workspace });
    const refusals = [
      await rejection(t.core.send({ sessionId: s.id, text: '   ', workMode: 'agent', approvalMode: 'manual' })),
      // An unknown mode never reaches the core: the IPC router refuses it (router-validates-every-request).
      await rejection(t.core.send({ sessionId: 'ses_gone', text: 'hi', workMode: 'agent', approvalMode: 'manual' })),
      await rejection(t.core.retry(s.id)),
    ];
    await t.core.send({ sessionId: s.id, text: 'hi', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'failed');
    // The failed run's state reads plainly too; the error event keeps the server's words for details.
    const snapshot = t.core.loadSession(s.id);
    const failed = snapshot.events.findLast((e) => e.kind === 'run_state');
    const detail = failed?.kind === 'run_state' ? wordInEnglish(failed.data.detail) : '';
    expect(detail).toMatch(/refused the API key/);
    expectPlain(detail);
    expect(snapshot.events.find((e) => e.kind === 'error')).toMatchObject({
      data: { code: 'auth', message: expect.stringContaining('401') },
    });
    await t.core.close();
    refusals.push(
      await rejection(t.core.send({ sessionId: s.id, text: 'hi', workMode: 'agent', approvalMode: 'manual' })),
    );
    expect(refusals.map((e) => e.code)).toEqual(['invalid_input', 'not_found', 'nothing_to_retry', 'invalid_input']);
    for (const e of refusals) expectPlain(wordInEnglish(e.text));
  });
});
