import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

const waitForEffect = async (line: string) => {
  const deadline = Date.now() + 10_000;
  while (!t.effects().includes(line)) {
    if (Date.now() > deadline) throw new Error(`never saw ${line}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('closing Gatehouse while a tool runs', () => {
  it('stops the tool and says Gatehouse was closing, never that the person stopped it; Retry goes on', async () => {
    t = await openTestCore([
      reply(text('Listing slowly.'), toolUse('tu_1', 'run_command', { command: 'ls slow', ms: 20_000 })),
      final('Seen it.'),
    ]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'list', workMode: 'agent', approvalMode: 'manual' });
    await waitForEffect('start ls slow');

    const started = Date.now();
    await t.core.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(t.effects()).not.toContain('end ls slow');

    const core = await t.reopen();
    const events = core.loadSession(s.id).events;
    const result = events.find((e): e is Extract<SessionEvent, { kind: 'tool_result' }> => e.kind === 'tool_result');
    expect(result?.data).toMatchObject({ outcome: 'cancelled', settledBy: { by: 'policy', layer: 'policy' } });
    expect(result?.data.content).toMatch(
      /^Gatehouse was closing, so it stopped this call while it ran; it may have partly happened/,
    );
    expect(JSON.stringify(events)).not.toMatch(/person pressed Stop|Stopped by the person|run\.stoppedByPerson/);
    const state = events.findLast((e): e is Extract<SessionEvent, { kind: 'run_state' }> => e.kind === 'run_state');
    expect(state?.data).toMatchObject({ state: 'interrupted', detail: { id: 'run.closedWhileClosing' } });
    expect(wordInEnglish(state?.data.detail)).toMatch(/^Gatehouse was closing/);

    // Nothing runs again by itself; Retry continues the same run with that result.
    await core.retry(s.id);
    await waitForRunState(core, s.id, 'completed');
    expect(t.effects().filter((l) => l === 'start ls slow')).toHaveLength(1);
    const toModel = JSON.stringify(t.server.requests[1]!.body.messages.at(-1)!.content);
    expect(toModel).toContain('Gatehouse was closing');
    expect(toModel).toContain('"is_error":true');
  });
});
