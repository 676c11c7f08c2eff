import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { RuleView, RulesFile } from '../../src/shared/rules';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';

const FILE: RulesFile = {
  format: 'gatehouse-rules',
  version: 1,
  rules: [
    {
      definition: {
        tool: 'run_command',
        effect: 'allow',
        match: { kind: 'command', words: ['git', 'status'] },
        scope: { kind: 'everywhere' },
        label: 'look at git',
      },
      enabled: true,
    },
    {
      definition: {
        tool: 'run_command',
        effect: 'deny',
        match: { kind: 'command', words: ['git', 'push'] },
        scope: { kind: 'everywhere' },
      },
      enabled: true,
    },
  ],
};

describe('the rules page', () => {
  const f = useBrowserFixture([], async () => {
    await f.harness.open();
  });

  const listRules = async (): Promise<RuleView[]> => {
    const listed = await f.core.call<RuleView[]>('rules:list', {});
    if (!listed.ok) throw new Error(listed.error.text.id);
    return listed.value;
  };

  it('imports pasted rules (refusing a bad file whole), shows a broken rule with why and its text, mends it, and exports', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Rules', level: 2 }) });
    await section.getByText('No rules yet.', { exact: false }).waitFor();

    // A file with one invalid rule is refused whole, in plain words.
    await section.getByText('Or paste an exported rules file').click();
    const paste = section.getByRole('textbox', { name: 'Rules file text' });
    const broken = {
      ...FILE,
      rules: [
        ...FILE.rules,
        {
          definition: {
            tool: 'run_command',
            effect: 'allow',
            match: { kind: 'command', words: [] },
            scope: { kind: 'everywhere' },
          },
        },
      ],
    };
    await paste.fill(JSON.stringify(broken));
    await section.getByRole('button', { name: 'Import the pasted rules' }).click();
    await section.getByText(/^Nothing imported: /).waitFor();
    await expect(listRules()).resolves.toEqual([]);
    await paste.fill(JSON.stringify(FILE));
    await section.getByRole('button', { name: 'Import the pasted rules' }).click();
    await section.getByText('Imported 2 rules.').waitFor();
    const [status, push] = await listRules();
    await section.getByText('exactly the command “git status” — look at git').waitFor();

    // The stored deny rule stops reading as a rule (as after a downgrade or a hand edit of the database).
    const db = new Database(join(f.dataDir, 'gatehouse.db'));
    const rawText = JSON.stringify({
      tool: 'run_command',
      effect: 'deny',
      match: { kind: 'command', words: [] },
      scope: { kind: 'everywhere' },
    });
    db.prepare('UPDATE rules SET definition = ? WHERE id = ?').run(rawText, push!.id);
    db.close();
    await page.getByRole('button', { name: /^Waiting for you/ }).click();
    await page.getByRole('button', { name: /Settings/ }).click();
    const item = section.locator(`li[data-rule-id="${push!.id}"]`);
    await item.getByText(/^Broken: /).waitFor();
    await item.getByText('While it is broken, every “Run a command” asks you first.').waitFor();
    await expect(item.locator('pre').textContent()).resolves.toBe(rawText);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    // Fix: the text is edited; what is still wrong is said in place, and a valid rule mends it.
    await item.getByRole('button', { name: `Fix rule ${push!.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit rule ${push!.id}` });
    const text = dialog.getByRole('textbox', { name: 'The rule as text (JSON)' });
    await expect(text.inputValue()).resolves.toBe(rawText);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByText('Not a valid rule yet: match.words: name at least the program').waitFor();
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    await text.fill(
      JSON.stringify({
        tool: 'run_command',
        effect: 'deny',
        match: { kind: 'command', words: ['git', 'push'] },
        scope: { kind: 'everywhere' },
      }),
    );
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.getByText('commands starting with “git push”').waitFor();
    await expect(item.getByText(/^Broken: /).count()).resolves.toBe(0);
    await expect.poll(async () => (await listRules()).find((r) => r.id === push!.id)?.broken).toBeUndefined();
    expect((await listRules()).map((r) => r.id)).toEqual([status!.id, push!.id]);

    // Export writes the readable file.
    await section.getByRole('button', { name: 'Export rules…' }).click();
    const saved = join(f.dataDir, 'exports', 'gatehouse-rules.json');
    await section.getByText(`Saved to ${saved}`).waitFor();
    const exported = JSON.parse(readFileSync(saved, 'utf8')) as RulesFile;
    expect(exported.format).toBe('gatehouse-rules');
    expect(exported.rules.map((r) => r.definition.match)).toEqual([
      { kind: 'command', words: ['git', 'status'] },
      { kind: 'command', words: ['git', 'push'] },
    ]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});

describe('the rules page on a computer without a command sandbox', () => {
  // Bubblewrap is looked for on this PATH and is not there: commands cannot be put in a sandbox.
  const f = useBrowserFixture(
    [],
    async () => {
      const imported = await f.core.call('rules:import', { text: JSON.stringify(FILE) });
      if (!imported.ok) throw new Error(imported.error.text.id);
      await f.harness.open();
    },
    { coreEnv: { PATH: '/gatehouse-test-no-programs' } },
  );

  it('says a command allow rule cannot act here, and why; the deny rule needs no such word', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Rules', level: 2 }) });
    const allow = section.locator('.rule-item', { hasText: 'look at git' });
    await expect(allow.locator('[data-rule-cannot-act]').textContent()).resolves.toMatch(
      /^Cannot act on this computer: commands cannot be put in a sandbox here/,
    );
    const deny = section.locator('.rule-item', { hasText: 'git push' });
    await deny.waitFor();
    await expect(deny.locator('[data-rule-cannot-act]').count()).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
