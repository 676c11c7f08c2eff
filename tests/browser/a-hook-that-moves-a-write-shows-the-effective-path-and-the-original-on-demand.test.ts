import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditExport, SessionSnapshot } from '../../src/shared';
import type { HookView } from '../../src/shared/hooks';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * The person's side of a rewrite: a real Claude Code-style node hook (run in the hook
 * sandbox by the real core) moves a Write into drafts/. The sheet shows the path that will be
 * written, marked as changed by that hook, with the assistant's own path only on demand; once
 * approved, the file is at the effective path, and the transcript and the record name the hook.
 */
describe('a hook that moves a write', () => {
  let sessionId = '';
  let hookCommand = '';
  const f = useBrowserFixture(
    [
      reply(text('Saving your draft.'), toolUse('toolu_w', 'write_file', { path: 'draft.md', content: 'hello\n' })),
      final('The draft is saved.'),
    ],
    async (fixture) => {
      // Outside the workspace, as ~/.claude/hooks would be; the hook sandbox reads a script named by full path.
      const dir = join(dirname(fixture.workspace), 'hooks');
      mkdirSync(dir, { recursive: true });
      mkdirSync(join(fixture.workspace, 'drafts'));
      hookCommand = join(dir, 'move-drafts.js');
      writeFileSync(
        hookCommand,
        `#!/usr/bin/env node
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const path = input.tool_input.file_path;
if (path.endsWith('draft.md') && !path.includes('/drafts/')) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', updatedInput: { file_path: process.env.CLAUDE_PROJECT_DIR + '/drafts/draft.md' } } }));
}
`,
      );
      chmodSync(hookCommand, 0o755);
      const saved = await fixture.core.call<HookView>('hooks:save', {
        definition: { event: 'PreToolUse', matcher: 'Write', command: hookCommand },
      });
      if (!saved.ok) throw new Error(saved.error.text.id);
      sessionId = await fixture.openSession('Drafts');
    },
  );

  it('shows the effective path marked as changed by the hook, the original on demand, and writes where it showed', async () => {
    const page = f.page;
    await sendMessage(page, 'Save a draft');
    const sheet = approvalSheet(page);
    await sheet.waitFor();

    // What will run is the hook's path, and the card says a hook changed it, naming the hook.
    await expect(sheet.locator('.gh-call-summary').textContent()).resolves.toContain('drafts/draft.md');
    const mark = sheet.getByRole('note').filter({ hasText: 'Changed by your hook' });
    await expect(mark.textContent()).resolves.toContain(hookCommand);
    await expect(mark.textContent()).resolves.toContain(
      'What you see above is what will run, not what the assistant asked for.',
    );

    // The assistant's own path only on demand.
    const original = sheet.getByRole('button', { name: 'Show the original' });
    await expect(original.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(sheet.getByText('What the assistant asked for:').count()).resolves.toBe(0);
    await original.click();
    const shown = sheet.getByLabel('What the assistant asked for, before the hook changed it');
    await expect(shown.textContent()).resolves.toContain('"path": "draft.md"');
    await expect(sheet.getByRole('button', { name: 'Hide the original' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await expect(findSeriousAxeViolations(page, ['.gh-monaco'])).resolves.toEqual([]);
    expect(existsSync(join(f.workspace, 'drafts', 'draft.md'))).toBe(false);

    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('The draft is saved.').waitFor();

    // The file is where the sheet said, and nowhere else.
    expect(readFileSync(join(f.workspace, 'drafts', 'draft.md'), 'utf8')).toBe('hello\n');
    expect(existsSync(join(f.workspace, 'draft.md'))).toBe(false);

    // The transcript's card says a hook changed it, with the assistant's own input on demand.
    const card = page.locator('.tool-card.status-success');
    await card.getByText('Changed by your hook before it ran.').waitFor();
    await expect(card.locator('.hook-rewrite .hook-command').textContent()).resolves.toBe(hookCommand);

    // The record names the hook beside what ran.
    await page.getByRole('button', { name: 'Approval record' }).click();
    const row = page.locator('section.audit-run table tr', { hasText: 'drafts/draft.md' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('You approved it');
    await expect(row.textContent()).resolves.toContain(`Changed by your hook before it ran. ${hookCommand}`);
    await row.getByText('What the assistant asked for').click();
    await expect(row.locator('.hook-rewrite pre').textContent()).resolves.toContain('"path": "draft.md"');

    // The core agrees: the call ran on the effective input, the model's input beside it.
    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    if (!audit.ok) throw new Error(audit.error.text.id);
    expect(audit.value.entries).toMatchObject([
      {
        args: { path: 'drafts/draft.md' },
        outcome: 'success',
        hook: { rewrite: { command: hookCommand, replaced: { path: 'draft.md' } } },
      },
    ]);
    const loaded = await f.core.call<SessionSnapshot>('session:load', { sessionId });
    if (!loaded.ok) throw new Error(loaded.error.text.id);
    expect(loaded.value.events.filter((e) => e.kind === 'approval_requested')).toHaveLength(1);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
