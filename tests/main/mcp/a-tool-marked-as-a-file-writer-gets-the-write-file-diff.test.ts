import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { testServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';
import { wordInEnglish } from '../../support/word-main';

/** The notes test server over stdio: save_note writes a file and says nothing of it in annotations. */
const t = useTempStore('gatehouse-mcp-writer-');
let loop: McpLoop | null = null;
afterEach(async () => {
  await loop?.close();
  loop = null;
});

const notesServer = (fileWriters: unknown[]) =>
  testServerConfig('notes', 'mcp-notes-server.ts', join(t.dir, 'notes.json'), {
    trusted: true,
    fileWriters: fileWriters as never,
  });

describe('a tool the person marks as a file writer', () => {
  it('gets the diff write_file gets; a file changed after approval is asked again, then the approved text is written', async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [notesServer([{ tool: 'save_note', pathArgument: 'note', contentArgument: 'text' }])],
      [],
    );
    const target = join(loop.workspace, 'todo.md');
    writeFileSync(target, 'milk\neggs\n');
    loop.model.push(
      reply(toolUse('t1', 'mcp__notes__save_note', { note: target, text: 'milk\nbread\n' })),
      final('Saved.'),
    );
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const pending = t.store.loadPendingApproval(run.sessionId)!;
    const preview = pending.calls[0]!.inspection.preview;
    expect(preview.type === 'mcp' ? preview.mcp.write : null).toMatchObject({
      kind: 'change',
      path: target,
      added: 1,
      removed: 1,
      original: 'milk\neggs\n',
      proposed: 'milk\nbread\n',
    });

    writeFileSync(target, 'milk\neggs\nbutter\n');
    await loop.answer(pending.approvalId, [{ callId: pending.calls[0]!.callId, action: 'approve' }]);
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    expect(readFileSync(target, 'utf8')).toBe('milk\neggs\nbutter\n');
    const again = t.store.loadPendingApproval(run.sessionId)!;
    expect(wordInEnglish(again.calls[0]?.supersedes?.reason)).toContain('changed since it was shown');
    const fresh = again.calls[0]!.inspection.preview;
    expect(fresh.type === 'mcp' ? fresh.mcp.write?.original : null).toBe('milk\neggs\nbutter\n');

    await loop.answer(again.approvalId, [{ callId: again.calls[0]!.callId, action: 'approve' }]);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(readFileSync(target, 'utf8')).toBe('milk\nbread\n');
    expect(loadResults(t.store, run.sessionId).at(-1)).toMatchObject({ outcome: 'success' });
  });

  it('the path and content arguments default to path and content; a tool whose arguments are named otherwise gets no diff rather than a wrong one', async () => {
    loop = createMcpLoop(t.store, t.dir, [notesServer([{ tool: 'save_note' }])], []);
    const target = join(loop.workspace, 'a.md');
    loop.model.push(reply(toolUse('t1', 'mcp__notes__save_note', { note: target, text: 'x\n' })));
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const preview = t.store.loadPendingApproval(run.sessionId)!.calls[0]!.inspection.preview;
    // Marked with the defaults, its arguments named otherwise: no diff rather than a wrong one.
    expect(preview.type === 'mcp' ? preview.mcp.write : 'not mcp').toBeUndefined();
    expect(loop.rig.servers[0]!.fileWriters).toEqual([
      { tool: 'save_note', pathArgument: 'path', contentArgument: 'content' },
    ]);
  });

  it("a marked writer's path argument goes through the workspace guard whatever it is called", async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [notesServer([{ tool: 'save_note', pathArgument: 'note', contentArgument: 'text' }])],
      [],
    );
    loop.model.push(reply(toolUse('t1', 'mcp__notes__save_note', { note: 'sub/../../outside.md', text: 'x' })));
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const call = t.store.loadPendingApproval(run.sessionId)!.calls[0]!;
    expect(call.inspection.outsideWorkspace).toBe(true);
    expect(call.inspection.outsideReasons).toMatchObject([{ id: 'outside.mcpArgument' }]);
    expect(call.inspection.outsideReasons.map(wordInEnglish).join(' ')).toContain('note');
  });
});
