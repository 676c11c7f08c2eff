import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  approvalSheet,
  focusedCallId,
  readSheetIds,
  sendMessage,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
  type BrowserFixture,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * Each way of answering a sheet the other browser tests leave out, through the real core: what
 * reached the tools (the files on disk, the results the model read) and what the record says. A
 * person's own answer is never overwritten by a bulk control; a reason typed is what the model reads.
 */
const three = (tag: string) =>
  reply(
    text(`Three notes for ${tag}.`),
    toolUse(`toolu_${tag}1`, 'write_file', { path: `${tag}1.md`, content: `${tag} one\n` }),
    toolUse(`toolu_${tag}2`, 'write_file', { path: `${tag}2.md`, content: `${tag} two\n` }),
    toolUse(`toolu_${tag}3`, 'write_file', { path: `${tag}3.md`, content: `${tag} three\n` }),
  );

/** The tool results the model read after the sheet, by tool_use id: whether each was an error, and its text. */
function resultsRead(f: BrowserFixture, requestIndex: number): Map<string, { error: boolean; text: string }> {
  const content = (f.model.requests[requestIndex]?.body.messages.at(-1)?.content ?? []) as Array<
    Record<string, unknown>
  >;
  return new Map(
    content
      .filter((b) => b.type === 'tool_result')
      .map((b) => [String(b.tool_use_id), { error: b.is_error === true, text: JSON.stringify(b.content) }]),
  );
}

const written = (f: BrowserFixture, file: string) =>
  existsSync(join(f.workspace, file)) ? readFileSync(join(f.workspace, file), 'utf8') : null;

/** The Approval record's table of what did not run, for the latest request, then back to the conversation. */
async function readNotRun(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Approval record' }).click();
  const notRun = page.locator('section.audit-run').last().locator('h3 + table').last();
  await notRun.waitFor();
  const said = (await notRun.textContent()) ?? '';
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return said;
}

describe('answering a sheet of three with the bulk buttons and the keys', () => {
  const f = useBrowserFixture(
    [
      three('a'),
      final('A answered.'),
      three('b'),
      final('B answered.'),
      three('c'),
      final('C answered.'),
      reply(text('One note.'), toolUse('toolu_d1', 'write_file', { path: 'd1.md', content: 'd one\n' })),
      final('D answered.'),
    ],
    async () => {
      await f.openSession('Answers');
    },
  );

  it('a deny by its button, then "Mark the other 2 approved", then Send: the deny and its reason stand', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the a notes');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await sheet
      .locator(`[data-call-id="${callIds[0]}"]`)
      .getByRole('button', { name: /^Deny: / })
      .click();
    await sheet.getByRole('textbox', { name: /Why not\?/ }).fill('Not a1, please');
    await sheet.getByRole('button', { name: 'Mark the other 2 approved' }).click();
    // Nothing was sent by marking: the files wait for Send.
    expect(written(f, 'a2.md')).toBeNull();
    await sheet.locator('.gh-submit').click();
    await page.getByText('A answered.').waitFor();

    expect([written(f, 'a1.md'), written(f, 'a2.md'), written(f, 'a3.md')]).toEqual([null, 'a two\n', 'a three\n']);
    const read = resultsRead(f, 1);
    expect(read.get('toolu_a1')).toMatchObject({ error: true });
    expect(read.get('toolu_a1')!.text).toContain('Not a1, please');
    expect([read.get('toolu_a2')!.error, read.get('toolu_a3')!.error]).toEqual([false, false]);
    const record = await readNotRun(page, 'Answers');
    expect(record).toContain('a1.md');
    expect(record).toContain('You said no');
    expect(record).toContain('Your reason: Not a1, please');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('y on the first, then "Mark the other 2 denied", then Send: only the first is written', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the b notes');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    await page.keyboard.press('y');
    await sheet.getByRole('button', { name: 'Mark the other 2 denied' }).click();
    await sheet.locator('.gh-submit').click();
    await page.getByText('B answered.').waitFor();

    expect([written(f, 'b1.md'), written(f, 'b2.md'), written(f, 'b3.md')]).toEqual(['b one\n', null, null]);
    const read = resultsRead(f, 3);
    expect([read.get('toolu_b1')!.error, read.get('toolu_b2')!.error, read.get('toolu_b3')!.error]).toEqual([
      false,
      true,
      true,
    ]);
    const record = await readNotRun(page, 'Answers');
    expect(record).toContain('b2.md');
    expect(record).toContain('b3.md');
    expect(record).not.toContain('b1.md');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('n with a reason on the first, then a click on "Approve the other 2 and send": the other two run, the first does not', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the c notes');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    await page.keyboard.press('n');
    await sheet.getByRole('textbox', { name: /Why not\?/ }).fill('c1 is not needed');
    await sheet.getByRole('button', { name: /^Approve the other 2 and send/ }).click();
    await page.getByText('C answered.').waitFor();

    expect([written(f, 'c1.md'), written(f, 'c2.md'), written(f, 'c3.md')]).toEqual([null, 'c two\n', 'c three\n']);
    const read = resultsRead(f, 5);
    expect(read.get('toolu_c1')).toMatchObject({ error: true });
    expect(read.get('toolu_c1')!.text).toContain('c1 is not needed');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('a sheet of one: a reason typed in its field, then Enter, sends the no with that reason', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the d note');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    // The field is there before any choice; n would deny and send at once, without a reason.
    const reason = sheet.getByRole('textbox', { name: /Why not\?/ });
    await reason.focus();
    await page.keyboard.type('Keep d1 out');
    await page.keyboard.press('Enter');
    await page.getByText('D answered.').waitFor();

    expect(written(f, 'd1.md')).toBeNull();
    const read = resultsRead(f, 7);
    expect(read.get('toolu_d1')).toMatchObject({ error: true });
    expect(read.get('toolu_d1')!.text).toContain('Keep d1 out');
    const record = await readNotRun(page, 'Answers');
    expect(record).toContain('Your reason: Keep d1 out');
    expect(f.harness.pageErrors).toEqual([]);
  });
});

describe('answering from the inbox with n, a reason and Shift+Y', () => {
  const f = useBrowserFixture([three('e'), final('E answered.')], async () => {
    const id = await startSessionRun(f.core, f.workspace, 'Errands', 'Write the e notes');
    await waitForPendingApproval(f.core, id);
    await f.harness.open();
  });

  it('keeps the no and its reason, approves only the other two, and the record says so', async () => {
    const page = f.page;
    await page.getByRole('button', { name: 'Waiting for you (1)' }).click();
    await page.getByRole('button', { name: 'Answer here: Errands' }).click();
    const sheet = page.locator('.inbox-item.answering .gh-sheet');
    await sheet.waitFor();
    await expect
      .poll(() =>
        page.evaluate(`document.activeElement?.closest('[data-call-id]')?.getAttribute('data-call-id') ?? null`),
      )
      .not.toBeNull();
    await page.keyboard.press('n');
    await sheet.getByRole('textbox', { name: /Why not\?/ }).fill('No e1 today');
    const second = sheet.locator('[data-call-id]').nth(1);
    await second.focus();
    await page.keyboard.press('Shift+Y');

    await expect.poll(() => written(f, 'e3.md'), { timeout: 10_000 }).toBe('e three\n');
    await expect.poll(() => f.model.requests.length, { timeout: 10_000 }).toBe(2);
    expect([written(f, 'e1.md'), written(f, 'e2.md')]).toEqual([null, 'e two\n']);
    const read = resultsRead(f, 1);
    expect(read.get('toolu_e1')).toMatchObject({ error: true });
    expect(read.get('toolu_e1')!.text).toContain('No e1 today');
    await page.getByRole('button', { name: 'Errands', exact: true }).click();
    await page.getByText('E answered.').waitFor();
    const record = await readNotRun(page, 'Errands');
    expect(record).toContain('You said no');
    expect(record).toContain('Your reason: No e1 today');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
