import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/shared';
import type { ApprovalDrafts } from '../../src/shared/approval-drafts';
import { approvalSheet, focusedCallId, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/** Saves, pushes and reloads cross two processes on a busy machine: each look waits up to 10 s. */
const SETTLED = { timeout: 10_000 };

describe('Shift+Y after an edit, and after a reload that brought back a denial', () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Three notes.'),
        toolUse('toolu_quit', 'write_file', { path: 'i-quit.md', content: 'I quit.\n' }),
        toolUse('toolu_plan', 'write_file', { path: 'plan.md', content: '# Plan\n' }),
        toolUse('toolu_list', 'write_file', { path: 'list.md', content: '- milk\n' }),
      ),
      final('Done as you said.'),
    ],
    async () => {
      sessionId = await f.openSession();
    },
  );

  it('runs the edit as typed, keeps the denial restored from main, approves only the one left, and the record says so', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the three notes');
    const { callIds } = await readSheetIds(page);
    const [quit, plan, list] = callIds as [string, string, string];
    const card = (callId: string) => approvalSheet(page).locator(`[data-call-id="${callId}"]`);
    await card(quit)
      .getByRole('button', { name: /^Deny: / })
      .click();
    await card(quit)
      .getByRole('textbox', { name: /Why not\?/ })
      .fill('Do NOT write this');
    await card(plan)
      .getByRole('button', { name: /^Edit arguments: / })
      .click();
    await card(plan)
      .getByRole('textbox', { name: 'Arguments as JSON' })
      .fill(JSON.stringify({ path: 'plan.md', content: '# My plan\n' }));
    await card(plan).getByText('This is what will run').waitFor();
    // Saved once the person pauses; then the window goes away and comes back.
    const { approvalId } = await readSheetIds(page);
    await expect
      .poll(async () => {
        const held = await f.core.call<ApprovalDrafts>('approval:drafts', { approvalId });
        return held.ok ? [held.value.calls[quit]?.draft.reason, held.value.calls[plan]?.draft.editText] : null;
      }, SETTLED)
      .toEqual(['Do NOT write this', JSON.stringify({ path: 'plan.md', content: '# My plan\n' })]);
    await f.harness.reload();
    await expect
      .poll(
        () =>
          card(quit)
            .getByRole('textbox', { name: /Why not\?/ })
            .inputValue(),
        SETTLED,
      )
      .toBe('Do NOT write this');
    await card(plan).getByText('This is what will run').waitFor();
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Approve the other 1 and send/ }).waitFor();
    await card(list).focus();
    await expect.poll(() => focusedCallId(page), SETTLED).toBe(list);
    await page.keyboard.press('Shift+Y');

    await page.getByText('Done as you said.').waitFor();
    expect(existsSync(join(f.workspace, 'i-quit.md'))).toBe(false);
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('# My plan\n');
    expect(readFileSync(join(f.workspace, 'list.md'), 'utf8')).toBe('- milk\n');
    const loaded = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };
    const decision = loaded.value.events.find((e) => e.kind === 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions[0]?.settledBy.by).toBe('person');
    expect(
      decision?.kind === 'decision' && decision.data.decisions.map((d) => [d.action, d.reason ?? null, d.args]),
    ).toEqual([
      ['deny', 'Do NOT write this', { path: 'i-quit.md', content: 'I quit.\n' }],
      ['edit', null, { path: 'plan.md', content: '# My plan\n' }],
      ['approve', null, { path: 'list.md', content: '- milk\n' }],
    ]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
