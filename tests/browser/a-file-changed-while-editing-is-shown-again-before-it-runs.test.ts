import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const EDITED = { path: 'notes.md', content: 'edited by the person\n' };

describe('a file that changes while the person edits the arguments', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Updating the notes.'),
        toolUse('toolu_1', 'write_file', { path: 'notes.md', content: 'from the model\n' }),
      ),
      final('Notes saved.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'notes.md'), 'v1\n');
      await f.openSession('Notes');
    },
  );

  it('is refused with the file named, the preview is taken again, and the second submit runs', async () => {
    const page = f.page;
    await sendMessage(page, 'Update the notes');
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    await sheet.getByRole('textbox', { name: 'Arguments as JSON' }).fill(JSON.stringify(EDITED, null, 2));
    await sheet.getByText('This is what will run').waitFor();

    // Someone saves the file after the person looked at the preview.
    writeFileSync(join(f.workspace, 'notes.md'), 'v2 saved meanwhile\n');
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();
    await sheet.getByRole('alert').filter({ hasText: 'notes.md changed while you were editing' }).waitFor();
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe('v2 saved meanwhile\n');

    // The sheet has looked again; submitting now decides against the file as it is.
    await sheet.getByText('This is what will run').waitFor();
    const submit = sheet.getByRole('button', { name: 'Run 1 with your changes' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Notes saved.').waitFor();
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe(EDITED.content);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
