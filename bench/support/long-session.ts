import { createEventStore, draft, openDatabase, type EventDraft } from '../../src/main/store';

/**
 * Seeds a data folder's database with one long conversation, as a person who used Gatehouse for
 * weeks would have it: each round is a question, a reply that reads a file (a tool card with its
 * output), and a markdown answer with a code block. Returns the session id and the counts.
 * Opens and closes the database itself: call it before the core opens the same folder.
 */
export function seedLongSession(
  dataDir: string,
  workspace: string,
  messages: number,
  sessionId = 'ses_long',
  title = 'A long conversation',
): { sessionId: string; title: string; messages: number; toolCards: number; events: number } {
  const db = openDatabase({ dataDir });
  const store = createEventStore(db, () => new Date());
  store.createSession({ id: sessionId, title, workspace, agentId: 'gatehouse' });
  const config = {
    workMode: 'agent' as const,
    approvalMode: 'manual' as const,
    tools: ['read_file'],
    model: 'scripted',
    agentId: 'gatehouse',
  };
  const usage = { inputTokens: 1200, outputTokens: 180 };
  const rounds = Math.ceil(messages / 3);
  const batch: EventDraft[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const runId = `run_${i}`;
    const callId = `call_${i}`;
    batch.push(draft('run_state', { runId, state: 'streaming' }));
    batch.push(
      draft('user_message', {
        runId,
        text: `Question ${i}: what does src/module-${i}.ts do, and is anything in it risky?`,
        config,
      }),
    );
    batch.push(
      draft('assistant_message', {
        runId,
        content: [
          { type: 'text', text: `Let me read **src/module-${i}.ts** first.` },
          { type: 'tool_use', callId, toolUseId: `tu_${i}`, name: 'read_file', input: { path: `src/module-${i}.ts` } },
        ],
        stopReason: 'tool_use',
        usage,
        interrupted: false,
      }),
    );
    batch.push(
      draft('tool_call', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'read_file',
        args: { path: `src/module-${i}.ts` },
        settledBy: { by: 'policy', layer: 'policy' },
      }),
    );
    batch.push(
      draft('tool_result', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'read_file',
        outcome: 'success',
        content: `export function step${i}(x: number) {\n  return x * ${i};\n}\n`.repeat(8),
      }),
    );
    batch.push(
      draft('assistant_message', {
        runId,
        content: [
          {
            type: 'text',
            text: `The module exports one function, \`step${i}\`, that multiplies its input:\n\n\`\`\`ts\nexport function step${i}(x: number) {\n  return x * ${i};\n}\n\`\`\`\n\nNothing in it touches files or the network, so it is **safe**. A test for negative numbers would help.`,
          },
        ],
        stopReason: 'end_turn',
        usage,
        interrupted: false,
      }),
    );
    batch.push(draft('run_state', { runId, state: 'completed' }));
  }
  for (let i = 0; i < batch.length; i += 1000) store.appendEvents(sessionId, batch.slice(i, i + 1000));
  db.close();
  return { sessionId, title, messages: rounds * 3, toolCards: rounds, events: batch.length + 1 };
}
