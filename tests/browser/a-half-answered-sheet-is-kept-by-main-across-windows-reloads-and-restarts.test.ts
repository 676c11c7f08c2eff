import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalDrafts } from '../../src/shared/approval-drafts';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { launchBrowserHarness, type BrowserHarness } from '../support/browser-harness';
import { final, reply, text, toolUse } from '../support/model-server';

/** Saves, pushes and reloads cross two processes on a busy machine: each look waits up to 10 s. */
const SETTLED = { timeout: 10_000 };

describe('a half-answered sheet', () => {
  let second: BrowserHarness | null = null;
  let sessionId = '';
  afterEach(async () => {
    await second?.close();
    second = null;
  });
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

  const drafts = async (approvalId: string) => {
    const r = await f.core.call<ApprovalDrafts>('approval:drafts', { approvalId });
    if (!r.ok) throw new Error(r.error.text.id);
    return r.value;
  };

  it('is the same in a second window, after a reload and after the core restarts, and Send does what it shows', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the three notes');
    const sheet = approvalSheet(page);
    const { approvalId, callIds } = await readSheetIds(page);
    const [quit, plan, list] = callIds as [string, string, string];
    const card = (p: typeof page, callId: string) => approvalSheet(p).locator(`[data-call-id="${callId}"]`);

    // Window one: a no with its reason on the first, an edit typed on the second; the third is left.
    await card(page, quit)
      .getByRole('button', { name: /^Deny: / })
      .click();
    await card(page, quit)
      .getByRole('textbox', { name: /Why not\?/ })
      .fill('Do NOT write this');
    await card(page, plan)
      .getByRole('button', { name: /^Edit arguments: / })
      .click();
    await card(page, plan)
      .getByRole('textbox', { name: 'Arguments as JSON' })
      .fill(JSON.stringify({ path: 'plan.md', content: '# My plan\n' }));
    await card(page, plan).getByText('This is what will run').waitFor();
    await expect
      .poll(async () => {
        const held = await drafts(approvalId!);
        return [held.calls[quit]?.draft.reason, held.calls[plan]?.draft.editText];
      }, SETTLED)
      .toEqual(['Do NOT write this', JSON.stringify({ path: 'plan.md', content: '# My plan\n' })]);

    // A second window on the same conversation shows the same answers, and its own reach the first.
    second = await launchBrowserHarness();
    second.attach(f.core);
    await second.open();
    await second.page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(sessionId)})`);
    await second.reload();
    await expect
      .poll(
        () =>
          card(second!.page, quit)
            .getByRole('textbox', { name: /Why not\?/ })
            .inputValue(),
        SETTLED,
      )
      .toBe('Do NOT write this');
    await expect(
      card(second.page, quit)
        .getByRole('button', { name: /^Deny: / })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect
      .poll(() => card(second!.page, plan).getByRole('textbox', { name: 'Arguments as JSON' }).inputValue(), SETTLED)
      .toContain('# My plan');
    await card(second.page, list)
      .getByRole('button', { name: /^Approve: / })
      .click();
    await expect
      .poll(
        () =>
          card(page, list)
            .getByRole('button', { name: /^Approve: / })
            .getAttribute('aria-pressed'),
        SETTLED,
      )
      .toBe('true');
    await second.close();
    second = null;

    // A reload of the first window, then a core that died and came back: the sheet is as it was left.
    await f.harness.reload();
    await expect
      .poll(
        () =>
          card(page, quit)
            .getByRole('textbox', { name: /Why not\?/ })
            .inputValue(),
        SETTLED,
      )
      .toBe('Do NOT write this');
    await f.restartCore();
    await f.harness.reload();
    await expect
      .poll(
        () =>
          card(page, quit)
            .getByRole('textbox', { name: /Why not\?/ })
            .inputValue(),
        SETTLED,
      )
      .toBe('Do NOT write this');
    await expect(
      card(page, list)
        .getByRole('button', { name: /^Approve: / })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect
      .poll(() => card(page, plan).getByRole('textbox', { name: 'Arguments as JSON' }).inputValue(), SETTLED)
      .toContain('# My plan');
    await card(page, plan).getByText('This is what will run').waitFor();

    // Send: the denial stands, the edit runs as typed, the third as asked.
    await sheet.getByRole('button', { name: 'Approve 1, run 1 with your changes, deny 1' }).click();
    await page.getByText('Done as you said.').waitFor();
    expect(existsSync(join(f.workspace, 'i-quit.md'))).toBe(false);
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('# My plan\n');
    expect(readFileSync(join(f.workspace, 'list.md'), 'utf8')).toBe('- milk\n');
    const results = (f.model.requests[1]?.body.messages.at(-1)?.content ?? []) as Array<Record<string, unknown>>;
    expect(JSON.stringify(results.find((b) => b.tool_use_id === 'toolu_quit'))).toContain('Do NOT write this');
    // The drafts went with the decision.
    expect((await drafts(approvalId!)).calls).toEqual({});
    expect(f.harness.pageErrors).toEqual([]);
  });
});
