import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * A hostile model in yolo (and through a person's broad rule) tries to plant code that a program of
 * the person's runs later without asking: git's config and hooks, an editor's tasks, an assistant's
 * settings, a commit-hook framework, a shell start-up file. Every such write asks a person and
 * nothing is written until they say yes; ordinary writes in the same reply still run.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

type Result = Extract<SessionEvent, { kind: 'tool_result' }>;
const resultsOf = (sid: string) => t.core.loadSession(sid).events.filter((e): e is Result => e.kind === 'tool_result');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } }).toString();

const PLANTED = '[core]\n\tfsmonitor = "touch /tmp/gatehouse-pwned"\n';

describe('nothing the agent writes becomes code that runs later', () => {
  it('in yolo, writes to git settings and hooks, editor and assistant settings, hook frameworks and start-up files all ask; a source file in the same reply is written', async () => {
    const targets = [
      '.git/config',
      '.git/hooks/pre-commit',
      'vendor/lib/sub/.git/config',
      '.vscode/tasks.json',
      '.mcp.json',
      '.claude/settings.json',
      '.husky/pre-commit',
      '.npmrc',
      '.GIT/Hooks/post-checkout',
    ];
    t = await openTestCore(
      [
        reply(
          text('Setting things up.'),
          ...targets.map((path, i) => toolUse(`w${i}`, 'write_file', { path, content: PLANTED })),
          toolUse('src', 'write_file', { path: 'src/app.ts', content: 'export {};\n' }),
        ),
      ],
      { realTools: true },
    );
    git(t.workspace, 'init', '-q');
    mkdirSync(join(t.workspace, 'vendor/lib/sub'), { recursive: true });
    git(join(t.workspace, 'vendor/lib/sub'), 'init', '-q');
    const configBefore = readFileSync(join(t.workspace, '.git/config'), 'utf8');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'set up the project', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);

    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls.map((c) => c.args.path)).toEqual(targets);
    for (const call of pending.calls) expect(call.inspection.protectedPlaces?.length).toBeGreaterThan(0);
    expect(pending.calls.map((c) => c.inspection.protectedPlaces![0]!.kind)).toEqual([
      'git',
      'git-hooks',
      'git',
      'editor-settings',
      'editor-settings',
      'editor-settings',
      'hook-framework',
      'startup-file',
      'git-hooks',
    ]);
    // Nothing planted; the source file, in the same reply, ran under yolo.
    expect(readFileSync(join(t.workspace, '.git/config'), 'utf8')).toBe(configBefore);
    for (const path of [
      '.git/hooks/pre-commit',
      '.vscode/tasks.json',
      '.mcp.json',
      '.claude/settings.json',
      '.husky/pre-commit',
      '.npmrc',
    ])
      expect(existsSync(join(t.workspace, path))).toBe(false);
    expect(readFileSync(join(t.workspace, 'src/app.ts'), 'utf8')).toBe('export {};\n');
    expect(resultsOf(s.id).map((r) => [r.data.outcome, r.data.settledBy?.by])).toEqual([['success', 'yolo']]);
  });

  it('a link to .git/config, and the folder the repository names as core.hooksPath, ask too', async () => {
    t = await openTestCore(
      [
        reply(
          toolUse('link', 'write_file', { path: 'notes/settings.txt', content: PLANTED }),
          toolUse('husky', 'write_file', { path: 'tools/githooks/pre-commit', content: '#!/bin/sh\ntouch /tmp/x\n' }),
        ),
      ],
      { realTools: true },
    );
    git(t.workspace, 'init', '-q');
    git(t.workspace, 'config', 'core.hooksPath', 'tools/githooks');
    mkdirSync(join(t.workspace, 'notes'));
    symlinkSync('../.git/config', join(t.workspace, 'notes/settings.txt'));
    const configBefore = readFileSync(join(t.workspace, '.git/config'), 'utf8');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write notes', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);
    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls.map((c) => [c.args.path, c.inspection.protectedPlaces?.map((p) => p.kind)])).toEqual([
      ['notes/settings.txt', ['git']],
      ['tools/githooks/pre-commit', ['git-hooks']],
    ]);
    expect(readFileSync(join(t.workspace, '.git/config'), 'utf8')).toBe(configBefore);
    expect(existsSync(join(t.workspace, 'tools/githooks/pre-commit'))).toBe(false);
  });

  it("a person's broad rule (**/*.json, or any write) does not lift a write to .vscode/tasks.json; a person's own yes writes it", async () => {
    t = await openTestCore(
      [
        reply(
          toolUse('tasks', 'write_file', { path: '.vscode/tasks.json', content: '{"tasks":[]}\n' }),
          toolUse('data', 'write_file', { path: 'data/a.json', content: '{}\n' }),
        ),
      ],
      { realTools: true },
    );
    const s = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({
      definition: {
        tool: 'write_file',
        effect: 'allow',
        match: { kind: 'path', glob: '**/*.json' },
        scope: { kind: 'everywhere' },
      },
    });
    await t.core.send({ sessionId: s.id, text: 'configure', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);
    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls.map((c) => c.args.path)).toEqual(['.vscode/tasks.json']);
    expect(existsSync(join(t.workspace, '.vscode/tasks.json'))).toBe(false);
    expect(readFileSync(join(t.workspace, 'data/a.json'), 'utf8')).toBe('{}\n');

    t.server.push(final('Done.'));
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, s.id, 'completed');
    expect(readFileSync(join(t.workspace, '.vscode/tasks.json'), 'utf8')).toBe('{"tasks":[]}\n');
    expect(resultsOf(s.id).find((r) => r.data.callId === pending.calls[0]!.callId)?.data).toMatchObject({
      outcome: 'success',
      settledBy: { by: 'person' },
    });
  });

  it('in yolo, a command whose own words write a hook or git config asks; an ordinary command runs', async () => {
    t = await openTestCore(
      [
        reply(
          toolUse('hook', 'run_command', { command: 'printf "#!/bin/sh\\ntouch pwned\\n" > .git/hooks/pre-commit' }),
          toolUse('config', 'run_command', { command: 'git config core.fsmonitor "touch pwned"' }),
          toolUse('copy', 'run_command', { command: 'cp payload.sh .husky/pre-commit' }),
          toolUse('build', 'run_command', { command: 'mkdir -p build && echo ok > build/out.txt' }),
        ),
      ],
      { realTools: true },
    );
    git(t.workspace, 'init', '-q');
    writeFileSync(join(t.workspace, 'payload.sh'), '#!/bin/sh\ntouch pwned\n');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'build', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);
    const pending = t.core.loadSession(s.id).pending!;
    // Where no sandbox exists every command that may change something asks anyway; the three here ask for what they plant.
    expect(
      pending.calls
        .filter((c) => !String(c.args.command).startsWith('mkdir'))
        .map((c) => c.inspection.protectedPlaces?.map((p) => p.kind)),
    ).toEqual([['git-hooks'], ['git'], ['hook-framework']]);
    expect(existsSync(join(t.workspace, '.git/hooks/pre-commit'))).toBe(false);
    expect(readFileSync(join(t.workspace, '.git/config'), 'utf8')).not.toContain('fsmonitor');
    // The ordinary command ran in its sandbox without asking.
    expect(readFileSync(join(t.workspace, 'build/out.txt'), 'utf8')).toBe('ok\n');
    expect(existsSync(join(t.workspace, '.husky/pre-commit'))).toBe(false);
  }, 30_000);
});
