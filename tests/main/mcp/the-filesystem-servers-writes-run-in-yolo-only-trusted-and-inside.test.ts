import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { filesystemServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';
import { wordInEnglish } from '../../support/word-main';

/** @modelcontextprotocol/server-filesystem over stdio: its write tools declare openWorldHint false. */
const t = useTempStore('gatehouse-mcp-fs-');
let loop: McpLoop | null = null;
afterEach(async () => {
  await loop?.close();
  loop = null;
});

describe('the filesystem server in yolo', () => {
  it('trusted, writes inside the folder run without asking (the folder is its only root)', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    await loop.trustListedTools();
    const target = join(loop.workspace, 'notes.txt');
    loop.model.push(
      reply(toolUse('t1', 'mcp__files__write_file', { path: target, content: 'hello\n' })),
      final('Written.'),
    );
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(readFileSync(target, 'utf8')).toBe('hello\n');
    expect(loadResults(t.store, run.sessionId)).toEqual([
      expect.objectContaining({ outcome: 'success', settledBy: { by: 'yolo' } }),
    ]);
  });

  it('a path outside the folder asks, even trusted and in yolo', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    await loop.trustListedTools();
    const outside = join(t.dir, 'outside.txt');
    loop.model.push(
      reply(toolUse('t1', 'mcp__files__move_file', { source: join(loop.workspace, 'a.txt'), destination: outside })),
    );
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const call = t.store.loadPendingApproval(run.sessionId)!.calls[0]!;
    expect(call.inspection.outsideWorkspace).toBe(true);
    expect(call.inspection.outsideReasons).toMatchObject([{ id: 'outside.mcpArgument' }]);
    expect(call.inspection.outsideReasons.map(wordInEnglish).join(' ')).toContain('destination');
    expect(existsSync(outside)).toBe(false);
  });

  it('trusted, move_file into .git/hooks and write_file to .git/config ask in yolo, and nothing lands there', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(loop.workspace, '.git/hooks'), { recursive: true });
    writeFileSync(join(loop.workspace, '.git/config'), '[core]\n');
    writeFileSync(join(loop.workspace, 'payload.sh'), '#!/bin/sh\ntouch pwned\n');
    loop.model.push(
      reply(
        toolUse('t1', 'mcp__files__move_file', {
          source: join(loop.workspace, 'payload.sh'),
          destination: join(loop.workspace, '.git/hooks/pre-commit'),
        }),
        toolUse('t2', 'mcp__files__write_file', {
          path: join(loop.workspace, '.git/config'),
          content: '[core]\n\tfsmonitor = "touch pwned"\n',
        }),
      ),
    );
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const calls = t.store.loadPendingApproval(run.sessionId)!.calls;
    expect(calls.map((c) => c.inspection.protectedPlaces?.map((p) => p.kind))).toEqual([['git-hooks'], ['git']]);
    expect(existsSync(join(loop.workspace, '.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(join(loop.workspace, 'payload.sh'))).toBe(true);
    expect(readFileSync(join(loop.workspace, '.git/config'), 'utf8')).toBe('[core]\n');
  });

  it('sandboxed and trusted, in yolo: an ordinary write runs; move_file into .git/hooks, write_file to .git/config and to a new .vscode/tasks.json ask, and nothing lands', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true, sandboxed: true })], [], {
      sandbox: { dataDir: join(t.dir, 'data') },
    });
    mkdirSync(join(loop.workspace, '.git/hooks'), { recursive: true });
    writeFileSync(join(loop.workspace, '.git/config'), '[core]\n');
    writeFileSync(join(loop.workspace, 'payload.sh'), '#!/bin/sh\ntouch pwned\n');
    await loop.trustListedTools();
    loop.model.push(
      reply(
        toolUse('t0', 'mcp__files__write_file', { path: join(loop.workspace, 'notes.txt'), content: 'hello\n' }),
        toolUse('t1', 'mcp__files__move_file', {
          source: join(loop.workspace, 'payload.sh'),
          destination: join(loop.workspace, '.git/hooks/pre-commit'),
        }),
        toolUse('t2', 'mcp__files__write_file', {
          path: join(loop.workspace, '.git/config'),
          content: '[core]\n\tfsmonitor = "touch pwned"\n',
        }),
        toolUse('t3', 'mcp__files__write_file', {
          path: join(loop.workspace, '.vscode/tasks.json'),
          content: '{"tasks":[{"runOptions":{"runOn":"folderOpen"}}]}',
        }),
      ),
    );
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const calls = t.store.loadPendingApproval(run.sessionId)!.calls;
    // One sheet of the three that plant; the ordinary write ran in yolo without waiting for it.
    expect(calls.map((c) => c.callId)).toHaveLength(3);
    expect(calls.map((c) => (c.inspection.protectedPlaces ?? []).length > 0)).toEqual([true, true, true]);
    expect(existsSync(join(loop.workspace, '.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(join(loop.workspace, 'payload.sh'))).toBe(true);
    expect(readFileSync(join(loop.workspace, '.git/config'), 'utf8')).toBe('[core]\n');
    expect(existsSync(join(loop.workspace, '.vscode'))).toBe(false);
    // The result first: had the write not run, its content says why (a CI run once found no notes.txt).
    expect(loadResults(t.store, run.sessionId)).toEqual([
      expect.objectContaining({ toolUseId: 't0', outcome: 'success', settledBy: { by: 'yolo' } }),
    ]);
    expect(readFileSync(join(loop.workspace, 'notes.txt'), 'utf8')).toBe('hello\n');
  });

  it('untrusted, the same write asks in yolo', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: false })], []);
    const target = join(loop.workspace, 'notes.txt');
    loop.model.push(reply(toolUse('t1', 'mcp__files__write_file', { path: target, content: 'hello\n' })));
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    expect(existsSync(target)).toBe(false);
  });

  it('trusted, in manual mode the write still asks (yolo is what lifts it)', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    await loop.trustListedTools();
    loop.model.push(
      reply(toolUse('t1', 'mcp__files__write_file', { path: join(loop.workspace, 'n.txt'), content: 'x' })),
    );
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
  });
});

describe("the filesystem server's writes on the sheet", () => {
  it('show the same diff as write_file, and a file changed after approval is asked again instead of overwritten', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    await loop.trustListedTools();
    const target = join(loop.workspace, 'plan.md');
    writeFileSync(target, 'one\ntwo\n');
    loop.model.push(
      reply(toolUse('t1', 'mcp__files__edit_file', { path: target, edits: [{ oldText: 'two', newText: 'TWO' }] })),
      final('Edited.'),
    );
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const pending = t.store.loadPendingApproval(run.sessionId)!;
    const preview = pending.calls[0]!.inspection.preview;
    expect(preview.type === 'mcp' ? preview.mcp.write : null).toMatchObject({
      kind: 'change',
      added: 1,
      removed: 1,
      original: 'one\ntwo\n',
      proposed: 'one\nTWO\n',
    });

    // The file changes after the person saw the diff: the approved edit does not run, it is asked again.
    writeFileSync(target, 'one\ntwo\nthree\n');
    await loop.answer(pending.approvalId, [{ callId: pending.calls[0]!.callId, action: 'approve' }]);
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    expect(readFileSync(target, 'utf8')).toBe('one\ntwo\nthree\n');
    const again = t.store.loadPendingApproval(run.sessionId)!;
    expect(wordInEnglish(again.calls[0]?.supersedes?.reason)).toContain('changed since it was shown');
    const fresh = again.calls[0]!.inspection.preview;
    expect(fresh.type === 'mcp' ? fresh.mcp.write?.proposed : null).toBe('one\nTWO\nthree\n');
    await loop.answer(again.approvalId, [{ callId: again.calls[0]!.callId, action: 'approve' }]);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(readFileSync(target, 'utf8')).toBe('one\nTWO\nthree\n');
  });
});
