/**
 * Screenshots of the main screens against the real core and the scripted model:
 *   npx electron-vite build && node --import tsx tests/support/browser-screenshots.ts
 * Writes docs/screenshots/{onboarding,conversation,approval-diff,small-window,inbox,audit,settings,settings-rules,settings-hooks,conversation-dark}.png.
 * The same screens in Spanish or Simplified Chinese (the window's language set in Settings, and the
 * person's and the model's words in that language too), into docs/screenshots/es/ or docs/screenshots/zh-CN/:
 *   node --import tsx tests/support/browser-screenshots.ts --language es
 *   node --import tsx tests/support/browser-screenshots.ts --language zh-CN
 * (or GATEHOUSE_SCREENSHOT_LANGUAGE=es). Every name the script looks for is read from that language's catalogue.
 * Chinese needs a font with simplified Han glyphs on the machine (Debian: fonts-wqy-microhei or
 * fonts-noto-cjk), or Chromium draws empty boxes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { AppLanguageSchema, type AppLanguage } from '../../src/shared/language';
import { approvalSheet, openBrowserFixture, type BrowserFixture } from './browser-fixture';
import { tr, trPattern } from './browser-language';
import { final, reply, text, toolUse } from './model-server';

const { values: cli } = parseArgs({ options: { language: { type: 'string' } } });
const LANGUAGE: AppLanguage = AppLanguageSchema.parse(
  cli.language ?? process.env.GATEHOUSE_SCREENSHOT_LANGUAGE ?? 'en',
);
const OUT = resolve(import.meta.dirname, '../../docs/screenshots', LANGUAGE === 'en' ? '.' : LANGUAGE);

/** What the person and the model say, and the project's files, as someone writing in that language would. */
interface ShotWords {
  readmeBefore: string;
  readmeAfter: string;
  lookAround: string;
  plan: [string, string, string];
  answer: string;
  /** The answer's last words, waited for before the shot. */
  answerEnd: string;
  ask: string;
  askImprove: string;
  willImprove: string;
  calendarTitle: string;
  askCalendar: string;
  willNote: string;
  calendarNotes: string;
  done: string;
  readmeTitle: string;
  neverPush: string;
  askDark: string;
  checking: string;
}

const code = [
  '```ts',
  'export function plantGrid(rows: number, cols: number): Plot[][] {',
  '  // every plot starts empty',
  '  return Array.from({ length: rows }, () => Array(cols).fill({ plant: null }));',
  '}',
  '```',
].join('\n');

const WORDS: Record<AppLanguage, ShotWords> = {
  en: {
    readmeBefore:
      '# Garden planner\n\nA tiny app to plan a vegetable garden.\n\n## Setup\n\nRun `npm install`.\n\n## Usage\n\nOpen the app and drag plants onto the grid.\n',
    readmeAfter:
      '# Garden planner\n\nA tiny app to plan a vegetable garden, season by season.\n\n## Setup\n\nRun `npm install`, then `npm start`.\n\n## Usage\n\nOpen the app and drag plants onto the grid.\nPlants that dislike each other are marked in red.\n',
    lookAround: 'Let me look around first.',
    plan: ['Look at the project files', 'Read the README', 'Suggest improvements'],
    answer: `The project is a small TypeScript app. The entry point plants the grid:\n\n${code}\n\nThe README is short and misses how to **start** the app. Shall I add that?`,
    answerEnd: 'Shall I add that?',
    ask: 'What is in this project, and is the README any good?',
    askImprove: 'Yes, please improve the README.',
    willImprove: 'I will add the start command and a line about plant pairs.',
    calendarTitle: 'Calendar notes',
    askCalendar: 'Note my appointments',
    willNote: 'I will add your appointments to a notes file.',
    calendarNotes: '- Dentist, Tuesday 10:00\n- Bike repair, Friday\n',
    done: 'The README now says how to start the app and which plants to keep apart.',
    readmeTitle: 'Garden planner README',
    neverPush: 'Never push',
    askDark: 'What is in this project?',
    checking: 'Checking the folder.',
  },
  es: {
    readmeBefore:
      '# Planificador de huerto\n\nUna pequeña aplicación para planificar un huerto.\n\n## Instalación\n\nEjecuta `npm install`.\n\n## Uso\n\nAbre la aplicación y arrastra las plantas a la cuadrícula.\n',
    readmeAfter:
      '# Planificador de huerto\n\nUna pequeña aplicación para planificar un huerto, temporada a temporada.\n\n## Instalación\n\nEjecuta `npm install` y después `npm start`.\n\n## Uso\n\nAbre la aplicación y arrastra las plantas a la cuadrícula.\nLas plantas que no se llevan bien se marcan en rojo.\n',
    lookAround: 'Primero echo un vistazo.',
    plan: ['Mirar los archivos del proyecto', 'Leer el README', 'Proponer mejoras'],
    answer: `El proyecto es una pequeña aplicación en TypeScript. El punto de entrada planta la cuadrícula:\n\n${code}\n\nEl README es corto y no dice cómo **arrancar** la aplicación. ¿Lo añado?`,
    answerEnd: '¿Lo añado?',
    ask: '¿Qué hay en este proyecto? ¿Está bien el README?',
    askImprove: 'Sí, mejora el README, por favor.',
    willImprove: 'Añado la orden para arrancar y una línea sobre las plantas que no se llevan bien.',
    calendarTitle: 'Notas de la agenda',
    askCalendar: 'Apunta mis citas',
    willNote: 'Añado tus citas a un archivo de notas.',
    calendarNotes: '- Dentista, martes 10:00\n- Arreglar la bici, viernes\n',
    done: 'El README ya dice cómo arrancar la aplicación y qué plantas separar.',
    readmeTitle: 'README del planificador de huerto',
    neverPush: 'Nunca hacer push',
    askDark: '¿Qué hay en este proyecto?',
    checking: 'Miro la carpeta.',
  },
  'zh-CN': {
    readmeBefore:
      '# 菜园规划\n\n一个规划菜园的小应用。\n\n## 安装\n\n运行 `npm install`。\n\n## 使用\n\n打开应用，把植物拖到网格上。\n',
    readmeAfter:
      '# 菜园规划\n\n一个按季节规划菜园的小应用。\n\n## 安装\n\n运行 `npm install`，然后运行 `npm start`。\n\n## 使用\n\n打开应用，把植物拖到网格上。\n不宜相邻的植物会标成红色。\n',
    lookAround: '我先看看。',
    plan: ['查看项目文件', '阅读 README', '提出改进建议'],
    answer: `这个项目是一个小型 TypeScript 应用。入口函数负责种下网格：\n\n${code}\n\nREADME 很短，没有写怎样**启动**应用。要我加上吗？`,
    answerEnd: '要我加上吗？',
    ask: '这个项目里有什么？README 写得好吗？',
    askImprove: '好的，请改进 README。',
    willImprove: '我来加上启动命令，再加一行关于不宜相邻的植物。',
    calendarTitle: '日程笔记',
    askCalendar: '记下我的预约',
    willNote: '我把你的预约写进一个笔记文件。',
    calendarNotes: '- 牙医，周二 10:00\n- 修自行车，周五\n',
    done: 'README 现在写明了怎样启动应用，以及哪些植物要分开种。',
    readmeTitle: '菜园规划 README',
    neverPush: '永不推送',
    askDark: '这个项目里有什么？',
    checking: '我看看文件夹。',
  },
};
const W = WORDS[LANGUAGE];
const t = (key: Parameters<typeof tr>[1], params?: Parameters<typeof tr>[2]) => tr(LANGUAGE, key, params);

/** Types a message in the composer and sends it, by the composer's names in the language. */
async function sendMessage(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: t('composer.label') }).fill(message);
  await page.getByRole('button', { name: t('composer.send'), exact: true }).click();
}

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
      text(W.lookAround),
      toolUse('toolu_plan', 'update_plan', {
        items: [
          { text: W.plan[0], status: 'done' },
          { text: W.plan[1], status: 'in_progress' },
          { text: W.plan[2], status: 'pending' },
        ],
      }),
      toolUse('toolu_ls', 'run_command', { command: 'ls -la' }),
    ),
    final(W.answer),
    reply(text(W.willImprove), toolUse('toolu_w', 'write_file', { path: 'README.md', content: W.readmeAfter })),
    reply(
      text(W.willNote),
      toolUse('toolu_c', 'write_file', {
        path: 'calendar-notes.md',
        content: W.calendarNotes,
      }),
    ),
    final(W.done),
  ]);
  try {
    writeFileSync(join(f.workspace, 'README.md'), W.readmeBefore);
    mkdirSync(join(f.workspace, 'src'));
    writeFileSync(join(f.workspace, 'src', 'grid.ts'), 'export {};\n');
    const page = f.page;

    // Onboarding as a new person meets it: not onboarded, the cloud model offered (then set back).
    // The language as chosen in Settings (English stays 'system': the machine's own).
    if (LANGUAGE !== 'en') await f.core.call('settings:update', { language: LANGUAGE });
    await f.core.call('settings:update', { onboarded: false, provider: 'anthropic', model: 'claude-sonnet-4-5' });
    await f.harness.open();
    await page.getByRole('heading', { name: t('onboarding.title') }).waitFor();
    await shot(page, 'onboarding');
    await f.core.call('settings:update', { onboarded: true, provider: 'local', model: 'scripted' });

    // A second conversation waiting for an approval, for the inbox.
    const second = await f.core.call<{ id: string }>('session:create', {
      workspace: f.workspace,
      title: W.calendarTitle,
    });
    await f.openSession(W.readmeTitle);

    await sendMessage(page, W.ask);
    await page.getByText(W.answerEnd).waitFor({ timeout: 15_000 });
    await shot(page, 'conversation', 1120);

    await sendMessage(page, W.askImprove);
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
      .getByRole('button', { name: trPattern(LANGUAGE, 'approval.call.approveName') })
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, 'small-window.png') });
    console.log('wrote small-window.png');
    await page.setViewportSize(WINDOW);

    if (second.ok) {
      await f.core.call('run:send', {
        sessionId: second.value.id,
        text: W.askCalendar,
        workMode: 'agent',
        approvalMode: 'manual',
      });
      await page.getByRole('button', { name: t('nav.inboxCount', { count: 2 }) }).click();
      await page.getByRole('heading', { name: t('inbox.title') }).waitFor();
      await shot(page, 'inbox');
    }

    // Back to the README approval from the inbox, approve with an edit-free yes, then the audit.
    await page.getByRole('button', { name: t('inbox.openFor', { title: W.readmeTitle }) }).click();
    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: trPattern(LANGUAGE, 'approval.call.approveName') }).click();
    await page.locator('.tool-card.status-success').last().waitFor();
    await page.getByRole('button', { name: t('conversation.audit') }).click();
    await page.locator('.audit-table').first().waitFor();
    await shot(page, 'audit');

    await page.getByRole('button', { name: t('nav.settings') }).click();
    await page.getByRole('heading', { name: t('settings.title'), level: 1 }).waitFor();
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
        label: W.neverPush,
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
    await page.getByRole('button', { name: t('nav.settings') }).click();
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
    [reply(text(W.checking), toolUse('toolu_ls2', 'run_command', { command: 'ls' })), final(W.answer)],
    { colorScheme: 'dark' },
  );
  try {
    if (LANGUAGE !== 'en') await dark.core.call('settings:update', { language: LANGUAGE });
    await dark.openSession(W.readmeTitle);
    await sendMessage(dark.page, W.askDark);
    await dark.page.getByText(W.answerEnd).waitFor({ timeout: 15_000 });
    await shot(dark.page, 'conversation-dark', 1000);
  } finally {
    await dark.dispose();
  }
}

await main();
