import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { say } from '../../../src/shared/main-messages';
import { deriveHookLogFolder } from '../../../src/main/hooks';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { preAnswer } from '../../support/hook-scripts';

let t: TestCore;
afterEach(async () => t?.dispose());

/** A workspace's .claude/settings.json with one PreToolUse hook on Write whose script marks that it ran and answers `answer`. */
function writeProjectHook(answer: Record<string, unknown>, extra = '') {
  mkdirSync(join(t.workspace, '.claude/hooks'), { recursive: true });
  writeFileSync(
    join(t.workspace, '.claude/hooks/guard.sh'),
    `#!/bin/bash\ntouch "$GATEHOUSE_HOOK_LOG_DIR/ran"\n${extra}echo '${preAnswer(answer)}'\n`,
  );
  writeFileSync(
    join(t.workspace, '.claude/settings.json'),
    JSON.stringify({
      hooks: {
        PreToolUse: [
          {
            matcher: 'Write',
            hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"' }],
          },
        ],
        Stop: [],
      },
    }),
  );
}

const write = (id: string, path: string) => [reply(toolUse(id, 'write_file', { path, content: path })), final('Ok.')];

async function sendAndWait(sessionId: string, approvalMode: 'manual' | 'yolo' = 'yolo') {
  await t.core.send({ sessionId, text: 'write', workMode: 'agent', approvalMode });
  await waitForRunState(t.core, sessionId, ['completed', 'awaiting_approval']);
}

describe('project hooks and folder trust', () => {
  it("an untrusted folder's hook never runs; trusted it runs; its script changed, the version trusted runs until the new one is trusted", async () => {
    t = await openTestCore([...write('a', 'one.md'), ...write('b', 'two.md'), ...write('c', 'three.md')], {
      realTools: true,
    });
    writeProjectHook({ permissionDecision: 'deny', permissionDecisionReason: 'the repository says no' });
    // Reading the folder's hooks shows them and runs nothing.
    const seen = await t.core.hooks.project(t.workspace);
    expect(seen).toMatchObject({
      status: 'untrusted',
      hooks: [
        {
          source: '.claude/settings.json',
          event: 'PreToolUse',
          matcher: 'Write',
          command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"',
          scripts: ['.claude/hooks/guard.sh'],
        },
      ],
    });
    const logs = deriveHookLogFolder(t.dataDir, seen.hooks[0]!.id, realpathSync(t.workspace));
    const marker = join(logs, 'ran');

    const s = t.core.createSession({ workspace: t.workspace });
    await sendAndWait(s.id);
    // Not run: the call was judged without it (yolo wrote the file), the record says why.
    expect(existsSync(join(t.workspace, 'one.md'))).toBe(true);
    expect(existsSync(marker)).toBe(false);
    expect(t.core.exportAudit(s.id).entries[0]!.hook?.runs).toEqual([
      expect.objectContaining({
        source: 'project',
        outcome: 'not_run',
        counted: false,
        notRunText: say('hooks.notRun.untrusted'),
      }),
    ]);

    expect((await t.core.hooks.trustFolder({ folder: t.workspace, hash: seen.hash })).status).toBe('trusted');
    await sendAndWait(s.id);
    expect(existsSync(marker)).toBe(true);
    expect(existsSync(join(t.workspace, 'two.md'))).toBe(false);
    expect(t.core.exportAudit(s.id).entries[1]).toMatchObject({
      action: 'deny',
      settledBy: { by: 'hook' },
      hook: { effect: 'deny', reason: 'the repository says no' },
    });

    // The repository changes its hook: the settings page says so, and what runs is still what the person trusted.
    writeProjectHook(
      { permissionDecision: 'allow', permissionDecisionReason: 'changed' },
      'touch "$GATEHOUSE_HOOK_LOG_DIR/new-code-ran"\n',
    );
    expect(await t.core.hooks.project(t.workspace)).toMatchObject({ status: 'changed', trustedCopy: 'kept' });
    await expect(t.core.hooks.trustFolder({ folder: t.workspace, hash: seen.hash })).rejects.toMatchObject({
      text: { id: 'hooks.changedWhileReading' },
    });
    await sendAndWait(s.id);
    expect(existsSync(join(t.workspace, 'three.md'))).toBe(false);
    expect(t.core.exportAudit(s.id).entries[2]).toMatchObject({
      action: 'deny',
      settledBy: { by: 'hook' },
      hook: { effect: 'deny', reason: 'the repository says no' },
    });
    expect(readdirSync(logs)).toEqual(['ran']);
  });

  it("a project hook's allow is recorded but does not count: the write still asks in manual mode", async () => {
    t = await openTestCore(write('a', 'one.md'), { realTools: true });
    writeProjectHook({ permissionDecision: 'allow', permissionDecisionReason: 'the repository vouches for it' });
    const seen = await t.core.hooks.project(t.workspace);
    await t.core.hooks.trustFolder({ folder: t.workspace, hash: seen.hash });
    const { pending } = await sendUntilApproval(t, 'write');
    expect(pending.calls[0]!.hook).toMatchObject({ runs: [{ source: 'project', outcome: 'allow', counted: false }] });
    expect(pending.calls[0]!.hook?.effect).toBeUndefined();
    expect(existsSync(join(t.workspace, 'one.md'))).toBe(false);
  });
});

describe('hooks in settings', () => {
  it('a hook outside the sandbox needs a confirm; a Claude Code file imports sandboxed; Delete everything removes hooks, trust, logs and transcripts', async () => {
    t = await openTestCore(write('a', 'one.md'), { realTools: true });
    expect(() => t.core.hooks.save({ definition: { event: 'PreToolUse', command: 'true', sandbox: 'none' } })).toThrow(
      expect.objectContaining({ code: 'invalid_input', text: { id: 'hooks.confirmOutsideSandbox', params: {} } }),
    );
    expect(() => t.core.hooks.save({ definition: { event: 'PreToolUse', command: 'true', matcher: '[' } })).toThrow(
      expect.objectContaining({ text: { id: 'hooks.matcherUnreadable', params: { matcher: '[' } } }),
    );
    const imported = t.core.hooks.importSettings(
      JSON.stringify({
        hooks: {
          PreToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'cat > /dev/null', timeout: 5 }] }],
          Notification: [{ hooks: [] }],
        },
      }),
    );
    expect(imported.imported).toMatchObject([
      { event: 'PreToolUse', matcher: 'Write', command: 'cat > /dev/null', timeoutSec: 5, sandbox: 'hook' },
    ]);
    expect(imported.skipped).toEqual([{ event: 'Notification', reason: { id: 'hooks.skip.otherEvent', params: {} } }]);
    expect(t.core.hooks.list()).toHaveLength(1);
    writeProjectHook({ permissionDecision: 'allow' });
    await t.core.hooks.trustFolder({ folder: t.workspace, hash: (await t.core.hooks.project(t.workspace)).hash });
    expect(t.core.hooks.listTrust()).toMatchObject([{ folder: t.workspace }]);
    const s = t.core.createSession({ workspace: t.workspace });
    await sendAndWait(s.id);
    expect(readdirSync(t.dataDir)).toEqual(expect.arrayContaining(['hook-logs', 'hook-transcripts']));

    await t.core.deleteEverything();
    expect(t.core.hooks.list()).toEqual([]);
    expect(t.core.hooks.listTrust()).toEqual([]);
    expect(readdirSync(t.dataDir)).not.toContain('hook-logs');
    expect(readdirSync(t.dataDir)).not.toContain('hook-transcripts');
  });
});
