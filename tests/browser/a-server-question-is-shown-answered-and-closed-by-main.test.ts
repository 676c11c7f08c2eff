import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import type { McpPromptView } from '../../src/shared/mcp-prompts';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { launchBrowserHarness, type BrowserHarness } from '../support/browser-harness';

/**
 * The window's side of an MCP server's question, with a stand-in backend playing main: the
 * question from mcp:prompts is shown with its fields; the answer goes out typed; main's refusal is
 * shown and the question stays; main's push of an empty list closes it. (Main's checks, timeouts and
 * declines are proved against a real server in tests/main/mcp.)
 */
const settings: PublicSettings = {
  provider: 'anthropic',
  baseUrl: '',
  model: 'claude-sonnet-4-5',
  hasApiKey: true,
  keyStorage: 'basic_text',
  lastWorkspace: null,
  dataDir: '/tmp/gatehouse-prompt',
  contextWindow: 200_000,
  onboarded: true,
  commandSandbox: { available: true, detail: { id: 'sandbox.bubblewrap', params: { version: 'bubblewrap 0.9.0' } } },
  commandCacheReads: false,
  checkpointLimitMb: 200,
  theme: 'system',
  language: 'system',
  defaultApprovalMode: 'manual',
  reviewerModel: '',
  reviewerTimeoutSeconds: 60,
  reviewerThreshold: 0.8,
  reviewerDenialsToMe: false,
  approvalStaleHours: 24,
  checkForUpdates: true,
};
const prompt: McpPromptView = {
  id: 'mcpp_1',
  kind: 'elicitation',
  server: 'asker',
  workspace: '/home/ada/project',
  message: 'Who is asking?',
  fields: [
    { name: 'name', type: 'string', title: 'Your name', required: true },
    { name: 'age', type: 'integer', required: false },
  ],
  askedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

describe('a server question in the window', () => {
  let harness: BrowserHarness;
  const answers: unknown[] = [];
  let refuseNext = true;

  beforeAll(async () => {
    harness = await launchBrowserHarness();
    harness.attach({
      invoke: async (channel, payload) => {
        if (channel === 'app:bootstrap')
          return { ok: true, value: { settings, sessions: [], inbox: [], platform: 'linux', systemLocale: 'en-US' } };
        if (channel === 'mcp:prompts') return { ok: true, value: [prompt] };
        if (channel === 'mcp:answer-prompt') {
          answers.push(payload);
          if (refuseNext) {
            refuseNext = false;
            return {
              ok: false,
              error: {
                code: 'invalid_input',
                text: { id: 'mcp.prompt.doesNotFit', params: { fields: 'age' } },
              },
            };
          }
          return { ok: true, value: null };
        }
        if (channel === 'session:list' || channel === 'approval:inbox') return { ok: true, value: [] };
        return { ok: false, error: { code: 'internal', text: { id: 'ipc.internal', params: {} } } };
      },
      onPush: () => undefined,
    });
    await harness.open();
  });
  afterAll(async () => harness?.close());

  it("shows the question, sends a typed answer, shows main's refusal, and closes when main says it ended", async () => {
    const page = harness.page;
    const dialog = page.getByRole('dialog', { name: 'asker asks you' });
    await dialog.waitFor();
    await expect(dialog.getByText('Who is asking?').isVisible()).resolves.toBe(true);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await dialog.getByRole('textbox', { name: /Your name/ }).fill('Ada');
    await dialog.getByRole('spinbutton', { name: /age/ }).fill('-1');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/does not fit what the server asked \(in: age\)/)
      .waitFor();
    expect(answers).toEqual([{ id: 'mcpp_1', action: 'accept', content: { name: 'Ada', age: -1 } }]);

    await dialog.getByRole('spinbutton', { name: /age/ }).fill('');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toEqual({ id: 'mcpp_1', action: 'decline' });
    await harness.pushToPage({ type: 'mcp_prompts', prompts: [] });
    await dialog.waitFor({ state: 'detached' });
    expect(harness.pageErrors).toEqual([]);
  });
});
