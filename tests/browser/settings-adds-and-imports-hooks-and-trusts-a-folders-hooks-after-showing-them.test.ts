import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookView, ProjectHooksView } from '../../src/shared/hooks';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';

const GUARD = 'bash .claude/hooks/guard.sh';

/** A Claude Code settings.json as a person has it in ~/.claude: two tool hooks and one event Gatehouse does not run. */
const CLAUDE_SETTINGS = JSON.stringify({
  permissions: { allow: ['Bash(npm test)'] },
  hooks: {
    PreToolUse: [
      { matcher: 'Bash', hooks: [{ type: 'command', command: '~/.claude/hooks/no-rm-rf.sh', timeout: 10 }] },
    ],
    PostToolUse: [
      { matcher: 'Write|Edit', hooks: [{ type: 'command', command: 'npx prettier --check "$CLAUDE_PROJECT_DIR"' }] },
    ],
    UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'echo hi' }] }],
  },
});

/**
 * Settings › Hooks against the real core: a hook added by hand (a pattern that cannot be
 * read is refused in place, nothing typed lost; full rights only after a dialog showing the command),
 * a Claude Code settings file imported (what came in and what was left out), and a conversation's
 * folder whose own hooks are shown as not trusted, with the command and its script, and trusted only
 * from a dialog showing that command; then no longer trusted.
 */
describe('Settings › Hooks', () => {
  const f = useBrowserFixture([], async (fixture) => {
    mkdirSync(join(fixture.workspace, '.claude', 'hooks'), { recursive: true });
    writeFileSync(join(fixture.workspace, '.claude', 'hooks', 'guard.sh'), '#!/bin/bash\nexit 0\n');
    writeFileSync(
      join(fixture.workspace, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: GUARD }] }],
          Stop: [{ hooks: [{ type: 'command', command: 'echo bye' }] }],
        },
      }),
    );
    await fixture.openSession('Project');
  });

  const listHooks = async (): Promise<HookView[]> => {
    const listed = await f.core.call<HookView[]>('hooks:list', {});
    if (!listed.ok) throw new Error(listed.error.text.id);
    return listed.value;
  };
  /** The accessible name of the focused control (its aria-label, else its text). */
  const focusedName = () =>
    f.page.evaluate<string | null>(
      `document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null`,
    );
  const readFolder = async (): Promise<ProjectHooksView> => {
    const read = await f.core.call<ProjectHooksView>('hooks:project', { folder: f.workspace });
    if (!read.ok) throw new Error(read.error.text.id);
    return read.value;
  };

  it('adds a hook (refusing an unreadable pattern in place, confirming full rights) and imports a Claude Code settings file', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Hooks', level: 2 }) });
    await section.getByText('A hook is a small program of yours', { exact: false }).waitFor();
    await section.getByText('No hooks yet.').waitFor();

    await section.getByRole('button', { name: 'Add a hook' }).click();
    const form = section.getByRole('form', { name: 'A new hook' });
    await form.getByRole('radio', { name: /^Before an action runs/ }).waitFor();
    await expect(form.getByRole('radio', { name: 'In the sandbox (recommended)' }).isChecked()).resolves.toBe(true);
    await form.getByRole('textbox', { name: 'Which actions' }).fill('Write(');
    await form.getByRole('textbox', { name: 'Command' }).fill('/usr/local/bin/audit-writes --log');
    await form.getByRole('button', { name: 'Save hook' }).click();
    await form.getByText('"Write(" is not a pattern Gatehouse can read.', { exact: false }).waitFor();
    await expect(form.getByRole('textbox', { name: 'Command' }).inputValue()).resolves.toBe(
      '/usr/local/bin/audit-writes --log',
    );
    await expect(listHooks()).resolves.toEqual([]);

    // Full rights: the warning is beside the choice, and saving asks once more, showing the command.
    await form.getByRole('textbox', { name: 'Which actions' }).fill('Write|Edit');
    await form.getByRole('radio', { name: 'With your full rights' }).check();
    await form.getByText('It can do anything you can', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Save hook' }).click();
    const confirm = page.getByRole('dialog', { name: 'Run this hook with your full rights?' });
    await expect(confirm.textContent()).resolves.toContain('/usr/local/bin/audit-writes --log');
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    await confirm.getByRole('button', { name: 'Run it with my full rights' }).click();
    await form.waitFor({ state: 'detached' });
    // The focus comes back to where the form was opened.
    await expect.poll(() => focusedName()).toBe('Add a hook');
    const [added] = await listHooks();
    expect(added).toMatchObject({
      event: 'PreToolUse',
      matcher: 'Write|Edit',
      command: '/usr/local/bin/audit-writes --log',
      timeoutSec: 60,
      sandbox: 'none',
    });
    const row = section.locator(`li[data-hook-id="${added!.id}"]`);
    await expect(row.textContent()).resolves.toContain(
      'Before an action runs, for actions named Write, Edit; runs with your full rights, stopped after 60 seconds.',
    );

    // Edit: back to the sandbox, with a shorter time limit; no confirmation needed for that.
    await row.getByRole('button', { name: 'Edit the hook “/usr/local/bin/audit-writes --log”' }).click();
    const editForm = section.getByRole('form', { name: 'Edit this hook' });
    await editForm.getByRole('radio', { name: 'In the sandbox (recommended)' }).check();
    await editForm.getByRole('spinbutton', { name: 'Time limit, in seconds' }).fill('0');
    await editForm.getByRole('button', { name: 'Save hook' }).click();
    await editForm.getByText('Write a whole number of seconds from 1 to 600.').waitFor();
    await editForm.getByRole('spinbutton', { name: 'Time limit, in seconds' }).fill('15');
    await editForm.getByRole('button', { name: 'Save hook' }).click();
    await editForm.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName()).toBe('Edit the hook “/usr/local/bin/audit-writes --log”');
    await expect
      .poll(async () => (await listHooks())[0])
      .toMatchObject({ id: added!.id, sandbox: 'hook', timeoutSec: 15 });
    await expect(row.textContent()).resolves.toContain('runs in the sandbox, stopped after 15 seconds.');

    // Import from Claude Code: pasted; what came in, and what was left out with why.
    await section.getByRole('button', { name: 'Import from Claude Code…' }).click();
    const importer = page.getByRole('dialog', { name: 'Import hooks from Claude Code' });
    await importer.getByRole('textbox', { name: 'Or paste the settings file’s text' }).fill(CLAUDE_SETTINGS);
    await importer.getByRole('button', { name: 'Import the pasted text' }).click();
    await importer.getByText('Imported 2 hooks:').waitFor();
    const result = importer.locator('.hooks-import-result');
    await expect(result.textContent()).resolves.toContain(
      '~/.claude/hooks/no-rm-rf.sh — Before an action runs, for actions named Bash; runs in the sandbox, stopped after 10 seconds.',
    );
    await expect(result.textContent()).resolves.toContain('After an action ran, for actions named Write, Edit');
    await expect(result.textContent()).resolves.toContain('Left out 1 entry:');
    await expect(result.textContent()).resolves.toContain(
      'UserPromptSubmit: Gatehouse runs only PreToolUse and PostToolUse hooks.',
    );
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    // Or picked as a file.
    const file = join(dirname(f.workspace), 'claude-settings.json');
    writeFileSync(
      file,
      JSON.stringify({
        hooks: { PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo from-a-file' }] }] },
      }),
    );
    await importer.locator('input[type="file"]').setInputFiles(file);
    await importer.getByText('Imported 1 hook:').waitFor();
    await expect(result.textContent()).resolves.toContain(
      'echo from-a-file — After an action ran, for actions named Bash',
    );
    await importer.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => (await listHooks()).map((h) => h.command))
      .toEqual([
        '/usr/local/bin/audit-writes --log',
        '~/.claude/hooks/no-rm-rf.sh',
        'npx prettier --check "$CLAUDE_PROJECT_DIR"',
        'echo from-a-file',
      ]);
    await expect.poll(() => section.locator('.hooks-list > li').count()).toBe(4);

    // Delete, from a dialog that shows the command.
    await row.getByRole('button', { name: 'Delete the hook “/usr/local/bin/audit-writes --log”' }).click();
    const del = page.getByRole('dialog', { name: 'Delete this hook?' });
    await expect(del.textContent()).resolves.toContain('/usr/local/bin/audit-writes --log');
    await del.getByRole('button', { name: 'Delete the hook' }).click();
    await expect.poll(() => section.locator('.hooks-list > li').count()).toBe(3);
    expect((await listHooks()).map((h) => h.command)).not.toContain('/usr/local/bin/audit-writes --log');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('shows a folder’s own hooks as not trusted, with the command and its script, and trusts them only after showing them', async () => {
    const page = f.page;
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Hooks', level: 2 }) });
    const folder = section.locator(`li.project-folder[data-folder="${f.workspace}"]`);
    await folder.getByText('Not trusted: these hooks do not run.').waitFor();
    await expect(folder.locator('pre').first().textContent()).resolves.toBe(GUARD);
    await expect(folder.textContent()).resolves.toContain('From .claude/settings.json');
    await expect(folder.textContent()).resolves.toContain('.claude/hooks/guard.sh');
    await expect(folder.textContent()).resolves.toContain('Not run by Gatehouse: .claude/settings.json: Stop');
    expect((await readFolder()).status).toBe('untrusted');

    // Cancel trusts nothing.
    await folder.getByRole('button', { name: `Trust the hooks of ${f.workspace}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Trust the hooks of this folder?' });
    await expect(dialog.textContent()).resolves.toContain(GUARD);
    await expect(dialog.textContent()).resolves.toContain('.claude/hooks/guard.sh');
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await readFolder()).status).toBe('untrusted');

    await folder.getByRole('button', { name: `Trust the hooks of ${f.workspace}` }).click();
    await dialog.getByRole('button', { name: 'Trust these hooks' }).click();
    await folder
      .getByText(/^Trusted .*: these hooks run \(in the sandbox\), from the copy of their files Gatehouse kept then\.$/)
      .waitFor();
    // The Trust button is gone: the focus is on the folder's new state.
    await expect
      .poll(() => f.page.evaluate<string | null>(`document.activeElement?.textContent ?? null`))
      .toMatch(/^Trusted .*: these hooks run/);
    expect((await readFolder()).status).toBe('trusted');

    // The script changes behind the same command: after looking again, it is asked about again (the version trusted still runs).
    writeFileSync(join(f.workspace, '.claude', 'hooks', 'guard.sh'), '#!/bin/bash\ncurl https://example.com\n');
    await folder.getByRole('button', { name: `Look again at the hooks of ${f.workspace}` }).click();
    await folder
      .getByText(
        'Changed since you trusted them: Gatehouse still runs the version you trusted, from the copy it kept. Read these and trust them to run them instead.',
      )
      .waitFor();
    await folder.getByRole('button', { name: `Stop trusting the hooks of ${f.workspace}` }).click();
    await folder.getByText('Not trusted: these hooks do not run.').waitFor();
    expect((await readFolder()).status).toBe('untrusted');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
