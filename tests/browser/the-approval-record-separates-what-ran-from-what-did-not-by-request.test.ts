import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import {
  answerThroughDrafts,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('the approval record of a conversation with two requests', () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Writing both notes.'),
        toolUse('toolu_a', 'write_file', { path: 'a.md', content: 'A\n' }),
        toolUse('toolu_b', 'write_file', { path: 'b.md', content: 'B\n' }),
      ),
      final('Wrote a.md; b.md was refused.'),
      reply(text('Writing c.'), toolUse('toolu_c', 'write_file', { path: 'c.md', content: 'C\n' })),
    ],
    async () => {
      sessionId = await startSessionRun(f.core, f.workspace, 'Notes', 'Write the two notes');
      const first = await waitForPendingApproval(f.core, sessionId);
      const loaded = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
        ok: true;
        value: SessionSnapshot;
      };
      const [a, b] = loaded.value.pending!.calls;
      const decided = await answerThroughDrafts(f.core, loaded.value.pending!, {
        [a!.callId]: { action: 'approve' },
        [b!.callId]: { action: 'deny', reason: 'Not b, please' },
      });
      expect(loaded.value.pending!.approvalId).toBe(first);
      if (!decided.ok) throw new Error(decided.error.text.id);
      for (let i = 0; ; i++) {
        const now = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
          ok: true;
          value: SessionSnapshot;
        };
        if (now.value.summary.runState === 'completed') break;
        if (i > 200) throw new Error('the first request never finished');
        await new Promise((r) => setTimeout(r, 50));
      }
      const sent = await f.core.call('run:send', {
        sessionId,
        text: 'Now write c',
        workMode: 'agent',
        approvalMode: 'manual',
      });
      if (!sent.ok) throw new Error(sent.error.text.id);
      await waitForPendingApproval(f.core, sessionId);
      const stopped = await f.core.call('run:stop', { sessionId });
      if (!stopped.ok) throw new Error(stopped.error.text.id);
      await f.harness.open();
      await f.page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(sessionId)})`);
      await f.harness.reload();
    },
  );

  it('groups by request with dates and times, and puts what was denied or cancelled apart from what ran, in plain words', async () => {
    const page = f.page;
    await page.getByRole('button', { name: 'Approval record' }).click();
    const runs = page.locator('section.audit-run');
    await runs.first().waitFor();
    await expect(runs.count()).resolves.toBe(2);

    const first = runs.nth(0);
    await expect(first.getByRole('heading', { level: 2 }).textContent()).resolves.toContain('“Write the two notes”');
    // A date and a time in the person's locale, machine-readable beside it.
    const stamp = first.getByRole('heading', { level: 2 }).locator('time');
    const iso = await stamp.getAttribute('datetime');
    const shown = await page.evaluate<string>(
      `new Date(${JSON.stringify(iso)}).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })`,
    );
    await expect(stamp.textContent()).resolves.toBe(shown);
    expect(shown).toContain(String(new Date(iso!).getFullYear()));

    const ran = first.locator('table').nth(0);
    await expect(first.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'What ran (1)',
      'Not run: denied, cancelled or asked again (1)',
    ]);
    await expect(ran.textContent()).resolves.toContain('a.md');
    await expect(ran.textContent()).resolves.toContain('You approved it');
    await expect(ran.textContent()).resolves.not.toContain('b.md');
    const notRun = first.locator('table').nth(1);
    await expect(notRun.textContent()).resolves.toContain('b.md');
    await expect(notRun.textContent()).resolves.toContain('You said no');
    await expect(notRun.textContent()).resolves.toContain('Your reason: Not b, please');

    const second = runs.nth(1);
    await expect(second.getByRole('heading', { level: 2 }).textContent()).resolves.toContain('“Now write c”');
    await expect(second.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Not run: denied, cancelled or asked again (1)',
    ]);
    await expect(second.textContent()).resolves.toContain('c.md');
    await expect(second.textContent()).resolves.toContain('Cancelled: stopped before it ran');

    const all = await page.locator('.screen.audit').innerText();
    expect(all).not.toMatch(/superseded|decision_|tool_result|layer|pressed Stop before deciding|\bsession\b/i);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
