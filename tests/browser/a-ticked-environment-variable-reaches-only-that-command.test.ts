import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport } from '../../src/shared';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

// The app's environment, as if it had been started with these two variables set.
const TICKED = 'GATEHOUSE_BROWSER_TICKED';
const UNTICKED = 'GATEHOUSE_BROWSER_UNTICKED';
const CORE_ENV = { [TICKED]: 'ticked-value-1', [UNTICKED]: 'unticked-value-2' };

const COMMAND = `printenv ${TICKED} > ticked.txt; printenv ${UNTICKED} > unticked.txt; true`;

describe('a withheld environment variable ticked on the sheet', () => {
  let sessionId: string;
  const f = useBrowserFixture(
    [reply(text('Deploying.'), toolUse('toolu_env', 'run_command', { command: COMMAND })), final('Deployed.')],
    async () => {
      sessionId = await f.openSession();
    },
    { coreEnv: CORE_ENV },
  );

  it('reaches that command, unticked ones do not, and the decided sheet and the audit name it without its value', async () => {
    const page = f.page;
    await sendMessage(page, 'Deploy');
    const sheet = approvalSheet(page);
    const disclosure = sheet.getByText('Pass environment variables to this command…');
    await disclosure.click();
    await sheet
      .getByText(
        'Only for this command, once. The values are never shown to the assistant unless the command prints them.',
      )
      .waitFor();
    const box = sheet.getByRole('checkbox', { name: TICKED });
    expect(await box.isChecked()).toBe(false);
    expect(await sheet.getByRole('checkbox', { name: UNTICKED }).isChecked()).toBe(false);
    // Keyboard: focus the box and toggle it with Space, as a person without a mouse would.
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await sheet.getByText('(1 chosen)').waitFor();
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();

    await page.getByText('Deployed.', { exact: true }).waitFor();
    expect(readFileSync(join(f.workspace, 'ticked.txt'), 'utf8')).toBe('ticked-value-1\n');
    expect(readFileSync(join(f.workspace, 'unticked.txt'), 'utf8')).toBe('');
    // The decided sheet, behind its toggle in the transcript, names what was passed.
    await page.locator('.approval-slot.decided').getByRole('button', { name: 'Show details' }).click();
    await page.getByText(`Environment variables passed: ${TICKED}`).waitFor();

    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    expect(audit.ok && audit.value.entries.find((e) => e.tool === 'run_command')).toMatchObject({
      action: 'approve',
      settledBy: { by: 'person' },
      passEnv: [TICKED],
    });
    expect(JSON.stringify(audit)).not.toContain('ticked-value-1');
    expect(await page.content()).not.toContain('ticked-value-1');
  });
});
