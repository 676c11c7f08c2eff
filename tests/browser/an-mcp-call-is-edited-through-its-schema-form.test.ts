import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { testServerConfig } from '../support/mcp-harness';
import { loadTestServerState } from '../support/mcp-test-server-state';
import { final, reply, text, toolUse } from '../support/model-server';

const PROPOSED = {
  title: 'Retro',
  start: '2030-01-04T16:00:00Z',
  end: '2030-01-04T17:00:00Z',
  guests: ['zoe@partner.org'],
};

/** The real core with the test calendar server over stdio; the sheet in Chromium. */
describe('an MCP call on the sheet', () => {
  const f = useBrowserFixture(
    [reply(text('Booking it.'), toolUse('toolu_cal', 'mcp__calendar__create_event', PROPOSED)), final('Booked.')],
    async (fixture) => {
      const saved = await fixture.core.call(
        'mcp:save',
        testServerConfig('calendar', 'mcp-calendar-server.ts', join(fixture.dataDir, '..', 'calendar.json'), {
          ownDomains: ['example.com'],
        }),
      );
      if (!saved.ok) throw new Error(JSON.stringify(saved));
      await fixture.openSession();
    },
  );

  it('is edited through a form laid out by its schema, and the server receives what the form made', async () => {
    const page = f.page;
    await sendMessage(page, 'Book the retro');
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    const form = sheet.getByRole('group', { name: 'Change what it will be given' });
    // Fields by the schema's descriptions; the guests one per line.
    await form.getByRole('textbox', { name: /What the event is called/ }).fill('Retro, moved');
    await form.getByRole('textbox', { name: /Email addresses to invite/ }).fill('zoe@partner.org\nann@example.com');
    // The form wrote the JSON the edit path checks.
    await expect
      .poll(async () => JSON.parse(await sheet.getByRole('textbox', { name: 'Arguments as JSON' }).inputValue()))
      .toEqual({ ...PROPOSED, title: 'Retro, moved', guests: ['zoe@partner.org', 'ann@example.com'] });
    await sheet.getByText('This is what will run').waitFor();
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();

    await page.getByText('Booked.', { exact: true }).waitFor({ timeout: 30_000 });
    expect(loadTestServerState(join(f.dataDir, '..', 'calendar.json')).received).toEqual([
      {
        tool: 'create_event',
        args: { ...PROPOSED, title: 'Retro, moved', guests: ['zoe@partner.org', 'ann@example.com'] },
      },
    ]);
  });
});
