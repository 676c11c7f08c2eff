import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a write denied with a reason', () => {
  const f = useBrowserFixture(
    [
      reply(text('I will empty the notes.'), toolUse('toolu_deny', 'write_file', { path: 'notes.md', content: '' })),
      final('Understood, I left notes.md as it is.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'notes.md'), 'keep me\n');
      await f.openSession();
    },
  );

  it('sends the reason to the model as an error tool result, and the run continues to its answer', async () => {
    const page = f.page;
    await sendMessage(page, 'Tidy up notes.md');
    const sheet = approvalSheet(page);
    // One action: the reason field is there before any choice, and Deny decides and sends.
    await sheet.getByRole('textbox', { name: /Why not\?/ }).fill('Those notes are still needed');
    await sheet.getByRole('button', { name: /^Deny: / }).click();

    await page.getByText('Understood, I left notes.md as it is.').waitFor();
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe('keep me\n');

    // The second model request carries the denial as the tool_result for the same tool_use id.
    expect(f.model.requests).toHaveLength(2);
    const last = f.model.requests[1]?.body.messages.at(-1);
    expect(last?.role).toBe('user');
    const results = (Array.isArray(last?.content) ? last.content : []).filter((b) => b.type === 'tool_result');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ tool_use_id: 'toolu_deny', is_error: true });
    expect(JSON.stringify(results[0]?.content)).toContain('Those notes are still needed');

    // The card says the person said no, with their reason, in words (not colour alone).
    const card = page.locator('.tool-card.status-denied');
    await expect(card.textContent()).resolves.toContain('You said no');
    await expect(card.textContent()).resolves.not.toContain('Not allowed');
    await expect(card.textContent()).resolves.toContain('Your reason: Those notes are still needed');
  });
});
