import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { say, type MainMessage } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

/**
 * The undo channels take ids only: a window cannot name a file or send content to
 * write back; main decides from its own records. Export lists the checkpoints (sizes, hashes).
 */
const APP = { url: 'app' };
let t: TestCore;
afterEach(async () => t?.dispose());

async function setup() {
  t = await openTestCore([], { realTools: true });
  writeFileSync(join(t.workspace, 'doc.txt'), 'original\n');
  t.server.push(
    reply(text('Writing.'), toolUse('w', 'write_file', { path: 'doc.txt', content: 'changed\n' })),
    final('Done.'),
  );
  const sid = t.core.createSession({ workspace: t.workspace }).id;
  const { runId } = await t.core.send({ sessionId: sid, text: 'go', workMode: 'agent', approvalMode: 'yolo' });
  await waitForRunState(t.core, sid, 'completed');
  const callId = t.core.loadUndoStatus(sid).calls[0]!.callId;
  const exportPath = join(t.root, 'export.json');
  const router = createIpcRouter(
    buildIpcHandlers(t.core, {
      platform: 'linux',
      pickFolder: async () => null,
      saveJson: async (_n, json) => (writeFileSync(exportPath, json), exportPath),
    }),
    (s) => s.url === APP.url,
  );
  return { sid, runId, callId, router, exportPath };
}

describe('undo over IPC', () => {
  it.each([
    ['a path beside the call', (sid: string, callId: string) => ({ sessionId: sid, callId, path: '/etc/passwd' })],
    ['content to write back', (sid: string, callId: string) => ({ sessionId: sid, callId, content: 'pwned' })],
    ['a call and a run at once', (sid: string, callId: string) => ({ sessionId: sid, callId, runId: 'run_x' })],
    ['no call and no run', (sid: string) => ({ sessionId: sid })],
  ])('refuses %s before the core sees it', async (_name, payload) => {
    const { sid, callId, router } = await setup();
    for (const channel of ['undo:preview', 'undo:apply'] as const) {
      expect(await router.dispatch(channel, payload(sid, callId), APP)).toMatchObject({
        ok: false,
        error: { code: 'invalid_payload' },
      });
    }
    expect(readFileSync(join(t.workspace, 'doc.txt'), 'utf8')).toBe('changed\n');
  });

  it('previews, undoes a run by its id, and answers with the status; export lists the checkpoint without its content', async () => {
    const { sid, runId, router, exportPath } = await setup();
    expect(await router.dispatch('undo:preview', { sessionId: sid, runId }, APP)).toMatchObject({
      ok: true,
      value: { ok: true, files: [{ path: 'doc.txt', action: 'restore' }] },
    });
    expect(await router.dispatch('data:export', {}, APP)).toEqual({ ok: true, value: { path: exportPath } });
    const exported = JSON.parse(readFileSync(exportPath, 'utf8')) as { checkpoints: Record<string, unknown>[] };
    expect(exported.checkpoints).toEqual([
      expect.objectContaining({
        sessionId: sid,
        runId,
        path: join(t.workspace, 'doc.txt'),
        existed: true,
        size: 9,
        beforeHash: expect.any(String),
        writtenHash: expect.any(String),
        droppedAt: null,
      }),
    ]);
    expect(readFileSync(exportPath, 'utf8')).not.toContain('original');

    const applied = await router.dispatch('undo:apply', { sessionId: sid, runId }, APP);
    expect(applied).toEqual({
      ok: true,
      value: { outcome: 'success', text: say('undo.done', { files: 'doc.txt' }) },
    });
    expect(wordInEnglish((applied as { value: { text: MainMessage } }).value.text)).toBe('Undone: doc.txt.');
    expect(readFileSync(join(t.workspace, 'doc.txt'), 'utf8')).toBe('original\n');
    expect(await router.dispatch('undo:status', { sessionId: sid }, APP)).toMatchObject({
      ok: true,
      value: { calls: [{ state: 'undone' }] },
    });
  });
});
