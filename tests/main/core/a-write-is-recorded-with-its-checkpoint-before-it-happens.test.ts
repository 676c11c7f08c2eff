import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCore, type GatehouseCore } from '../../../src/main/core';
import { createCheckpointStore, createEventStore, DATABASE_FILE, draft, openDatabase } from '../../../src/main/store';
import { createToolRegistry, type ToolDefinition, type ToolRegistry } from '../../../src/main/tools';
import { final, reply, startModelServer, text, toolUse, type ModelServer } from '../../support/model-server';
import { testSecrets, waitForRunState } from '../../support/core-harness';

/**
 * Durable first: before a file tool writes, its tool_call and the file's previous
 * content are committed together. Seen from another connection at the moment the write starts (so
 * a crash there leaves a recorded call that has its checkpoint), and all or nothing in the store.
 */
let root: string;
let server: ModelServer | undefined;
let core: GatehouseCore | undefined;
afterEach(async () => {
  await core?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The real tools, with write_file looking at the database (another connection) before it writes. */
function registryWatching(dbPath: string, seen: unknown[]): ToolRegistry {
  const real = createToolRegistry();
  const write = real.get('write_file')!;
  const watched: ToolDefinition = {
    ...write,
    async execute(args, ctx, signal) {
      const other = new Database(dbPath, { readonly: true });
      try {
        const call = other
          .prepare("SELECT count(*) FROM events WHERE kind = 'tool_call' AND json_extract(data, '$.callId') = ?")
          .pluck()
          .get(ctx.callId);
        const checkpoint = other
          .prepare('SELECT existed, content, written_hash FROM checkpoints WHERE call_id = ?')
          .get(ctx.callId) as { existed: number; content: Buffer | null; written_hash: string | null } | undefined;
        seen.push({
          call,
          existed: checkpoint?.existed,
          content: checkpoint?.content?.toString('utf8'),
          written: checkpoint?.written_hash,
        });
      } finally {
        other.close();
      }
      return write.execute(args, ctx, signal);
    },
  };
  return {
    names: () => real.names(),
    modelTools: () => real.modelTools(),
    get: (name) => (name === 'write_file' ? watched : real.get(name)),
  };
}

describe('a file write and its checkpoint', () => {
  it('are both committed, in the log and the checkpoints table, before the write starts (yolo: no person involved)', async () => {
    root = mkdtempSync(join(tmpdir(), 'gatehouse-checkpoint-'));
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    writeFileSync(join(workspace, 'f.txt'), 'before\n');
    const seen: unknown[] = [];
    server = await startModelServer([
      reply(text('Writing.'), toolUse('w', 'write_file', { path: 'f.txt', content: 'after\n' })),
      final('Done.'),
    ]);
    core = await createCore(
      { dataDir: join(root, 'data'), secrets: testSecrets },
      { tools: registryWatching(join(root, 'data', DATABASE_FILE), seen) },
    );
    core.updateSettings({ provider: 'local', baseUrl: server.baseUrl, model: 'scripted' });
    const sid = core.createSession({ workspace }).id;
    await core.send({ sessionId: sid, text: 'go', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(core, sid, 'completed');

    expect(seen).toEqual([{ call: 1, existed: 1, content: 'before\n', written: null }]);
    expect(readFileSync(join(workspace, 'f.txt'), 'utf8')).toBe('after\n');
    expect(core.listCheckpoints()[0]!.writtenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leave nothing when the checkpoint cannot be stored: no tool_call either', () => {
    root = mkdtempSync(join(tmpdir(), 'gatehouse-checkpoint-'));
    const db = openDatabase({ dataDir: root });
    try {
      const events = createEventStore(db, () => new Date('2030-01-01T00:00:00Z'));
      const checkpoints = createCheckpointStore(db, events, () => new Date('2030-01-01T00:00:00Z'));
      events.createSession({ id: 'ses_1', title: 'T', workspace: root, agentId: 'gatehouse' });
      const toolCall = draft('tool_call', {
        runId: 'run_1',
        callId: 'call_1',
        toolUseId: 't',
        tool: 'write_file',
        args: {},
        settledBy: { by: 'person' },
      });
      // A path the table refuses (NOT NULL) fails the insert after the event was appended.
      expect(() =>
        checkpoints.appendWithCheckpoints(
          'ses_1',
          [toolCall],
          [{ runId: 'run_1', callId: 'call_1', path: null as unknown as string, before: null }],
        ),
      ).toThrow();
      expect(events.loadEvents('ses_1').map((e) => e.kind)).toEqual(['session_created']);
      expect(checkpoints.listAll()).toEqual([]);

      checkpoints.appendWithCheckpoints(
        'ses_1',
        [toolCall],
        [{ runId: 'run_1', callId: 'call_1', path: '/ws/f.txt', before: { bytes: Buffer.from('x'), hash: 'h' } }],
      );
      expect(events.loadEvents('ses_1').map((e) => e.kind)).toEqual(['session_created', 'tool_call']);
      expect(checkpoints.loadForCall('ses_1', 'call_1')).toMatchObject([
        { path: '/ws/f.txt', existed: true, size: 1, content: Buffer.from('x') },
      ]);
    } finally {
      db.close();
    }
  });
});
