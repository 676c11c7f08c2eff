import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport } from '../../src/shared';
import type { HookView } from '../../src/shared/hooks';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/** Moves writes under tmp/ into scratch/, and refuses .env files. */
const HOOK = `#!/usr/bin/env node
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const path = input.tool_input.file_path;
const dir = process.env.CLAUDE_PROJECT_DIR;
const say = (o) => console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...o } }));
if (path.endsWith('.env')) say({ permissionDecision: 'deny', permissionDecisionReason: 'No env files, please.' });
else if (path.startsWith(dir + '/tmp/')) say({ updatedInput: { file_path: dir + '/scratch/' + path.slice(dir.length + 5) } });
`;

/**
 * Hooks run again on a person's edit, and the sheet shows their verdict under "This is
 * what will run" before anything is sent: an edit the hook rewrites is marked, with what the person
 * typed on demand; an edit the hook refuses is said as a warning, and once sent it is recorded as
 * refused by that hook (the decided sheet, the transcript and the record say so). Nothing is written.
 */
describe('a person’s edit, judged by the hooks', () => {
  let hookCommand = '';
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(text('Writing a note.'), toolUse('toolu_n', 'write_file', { path: 'note.md', content: 'n\n' })),
      final('Understood.'),
    ],
    async (fixture) => {
      const dir = join(dirname(fixture.workspace), 'hooks');
      mkdirSync(dir, { recursive: true });
      hookCommand = join(dir, 'edit-guard.js');
      writeFileSync(hookCommand, HOOK);
      chmodSync(hookCommand, 0o755);
      const saved = await fixture.core.call<HookView>('hooks:save', {
        definition: { event: 'PreToolUse', matcher: 'Write', command: hookCommand },
      });
      if (!saved.ok) throw new Error(saved.error.text.id);
      sessionId = await fixture.openSession('Edits');
    },
  );

  it('marks an edit the hook changed, warns of one it refuses, and records the refusal by the hook', async () => {
    const page = f.page;
    await sendMessage(page, 'Write a note');
    const sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    const args = sheet.getByRole('textbox', { name: 'Arguments as JSON' });
    const willRun = sheet.locator('.gh-will-run');

    // An edit the hook rewrites: what will run is the hook's version, what was typed on demand.
    await args.fill(JSON.stringify({ path: 'tmp/note.md', content: 'n\n' }));
    await willRun.getByText('Your edit was changed by your hook').waitFor();
    await expect(willRun.textContent()).resolves.toContain('scratch/note.md');
    await willRun.getByRole('button', { name: 'Show the original' }).click();
    await expect(willRun.getByLabel('What you typed, before the hook changed it').textContent()).resolves.toContain(
      '"path": "tmp/note.md"',
    );

    // An edit the hook refuses: said before sending.
    await args.fill(JSON.stringify({ path: 'secrets.env', content: 'KEY=1\n' }));
    const refusal = willRun.locator('.gh-hook-refusal');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe(
      '⚠ A hook you set up refuses this edit (No env files, please.): if you send it, it will be recorded as denied by that hook.',
    );
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();

    await page.getByText('Understood.').waitFor();
    // The answered sheet, opened again, says the hook refused the edit.
    await page.locator('.approval-slot.decided').getByRole('button', { name: 'Show details' }).click();
    const decided = page.locator('.gh-sheet-decided');
    await expect(decided.locator('.gh-decided-hook').textContent()).resolves.toBe(
      `Refused by your hook: No env files, please. ${hookCommand}`,
    );
    const card = page.locator('.tool-card.status-denied');
    await expect(card.locator('.hook-decided').textContent()).resolves.toBe(
      `Refused by your hook: No env files, please. ${hookCommand}`,
    );
    expect(readdirSync(f.workspace)).toEqual([]);
    expect(existsSync(join(f.workspace, 'secrets.env'))).toBe(false);

    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    if (!audit.ok) throw new Error(audit.error.text.id);
    expect(audit.value.entries).toMatchObject([
      { action: 'deny', args: { path: 'secrets.env' }, hook: { effect: 'deny', reason: 'No env files, please.' } },
    ]);
    await page.getByRole('button', { name: 'Approval record' }).click();
    const row = page.locator('section.audit-run tr', { hasText: 'secrets.env' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(`Your hook did not allow itBy the hook ${hookCommand}`);
    await expect(row.textContent()).resolves.not.toContain('You said no');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
