import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PublicSettings, SessionSnapshot, SessionSummary } from '../../src/shared';
import type { McpServersView } from '../../src/shared/ipc';
import type { AppLanguage } from '../../src/shared/language';
import { approvalSheet, useBrowserFixture } from './browser-fixture';
import { readOwnWords, tr, trPattern } from './browser-language';
import { testServerConfig } from './mcp-harness';
import { findUntranslatedText } from './browser-pseudo-locale';
import { loadTestServerState } from './mcp-test-server-state';
import { final, reply, text, toolUse } from './model-server';

const RIGHT_KEY = 'sk-ant-right-key';
const WRONG_KEY = 'sk-ant-wrong-key';
const MODEL = 'claude-sonnet-4-5';

/** What the person and the model say, and the person's data, written in the language under test. */
export interface WordsOfARun {
  /** The first question and the model's first answer. */
  ask: string;
  answer: string;
  /** A file the model changes: its name, its text before and after. */
  file: string;
  before: string;
  after: string;
  askWrite: string;
  saysWrite: string;
  written: string;
  /** A folder and a word the command writes into a file in it, then prints. */
  folder: string;
  word: string;
  askCommand: string;
  saysCommand: string;
  ran: string;
  /** The name the person gave the mail server (ASCII: letters, digits, - and _), a mail's subject and body. */
  server: string;
  subject: string;
  body: string;
  askMail: string;
  saysMail: string;
  sent: string;
}

const readKey = (apiKey: string | string[] | undefined, authorization: string | undefined): string =>
  typeof apiKey === 'string' ? apiKey : (authorization?.replace(/^Bearer /, '') ?? '');

/**
 * A whole first run in one language, against the real core: the operating system says `systemLocale`
 * and the setting is left at "As my system is set", so the window opens in `language` from its first
 * screen. Onboarding from nothing to a first answer, then an approval of a file write, of a command
 * and of a mail from an MCP mail server, each of which then happens. Every screen on the way is read
 * in the language: the words checked are the language's catalogue's (never written out here), and no
 * visible word is outside what that language writes, apart from the data (the person's and the
 * model's words, file names, paths, the command, the mail's fields).
 */
export function describeAWholeRunIn(language: AppLanguage, systemLocale: string, words: WordsOfARun): void {
  const command = `mkdir -p ${words.folder} && echo ${words.word} > ${words.folder}/done.txt && cat ${words.folder}/done.txt`;
  const mail = { to: ['ana@example.com'], subject: words.subject, body: words.body };
  const ownWords = readOwnWords(language);

  describe(`a first run and three approvals with the system set to ${systemLocale}`, () => {
    const keyChecks: string[] = [];
    const f = useBrowserFixture(
      [
        final(words.answer),
        reply(text(words.saysWrite), toolUse('toolu_write', 'write_file', { path: words.file, content: words.after })),
        final(words.written),
        reply(text(words.saysCommand), toolUse('toolu_command', 'run_command', { command })),
        final(words.ran),
        reply(text(words.saysMail), toolUse('toolu_mail', `mcp__${words.server}__send_mail`, mail)),
        final(words.sent),
      ],
      async (fixture) => {
        writeFileSync(join(fixture.workspace, words.file), words.before);
        // The mail server is set up before the first run; the first conversation starts it.
        const saved = await fixture.core.call(
          'mcp:save',
          testServerConfig(words.server, 'mcp-mail-server.ts', join(fixture.dataDir, '..', 'mail.json')),
        );
        if (!saved.ok) throw new Error(JSON.stringify(saved));
        await fixture.harness.open();
      },
      {
        fresh: true,
        coreEnv: { GATEHOUSE_TEST_CLOUD_IS_SCRIPTED: '1', GATEHOUSE_TEST_SYSTEM_LOCALE: systemLocale },
        modelServer: {
          // Anthropic's Models API, scripted: one key is known, any other is refused (401).
          route: (method, path, _body, headers) => {
            if (method !== 'GET' || path !== `/v1/models/${MODEL}`) return undefined;
            const key = readKey(headers['x-api-key'], headers.authorization);
            keyChecks.push(key);
            return key === RIGHT_KEY
              ? {
                  status: 200,
                  body: { type: 'model', id: MODEL, display_name: 'Claude', created_at: '2025-09-29T00:00:00Z' },
                }
              : {
                  status: 401,
                  body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
                };
          },
        },
      },
    );

    const lang = () => f.page.evaluate<string>('document.documentElement.lang');
    /** What the test and the model put on screen: the person's data, not the window's words. */
    const data = () => [
      f.workspace,
      ...f.workspace.split('/'),
      homedir(),
      MODEL,
      ...Object.values(words),
      command,
      `${words.folder}/done.txt`,
      ...mail.to,
      'example.com',
      // The tools' own names (a card's title), the MCP tool's as a card names it.
      'write_file',
      'run_command',
      `mcp__${words.server}__send_mail`,
      'send mail',
    ];
    /**
     * No word on screen outside the language's own, the data apart. Main's own sentences about each
     * approval asked for (its one-line summary, why a command asks, the sandbox's fence, an MCP tool's
     * title and description as its server gives them) are English until they become message ids:
     * read from the core, they count as data too.
     */
    const leftovers = async () => findUntranslatedText(f.page, [...data(), ...(await readMainSentences())], ownWords);

    async function readMainSentences(): Promise<string[]> {
      const sessions = (await f.core.call<SessionSummary[]>('session:list', {})) as {
        ok: true;
        value: SessionSummary[];
      };
      const sentences: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string' && /\s/.test(value)) sentences.push(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
      };
      for (const session of sessions.value) {
        const loaded = await f.core.call<SessionSnapshot>('session:load', { sessionId: session.id });
        if (!loaded.ok) continue;
        for (const event of loaded.value.events)
          if (event.kind === 'approval_requested') for (const call of event.data.calls) collect(call.inspection);
      }
      return sentences;
    }

    async function send(page: Page, message: string): Promise<void> {
      await page.getByRole('textbox', { name: tr(language, 'composer.label') }).fill(message);
      await page.getByRole('button', { name: tr(language, 'composer.send'), exact: true }).click();
    }

    /** The approval's heading, its one call's Approve button, and nothing in English on screen; then Approve. */
    async function approveTheOneAction(): Promise<void> {
      const sheet = approvalSheet(f.page);
      await expect(sheet.locator('.gh-sheet-title').innerText()).resolves.toBe(
        tr(language, 'approval.title', { count: 1 }),
      );
      await expect(sheet.getByText(tr(language, 'approval.lead.single'), { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      expect(await leftovers()).toEqual([]);
      await sheet.getByRole('button', { name: trPattern(language, 'approval.call.approveName') }).click();
    }

    /** The call's card (named by its tool, as the language names it) once it ran, and the record of who answered. */
    async function expectDone(tool: string): Promise<Locator> {
      const card = f.page.locator('.tool-card').last();
      await expect
        .poll(() => card.getAttribute('aria-label'))
        .toBe(tr(language, 'tool.cardName', { tool, status: tr(language, 'tool.success') }));
      await expect(card.locator('.tool-status').innerText()).resolves.toBe(tr(language, 'tool.success'));
      // The line's own sentence, without its Show details button.
      const line = await f.page.locator('.approval-slot.decided .approval-line').last().innerText();
      expect(line.replace(tr(language, 'approvalSlot.show'), '').trim()).toMatch(
        trPattern(language, 'approvalSlot.decidedSummary', { who: tr(language, 'decider.person') }),
      );
      return card;
    }

    it('opens in the language of the system and goes from nothing to a first answer in it', async () => {
      const page = f.page;
      await page.getByRole('heading', { name: tr(language, 'onboarding.title'), level: 1 }).waitFor();
      expect(await lang()).toBe(language);
      expect(await leftovers()).toEqual([]);
      const start = page.getByRole('button', { name: tr(language, 'onboarding.start') });
      await expect(start.isDisabled()).resolves.toBe(true);
      const pick = page.getByRole('button', { name: tr(language, 'onboarding.pickFolder') });

      // The home folder is refused in the language, naming it.
      f.core.setPickedFolder(homedir());
      await pick.click();
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toEqual([tr(language, 'onboarding.folder.home', { path: homedir() })]);
      f.core.setPickedFolder(f.workspace);
      await pick.click();
      await page.getByText(f.workspace, { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);

      // Anthropic with a wrong key: refused in the language before anything is created.
      await page.getByRole('radio', { name: tr(language, 'settings.provider.anthropic') }).check();
      const key = page.getByRole('textbox', { name: tr(language, 'settings.apiKey') });
      await key.fill(WRONG_KEY);
      await start.click();
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toEqual([tr(language, 'onboarding.model.wrong_key')]);
      expect(await leftovers()).toEqual([]);

      await key.fill(RIGHT_KEY);
      await start.click();
      await send(page, words.ask);
      await page.getByText(words.answer, { exact: true }).waitFor();
      const answer = page.getByRole('article', { name: tr(language, 'conversation.assistant') }).last();
      await answer.getByText(tr(language, 'conversation.replyDetails'), { exact: true }).click();
      await expect(answer.getByText(trPattern(language, 'conversation.usageWithModel')).innerText()).resolves.toBe(
        tr(language, 'conversation.usageWithModel', { model: MODEL, input: 10, output: 5 }),
      );
      expect(await lang()).toBe(language);
      expect(await leftovers()).toEqual([]);

      expect(keyChecks).toEqual([WRONG_KEY, RIGHT_KEY]);
      const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
      expect(settings.value).toMatchObject({ language: 'system', onboarded: true, provider: 'anthropic' });
    });

    it('approves a file write in the language, and the file on disk is what was shown', async () => {
      await send(f.page, words.askWrite);
      const sheet = approvalSheet(f.page);
      await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
      await expect(sheet.locator('.gh-counts').innerText()).resolves.toBe(
        tr(language, 'approval.diff.counts', { added: 1, removed: 1, count: 1 }),
      );
      expect(readFileSync(join(f.workspace, words.file), 'utf8')).toBe(words.before);
      await approveTheOneAction();
      await f.page.getByText(words.written, { exact: true }).waitFor({ timeout: 20_000 });
      expect(readFileSync(join(f.workspace, words.file), 'utf8')).toBe(words.after);
      await expectDone(tr(language, 'approval.tool.write_file'));
      expect(await lang()).toBe(language);
    });

    it('approves a command in the language, which runs and prints its output', async () => {
      await send(f.page, words.askCommand);
      const sheet = approvalSheet(f.page);
      const does = sheet.locator('.gh-command-does li');
      await does.first().waitFor({ timeout: 20_000 });
      await expect(does.allInnerTexts()).resolves.toEqual(
        expect.arrayContaining([tr(language, 'approval.cmd.does.create-folder', { targets: words.folder })]),
      );
      await approveTheOneAction();
      await f.page.getByText(words.ran, { exact: true }).waitFor({ timeout: 20_000 });
      const card = await expectDone(tr(language, 'approval.tool.run_command'));
      expect(readFileSync(join(f.workspace, words.folder, 'done.txt'), 'utf8')).toBe(`${words.word}\n`);
      await card.getByText(tr(language, 'tool.output'), { exact: true }).click();
      await expect(card.locator('.tool-output').innerText()).resolves.toContain(words.word);
      expect(await leftovers()).toEqual([]);
    });

    it('approves a mail from an MCP server in the language, and the server records it as sent', async () => {
      // The first conversation started the mail server: the mail is asked for once its tool is listed.
      await expect
        .poll(
          async () => {
            const listed = (await f.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView };
            return listed.value?.tools?.find((x) => x.server === words.server)?.tools.length ?? 0;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      await send(f.page, words.askMail);
      const sheet = approvalSheet(f.page);
      const laidOut = sheet.locator('.gh-mcp-mail');
      await laidOut.waitFor({ timeout: 20_000 });
      for (const key of ['mcp.mail.to', 'mcp.mail.subject'] as const)
        await expect(laidOut.getByText(tr(language, key), { exact: true }).count()).resolves.toBeGreaterThan(0);
      await expect(laidOut.innerText()).resolves.toContain(words.subject);
      const statePath = join(f.dataDir, '..', 'mail.json');
      expect(existsSync(statePath) ? loadTestServerState(statePath).mails : []).toEqual([]);
      await approveTheOneAction();
      await f.page.getByText(words.sent, { exact: true }).waitFor({ timeout: 20_000 });
      await expectDone(tr(language, 'approval.tool.mcp', { tool: 'send mail', server: words.server }));
      expect(loadTestServerState(statePath).mails).toEqual([
        expect.objectContaining({ status: 'sent', to: mail.to, subject: words.subject, body: words.body }),
      ]);
      expect(await lang()).toBe(language);
      expect(await leftovers()).toEqual([]);
      expect(f.harness.pageErrors).toEqual([]);
    });
  });
}
