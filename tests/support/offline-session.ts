/**
 * A whole Gatehouse session with a local model, meant to run inside a network namespace that has
 * only loopback (tests/browser/a-whole-session-runs-with-only-loopback.test.ts starts it there):
 *   node --import tsx tests/support/offline-session.ts
 * A scripted Ollama, the real core behind the real IPC router (a child process, so in the same
 * namespace), Chromium on the built renderer. Onboarding through the page (Ollama preset, Test
 * connection, a model picked from the list), then a conversation whose write waits for approval,
 * approved on the sheet. Prints one JSON line with what happened and exits 0, or exits 1 saying
 * at which step it failed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIpcCoreChild } from './browser-core';
import { launchBrowserHarness } from './browser-harness';
import { startLocalModelServer } from './local-model-servers';
import { final, reply, text, toolUse } from './model-server';

const root = mkdtempSync(join(tmpdir(), 'gatehouse-offline-'));
const dataDir = join(root, 'data');
const workspace = join(root, 'workspace');
mkdirSync(dataDir);
mkdirSync(workspace);
let step = 'starting';

/** Whether anything beyond loopback answers (it must not, for the run to mean anything). */
async function loadOutsideReachable(): Promise<boolean> {
  try {
    await fetch('http://1.1.1.1/', { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

const model = await startLocalModelServer(
  'ollama',
  [
    reply(
      text('I will write it.'),
      toolUse('toolu_1', 'write_file', { path: 'hello.txt', content: 'hello offline\n' }),
    ),
    final('Wrote hello.txt.'),
  ],
  {
    models: ['qwen3:8b'],
    contextWindow: 16384,
  },
);
const core = await startIpcCoreChild(dataDir, model.baseUrl, workspace, { fresh: true });
// Its own browser: the run's shared one lives outside this network namespace.
const harness = await launchBrowserHarness({ ownBrowser: true });
const pageRequests: string[] = [];
harness.page.on('request', (r) => pageRequests.push(r.url()));
harness.attach(core);
try {
  const page = harness.page;
  step = 'opening onboarding';
  await harness.open();
  await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
  await page.getByRole('button', { name: 'Choose a folder…' }).click();
  await page.getByText(workspace, { exact: true }).waitFor();
  step = 'choosing the Ollama preset';
  await page.getByRole('radio', { name: /A local server/ }).check();
  await page.getByRole('radio', { name: /^Ollama/ }).check();
  await page.getByRole('textbox', { name: 'Server address' }).fill(model.baseUrl);
  step = 'testing the connection';
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByRole('combobox', { name: 'Models on this server' }).selectOption('qwen3:8b');
  await page.getByText('Connected. qwen3:8b is available.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();

  step = 'sending a message';
  await page.getByRole('textbox', { name: 'Message' }).fill('Write hello.txt');
  await page.getByRole('button', { name: 'Send' }).click();
  step = 'approving the write';
  const sheet = page.locator('.approval-slot.waiting .gh-sheet');
  // One action: Approve decides and sends.
  await sheet.getByRole('button', { name: /^Approve: / }).click();
  step = 'waiting for the answer';
  await page.getByText('Wrote hello.txt.').waitFor();

  const outside = pageRequests.filter((url) => {
    const u = new URL(url);
    return !(
      u.protocol === 'data:' ||
      u.protocol === 'blob:' ||
      u.hostname === '127.0.0.1' ||
      u.hostname === 'localhost'
    );
  });
  process.stdout.write(
    `${JSON.stringify({
      completed: true,
      file: readFileSync(join(workspace, 'hello.txt'), 'utf8'),
      modelRequests: model.requests.map((r) => r.body.model),
      probes: model.hits.filter((h) => !h.startsWith('POST /v1/messages')).length,
      pageRequestsOutsideLoopback: outside,
      pageErrors: harness.pageErrors,
      outsideReachable: await loadOutsideReachable(),
    })}\n`,
  );
} catch (err) {
  process.stderr.write(`offline session FAILED while ${step}: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await harness.close();
  await core.kill();
  await model.close();
  rmSync(root, { recursive: true, force: true });
}
