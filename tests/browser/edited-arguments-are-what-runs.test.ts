import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport } from '../../src/shared';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const PROPOSED = { path: 'greeting.txt', content: 'hello\n' };
const EDITED = { path: 'greeting.txt', content: 'hello, edited by a person\n' };

describe('arguments edited in the sheet', () => {
  let sessionId: string;
  const f = useBrowserFixture(
    [reply(text('Creating the greeting.'), toolUse('toolu_edit', 'write_file', PROPOSED)), final('Written.')],
    async () => {
      sessionId = await f.openSession();
    },
  );

  it('runs the edited arguments, and the transcript, the model history and the audit show them', async () => {
    const page = f.page;
    await sendMessage(page, 'Write a greeting file');
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    await sheet.getByRole('textbox', { name: 'Arguments as JSON' }).fill(JSON.stringify(EDITED, null, 2));
    await sheet.getByText('This is what will run').waitFor();
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();

    await page.getByText('Written.', { exact: true }).waitFor();
    expect(readFileSync(join(f.workspace, 'greeting.txt'), 'utf8')).toBe(EDITED.content);
    expect(existsSync(join(f.workspace, 'greeting.txt'))).toBe(true);

    // The transcript's card shows what ran, and the proposal beside it.
    const card = page.locator('.tool-card.status-success');
    await card.getByText('Arguments').first().click();
    await expect(card.getByTestId('tool-args').textContent()).resolves.toContain('hello, edited by a person');
    await expect(card.textContent()).resolves.toContain('You edited the arguments; this is what ran.');

    // The model replays what actually ran.
    const history = f.model.requests[1]?.body.messages ?? [];
    const toolUseBlock = history
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .find((b) => b.type === 'tool_use');
    expect(toolUseBlock?.input).toEqual(EDITED);

    // The audit keeps the original beside the edited arguments.
    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    expect(audit.ok && audit.value.entries.find((e) => e.action === 'edit')).toMatchObject({
      args: EDITED,
      originalArgs: PROPOSED,
      settledBy: { by: 'person' },
    });
  });
});
