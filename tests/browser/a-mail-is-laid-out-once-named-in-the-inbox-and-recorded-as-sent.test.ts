import { join, resolve } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import { McpServerConfigSchema } from '../../src/shared/mcp';
import { startSessionRun, useBrowserFixture, waitForPendingApproval } from '../support/browser-fixture';
import { loadTestServerState } from '../support/mcp-test-server-state';
import { final, reply, text, toolUse } from '../support/model-server';

const repo = resolve(__dirname, '../..');
const MAIL = {
  account: 'work@example.com',
  to: ['ann@example.com', 'Bob Stone <bob@partner.org>'],
  subject: 'Quarterly notes',
  body: 'Hello both,\nthe notes are ready.',
  priority: 'high',
};

/** How often `needle` appears in what a person reads of `element`. */
const countSeen = async (element: Locator, needle: string) => (await element.innerText()).split(needle).length - 1;

/** The real core with a mail server whose send_mail names its account; the inbox, the sheet and the record in Chromium. */
describe('a mail waiting for the person', () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      final('Hello.'),
      reply(text('I will send the notes.'), toolUse('toolu_mail', 'mcp__mail__send_mail', MAIL)),
      final('The notes are sent.'),
    ],
    async (fixture) => {
      const statePath = join(fixture.dataDir, '..', 'account-mail.json');
      const saved = await fixture.core.call(
        'mcp:save',
        McpServerConfigSchema.parse({
          name: 'mail',
          transport: {
            type: 'stdio',
            command: process.execPath,
            args: ['--import', 'tsx', join(repo, 'tests/support/mcp-account-mail-server.ts'), statePath],
            env: {},
            cwd: repo,
          },
          ownDomains: ['example.com'],
        }),
      );
      if (!saved.ok) throw new Error(JSON.stringify(saved));
      // A first conversation starts the server; the mail is asked for once its tool is listed.
      await startSessionRun(fixture.core, fixture.workspace, 'Start', 'Hi');
      for (let i = 0; i < 400; i += 1) {
        const listed = (await fixture.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView };
        if ((listed.value?.tools?.find((x) => x.server === 'mail')?.tools.length ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      sessionId = await startSessionRun(fixture.core, fixture.workspace, 'Notes', 'Send the quarterly notes');
      await waitForPendingApproval(fixture.core, sessionId, 30_000);
      await fixture.harness.open();
    },
  );

  it('names its recipients and subject in the inbox, shows each field once with the account it goes from, and records it in the same layout', async () => {
    const page = f.page;
    await page.getByRole('button', { name: 'Waiting for you (1)' }).click();
    const item = page.locator('.inbox-item').first();
    await expect(item.locator('.inbox-calls').innerText()).resolves.toBe(
      'Sends this mail to ann@example.com, bob@partner.org: “Quarterly notes”',
    );

    await page.getByRole('button', { name: 'Answer here: Notes' }).click();
    const sheet = page.locator('.inbox-item.answering .gh-sheet');
    const mail = sheet.locator('.gh-mcp-mail');
    await mail.waitFor();
    await expect(mail.locator('.gh-mcp-from').innerText()).resolves.toBe('work@example.com');
    for (const field of [
      'Quarterly notes',
      'ann@example.com',
      'bob@partner.org',
      'work@example.com',
      'the notes are ready.',
    ]) {
      expect([field, await countSeen(sheet, field)]).toEqual([field, 1]);
    }
    // What the layout does not show is still listed, and only that.
    const rest = sheet.locator('.gh-mcp-args');
    await expect(rest.locator('.gh-label').innerText()).resolves.toBe('Also given to the tool');
    await expect(rest.locator('dt').allInnerTexts()).resolves.toEqual(['priority (required)\nHow the mail is marked']);
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await expect
      .poll(() => loadTestServerState(join(f.dataDir, '..', 'account-mail.json')).received.length, { timeout: 15_000 })
      .toBe(1);

    // The record in the conversation: the same mail layout, no JSON.
    await page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(sessionId)})`);
    await f.harness.reload();
    await page.getByText('The notes are sent.', { exact: true }).waitFor();
    const slot = page.locator('.approval-slot.decided');
    await slot.getByRole('button', { name: 'Show details' }).click();
    const decided = slot.locator('.gh-sheet-decided');
    await decided.locator('.gh-mcp-mail').waitFor();
    expect(await countSeen(decided, 'Quarterly notes')).toBe(1);
    expect(await decided.innerText()).not.toContain('{');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
