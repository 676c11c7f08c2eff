import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import type { MainMessage } from '../../../src/shared/main-messages';

/**
 * A conversation whose folder went away (moved, renamed, unplugged) is not stuck: the person
 * points it at another folder. Checked like a new conversation's folder, refused while it is
 * busy, and durable: a new core on the same data folder works in the new folder.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

/** What `act` threw (failing when it threw nothing). */
function thrownBy(act: () => unknown): { code?: string; text?: MainMessage } {
  try {
    act();
  } catch (err) {
    return err as { code?: string; text?: MainMessage };
  }
  throw new Error('expected a refusal, but nothing was thrown');
}

function newFolder(name: string): string {
  const path = join(t.root, name);
  mkdirSync(path);
  return path;
}

describe('moving a conversation to another folder', () => {
  it('records the move, updates the summary, and the next message works in the new folder', async () => {
    t = await openTestCore(
      [reply(text('Writing.'), toolUse('w', 'write_file', { path: 'a.txt', content: 'here' })), final('Done.')],
      { realTools: true },
    );
    const s = t.core.createSession({ workspace: t.workspace });
    renameSync(t.workspace, join(t.root, 'renamed-away'));
    expect(t.core.listSessions()[0]!.workspaceExists).toBe(false);
    const next = newFolder('next');

    const summary = t.core.setWorkspace(s.id, next);

    expect(summary).toMatchObject({ id: s.id, workspace: next, workspaceExists: true });
    expect(t.core.loadSession(s.id).events.at(-1)).toMatchObject({
      kind: 'workspace_changed',
      data: { workspace: next, previous: t.workspace },
    });
    expect(t.core.getSettings().lastWorkspace).toBe(next);
    expect(t.events.some((e) => e.type === 'sessions_changed' && e.sessions[0]?.workspace === next)).toBe(true);

    await t.core.send({ sessionId: s.id, text: 'write a.txt', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls[0]!.inspection.paths).toEqual([join(next, 'a.txt')]);
    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    expect(readFileSync(join(next, 'a.txt'), 'utf8')).toBe('here');
    expect(existsSync(join(t.root, 'renamed-away', 'a.txt'))).toBe(false);
    expect(t.server.requests[0]!.body.system?.[0]?.text).toContain(`The workspace is ${next}.`);
  });

  it('keeps the new folder after the app restarts on the same data', async () => {
    t = await openTestCore([]);
    const s = t.core.createSession({ workspace: t.workspace });
    const next = newFolder('next');
    t.core.setWorkspace(s.id, next);
    await t.core.close();

    const core = await t.reopen();
    expect(core.listSessions()).toMatchObject([{ id: s.id, workspace: next, workspaceExists: true }]);
    expect(core.loadSession(s.id).summary.workspace).toBe(next);
    expect(core.loadSession(s.id).events.filter((e) => e.kind === 'workspace_changed')).toHaveLength(1);
  });

  it('refuses the same folders a new conversation refuses, and changes nothing', async () => {
    t = await openTestCore([]);
    const s = t.core.createSession({ workspace: t.workspace });
    writeFileSync(join(t.root, 'a-file.txt'), 'x');
    const refusals: [string, string, MainMessage['id'], RegExp][] = [
      [join(t.root, 'missing'), 'workspace_missing', 'workspace.missing', /does not exist/],
      [join(t.root, 'a-file.txt'), 'workspace_missing', 'workspace.missing', /is not a folder/],
      ['/', 'invalid_input', 'workspace.wholeDisk', /whole disk/],
      [t.root, 'invalid_input', 'workspace.holdsData', /Gatehouse keeps its own data/],
      [t.dataDir, 'invalid_input', 'workspace.holdsData', /Gatehouse keeps its own data/],
    ];
    if (existsSync(homedir()) && homedir() !== '/')
      refusals.push([homedir(), 'invalid_input', 'workspace.home', /home folder/]);
    for (const [path, code, id, words] of refusals) {
      const refusal = thrownBy(() => t.core.setWorkspace(s.id, path));
      expect(refusal, path).toMatchObject({ code, text: { id } });
      expect(wordInEnglish(refusal.text), path).toMatch(words);
    }
    expect(t.core.listSessions()[0]!.workspace).toBe(t.workspace);
    expect(t.core.loadSession(s.id).events.map((e) => e.kind)).toEqual(['session_created', 'approval_mode_changed']);
  });

  it('refuses while an approval waits, saying to answer it first', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'x' })), final('ok')]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    const refusal = thrownBy(() => t.core.setWorkspace(s.id, newFolder('next')));
    expect(refusal).toMatchObject({
      code: 'approval_pending',
      text: { id: 'session.waiting', params: { action: 'move' } },
    });
    expect(wordInEnglish(refusal.text)).toContain('Approve or deny what it asked before moving it to another folder');
    expect(t.core.listSessions()[0]!.workspace).toBe(t.workspace);
  });

  it('refuses while Gatehouse is working, saying to wait or press Stop', async () => {
    t = await openTestCore([{ kind: 'stall', text: 'thinking' }]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    const refusal = thrownBy(() => t.core.setWorkspace(s.id, newFolder('next')));
    expect(refusal).toMatchObject({ code: 'run_active', text: { id: 'session.working', params: { action: 'move' } } });
    expect(wordInEnglish(refusal.text)).toContain('Wait for it to finish, or press Stop');
    await t.core.stop(s.id);
    expect(t.core.listSessions()[0]!.workspace).toBe(t.workspace);
  });

  it('ends a run that stopped early instead of letting Retry carry it on in the new folder', async () => {
    t = await openTestCore([{ kind: 'drop', text: 'Half a repl' }]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, ['failed', 'interrupted']);

    t.core.setWorkspace(s.id, newFolder('next'));

    expect(t.core.listSessions()[0]!.runState).toBe('cancelled');
    await expect(t.core.retry(s.id)).rejects.toMatchObject({ code: 'nothing_to_retry' });
  });

  it('says a missing folder can be replaced when a message is sent to it', async () => {
    t = await openTestCore([]);
    const s = t.core.createSession({ workspace: t.workspace });
    renameSync(t.workspace, join(t.root, 'gone'));
    const refusal: { code?: string; text?: MainMessage } = await t.core
      .send({ sessionId: s.id, text: 'hi', workMode: 'agent', approvalMode: 'manual' })
      .then(
        () => ({}),
        (err: unknown) => err as { code?: string; text?: MainMessage },
      );
    expect(refusal).toMatchObject({
      code: 'workspace_missing',
      text: { id: 'workspace.gone', params: { path: t.workspace } },
    });
    expect(wordInEnglish(refusal.text)).toContain('choose another folder for this conversation');
  });
});
