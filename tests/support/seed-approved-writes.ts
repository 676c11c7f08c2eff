import { createEventStore, draft, openDatabase, type EventDraft } from '../../src/main/store';
import { say } from '../../src/shared/main-messages';

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'gatehouse',
};
const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeNew', { file: 'a file', added: 1 }),
  preview: { type: 'args' as const, text: 'x' },
};

/**
 * Seeds a data folder's database with a conversation of `rounds` runs, each a question, a reply
 * asking one write, the person's approval, the call and its result (eight events a run), each write
 * with its undo checkpoint (a new file: "no file was there"). Opens and closes the database itself:
 * call it before the core opens the same folder. Returns the session id.
 */
export function seedApprovedWrites(dataDir: string, workspace: string, rounds: number, sessionId = 'ses_w'): string {
  const db = openDatabase({ dataDir });
  const store = createEventStore(db, () => new Date());
  store.createSession({ id: sessionId, title: 'Writes', workspace, agentId: 'gatehouse' });
  // Before the results are appended: each result marks its checkpoint's call as succeeded.
  const checkpoint = db.prepare(
    'INSERT INTO checkpoints (session_id, run_id, call_id, path, existed, size, written_hash, created_at) VALUES (?, ?, ?, ?, 0, 0, ?, ?)',
  );
  const at = new Date().toISOString();
  for (let i = 0; i < rounds; i += 1)
    checkpoint.run(sessionId, `run_${i}`, `call_${i}`, `${workspace}/f${i}.md`, 'sha256-of-the-write', at);
  const batch: EventDraft[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const runId = `run_${i}`;
    const callId = `call_${i}`;
    const args = { path: `f${i}.md`, content: `${i}` };
    batch.push(draft('user_message', { runId, text: `Write file ${i}`, config }));
    batch.push(draft('run_state', { runId, state: 'streaming' }));
    batch.push(
      draft('assistant_message', {
        runId,
        content: [{ type: 'tool_use', callId, toolUseId: `tu_${i}`, name: 'write_file', input: args }],
        stopReason: 'tool_use',
        usage: null,
        interrupted: false,
      }),
    );
    batch.push(
      draft('approval_requested', {
        runId,
        approvalId: `apr_${i}`,
        calls: [{ callId, toolUseId: `tu_${i}`, tool: 'write_file', args, inspection, rationale: '' }],
      }),
    );
    batch.push(
      draft('decision', {
        runId,
        approvalId: `apr_${i}`,
        decisions: [{ callId, action: 'approve', args, settledBy: { by: 'person' } }],
      }),
    );
    batch.push(
      draft('tool_call', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        args,
        settledBy: { by: 'person' },
      }),
    );
    batch.push(
      draft('tool_result', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        outcome: 'success',
        content: 'written',
        settledBy: { by: 'person' },
      }),
    );
    batch.push(draft('run_state', { runId, state: 'completed' }));
  }
  for (let i = 0; i < batch.length; i += 2_000) store.appendEvents(sessionId, batch.slice(i, i + 2_000));
  db.close();
  return sessionId;
}
