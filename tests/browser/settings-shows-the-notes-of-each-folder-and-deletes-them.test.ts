import { realpathSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import type { MemoryNoteView } from '../../src/shared/ipc';
import { findSeriousAxeViolations } from '../support/browser-axe';
import {
  answerThroughDrafts,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { final, reply, toolUse } from '../support/model-server';

const NOTE = 'The garden plan lives in garden.md.';

describe('the Notes section of Settings', () => {
  const f = useBrowserFixture([reply(toolUse('toolu_note', 'remember', { text: NOTE })), final('Noted.')], async () => {
    // A note the model asked for and the person approved, as in a conversation.
    const sessionId = await startSessionRun(f.core, f.workspace, 'Garden', 'Remember where the plan is');
    const approvalId = await waitForPendingApproval(f.core, sessionId);
    const loaded = await f.core.call<SessionSnapshot>('session:load', { sessionId });
    if (!loaded.ok || loaded.value.pending === null) throw new Error('the remember call is not waiting');
    const decided = await answerThroughDrafts(f.core, loaded.value.pending, {
      [loaded.value.pending.calls[0]!.callId]: { action: 'approve' },
    });
    expect(loaded.value.pending.approvalId).toBe(approvalId);
    if (!decided.ok) throw new Error(decided.error.text.id);
    const deadline = Date.now() + 10_000;
    while (
      ((await f.core.call<MemoryNoteView[]>('notes:list', {})) as { value?: MemoryNoteView[] }).value?.length !== 1
    ) {
      if (Date.now() > deadline) throw new Error('the note was never saved');
      await new Promise((r) => setTimeout(r, 50));
    }
    await f.harness.open();
  });

  it('says what a note is, lists the note under its folder with no serious axe findings, and Delete removes it for good', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Notes', level: 2 }) });
    await section.waitFor();
    await expect(section.textContent()).resolves.toContain(
      'A note is something the assistant asked to remember about a folder',
    );
    await section.getByRole('heading', { name: realpathSync(f.workspace), level: 3 }).waitFor();
    await section.getByText(NOTE).waitFor();
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await section.getByRole('button', { name: `Delete the note “${NOTE}”` }).click();
    await section.getByText('No notes yet.').waitFor();
    await expect(f.core.call('notes:list', {})).resolves.toEqual({ ok: true, value: [] });
    expect(f.harness.pageErrors).toEqual([]);
  });
});
