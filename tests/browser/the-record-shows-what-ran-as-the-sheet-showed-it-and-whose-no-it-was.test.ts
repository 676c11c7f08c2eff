import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/** What a person reads in an element (the diff draws spaces as no-break spaces). */
const seen = async (element: Locator) => (await element.innerText()).replace(/\u00a0/g, ' ');

/** The real core; the decided sheets in the conversation and the approval record in Chromium. */
describe('the record of a decision', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Writing the plan.'),
        toolUse('toolu_plan', 'write_file', { path: 'plan.md', content: 'first draft of the plan\n' }),
      ),
      reply(text('Cleaning up.'), toolUse('toolu_rm', 'run_command', { command: 'rm -rf build' })),
      final('All done, plan written.'),
    ],
    async (fixture) => {
      await fixture.openSession('Plans');
    },
  );

  it('shows an edited write as its diff beside the proposal, and a denied command as the command, with the person’s no as theirs', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the plan and clean up');
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    await sheet
      .getByRole('textbox', { name: 'Arguments as JSON' })
      .fill(JSON.stringify({ path: 'plan.md', content: 'second draft, by a person\n' }));
    await sheet.getByText('This is what will run').waitFor();
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();
    await sheet.getByText('rm -rf build').first().waitFor({ timeout: 15_000 });
    await sheet.getByRole('button', { name: /^Deny: / }).click();
    await page.getByText('All done, plan written.', { exact: true }).waitFor({ timeout: 15_000 });

    // In the conversation: each decided sheet, opened, shows what ran the way the sheet showed it.
    const slots = page.locator('.approval-slot.decided');
    await expect.poll(() => slots.count()).toBe(2);
    for (const slot of await slots.all()) await slot.getByRole('button', { name: 'Show details' }).click();
    const write = slots.nth(0).locator('.gh-sheet-decided');
    const ran = write.getByRole('group', { name: 'What runs' });
    const proposed = write.getByRole('group', { name: 'What the model proposed' });
    await expect.poll(() => seen(ran)).toContain('second draft, by a person');
    expect(await seen(ran)).not.toContain('first draft');
    // A diff's rows are drawn once near the screen (content-visibility): read it where a person would.
    await proposed.scrollIntoViewIfNeeded();
    await expect.poll(() => seen(proposed)).toContain('first draft of the plan');
    expect(await seen(write)).not.toContain('{');
    // The JSON as sent is there, folded.
    await write.getByText('As sent (JSON)').first().click();
    await expect(seen(write)).resolves.toContain('"content": "second draft, by a person\\n"');

    const command = slots.nth(1).locator('.gh-sheet-decided');
    const commandText = await seen(command);
    expect(commandText).toContain('You said no');
    expect(commandText).not.toMatch(/\bDenied\b/);
    await expect(seen(command.getByRole('group', { name: 'What was asked' }).locator('pre').first())).resolves.toBe(
      'rm -rf build',
    );
    expect(commandText).not.toContain('{');

    // The approval record: the same layouts, the same words.
    await page.getByRole('button', { name: 'Approval record' }).click();
    const run = page.locator('section.audit-run').first();
    await run.locator('table').first().waitFor();
    const ranRow = run.locator('table').nth(0).locator('tbody tr').first();
    await ranRow.scrollIntoViewIfNeeded();
    await expect.poll(() => seen(ranRow)).toContain('first draft of the plan');
    const ranText = await seen(ranRow);
    expect(ranText).toContain('You approved it with your changes');
    expect(ranText).toContain('second draft, by a person');
    expect(ranText).toContain('first draft of the plan');
    expect(ranText).not.toContain('{');
    const notRun = run.locator('table').nth(1).locator('tbody tr').first();
    const notRunText = await seen(notRun);
    expect(notRunText).toContain('You said no');
    expect(notRunText).toContain('rm -rf build');
    expect(notRunText).not.toContain('{');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
