import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a pending approval when the core process dies', () => {
  let sessionId: string;
  const f = useBrowserFixture(
    [
      reply(text('Writing the plan file.'), toolUse('toolu_r', 'write_file', { path: 'plan.md', content: '# Plan\n' })),
      final('Finished after the restart.'),
    ],
    async () => {
      sessionId = await f.openSession();
    },
  );

  it('is still there after SIGKILL and a new core on the same database, and approving it resumes the original run', async () => {
    const page = f.page;
    await sendMessage(page, 'Make plan.md');
    const before = await readSheetIds(page);
    const runBefore = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };

    await f.restartCore();
    await f.harness.reload();
    const after = await readSheetIds(page);
    expect(after).toEqual(before);

    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Finished after the restart.').waitFor();
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('# Plan\n');

    // The same run continued (no new user message, no new run), and the model got the tool result.
    const snapshot = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };
    const runIds = new Set(
      snapshot.value.events.flatMap((e) => ('runId' in e.data && e.data.runId ? [e.data.runId] : [])),
    );
    expect([...runIds]).toEqual([runBefore.value.pending?.runId]);
    expect(snapshot.value.events.filter((e) => e.kind === 'user_message')).toHaveLength(1);
    expect(snapshot.value.summary.runState).toBe('completed');
    expect(f.model.requests).toHaveLength(2);
    const last = f.model.requests[1]?.body.messages.at(-1);
    expect(JSON.stringify(last?.content)).toContain('toolu_r');
  });
});
