import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

const APP = { url: 'app' };

function openRouter() {
  const exportPath = join(t.root, 'export.json');
  const desktop: DesktopServices = {
    platform: 'linux',
    pickFolder: async () => null,
    saveJson: async (_name, json) => {
      writeFileSync(exportPath, json);
      return exportPath;
    },
  };
  return { router: createIpcRouter(buildIpcHandlers(t.core, desktop), (s) => s.url === APP.url), exportPath };
}

describe('hooks:*', () => {
  it('refuses what the contract refuses before the core sees it, and what the core refuses in plain words', async () => {
    t = await openTestCore();
    const { router } = openRouter();
    const badMatcher = await router.dispatch(
      'hooks:save',
      { definition: { event: 'PreToolUse', matcher: '(', command: 'true' } },
      APP,
    );
    expect(badMatcher).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'invalid_payload',
        text: { id: 'ipc.invalidPayload', params: { fields: 'definition.matcher', check: 'check.notExpected' } },
      }),
    });
    const badEvent = await router.dispatch('hooks:save', { definition: { event: 'Stop', command: 'true' } }, APP);
    expect(badEvent.ok).toBe(false);
    const tooLong = await router.dispatch(
      'hooks:save',
      { definition: { event: 'PreToolUse', command: 'true', timeoutSec: 601 } },
      APP,
    );
    expect(tooLong.ok).toBe(false);
    const unconfirmed = await router.dispatch(
      'hooks:save',
      { definition: { event: 'PreToolUse', command: 'true', sandbox: 'none' } },
      APP,
    );
    expect(unconfirmed).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'hooks.confirmOutsideSandbox', params: {} },
      }),
    });
    const badHash = await router.dispatch('hooks:trust-folder', { folder: t.workspace, hash: 'whatever' }, APP);
    expect(badHash.ok).toBe(false);
    const relative = await router.dispatch('hooks:project', { folder: 'ws' }, APP);
    expect(relative).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_input', text: { id: 'hooks.folderNotFull', params: {} } }),
    });
    expect(t.core.hooks.list()).toEqual([]);
  });

  it('saves with defaults, edits in place, removes; a folder is trusted by the hash seen, or told why not; export lists hooks, trust and its copy', async () => {
    t = await openTestCore();
    const { router, exportPath } = openRouter();
    const saved = await router.dispatch(
      'hooks:save',
      { definition: { event: 'PreToolUse', matcher: 'Bash', command: 'guard.sh' } },
      APP,
    );
    expect(saved).toEqual({
      ok: true,
      value: expect.objectContaining({ matcher: 'Bash', timeoutSec: 60, sandbox: 'hook' }),
    });
    const id = saved.ok ? (saved.value as { id: string }).id : '';
    const second = await router.dispatch(
      'hooks:save',
      { definition: { event: 'PostToolUse', command: 'lint.sh', sandbox: 'none' }, confirmRunWithoutSandbox: true },
      APP,
    );
    expect(second.ok).toBe(true);
    await router.dispatch(
      'hooks:save',
      { id, definition: { event: 'PreToolUse', matcher: 'Bash|Write', command: 'guard2.sh', timeoutSec: 5 } },
      APP,
    );
    expect(t.core.hooks.list().map((h) => [h.command, h.matcher, h.sandbox])).toEqual([
      ['guard2.sh', 'Bash|Write', 'hook'],
      ['lint.sh', '', 'none'],
    ]);

    mkdirSync(join(t.workspace, '.gatehouse'));
    const settings = (command: string) =>
      writeFileSync(
        join(t.workspace, '.gatehouse/hooks.json'),
        JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command }] }] } }),
      );
    // A hook that looks code up in the folder reaches the window with why it cannot be trusted, as an id and its words.
    settings('npx prettier --write');
    const refused = await router.dispatch('hooks:project', { folder: t.workspace }, APP);
    expect(refused).toEqual({
      ok: true,
      value: expect.objectContaining({
        status: 'untrusted',
        refusals: [
          {
            hookId: 'project:.gatehouse/hooks.json:PostToolUse:0:0',
            reason: 'module_lookup',
            params: { program: 'npx' },
          },
        ],
      }),
    });
    const refusedHash = refused.ok ? (refused.value as { hash: string }).hash : '';
    expect(await router.dispatch('hooks:trust-folder', { folder: t.workspace, hash: refusedHash }, APP)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_input' }),
    });

    settings('bash .gatehouse/format.sh');
    writeFileSync(join(t.workspace, '.gatehouse/format.sh'), 'cat > /dev/null\n');
    const project = await router.dispatch('hooks:project', { folder: t.workspace }, APP);
    expect(project).toEqual({
      ok: true,
      value: expect.objectContaining({
        status: 'untrusted',
        refusals: [],
        hooks: [
          expect.objectContaining({
            source: '.gatehouse/hooks.json',
            command: 'bash .gatehouse/format.sh',
            scripts: ['.gatehouse/format.sh', '.gatehouse/hooks.json'],
          }),
        ],
      }),
    });
    const hash = project.ok ? (project.value as { hash: string }).hash : '';
    expect(await router.dispatch('hooks:trust-folder', { folder: t.workspace, hash }, APP)).toEqual({
      ok: true,
      value: expect.objectContaining({ status: 'trusted', trustedCopy: 'kept' }),
    });

    await router.dispatch('data:export', {}, APP);
    const exported = JSON.parse(readFileSync(exportPath, 'utf8')) as { hooks: unknown[]; hookFolderTrust: unknown[] };
    expect(exported.hooks).toHaveLength(2);
    expect(exported.hookFolderTrust).toEqual([
      {
        folder: t.workspace,
        hash,
        trustedAt: expect.any(String),
        copy: {
          hooks: [expect.objectContaining({ command: 'bash .gatehouse/format.sh' })],
          files: [
            expect.objectContaining({
              path: '.gatehouse/format.sh',
              contentBase64: Buffer.from('cat > /dev/null\n').toString('base64'),
            }),
            expect.objectContaining({ path: '.gatehouse/hooks.json' }),
          ],
        },
      },
    ]);

    expect(await router.dispatch('hooks:untrust-folder', { folder: t.workspace }, APP)).toEqual({
      ok: true,
      value: expect.objectContaining({ status: 'untrusted' }),
    });
    expect(await router.dispatch('hooks:remove', { id }, APP)).toEqual({ ok: true, value: null });
    expect(await router.dispatch('hooks:remove', { id }, APP)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'not_found' }),
    });
    expect(t.core.hooks.list()).toHaveLength(1);
  });
});
