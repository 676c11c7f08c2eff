import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookView } from '../../src/shared/hooks';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/** One Claude Code-style PreToolUse hook: allows a.md, asks about b.md with a reason, refuses .env files, and fails on commands. */
const GUARD = `#!/usr/bin/env node
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const say = (o) => console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...o } }));
if (input.tool_name === 'Bash') { console.error('cannot reach the linter'); process.exit(1); }
const path = input.tool_input.file_path || '';
if (path.endsWith('/a.md')) say({ permissionDecision: 'allow' });
else if (path.endsWith('/b.md')) say({ permissionDecision: 'ask', permissionDecisionReason: 'b.md is shared with the team' });
else if (path.endsWith('.env')) say({ permissionDecision: 'deny', permissionDecisionReason: 'No env files, please.' });
`;

/** A PostToolUse hook that leaves the assistant a note after every write, and the person a message. */
const NOTE = `#!/usr/bin/env node
require('fs').readFileSync(0, 'utf8');
console.log(JSON.stringify({ systemMessage: 'Formatter not run yet.', hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'Remember to run the formatter.' } }));
`;

/**
 * What hooks said, where the person reads it: on the sheet, a hook's ask with its reason
 * (like a rule's note) and a failed hook as a warning saying the call asks because of it; in the
 * transcript, the hook that let a write run unasked or refused one, and a PostToolUse note on the
 * result, each naming its hook; in the record, the hook beside the decision. Real hooks, real core.
 */
describe('what hooks said about each call', () => {
  let guard = '';
  let note = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Four things.'),
        toolUse('toolu_a', 'write_file', { path: 'a.md', content: 'A\n' }),
        toolUse('toolu_env', 'write_file', { path: 'secrets.env', content: 'KEY=1\n' }),
        toolUse('toolu_b', 'write_file', { path: 'b.md', content: 'B\n' }),
        toolUse('toolu_c', 'run_command', { command: 'touch c.txt' }),
      ),
      final('Done with what was allowed.'),
    ],
    async (fixture) => {
      const dir = join(dirname(fixture.workspace), 'hooks');
      mkdirSync(dir, { recursive: true });
      guard = join(dir, 'guard.js');
      note = join(dir, 'note.js');
      writeFileSync(guard, GUARD);
      writeFileSync(note, NOTE);
      chmodSync(guard, 0o755);
      chmodSync(note, 0o755);
      for (const definition of [
        { event: 'PreToolUse', matcher: 'Write|Bash', command: guard },
        { event: 'PostToolUse', matcher: 'Write', command: note },
      ]) {
        const saved = await fixture.core.call<HookView>('hooks:save', { definition });
        if (!saved.ok) throw new Error(saved.error.text.id);
      }
      await fixture.openSession('Hooks at work');
    },
    // In the dark theme: the warning and the notes keep their contrast there too.
    { colorScheme: 'dark' },
  );

  it('shows a hook’s ask with its reason and a failed hook as a warning, then names the hook that decided each call', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the files and touch c');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    // a.md ran unasked (the hook allowed it), secrets.env was refused: only b.md and the command wait.
    expect(callIds).toHaveLength(2);
    const [b, c] = callIds.map((id) => sheet.locator(`[data-call-id="${id}"]`));
    await expect(b!.getByRole('note').filter({ hasText: 'Your hook asks:' }).textContent()).resolves.toBe(
      `Your hook asks: b.md is shared with the team (${guard})`,
    );
    const warning = c!.locator('.gh-hook-error');
    await expect(warning.getAttribute('role')).resolves.toBe('note');
    await expect(warning.textContent()).resolves.toMatch(
      /⚠ The hook “.*guard\.js” could not answer\. It failed with exit code 1 and said: “cannot reach the linter”\. The action waits for you\./,
    );
    expect(existsSync(join(f.workspace, 'b.md'))).toBe(false);
    await expect(findSeriousAxeViolations(page, ['.gh-monaco'])).resolves.toEqual([]);

    await b!.getByRole('button', { name: /^Approve: / }).click();
    await c!.getByRole('button', { name: /^Deny: / }).click();
    await sheet.getByRole('button', { name: 'Approve 1, deny 1' }).click();
    await page.getByText('Done with what was allowed.').waitFor();
    expect(readFileSync(join(f.workspace, 'a.md'), 'utf8')).toBe('A\n');
    expect(readFileSync(join(f.workspace, 'b.md'), 'utf8')).toBe('B\n');
    expect(existsSync(join(f.workspace, 'secrets.env'))).toBe(false);
    expect(existsSync(join(f.workspace, 'c.txt'))).toBe(false);

    // The transcript: who let a.md run, who refused secrets.env, and the note left after each write.
    const card = (id: string) =>
      page.locator(`.tool-card[data-call-id]`, { has: page.locator('.tool-summary', { hasText: id }) });
    const a = card('a.md');
    await expect(a.locator('.hook-decided').textContent()).resolves.toBe(
      `Ran without asking: your hook allows it. ${guard}`,
    );
    await expect(a.locator('.tool-hook-post').textContent()).resolves.toBe(
      `Your hook added a note for the assistant: Remember to run the formatter. ${note}`,
    );
    await expect(a.locator('.hook-says').textContent()).resolves.toBe(`Your hook says: Formatter not run yet. ${note}`);
    const env = card('secrets.env');
    await expect(env.locator('.hook-decided').textContent()).resolves.toBe(
      `Refused by your hook: No env files, please. ${guard}`,
    );
    // The words written for the model stay out of the person's card.
    await expect(env.textContent()).resolves.not.toContain('Do not retry it unchanged');
    await expect(card('b.md').locator('.hook-decided').count()).resolves.toBe(0);
    await expect(card('b.md').locator('.tool-hook-post').textContent()).resolves.toContain(
      'Remember to run the formatter.',
    );

    // The record: the hook beside the decision, for what ran and for what did not.
    await page.getByRole('button', { name: 'Approval record' }).click();
    const ranA = page.locator('section.audit-run tr', { hasText: 'a.md' });
    await ranA.waitFor();
    await expect(ranA.textContent()).resolves.toContain(`Your hook allowed itBy the hook ${guard}`);
    await expect(ranA.textContent()).resolves.toContain(
      'Your hook added a note for the assistant: Remember to run the formatter.',
    );
    const refused = page.locator('section.audit-run tr', { hasText: 'secrets.env' });
    await expect(refused.textContent()).resolves.toContain(`Your hook did not allow itBy the hook ${guard}`);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
