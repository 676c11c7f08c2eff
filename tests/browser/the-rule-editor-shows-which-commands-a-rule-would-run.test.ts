import { describe, expect, it } from 'vitest';
import type { RuleView } from '../../src/shared/rules';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, toolUse } from '../support/model-server';

describe('the rule editor shows which commands a rule would run before it is saved', () => {
  const f = useBrowserFixture(
    [
      reply(
        toolUse('toolu_rm', 'run_command', { command: 'rm -rf build' }),
        toolUse('toolu_npm', 'run_command', { command: 'npm test' }),
      ),
      final('Done.'),
    ],
    async () => {
      await f.openSession('Build');
    },
  );

  it('`rm -rf build` runs only itself and is never offered further arguments; `npm test` may take them when the person ticks it', async () => {
    const page = f.page;
    await sendMessage(page, 'Clean and test');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const dialog = page.getByRole('dialog', { name: 'A rule for calls like this' });
    const examples = dialog.locator('.rule-examples-list');

    await sheet
      .locator(`[data-call-id="${callIds[0]}"]`)
      .getByRole('button', { name: /^Always allow…/ })
      .click();
    await expect.poll(() => examples.textContent()).toContain('rm -rf build — Runs without asking');
    const shown = await examples.locator('li').allTextContents();
    expect(shown).toEqual(
      expect.arrayContaining([
        'rm -rf build src — Still asks you',
        'rm -rf build > notes.txt — Still asks you',
        'sudo rm -rf build — Still asks you',
      ]),
    );
    await dialog
      .getByText(
        '“And any further arguments” is not offered for rm: its further words name what it changes or runs, so a rule for it names every word.',
      )
      .waitFor();
    await expect(dialog.getByRole('checkbox', { name: 'and any further arguments' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await sheet
      .locator(`[data-call-id="${callIds[1]}"]`)
      .getByRole('button', { name: /^Always allow…/ })
      .click();
    await expect.poll(() => examples.textContent()).toContain('npm test src — Still asks you');
    await dialog.getByRole('checkbox', { name: 'and any further arguments' }).check();
    await expect.poll(() => examples.textContent()).toContain('npm test src — Runs without asking');
    await expect(examples.textContent()).resolves.toContain('npm test --force — Still asks you');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    const listed = await f.core.call<RuleView[]>('rules:list', {});
    if (!listed.ok) throw new Error(listed.error.text.id);
    expect(listed.value.map((r) => r.definition?.match)).toEqual([
      { kind: 'command', words: ['npm', 'test'], furtherArguments: 'any' },
    ]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
