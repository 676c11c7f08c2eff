import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import { DATABASE_FILE } from '../../../src/main/store';
import { openTestCore, testSecrets, waitForRunState, type TestCore } from '../../support/core-harness';
import { final, reply, toolUse } from '../../support/model-server';

const MESSAGE_MARKER = 'MARKER-IN-A-MESSAGE-7f3a91';
const REPLY_MARKER = 'MARKER-IN-A-REPLY-2c8d44';
const NOTE_MARKER = 'MARKER-IN-A-NOTE-b61e05';
const SETTING_MARKER = 'MARKER-IN-A-SETTING-94d0c7';
const KEY = 'sk-ant-MARKER-KEY-51aa3e';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const modeOf = (path: string) => statSync(path).mode & 0o777;
const databaseFiles = (dataDir: string) => ['', '-wal', '-shm'].map((suffix) => join(dataDir, DATABASE_FILE + suffix));

/** Which markers the raw bytes of the database, its WAL and its shared memory still hold. */
function findMarkers(dataDir: string, markers: readonly string[]): string[] {
  const bytes = databaseFiles(dataDir)
    .filter(existsSync)
    .map((path) => readFileSync(path));
  return markers.filter((m) => bytes.some((b) => b.includes(Buffer.from(m, 'utf8'))));
}

/** The save dialog, answered: writes where the app would, the way the app does (default mode). */
function createDesktop(exportPath: string): DesktopServices {
  return {
    platform: 'linux',
    pickFolder: async () => null,
    saveJson: async (_name, json) => {
      await writeFile(exportPath, json, 'utf8');
      return exportPath;
    },
  };
}

/** A conversation whose message and reply carry markers, and a note (approved) that carries one. */
async function writeMarkedData(core: TestCore): Promise<void> {
  core.core.updateSettings({ model: SETTING_MARKER, apiKey: KEY });
  const s = core.core.createSession({ workspace: core.workspace });
  await core.core.send({
    sessionId: s.id,
    text: `Please remember ${MESSAGE_MARKER}`,
    workMode: 'agent',
    approvalMode: 'manual',
  });
  await waitForRunState(core.core, s.id, 'awaiting_approval');
  const pending = core.core.loadSession(s.id).pending!;
  await core.core.submitDecisions({
    approvalId: pending.approvalId,
    decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
  });
  await waitForRunState(core.core, s.id, 'completed');
}

describe('Delete everything', () => {
  it('removes sessions, notes, settings, the last folder and the key, and leaves none of it in the .db, -wal or -shm bytes', async () => {
    t = await openTestCore(
      [
        reply(toolUse('call_0', 'remember', { text: `Indent with tabs ${NOTE_MARKER}` })),
        final(`Noted. ${REPLY_MARKER}`),
      ],
      { realTools: true },
    );
    await writeMarkedData(t);
    const sealedKey = testSecrets.encrypt(KEY).toString('base64');
    const markers = [MESSAGE_MARKER, REPLY_MARKER, NOTE_MARKER, SETTING_MARKER, sealedKey, t.workspace];
    expect(t.core.listNotes()).toHaveLength(1);
    // The check can see them: before the deletion every marker is in the files.
    expect(findMarkers(t.dataDir, markers)).toEqual(markers);

    const router = createIpcRouter(buildIpcHandlers(t.core, createDesktop(join(t.root, 'export.json'))), () => true);
    expect(await router.dispatch('data:delete', { confirm: 'DELETE' }, { url: 'app' })).toEqual({
      ok: true,
      value: null,
    });

    expect(t.core.listSessions()).toEqual([]);
    expect(t.core.listNotes()).toEqual([]);
    expect(t.core.listInbox()).toEqual([]);
    expect(t.core.getSettings()).toMatchObject({
      hasApiKey: false,
      lastWorkspace: null,
      onboarded: false,
      provider: 'anthropic',
      baseUrl: '',
    });
    expect(t.core.getSettings().model).not.toBe(SETTING_MARKER);
    expect(findMarkers(t.dataDir, markers)).toEqual([]);
    for (const file of databaseFiles(t.dataDir).filter(existsSync)) expect([file, modeOf(file)]).toEqual([file, 0o600]);

    // And after the app closes (the last connection checkpoints the WAL and removes it).
    await t.core.close();
    expect(findMarkers(t.dataDir, markers)).toEqual([]);
  });

  it('lets the app go on: a new conversation works in the emptied database', async () => {
    t = await openTestCore(
      [reply(toolUse('call_0', 'remember', { text: `Indent with tabs ${NOTE_MARKER}` })), final('Noted.')],
      { realTools: true },
    );
    await writeMarkedData(t);
    await t.core.deleteEverything();
    t.core.updateSettings({ provider: 'local', baseUrl: t.server.baseUrl, model: 'scripted' });
    t.server.push(final('Hello again.'));
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'hi', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(
      t.server.requests
        .at(-1)!
        .body.system!.map((b) => b.text)
        .join('\n'),
    ).not.toContain(NOTE_MARKER);
  });
});

describe.skipIf(process.platform === 'win32')('Export everything', () => {
  it('writes a file only its owner can read, holding the notes too, even over a file others could read', async () => {
    t = await openTestCore(
      [reply(toolUse('call_0', 'remember', { text: `Indent with tabs ${NOTE_MARKER}` })), final('Noted.')],
      { realTools: true },
    );
    await writeMarkedData(t);
    const exportPath = join(t.root, 'gatehouse-export.json');
    writeFileSync(exportPath, 'an older export');
    chmodSync(exportPath, 0o644);
    const router = createIpcRouter(buildIpcHandlers(t.core, createDesktop(exportPath)), () => true);
    expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({ ok: true, value: { path: exportPath } });
    expect(modeOf(exportPath)).toBe(0o600);
    t.core.updateSettings({ theme: 'dark', defaultApprovalMode: 'auto' });
    expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({ ok: true, value: { path: exportPath } });
    const exported = JSON.parse(readFileSync(exportPath, 'utf8')) as {
      sessions: unknown[];
      notes: { workspace: string; text: string }[];
      settings: unknown;
    };
    expect(exported.settings).toMatchObject({ theme: 'dark', defaultApprovalMode: 'auto' });
    expect(exported.sessions).toHaveLength(1);
    expect(exported.notes).toMatchObject([{ workspace: t.workspace, text: `Indent with tabs ${NOTE_MARKER}` }]);
  });
});
