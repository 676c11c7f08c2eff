import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings, SessionEvent } from '../../src/shared';
import type { McpResultBlock } from '../../src/shared/mcp-content';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { launchBrowserHarness, type BrowserHarness } from '../support/browser-harness';
import { createEventLog, runConfig, snapshotOf } from '../renderer/event-builders';

/**
 * The window's side of an MCP result's content kinds, in Chromium with the app's CSP, a stand-in
 * backend playing main with a conversation whose tool_result carries them. (What main keeps of a
 * real server's result is proved in tests/main/mcp/what-an-mcp-tool-returns-is-kept-for-its-card-by-kind.test.ts.)
 */
const settings: PublicSettings = {
  provider: 'anthropic',
  baseUrl: '',
  model: 'claude-sonnet-4-5',
  hasApiKey: true,
  keyStorage: 'basic_text',
  lastWorkspace: '/ws',
  dataDir: '/tmp/gatehouse-kinds',
  contextWindow: 200_000,
  onboarded: true,
  commandSandbox: { available: true, detail: { id: 'sandbox.bubblewrap', params: { version: 'bubblewrap 0.9.0' } } },
  commandCacheReads: false,
  checkpointLimitMb: 200,
  theme: 'system',
  language: 'system',
  defaultApprovalMode: 'manual',
  checkForUpdates: true,
  reviewerModel: '',
  reviewerTimeoutSeconds: 60,
  reviewerThreshold: 0.8,
  reviewerDenialsToMe: false,
  approvalStaleHours: 24,
};
// A 2×2 red PNG: the image must load under img-src 'self' data:.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';
const blocks: McpResultBlock[] = [
  { kind: 'image', mimeType: 'image/png', data: PNG },
  { kind: 'audio', mimeType: 'audio/wav', seconds: 3 },
  {
    kind: 'resource',
    uri: 'demo://resource/dynamic/text/1',
    name: '1',
    mimeType: 'text/plain',
    text: 'Resource 1: the text',
  },
  { kind: 'resource_link', uri: 'https://example.com/report.pdf', name: 'Report', mimeType: 'application/pdf' },
  { kind: 'unknown', type: 'hologram' },
];
const log = createEventLog('ses_kinds');
const events: SessionEvent[] = [
  log.make('user_message', {
    runId: 'run_1',
    text: 'Show me what it returns',
    config: { ...runConfig, tools: ['mcp__everything__get-tiny-image'] },
  }),
  log.make('tool_result', {
    runId: 'run_1',
    callId: 'call_1',
    toolUseId: 't1',
    tool: 'mcp__everything__get-tiny-image',
    outcome: 'success',
    content: 'Here it is',
    mcpBlocks: blocks,
  }),
];
const snapshot = snapshotOf(events, { summary: { ...snapshotOf(events).summary, title: 'Kinds' } });

describe("an MCP result's kinds on its card", () => {
  let harness: BrowserHarness;
  const asked: string[] = [];

  beforeAll(async () => {
    harness = await launchBrowserHarness();
    harness.attach({
      invoke: async (channel) => {
        asked.push(channel);
        if (channel === 'app:bootstrap')
          return {
            ok: true,
            value: { settings, sessions: [snapshot.summary], inbox: [], platform: 'linux', systemLocale: 'en-US' },
          };
        if (channel === 'session:list') return { ok: true, value: [snapshot.summary] };
        if (channel === 'session:load') return { ok: true, value: snapshot };
        if (channel === 'approval:inbox' || channel === 'mcp:prompts') return { ok: true, value: [] };
        return { ok: false, error: { code: 'internal', message: 'not in this test' } };
      },
      onPush: () => undefined,
    });
    await harness.open();
  });
  afterAll(async () => harness?.close());

  it('shows the image inline, names the audio without playing it, folds the resource text, gives the link by address and names the unknown kind', async () => {
    const page = harness.page;
    await page.getByRole('button', { name: /Kinds/ }).first().click();
    const kinds = page.getByRole('region', { name: 'What the tool returned' });
    await kinds.waitFor();

    const image = kinds.getByRole('img', { name: 'An image the tool returned (image/png)' });
    // Loaded, not merely present: the CSP's img-src lets a data: address through.
    const loadedWidth = () =>
      image.evaluate((img) => {
        const shown = img as unknown as { complete: boolean; naturalWidth: number };
        return shown.complete ? shown.naturalWidth : 0;
      });
    await expect.poll(loadedWidth).toBe(2);
    await expect(kinds.getByText('An audio clip, 3 s (audio/wav), not played').isVisible()).resolves.toBe(true);
    await expect(page.locator('audio, video').count()).resolves.toBe(0);

    const text = kinds.getByText('Resource 1: the text');
    await expect(text.isVisible()).resolves.toBe(false);
    await kinds.getByText('Its text').click();
    await expect(text.isVisible()).resolves.toBe(true);

    await expect(kinds.getByText('https://example.com/report.pdf').isVisible()).resolves.toBe(true);
    await expect(kinds.locator('a').count()).resolves.toBe(0);
    await expect(
      kinds.getByText('Content of a kind Gatehouse does not know: “hologram”, not shown').isVisible(),
    ).resolves.toBe(true);

    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    expect(harness.consoleErrors.filter((e) => /Content Security Policy|Refused to load/i.test(e))).toEqual([]);
    expect(harness.pageErrors).toEqual([]);
  });
});
