import { describe, expect, it } from 'vitest';
import type { AuditExport } from '../../src/shared';
import type { RuleDefinition, RuleView } from '../../src/shared/rules';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, toolUse } from '../support/model-server';

describe('a saved rule that asks, and one that refuses', () => {
  const ids = { ask: '', deny: '' };
  const f = useBrowserFixture(
    [reply(toolUse('toolu_ls', 'run_command', { command: 'ls' })), final('Understood, nothing was removed.')],
    async () => {
      const save = async (definition: RuleDefinition) => {
        const saved = await f.core.call<RuleView>('rules:save', { definition });
        if (!saved.ok) throw new Error(saved.error.text.id);
        return saved.value.id;
      };
      // "Always ask me before ls" and "never rm", everywhere: what a person would write on the rules page.
      ids.ask = await save({
        tool: 'run_command',
        effect: 'ask',
        match: { kind: 'command', words: ['ls'] },
        scope: { kind: 'everywhere' },
      });
      ids.deny = await save({
        tool: 'run_command',
        effect: 'deny',
        match: { kind: 'command', words: ['rm'] },
        scope: { kind: 'everywhere' },
      });
      await f.openSession('Tidy');
    },
  );

  it('says which rule asks for a call, which rule will refuse an edit, and names it where the call was refused', async () => {
    const page = f.page;
    await sendMessage(page, 'What is in this folder?');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const card = sheet.locator(`[data-call-id="${callIds[0]}"]`);
    // A read-only command would run unasked: the ask rule is why it waits, and the sheet says so, naming it by its words.
    await card.getByText('Your rule always asks before commands starting with “ls”.').waitFor();
    await expect(card.locator('.gh-rule-note').getAttribute('data-rule-id')).resolves.toBe(ids.ask);

    // An edit the deny rule matches is shown as refused before it is sent.
    await card.getByRole('button', { name: /^Edit arguments/ }).click();
    await card.getByRole('textbox', { name: 'Arguments as JSON' }).fill(JSON.stringify({ command: 'rm notes.txt' }));
    await card
      .getByText('Will not run: your rule never allows commands starting with “rm”.', { exact: false })
      .waitFor();
    await sheet.getByRole('button', { name: 'Run 1 with your changes' }).click();

    // Sent: the call is recorded as refused by that rule, on its card and in the record.
    await page.getByText('Understood, nothing was removed.').waitFor();
    await page.getByText('Refused by your rule: never commands starting with “rm”.').waitFor();
    await page.getByRole('button', { name: 'Approval record' }).click();
    const row = page.locator('section.audit-run tr', { hasText: 'rm notes.txt' });
    await expect.poll(() => row.textContent()).toContain('Your saved rule does not allow it');
    await expect(row.textContent()).resolves.toContain('(commands starting with “rm”)');
    await expect(row.locator('.audit-rule').getAttribute('data-rule-id')).resolves.toBe(ids.deny);
    const sessionId = await page.evaluate<string | null>(`localStorage.getItem('gatehouse.openSession')`);
    const audit = await f.core.call<AuditExport>('audit:export', { sessionId });
    if (!audit.ok) throw new Error(audit.error.text.id);
    expect(audit.value.entries.map((e) => (e.settledBy.by === 'rule' ? e.settledBy.ruleId : null))).toContain(ids.deny);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
