/**
 * Screenshots of the main screens against the real core and the scripted model:
 *   npx electron-vite build && node --import tsx tests/support/browser-screenshots.ts
 * Writes docs/screenshots/{onboarding,conversation,approval-diff,small-window,inbox,audit,settings,settings-rules,settings-hooks,conversation-dark}.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { approvalSheet, openBrowserFixture, sendMessage, type BrowserFixture } from './browser-fixture';
import { final, reply, text, toolUse } from './model-server';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');

const README_BEFORE =
  '# Garden planner\n\nA tiny app to plan a vegetable garden.\n\n## Setup\n\nRun `npm install`.\n\n## Usage\n\nOpen the app and drag plants onto the grid.\n';
const README_AFTER =
  '# Garden planner\n\nA tiny app to plan a vegetable garden, season by season.\n\n## Setup\n\nRun `npm install`, then `npm start`.\n\n## Usage\n\nOpen the app and drag plants onto the grid.\nPlants that dislike each other are marked in red.\n';

const ANSWER = [
  'The project is a small TypeScript app. The entry point plants the grid:',
  '',
  '```ts',
  'export function plantGrid(rows: number, cols: number): Plot[][] {',
  '  // every plot starts empty',
  '  return Array.from({ length: rows }, () => Array(cols).fill({ plant: null }));',
  '}',
  '```',
  '',
  'The README is short and misses how to **start** the app. Shall I add that?',
].join('\n');

/** The fixture's window size; a few shots grow it so the whole screen of interest fits. */
const WINDOW = { width: 1280, height: 860 };

async function shot(page: Page, name: string, height = WINDOW.height): Promise<void> {
  await page.setViewportSize({ width: WINDOW.width, height });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  await page.setViewportSize(WINDOW);
  console.log(`wrote ${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const f: BrowserFixture = await openBrowserFixture([
    reply(
      text('Let me look around first.'),
      toolUse('toolu_plan', 'update_plan', {
        items: [
          { text: 'Look at the project files', status: 'done' },
          { text: 'Read the README', status: 'in_progress' },
          { text: 'Suggest improvements', status: 'pending' },
        ],
      }),
      toolUse('toolu_ls', 'run_command', { command: 'ls -la' }),
    ),
    final(ANSWER),
    reply(
      text('I will add the start command and a line about plant pairs.'),
      toolUse('toolu_w', 'write_file', { path: 'README.md', content: README_AFTER }),
    ),
    reply(
      text('I will add your appointments to a notes file.'),
      toolUse('toolu_c', 'write_file', {
        path: 'calendar-notes.md',
        content: '- Dentist, Tuesday 10:00\n- Bike repair, Friday\n',
      }),
    ),
    final('The README now says how to start the app and which plants to keep apart.'),
  ]);
  try {
    writeFileSync(join(f.workspace, 'README.md'), README_BEFORE);
    mkdirSync(join(f.workspace, 'src'));
    writeFileSync(join(f.workspace, 'src', 'grid.ts'), 'export {};\n');
    const page = f.page;

    // Onboarding as a new person meets it: not onboarded, the cloud model offered (then set back).
    await f.core.call('settings:update', { onboarded: false, provider: 'anthropic', model: 'claude-sonnet-4-5' });
    await f.harness.open();
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await shot(page, 'onboarding');
    await f.core.call('settings:update', { onboarded: true, provider: 'local', model: 'scripted' });

    // A second conversation waiting for an approval, for the inbox.
    const second = await f.core.call<{ id: string }>('session:create', {
      workspace: f.workspace,
      title: 'Calendar notes',
    });
    await f.openSession('Garden planner README');

    await sendMessage(page, 'What is in this project, and is the README any good?');
    await page.getByText('Shall I add that?').waitFor({ timeout: 15_000 });
    await shot(page, 'conversation', 1120);

    await sendMessage(page, 'Yes, please improve the README.');
    await approvalSheet(page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(800);
    // Tall enough for the whole sheet, from its title to its buttons.
    await page.setViewportSize({ width: WINDOW.width, height: 1240 });
    await approvalSheet(page).evaluate((el) => {
      const pane = el.closest('.conversation-scroll');
      if (pane) pane.scrollTop += el.getBoundingClientRect().top - pane.getBoundingClientRect().top - 8;
    });
    await shot(page, 'approval-diff', 1240);

    // The same sheet in an 800×600 window: the sidebar folded to its rail, the header one band.
    await page.setViewportSize({ width: 800, height: 600 });
    await page.waitForTimeout(500);
    await approvalSheet(page)
      .getByRole('button', { name: /^Approve\b/ })
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, 'small-window.png') });
    console.log('wrote small-window.png');
    await page.setViewportSize(WINDOW);

    if (second.ok) {
      await f.core.call('run:send', {
        sessionId: second.value.id,
        text: 'Note my appointments',
        workMode: 'agent',
        approvalMode: 'manual',
      });
      await page.getByRole('button', { name: /Waiting for you \(2\)/ }).click();
      await page.getByRole('heading', { name: 'Waiting for you' }).waitFor();
      await shot(page, 'inbox');
    }

    // Back to the README approval from the inbox, approve with an edit-free yes, then the audit.
    await page.getByRole('button', { name: 'Open: Garden planner README' }).click();
    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.locator('.tool-card.status-success').last().waitFor();
    await page.getByRole('button', { name: 'Approval record' }).click();
    await page.locator('.audit-table').first().waitFor();
    await shot(page, 'audit');

    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await shot(page, 'settings');

    // Settings › Rules and Settings › Hooks, each with one entry.
    const sessions = await f.core.call<{ id: string }[]>('session:list', {});
    const sessionId = sessions.ok ? sessions.value[0]?.id : undefined;
    await f.core.call('rules:save', {
      definition: {
        tool: 'run_command',
        effect: 'deny',
        match: { kind: 'command', words: ['git', 'push'] },
        scope: { kind: 'everywhere' },
        label: 'Never push',
      },
    });
    if (sessionId !== undefined) {
      await f.core.call('rules:save', {
        definition: {
          tool: 'write_file',
          effect: 'allow',
          match: { kind: 'path', glob: 'docs/**' },
          scope: { kind: 'conversation', sessionId },
        },
      });
    }
    await f.core.call('hooks:save', {
      definition: { event: 'PreToolUse', matcher: 'Bash', command: '~/.claude/hooks/block-rm-rf.sh', timeoutSec: 10 },
    });
    // A reload, so the sections read what was just saved.
    await page.reload();
    await page.getByRole('button', { name: /Settings/ }).click();
    for (const [heading, name] of [
      ['rules-heading', 'settings-rules'],
      ['hooks-heading', 'settings-hooks'],
    ] as const) {
      const section = page.locator(`section[aria-labelledby="${heading}"]`);
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await section.screenshot({ path: join(OUT, `${name}.png`) });
      console.log(`wrote ${name}.png`);
    }
  } finally {
    await f.dispose();
  }

  // The same conversation in the dark theme.
  const dark = await openBrowserFixture(
    [reply(text('Checking the folder.'), toolUse('toolu_ls2', 'run_command', { command: 'ls' })), final(ANSWER)],
    { colorScheme: 'dark' },
  );
  try {
    await dark.openSession('Garden planner README');
    await sendMessage(dark.page, 'What is in this project?');
    await dark.page.getByText('Shall I add that?').waitFor({ timeout: 15_000 });
    await shot(dark.page, 'conversation-dark', 1000);
  } finally {
    await dark.dispose();
  }
}

await main();
