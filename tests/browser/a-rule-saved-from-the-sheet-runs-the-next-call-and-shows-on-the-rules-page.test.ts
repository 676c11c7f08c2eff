import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport, SessionSnapshot } from '../../src/shared';
import type { RuleView } from '../../src/shared/rules';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a rule saved from the approval sheet', () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Two notes first.'),
        toolUse('toolu_a', 'write_file', { path: 'notes/a.md', content: 'A\n' }),
        toolUse('toolu_b', 'write_file', { path: 'notes/b.md', content: 'B\n' }),
      ),
      reply(text('And a third.'), toolUse('toolu_c', 'write_file', { path: 'notes/c.md', content: 'C\n' })),
      final('All three notes are written.'),
    ],
    async () => {
      sessionId = await f.openSession('Notes');
    },
  );

  const listRules = async (): Promise<RuleView[]> => {
    const listed = await f.core.call<RuleView[]>('rules:list', {});
    if (!listed.ok) throw new Error(listed.error.text.id);
    return listed.value;
  };

  it('saves from the sheet with a preview of what it would have matched, lets the next matching call run unasked, and is named in the record', async () => {
    const page = f.page;
    await sendMessage(page, 'Write my notes');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    expect(callIds).toHaveLength(2);
    const first = sheet.locator(`[data-call-id="${callIds[0]}"]`);

    // One click saves an allow for this conversation; Undo deletes it.
    // The button says the rule it saves, exactly: the folder of the file and below it.
    const allowHere = first.getByRole('button', { name: /^Allow “Write a file” on notes\/\*\* in this conversation/ });
    await expect(allowHere.textContent()).resolves.toBe('Allow “Write a file” on notes/** in this conversation');
    await allowHere.click();
    await first
      .getByText(
        'Saved: allow “Write a file” on notes/** in this conversation. This one still waits for your answer.',
        { exact: false },
      )
      .waitFor();
    await expect(allowHere.isDisabled()).resolves.toBe(true);
    // The focus moved to Undo (still inside the call, so its keys keep working).
    const undo = first.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await expect.poll(async () => (await listRules()).map((r) => r.definition?.scope.kind)).toEqual(['conversation']);
    await page.keyboard.press('Enter');
    await first.getByText('Undone: the rule is deleted.').waitFor();
    await expect(allowHere.isEnabled()).resolves.toBe(true);
    await expect.poll(() => allowHere.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await expect.poll(async () => (await listRules()).length).toBe(0);

    // "Always allow…" opens the rule filled from the call, with the calls it would have matched.
    await first.getByRole('button', { name: /^Always allow…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'A rule for calls like this' });
    const pattern = dialog.getByRole('textbox', { name: 'Pattern, inside your folder' });
    await pattern.waitFor();
    await expect(
      dialog.getByRole('radio', { name: 'Only files and folders matching a pattern' }).isChecked(),
    ).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: 'This conversation only' }).isChecked()).resolves.toBe(true);
    await expect.poll(() => pattern.inputValue()).toBe('notes/**');
    const count = dialog.locator('.rule-preview-count');
    await expect.poll(() => count.textContent()).toBe('Would have matched 2 calls in this conversation.');
    await dialog.getByRole('button', { name: 'Use notes/a.md' }).click();
    await expect.poll(() => count.textContent()).toBe('Would have matched 1 call in this conversation.');
    await expect(dialog.locator('.rule-preview-list').textContent()).resolves.toContain('notes/a.md');

    // The sheet's keys stay out of the dialog: y on a radio button answers nothing.
    await dialog.getByRole('radio', { name: 'Allow: run without asking' }).focus();
    await page.keyboard.press('y');
    await expect(first.locator('.gh-choice-badge').textContent()).resolves.toBe('Not answered yet');

    // A refused save is said in place and keeps what was typed.
    await pattern.fill(' ');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByRole('alert').getByText('Not saved: write a path pattern, such as src/**').waitFor();
    await pattern.fill('notes/**');
    await expect.poll(() => count.textContent()).toBe('Would have matched 2 calls in this conversation.');
    await expect(findSeriousAxeViolations(page, ['.gh-monaco'])).resolves.toEqual([]);
    await dialog.getByRole('textbox', { name: 'Your own name for it (optional)' }).fill('my notes');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    await first.getByText(/^Saved: allow “Write a file” on notes\/\*\* in one conversation\./).waitFor();
    const [rule] = await listRules();
    expect(rule?.definition).toEqual({
      tool: 'write_file',
      effect: 'allow',
      match: { kind: 'path', glob: 'notes/**' },
      scope: { kind: 'conversation', sessionId },
      label: 'my notes',
    });
    expect(rule?.source).toEqual({ sessionId, callId: callIds[0] });

    // The focus is back on "Always allow…", and Shift+Y still approves the whole sheet and sends it.
    await expect
      .poll(() => page.evaluate<string | null>(`document.activeElement?.textContent ?? null`))
      .toBe('Always allow…');
    await page.keyboard.press('Shift+Y');

    // The next matching call ran without a sheet, and says which rule let it.
    await page.getByText('All three notes are written.').waitFor();
    expect(readFileSync(join(f.workspace, 'notes', 'c.md'), 'utf8')).toBe('C\n');
    const loaded = await f.core.call<SessionSnapshot>('session:load', { sessionId });
    if (!loaded.ok) throw new Error(loaded.error.text.id);
    expect(loaded.value.events.filter((e) => e.kind === 'approval_requested')).toHaveLength(1);
    await page.getByText('Ran without asking: your rule allows “Write a file” on notes/**.').waitFor();

    // The approval record names the rule by its words; its id stays on the element.
    await page.getByRole('button', { name: 'Approval record' }).click();
    const ran = page.locator('section.audit-run table').first();
    await ran.waitFor();
    const row = ran.locator('tr', { hasText: 'notes/c.md' });
    await expect(row.textContent()).resolves.toContain('Your saved rule allowed it');
    await expect.poll(() => row.locator('.audit-rule').textContent()).toBe(' (“Write a file” on notes/**)');
    await expect(row.locator('.audit-rule').getAttribute('data-rule-id')).resolves.toBe(rule!.id);
    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    if (!audit.ok) throw new Error(`the approval record did not export: ${audit.error.text.id}`);
    expect(audit.value.entries.find((e) => e.args['path'] === 'notes/c.md')?.settledBy).toEqual({
      by: 'rule',
      ruleId: rule!.id,
    });
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('lists the rule on the rules page with its use, turns it off and deletes it', async () => {
    const page = f.page;
    const [rule] = await listRules();
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Rules', level: 2 }) });
    const item = section.locator(`li[data-rule-id="${rule!.id}"]`);
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('“Write a file” on notes/** — my notes');
    await expect(item.textContent()).resolves.toContain('Where: in “Notes”');
    await expect(item.textContent()).resolves.toContain('from an action in “Notes”');
    await expect(item.textContent()).resolves.toMatch(/Used once, last /);
    await item.getByRole('button', { name: 'Open that conversation' }).waitFor();
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await item.getByRole('checkbox', { name: `Rule ${rule!.id} is on` }).uncheck();
    await expect.poll(async () => (await listRules())[0]?.enabled).toBe(false);
    await item.getByText('(off)').waitFor();

    // Edit opens the same editor, with the rule as saved.
    await item.getByRole('button', { name: `Edit rule ${rule!.id}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit rule ${rule!.id}` });
    await expect
      .poll(() => editor.getByRole('textbox', { name: 'Pattern, inside your folder' }).inputValue())
      .toBe('notes/**');
    await editor.getByRole('radio', { name: 'Always ask me' }).check();
    await editor.getByRole('button', { name: 'Save rule' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(async () => (await listRules())[0]?.effect).toBe('ask');
    await item.getByText('Always ask', { exact: true }).waitFor();

    await item.getByRole('button', { name: `Delete rule ${rule!.id}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete rule ${rule!.id}?` });
    await confirm.getByRole('button', { name: 'Delete the rule' }).click();
    await section.getByText('No rules yet.', { exact: false }).waitFor();
    await expect(listRules()).resolves.toEqual([]);

    // Back in the conversation, without a reload: the card that rule let run now names it by its id (it is gone).
    await page.locator('.session-row .session-open', { hasText: 'Notes' }).click();
    await page.getByText(`Ran without asking: your rule allows rule ${rule!.id}.`).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});

describe('one click on the sheet saves only a rule its button can say', () => {
  let outside = '';
  const f = useBrowserFixture([], async () => {
    outside = join(f.dataDir, '..', 'elsewhere.txt');
    f.model.push(
      reply(
        text('Two files.'),
        toolUse('toolu_out', 'write_file', { path: outside, content: 'x\n' }),
        toolUse('toolu_top', 'write_file', { path: 'todo.md', content: 'y\n' }),
      ),
    );
    await f.openSession('Files');
  });

  it('a file outside the folder gets only "Always allow…"; a file at the top gets its own name on the button', async () => {
    const page = f.page;
    await sendMessage(page, 'Write both');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const [out, top] = callIds.map((id) => sheet.locator(`[data-call-id="${id}"]`));
    await top!.getByRole('button', { name: /^Allow “Write a file” on todo\.md in this conversation/ }).waitFor();
    await out!.getByRole('button', { name: /^Always allow…/ }).waitFor();
    await expect(out!.locator('.gh-rule-allow-here').count()).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
