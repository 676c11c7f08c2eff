import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_OUTPUT_LIMITS, LIVE_OUTPUT_TRUNCATED } from '../../../src/main/agent/live-output';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('a real command printing as fast as it can', () => {
  it('reaches the windows as a few pushes of at most the cap, with one marker, before its result', async () => {
    t = await openTestCore(
      [reply(toolUse('c', 'run_command', { command: 'yes | head -c 30000000' })), final('Done.')],
      { realTools: true },
    );
    const s = t.core.createSession({ workspace: t.workspace });
    const started = Date.now();
    await t.core.send({ sessionId: s.id, text: 'print a lot', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed', 60_000);
    const elapsed = Date.now() - started;

    const result = t.core.loadSession(s.id).events.find((e) => e.kind === 'tool_result');
    expect(result?.kind === 'tool_result' && result.data.outcome).toBe('success');
    const pushes = t.events.flatMap((e) =>
      e.type === 'live' && e.live.type === 'tool_progress' ? [e.live.chunk] : [],
    );
    const live = pushes.join('');
    expect(live.length).toBe(LIVE_OUTPUT_LIMITS.maxChars + LIVE_OUTPUT_TRUNCATED.length);
    expect(live.endsWith(LIVE_OUTPUT_TRUNCATED)).toBe(true);
    expect(live.slice(0, 64)).toBe('y\n'.repeat(32));
    expect(pushes.length).toBeLessThanOrEqual(elapsed / LIVE_OUTPUT_LIMITS.intervalMs + 2);
    // Every push for the call came before its result.
    const resultAt = t.events.findIndex((e) => e.type === 'event' && e.event.kind === 'tool_result');
    const lastPushAt = t.events.findLastIndex((e) => e.type === 'live' && e.live.type === 'tool_progress');
    expect(lastPushAt).toBeLessThan(resultAt);
  }, 60_000);
});
