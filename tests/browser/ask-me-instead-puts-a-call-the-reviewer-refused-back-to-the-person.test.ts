import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse, type RecordedRequest, type ScriptTurn } from '../support/model-server';

/** The scripted reviewer refuses every call it is shown, sure of itself. */
function refuseAsReviewer(body: RecordedRequest['body']): ScriptTurn | undefined {
  if (body.tool_choice?.name !== 'submit_review') return undefined;
  const first = body.messages[0]?.content;
  const raw =
    typeof first === 'string' ? first : (first ?? []).map((b) => (typeof b.text === 'string' ? b.text : '')).join('');
  const data = JSON.parse(/<sheet_data>\n([\s\S]*)\n<\/sheet_data>/.exec(raw)?.[1] ?? '{}') as {
    calls?: { callId: string }[];
  };
  return reply(
    toolUse('rv', 'submit_review', {
      verdicts: (data.calls ?? []).map((c) => ({
        callId: c.callId,
        verdict: 'deny',
        reason: 'not what was asked',
        confidence: 0.99,
      })),
    }),
  );
}

describe('"Ask me instead" on a card the reviewer refused', () => {
  const f = useBrowserFixture(
    [
      reply(text('Writing the plan.'), toolUse('toolu_1', 'write_file', { path: 'plan.md', content: 'A\n' })),
      final('The reviewer said no, so I left plan.md.'),
      reply(text('Asking you.'), toolUse('toolu_2', 'write_file', { path: 'plan.md', content: 'A\n' })),
      final('Wrote plan.md.'),
    ],
    async (fixture) => {
      const set = await fixture.core.call('settings:update', { reviewerModel: 'scripted-reviewer' });
      if (!set.ok) throw new Error(set.error.text.id);
      await fixture.openSession('Plans');
    },
    { modelServer: { screen: refuseAsReviewer } },
  );

  it("asks again in the person's words, the sheet comes to the person saying why, and the person's yes writes the file", async () => {
    const page = f.page;
    await page.getByText('Reviewer', { exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Reviewer' }).isChecked()).toBe(true);
    await sendMessage(page, 'Write the plan');
    await page.getByText('The reviewer said no, so I left plan.md.').waitFor();
    const card = page.locator('.tool-card.status-denied').first();
    await card.getByText('Reason: not what was asked').waitFor();
    await card.getByRole('button', { name: 'Ask me instead' }).click();

    const sheet = approvalSheet(page);
    await sheet.waitFor();
    await sheet
      .locator('.gh-reviewer-handover')
      .getByText('The reviewer model left this to you: You asked to decide these yourself.')
      .waitFor();
    // The card says it was asked again, and offers it no more.
    await card.getByText('You asked to decide this yourself', { exact: false }).waitFor();
    await expect(card.getByRole('button', { name: 'Ask me instead' }).count()).resolves.toBe(0);
    // The person's words went to the model as their message.
    await expect(page.locator('article.message.user').last().textContent()).resolves.toContain(
      'I want to decide that myself',
    );
    expect(existsSync(join(f.workspace, 'plan.md'))).toBe(false);

    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Wrote plan.md.').waitFor();
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('A\n');
    expect(f.model.requests.filter((r) => r.body.tool_choice?.name === 'submit_review')).toHaveLength(1);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
