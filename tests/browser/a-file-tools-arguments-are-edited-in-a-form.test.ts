import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport } from '../../src/shared';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * "Edit arguments" on a built-in file tool is a form in the person's words (the file; the text to
 * write, or the text to replace and its replacement), above the same arguments as JSON. What is
 * typed in the form is what runs, what the model reads and what the record keeps beside the original.
 */
describe("editing a file tool's arguments in a form", () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Two changes.'),
        toolUse('toolu_write', 'write_file', { path: 'greeting.txt', content: 'hello\n' }),
        toolUse('toolu_edit', 'edit_file', { path: 'plan.md', old_string: 'spring', new_string: 'summer' }),
      ),
      final('Both done.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'plan.md'), 'Plant in spring.\n');
      sessionId = await f.openSession('Garden');
    },
  );

  it("writes what was typed in the form, and the record keeps the model's proposal beside it", async () => {
    const page = f.page;
    await sendMessage(page, 'Greet and plan');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const write = sheet.locator(`[data-call-id="${callIds[0]}"]`);
    const edit = sheet.locator(`[data-call-id="${callIds[1]}"]`);

    await write.getByRole('button', { name: /^Edit arguments: / }).click();
    const form = write.getByRole('group', { name: 'Change what it will be given' });
    await expect(form.getByRole('textbox', { name: /^File/ }).inputValue()).resolves.toBe('greeting.txt');
    const content = form.getByRole('textbox', { name: 'The text to write (the whole file) (required)' });
    // A text over several lines gets a box that takes them, even when it holds one line now.
    await expect(content.evaluate((el) => el.tagName)).resolves.toBe('TEXTAREA');
    await content.fill('hello,\nfrom the form\n');
    // The JSON below follows the form: the same arguments.
    await expect
      .poll(async () => JSON.parse(await write.getByRole('textbox', { name: 'Arguments as JSON' }).inputValue()))
      .toEqual({ path: 'greeting.txt', content: 'hello,\nfrom the form\n' });
    await write.getByText('This is what will run').waitFor();

    await edit.getByRole('button', { name: /^Edit arguments: / }).click();
    const editForm = edit.getByRole('group', { name: 'Change what it will be given' });
    await expect(editForm.getByRole('textbox', { name: 'The text to replace (required)' }).inputValue()).resolves.toBe(
      'spring',
    );
    await editForm.getByRole('textbox', { name: 'Its replacement (required)' }).fill('early summer');
    await edit.getByText('This is what will run').waitFor();

    await sheet.locator('.gh-submit').click();
    await page.getByText('Both done.').waitFor();
    expect(readFileSync(join(f.workspace, 'greeting.txt'), 'utf8')).toBe('hello,\nfrom the form\n');
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('Plant in early summer.\n');
    const history = (f.model.requests[1]?.body.messages ?? []).flatMap((m) =>
      Array.isArray(m.content) ? m.content : [],
    );
    expect(history.filter((b) => b.type === 'tool_use').map((b) => b.input)).toEqual([
      { path: 'greeting.txt', content: 'hello,\nfrom the form\n' },
      { path: 'plan.md', old_string: 'spring', new_string: 'early summer' },
    ]);
    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    expect(audit.ok).toBe(true);
    expect(audit.ok && audit.value.entries.map((e) => [e.action, e.args, e.originalArgs])).toEqual([
      [
        'edit',
        { path: 'greeting.txt', content: 'hello,\nfrom the form\n' },
        { path: 'greeting.txt', content: 'hello\n' },
      ],
      [
        'edit',
        { path: 'plan.md', old_string: 'spring', new_string: 'early summer' },
        { path: 'plan.md', old_string: 'spring', new_string: 'summer' },
      ],
    ]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
