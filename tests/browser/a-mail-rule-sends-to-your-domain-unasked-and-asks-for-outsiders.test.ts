import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleView } from '../../src/shared/rules';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { testServerConfig } from '../support/mcp-harness';
import { loadTestServerState, saveTestServerState } from '../support/mcp-test-server-state';
import { final, reply, toolUse } from '../support/model-server';

const mail = (to: string, subject: string) => ({ to: [to], cc: [], subject, body: 'Hello', attachments: [] });

/** The issue's own example: "mail recipients all in @example.com", made from a sheet with the real mail server. */
describe('a mail rule made from the sheet', () => {
  let statePath = '';
  const f = useBrowserFixture(
    [
      reply(toolUse('toolu_ann', 'mcp__mail__send_mail', mail('ann@example.com', 'To Ann'))),
      reply(toolUse('toolu_cy', 'mcp__mail__send_mail', mail('cy@example.com', 'To Cy'))),
      reply(toolUse('toolu_bob', 'mcp__mail__send_mail', mail('bob@partner.org', 'To Bob'))),
      final('Two sent; Bob’s was left alone.'),
    ],
    async (fixture) => {
      statePath = join(fixture.dataDir, '..', 'mail.json');
      saveTestServerState(statePath, { events: [], mails: [], received: [], starts: 0 });
      const saved = await fixture.core.call(
        'mcp:save',
        testServerConfig('mail', 'mcp-mail-server.ts', statePath, { ownDomains: ['example.com'] }),
      );
      if (!saved.ok) throw new Error(saved.error.text.id);
      await fixture.openSession('Mail');
    },
  );

  it('offers "every recipient is at example.com", then sends to that domain without asking and still asks for anyone else', async () => {
    const page = f.page;
    await sendMessage(page, 'Mail Ann, Cy and Bob');
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 30_000 });
    const { callIds } = await readSheetIds(page);
    const card = sheet.locator(`[data-call-id="${callIds[0]}"]`);

    const always = card.getByRole('button', { name: /^Always allow…/ });
    const dialog = page.getByRole('dialog', { name: 'A rule for calls like this' });
    // Esc closes the editor, saves nothing, and gives the focus back.
    await always.click();
    await dialog.getByRole('button', { name: 'Save rule' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => always.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    await always.click();
    const condition = dialog.getByRole('checkbox', { name: 'every recipient is at example.com' });
    await condition.waitFor();
    await expect(condition.isChecked()).resolves.toBe(true);
    await expect(
      dialog.getByRole('radio', { name: 'Only calls that meet the conditions I tick' }).isChecked(),
    ).resolves.toBe(true);
    await expect
      .poll(() => dialog.locator('.rule-preview-count').textContent())
      .toBe('Would have matched 1 call in this conversation.');
    // No condition ticked is no rule: said in place.
    await condition.uncheck();
    await expect
      .poll(() => dialog.locator('.rule-preview-count').textContent())
      .toBe('Finish the rule to see which calls it matches.');
    await condition.check();
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card
      .getByText(
        /^Saved: allow “send mail \(from mail\)” when every recipient is at example\.com in one conversation\./,
      )
      .waitFor();

    // Ann's mail is answered by the person; Cy's runs under the rule; Bob's comes to the person.
    await card.getByRole('button', { name: /^Approve/ }).click();
    await expect
      .poll(() => readSheetIds(page).then((s) => s.callIds.length === 1 && s.callIds[0] !== callIds[0]), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect(approvalSheet(page).textContent()).resolves.toContain('bob@partner.org');
    await approvalSheet(page).getByRole('button', { name: /^Deny/ }).click();
    await page.getByText('Two sent; Bob’s was left alone.').waitFor();

    const sent = loadTestServerState(statePath).mails.map((m) => m.subject);
    expect(sent).toEqual(['To Ann', 'To Cy']);
    const listed = await f.core.call<RuleView[]>('rules:list', {});
    if (!listed.ok) throw new Error(listed.error.text.id);
    expect(listed.value.map((r) => r.fired)).toEqual([1]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
