import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { filesystemServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

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
    const target = join(loop.workspace, 'notes.txt');
    loop.model.push(reply(toolUse('t1', 'mcp__files__write_file', { path: target, content: 'hello\n' })), final('Written.'));
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(readFileSync(target, 'utf8')).toBe('hello\n');
    expect(loadResults(t.store, run.sessionId)).toEqual([expect.objectContaining({ outcome: 'success', decidedBy: 'yolo' })]);
  });

  it('a path outside the folder asks, even trusted and in yolo', async () => {
    loop = createMcpLoop(t.store, t.dir, [filesystemServerConfig('files', { trusted: true })], []);
    const outside = join(t.dir, 'outside.txt');
    loop.model.push(reply(toolUse('t1', 'mcp__files__move_file', { source: join(loop.workspace, 'a.txt'), destination: outside })));
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const call = t.store.loadPendingApproval(run.sessionId)!.calls[0]!;
    expect(call.inspection.outsideWorkspace).toBe(true);
    expect(call.inspection.outsideReasons.join(' ')).toContain('destination');
    expect(existsSync(outside)).toBe(false);
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
    loop.model.push(reply(toolUse('t1', 'mcp__files__write_file', { path: join(loop.workspace, 'n.txt'), content: 'x' })));
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
  });
});
