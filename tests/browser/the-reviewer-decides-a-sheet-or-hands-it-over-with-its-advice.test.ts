import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse, type RecordedRequest, type ScriptTurn } from '../support/model-server';

/** How sure the scripted reviewer says it is; each case sets it before sending. */
let reviewerConfidence = 0.95;

/**
 * The scripted reviewer: call ids are minted by the core, so it answers from the sheet it was sent
 * (the JSON inside <sheet_data>), approving every call with `reviewerConfidence`.
 */
function answerAsReviewer(body: RecordedRequest['body']): ScriptTurn | undefined {
  if (body.tool_choice?.name !== 'submit_review') return undefined;
  const first = body.messages[0]?.content;
  const raw =
    typeof first === 'string' ? first : (first ?? []).map((b) => (typeof b.text === 'string' ? b.text : '')).join('');
  const data = JSON.parse(/<sheet_data>\n([\s\S]*)\n<\/sheet_data>/.exec(raw)?.[1] ?? '{}') as {
    calls?: { callId: string; args: { path?: string } }[];
  };
  const verdicts = (data.calls ?? []).map((c) => ({
    callId: c.callId,
    verdict: 'approve',
    reason: `${c.args.path ?? 'it'} is what the person asked for`,
    confidence: reviewerConfidence,
  }));
  return reply(toolUse('rv_1', 'submit_review', { verdicts }));
}

describe('the reviewer model in the app', () => {
  const f = useBrowserFixture(
    [
      reply(text('I will write the list.'), toolUse('toolu_1', 'write_file', { path: 'list.txt', content: 'milk\n' })),
      final('Wrote list.txt.'),
      reply(
        text('I will write both notes.'),
        toolUse('toolu_2', 'write_file', { path: 'b.txt', content: 'B\n' }),
        toolUse('toolu_3', 'write_file', { path: 'c.txt', content: 'C\n' }),
      ),
      final('Wrote both notes.'),
      reply(
        text('I will write the draft.'),
        toolUse('toolu_4', 'write_file', { path: 'drafts/d.txt', content: 'D\n' }),
      ),
      final('Wrote the draft.'),
    ],
    async (fixture) => {
      await fixture.openSession('Reviewed');
    },
    { modelServer: { screen: answerAsReviewer } },
  );

  const reviewerRequests = () => f.model.requests.filter((r) => r.body.tool_choice?.name === 'submit_review');

  it('with the reviewer model set in Settings, a confident reviewer decides the sheet: the file is written without the person', async () => {
    const page = f.page;
    // Reviewer mode with no reviewer model says it behaves as manual.
    await page.getByText('Reviewer', { exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Reviewer' }).isChecked()).toBe(true);
    await page.getByText('No reviewer model is set in Settings, so Reviewer works as You', { exact: false }).waitFor();

    // Settings → Reviewer model: the name saves when the field loses the focus.
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('reviewer-settings');
    await section.getByRole('heading', { name: 'Reviewer model', level: 2 }).waitFor();
    await expect(section.getByRole('textbox', { name: 'Reviewer model name' }).inputValue()).resolves.toBe('');
    await section.getByRole('textbox', { name: 'Reviewer model name' }).fill('scripted-reviewer');
    // The confidence it needs: 90% instead of the default 80% (the second case depends on it).
    const threshold = section.getByRole('spinbutton', { name: 'Confidence it needs to decide (percent)' });
    await expect(threshold.inputValue()).resolves.toBe('80');
    await threshold.fill('90');
    await section.getByRole('textbox', { name: 'Reviewer model name' }).focus();
    const saved = async () =>
      ((await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings }).value;
    await expect
      .poll(async () => {
        const s = await saved();
        return [s.reviewerModel, s.reviewerThreshold];
      })
      .toEqual(['scripted-reviewer', 0.9]);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    // Back in the conversation the warning is gone; the model asks to write, the reviewer approves.
    await page.getByRole('button', { name: 'Reviewed', exact: true }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await expect(page.getByText('No reviewer model is set', { exact: false }).count()).resolves.toBe(0);
    reviewerConfidence = 0.95;
    await sendMessage(page, 'Write milk into list.txt');
    await page.getByText('Wrote list.txt.').waitFor();
    expect(readFileSync(join(f.workspace, 'list.txt'), 'utf8')).toBe('milk\n');
    await expect(page.locator('.approval-line').last().textContent()).resolves.toContain(
      'Answered by the reviewer model',
    );
    expect(reviewerRequests()).toHaveLength(1);
    expect(reviewerRequests()[0]!.body.model).toBe('scripted-reviewer');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('a reviewer less sure than Settings asks hands the sheet over: each call shows its advice, and the person approves', async () => {
    const page = f.page;
    // 85% would decide under the default 80%; the 90% chosen in Settings hands it over.
    reviewerConfidence = 0.85;
    await sendMessage(page, 'Write the notes b and c');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    // The advice arrives after the sheet: one note per call, with the reviewer's reason and confidence.
    await sheet.getByText('The reviewer model left this to you: It was not sure enough.').waitFor();
    const advice = sheet.getByRole('note', { name: 'Reviewer’s advice' });
    await expect
      .poll(() => advice.allTextContents())
      .toEqual([
        'The reviewer model would approve this (85% sure): b.txt is what the person asked for',
        'The reviewer model would approve this (85% sure): c.txt is what the person asked for',
      ]);
    // Each note sits in its own call's card.
    await expect(
      sheet.locator('[data-call-id]', { hasText: 'b.txt is what the person asked for' }).count(),
    ).resolves.toBe(1);
    await expect(
      sheet.locator('[data-call-id]', { hasText: 'c.txt is what the person asked for' }).count(),
    ).resolves.toBe(1);
    expect(existsSync(join(f.workspace, 'b.txt'))).toBe(false);
    expect(existsSync(join(f.workspace, 'c.txt'))).toBe(false);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await sheet.getByRole('button', { name: 'Approve all and send' }).click();
    await page.getByText('Wrote both notes.').waitFor();
    expect(readFileSync(join(f.workspace, 'b.txt'), 'utf8')).toBe('B\n');
    expect(readFileSync(join(f.workspace, 'c.txt'), 'utf8')).toBe('C\n');
    await expect(page.locator('.approval-line').last().textContent()).resolves.toContain('Answered by you');
    expect(reviewerRequests()).toHaveLength(2);
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('a rule that says to always ask keeps the sheet with the person, and the sheet names the rule by its words, not its id', async () => {
    const page = f.page;
    reviewerConfidence = 0.99;
    const saved = await f.core.call<{ id: string }>('rules:save', {
      definition: {
        tool: 'write_file',
        effect: 'ask',
        match: { kind: 'path', glob: 'drafts/*.txt' },
        scope: { kind: 'everywhere' },
      },
    });
    expect(saved.ok).toBe(true);
    const ruleId = (saved as { ok: true; value: { id: string } }).value.id;
    await sendMessage(page, 'Write the draft');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    const note = sheet.locator('.gh-reviewer-handover');
    await expect
      .poll(() => note.textContent())
      .toBe('The reviewer model left this to you: Your rule always asks before “Write a file” on drafts/*.txt.');
    await expect(note.getAttribute('data-reason')).resolves.toBe('rule_asks');
    await expect(sheet.textContent()).resolves.not.toContain(ruleId);
    expect(existsSync(join(f.workspace, 'drafts/d.txt'))).toBe(false);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
