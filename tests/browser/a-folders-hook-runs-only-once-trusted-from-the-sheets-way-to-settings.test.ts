import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProjectHooksView } from '../../src/shared/hooks';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const COMMAND = 'node .claude/hooks/review.js';

/** The folder's own hook: asks about every write, with a reason. */
const REVIEW = `const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask', permissionDecisionReason: 'The team reviews every write to ' + input.tool_input.file_path.split('/').pop() } }));
`;

/**
 * A folder that brings its own hook: while the folder is not trusted, the sheet says its
 * hooks did not run and offers the way to Settings; there the person reads the command and trusts
 * the folder; from then on the hook runs (in the sandbox) and its reason shows on the next sheet,
 * as this folder's hook. The first call, judged before the trust, keeps its verdict.
 */
describe('a folder’s own hook', () => {
  const f = useBrowserFixture(
    [
      reply(text('First note.'), toolUse('toolu_1', 'write_file', { path: 'one.md', content: '1\n' })),
      reply(text('Second note.'), toolUse('toolu_2', 'write_file', { path: 'two.md', content: '2\n' })),
      final('Both notes are written.'),
    ],
    async (fixture) => {
      mkdirSync(join(fixture.workspace, '.claude', 'hooks'), { recursive: true });
      writeFileSync(join(fixture.workspace, '.claude', 'hooks', 'review.js'), REVIEW);
      writeFileSync(
        join(fixture.workspace, '.claude', 'settings.json'),
        JSON.stringify({
          hooks: { PreToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: COMMAND }] }] },
        }),
      );
      await fixture.openSession('Team folder');
    },
  );

  it('does not run while the folder is untrusted, says so with the way to Settings, and runs once trusted there', async () => {
    const page = f.page;
    await sendMessage(page, 'Write two notes');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    const notRun = sheet.locator('.gh-hook-notRun');
    await expect(notRun.textContent()).resolves.toContain(
      'This folder’s hooks have not been trusted, so Gatehouse did not run them.',
    );
    await expect(sheet.getByText('This folder’s hook asks:', { exact: false }).count()).resolves.toBe(0);

    // The sheet's way to Settings, where the command is read and the folder trusted.
    await notRun.getByRole('button', { name: 'Open Settings to read this folder’s hooks' }).click();
    const folder = page.locator(`li.project-folder[data-folder="${f.workspace}"]`);
    await folder.getByText('Not trusted: these hooks do not run.').waitFor();
    await expect(folder.locator('pre').first().textContent()).resolves.toBe(COMMAND);
    await folder.getByRole('button', { name: `Trust the hooks of ${f.workspace}` }).click();
    await page
      .getByRole('dialog', { name: 'Trust the hooks of this folder?' })
      .getByRole('button', { name: 'Trust these hooks' })
      .click();
    await folder.getByText(/^Trusted /).waitFor();
    const read = await f.core.call<ProjectHooksView>('hooks:project', { folder: f.workspace });
    expect(read.ok && read.value.status).toBe('trusted');

    // Back to the conversation: the waiting sheet keeps the verdict it was judged with.
    await page.locator('.session-open', { hasText: 'Team folder' }).click();
    await expect(sheet.locator('.gh-hook-notRun').count()).resolves.toBe(1);
    await sheet.getByRole('button', { name: /^Approve: / }).click();

    // The next write is judged by the trusted hook: it runs and asks, naming itself as the folder's.
    const asks = sheet.locator('.gh-hook-ask');
    await asks.waitFor();
    await expect(asks.textContent()).resolves.toBe(
      `This folder’s hook asks: The team reviews every write to two.md (${COMMAND})`,
    );
    expect(existsSync(join(f.workspace, 'two.md'))).toBe(false);
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Both notes are written.').waitFor();
    expect(readFileSync(join(f.workspace, 'one.md'), 'utf8')).toBe('1\n');
    expect(readFileSync(join(f.workspace, 'two.md'), 'utf8')).toBe('2\n');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
