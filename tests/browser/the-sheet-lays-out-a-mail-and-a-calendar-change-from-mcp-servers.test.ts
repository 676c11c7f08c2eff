import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import type { McpToolStatus } from '../../src/shared/mcp';
import { approvalSheet, sendMessage, startSessionRun, useBrowserFixture } from '../support/browser-fixture';
import { testServerConfig } from '../support/mcp-harness';
import { loadTestServerState, saveTestServerState } from '../support/mcp-test-server-state';
import { final, reply, text, toolUse } from '../support/model-server';

/** The real core with the test mail and calendar servers over stdio; the sheet in Chromium. */
describe('MCP calls on the sheet', () => {
  const f = useBrowserFixture(
    [
      final('Hello.'),
      reply(
        text('I will send the notes and move the review.'),
        toolUse('toolu_mail', 'mcp__mail__send_mail', {
          to: ['ann@example.com', 'Bob Stone <bob@partner.org>'],
          cc: [],
          subject: 'Quarterly notes',
          body: 'Hello both,\nthe notes are attached.',
          attachments: ['report.pdf'],
        }),
        toolUse('toolu_move', 'mcp__calendar__move_event', {
          id: 'evt_1',
          start: '2030-01-02T14:00:00Z',
          end: '2030-01-02T15:00:00Z',
        }),
      ),
      final('Sent and moved.'),
    ],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'report.pdf'), Buffer.alloc(2048));
      const calendarState = join(fixture.dataDir, '..', 'calendar.json');
      saveTestServerState(calendarState, {
        events: [
          {
            id: 'evt_1',
            title: 'Design review',
            start: '2030-01-02T10:00:00Z',
            end: '2030-01-02T11:00:00Z',
            guests: ['ann@example.com', 'cy@vendor.io'],
          },
        ],
        mails: [],
        received: [],
        starts: 0,
      });
      const saved = await Promise.all([
        fixture.core.call(
          'mcp:save',
          testServerConfig('mail', 'mcp-mail-server.ts', join(fixture.dataDir, '..', 'mail.json'), {
            ownDomains: ['example.com'],
          }),
        ),
        fixture.core.call(
          'mcp:save',
          testServerConfig('calendar', 'mcp-calendar-server.ts', calendarState, {
            trusted: true,
            ownDomains: ['example.com'],
          }),
        ),
      ]);
      if (saved.some((r) => !r.ok)) throw new Error(JSON.stringify(saved));
      // The person trusts the calendar in the tools Settings shows, once a first conversation started it.
      await startSessionRun(fixture.core, fixture.workspace, 'Start', 'Hi');
      let tools: McpToolStatus[] = [];
      for (let i = 0; i < 400 && tools.length === 0; i += 1) {
        const listed = (await fixture.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView };
        tools = listed.value?.tools?.find((x) => x.server === 'calendar')?.tools ?? [];
        if (tools.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      const trusted = await fixture.core.call('mcp:set-trust', {
        name: 'calendar',
        trusted: true,
        tools: tools.map((x) => ({ tool: x.now.name, hash: x.hash })),
      });
      if (!trusted.ok || tools.length === 0) throw new Error(JSON.stringify(trusted));
      await fixture.openSession();
    },
  );

  it('shows the mail with its external recipient, subject, body and attachment, and the event before and after the move', async () => {
    const page = f.page;
    await sendMessage(page, 'Send the notes and move the review to the afternoon');
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 30_000 });

    const mail = sheet.locator('.gh-mcp-mail');
    await expect.poll(() => mail.textContent()).toContain('Sends this mail');
    const mailText = (await mail.textContent()) ?? '';
    expect(mailText).toContain('1 recipient outside your organisation');
    expect(mailText).toContain('Quarterly notes');
    expect(mailText).toContain('the notes are attached.');
    expect(mailText).toMatch(/report\.pdf\s*2(\.0)?\s*KB/);
    await expect(mail.locator('.gh-mcp-external').textContent()).resolves.toContain('bob@partner.org');
    await expect(mail.locator('.gh-mcp-external .gh-mcp-badge').textContent()).resolves.toBe('external');
    expect(await sheet.locator('[data-testid="mcp-preview"]').first().textContent()).toContain('Not trusted');

    const calendar = sheet.locator('.gh-mcp-calendar');
    await expect(calendar.locator('.gh-mcp-event', { hasText: 'Now' }).textContent()).resolves.toContain(
      'Design review',
    );
    const before = (await calendar.locator('.gh-mcp-event').nth(0).textContent()) ?? '';
    const after = (await calendar.locator('.gh-mcp-event').nth(1).textContent()) ?? '';
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const hour = (iso: string) =>
      page.evaluate(
        (d) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(d)),
        iso,
      );
    expect(before).toContain(await hour('2030-01-02T10:00:00Z'));
    expect(after).toContain(await hour('2030-01-02T14:00:00Z'));
    expect(after).toContain('Design review');
    expect(await calendar.locator('.gh-mcp-event').nth(1).locator('.gh-mcp-external').textContent()).toContain(
      'cy@vendor.io',
    );
    expect(await calendar.textContent()).toContain(`Times in your time zone (${zone})`);
    // Each field once: what the layouts show is not listed again; what they do not (the event's id) still is.
    await expect(sheet.locator('.gh-mcp-args').count()).resolves.toBe(1);
    const rest = (await sheet.locator('.gh-mcp-args').innerText()).replace(/\u00a0/g, ' ');
    expect(rest).toContain('Also given to the tool');
    expect(rest).toContain('evt_1');
    expect(rest).not.toContain('2030');
    expect((await sheet.innerText()).split('Quarterly notes').length - 1).toBe(1);

    // Nothing was sent or moved while the sheet waits.
    expect(loadTestServerState(join(f.dataDir, '..', 'calendar.json')).received).toEqual([]);
  });
});
