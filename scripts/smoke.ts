/**
 * `npm run smoke`: the built app in the real Electron, end to end, on a machine where Electron runs
 * (a maintainer's or a person's; the build machines cannot download the binary, so this is not part
 * of `npm test`). On a Linux machine without a display, run it under `xvfb-run`.
 *
 * With a temporary data folder (GATEHOUSE_DATA_DIR, honoured by unpackaged builds only) and the
 * scripted Messages API server on 127.0.0.1, it:
 *   1. completes onboarding (the folder picker answered in the main process, a local model);
 *   2. sends a message; the model proposes a write_file; the sheet shows Monaco's diff (bundled,
 *      under the CSP sent as meta and header); approves it; checks the file on disk;
 *   3. starts a second instance on the same data folder and checks it hands over and exits;
 *   4. quits, checks the database is in the temporary folder, starts again, and checks the
 *      conversation and its approval record are there;
 * with no page errors and no CSP violations throughout. Prints one line; exits 1 on failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { final, reply, startModelServer, text, toolUse, type ModelServer } from '../tests/support/model-server';

const ROOT = resolve(import.meta.dirname, '..');
const BEFORE = 'alpha\nbeta\ngamma\n';
const AFTER = 'alpha\nBETA\ngamma\n';
const ANSWER = 'Done: beta is now BETA.';
const ASK = 'Capitalise beta in notes.md';

let step = 'setting up';

/** The Electron binary the electron package installed; throws its own message when there is none. */
function loadElectronPath(): string {
  const path: unknown = createRequire(import.meta.url)('electron');
  if (typeof path !== 'string' || !existsSync(path))
    throw new Error('the Electron binary is not installed (node_modules/electron)');
  return path;
}

/** Page errors and console errors that mention the CSP, collected for the end. */
function watchPage(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`CSP: ${message.text()}`);
  });
}

/**
 * Electron's arguments: the project folder (its package.json names out/main/index.js). Chromium
 * refuses to run as root with its sandbox on, so only then (a container, CI) is it turned off.
 */
const ELECTRON_ARGS = process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox', ROOT] : [ROOT];

async function launch(
  electronPath: string,
  env: Record<string, string>,
): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await _electron.launch({
    executablePath: electronPath,
    args: ELECTRON_ARGS,
    cwd: ROOT,
    env,
    timeout: 60_000,
  });
  const page = await app.firstWindow({ timeout: 60_000 });
  return { app, page };
}

/** Starts the app again on the same data folder; resolves with its exit code (it must hand over and exit). */
function runSecondInstance(electronPath: string, env: Record<string, string>): Promise<number | null> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(electronPath, ELECTRON_ARGS, { cwd: ROOT, env, stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the second instance was still running after 20 s'));
    }, 20_000);
    child.on('error', (error) => (clearTimeout(timer), reject(error)));
    child.on('exit', (code) => (clearTimeout(timer), resolvePromise(code)));
  });
}

async function runSmoke(): Promise<string> {
  const started = Date.now();
  step = 'finding Electron and the built app';
  const electronPath = loadElectronPath();
  if (!existsSync(join(ROOT, 'out/main/index.js')))
    throw new Error('out/main/index.js is missing: run `npm run build` first');

  const root = mkdtempSync(join(tmpdir(), 'gatehouse-smoke-'));
  const dataDir = join(root, 'data');
  const workspace = join(root, 'workspace');
  mkdirSync(workspace);
  writeFileSync(join(workspace, 'notes.md'), BEFORE);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'ELECTRON_RENDERER_URL' && name !== 'ELECTRON_RUN_AS_NODE') env[name] = value;
  }
  env['GATEHOUSE_DATA_DIR'] = dataDir;

  let model: ModelServer | null = null;
  let app: ElectronApplication | null = null;
  const problems: string[] = [];
  try {
    model = await startModelServer([
      reply(
        text('I will capitalise beta.'),
        toolUse('toolu_smoke_1', 'write_file', { path: 'notes.md', content: AFTER }),
      ),
      final(ANSWER),
    ]);

    step = 'launching the app';
    let run = await launch(electronPath, env);
    app = run.app;
    watchPage(run.page, problems);

    step = 'completing onboarding';
    // The native folder picker cannot be clicked: answer it in the main process with the workspace.
    await app.evaluate(({ dialog }, folder) => {
      const answer = async () => ({ canceled: false, filePaths: [folder] });
      (dialog as unknown as { showOpenDialog: typeof answer }).showOpenDialog = answer;
    }, workspace);
    const page = run.page;
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByText(workspace, { exact: true }).waitFor();
    await page.getByRole('radio', { name: /A local server/ }).check();
    await page.getByRole('textbox', { name: 'Server address' }).fill(model.baseUrl);
    await page.getByRole('textbox', { name: 'Model name' }).fill('scripted');
    await page.getByRole('button', { name: 'Start' }).click();

    step = 'sending a message';
    await page.getByRole('textbox', { name: 'Message' }).fill(ASK);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    step = 'approving the write on its sheet';
    const sheet = page.locator('.approval-slot.waiting .gh-sheet');
    await sheet.waitFor({ timeout: 30_000 });
    // Monaco's diff replaces the plain list once its workers run: bundled, under the app's CSP.
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 30_000 });
    if (readFileSync(join(workspace, 'notes.md'), 'utf8') !== BEFORE)
      throw new Error('the file changed before it was approved');
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await sheet.getByRole('button', { name: 'Approve 1' }).click();
    await page.getByText(ANSWER).waitFor({ timeout: 30_000 });

    step = 'checking the file on disk';
    const written = readFileSync(join(workspace, 'notes.md'), 'utf8');
    if (written !== AFTER) throw new Error(`notes.md holds ${JSON.stringify(written)}`);

    step = 'starting a second instance';
    const code = await runSecondInstance(electronPath, env);
    if (code !== 0) throw new Error(`the second instance exited with ${code}`);
    await page.getByText(ANSWER).waitFor();

    step = 'quitting';
    await app.close();
    app = null;
    if (!existsSync(join(dataDir, 'gatehouse.db')))
      throw new Error(`no gatehouse.db in ${dataDir}: GATEHOUSE_DATA_DIR was not honoured`);

    step = 'starting again';
    run = await launch(electronPath, env);
    app = run.app;
    watchPage(run.page, problems);
    const again = run.page;

    step = 'finding the conversation after the restart';
    const answer = again.getByText(ANSWER);
    try {
      await answer.waitFor({ timeout: 15_000 });
    } catch {
      // The app reopens the conversation it remembers; if it did not, open the only one there is.
      await again.locator('.session-row .session-open').first().click();
      await answer.waitFor({ timeout: 15_000 });
    }
    await again.getByText(ASK).waitFor();
    if ((await again.getByRole('heading', { name: 'Welcome to Gatehouse' }).count()) > 0)
      throw new Error('onboarding was shown again');

    step = 'checking the approval record after the restart';
    await again.getByRole('button', { name: 'Approval record' }).click();
    const row = again.locator('.audit-table tbody tr', { hasText: 'notes.md' });
    await row.first().waitFor({ timeout: 15_000 });
    const rowText = (await row.first().textContent()) ?? '';
    if (!/Approved/.test(rowText) || !/you/.test(rowText))
      throw new Error(`the approval record reads ${JSON.stringify(rowText)}`);

    step = 'checking the page stayed clean';
    if (problems.length > 0) throw new Error(problems.join(' | '));
    if (model.requests.length !== 2) throw new Error(`the model was asked ${model.requests.length} times, not 2`);

    step = 'quitting';
    await app.close();
    app = null;
    return `onboarding, a write approved on its sheet and on disk, a second instance handed over, the conversation and its approval record after a restart (${((Date.now() - started) / 1000).toFixed(1)} s)`;
  } finally {
    await app?.close().catch(() => undefined);
    await model?.close();
    rmSync(root, { recursive: true, force: true });
  }
}

runSmoke().then(
  (summary) => {
    console.log(`smoke: passed: ${summary}`);
    process.exit(0);
  },
  (error: unknown) => {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.log(`smoke: FAILED while ${step}: ${message}`);
    process.exit(1);
  },
);
