import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { everythingServerConfig, testServerConfig } from '../support/mcp-harness';
import { loadTestServerState } from '../support/mcp-test-server-state';
import { reply, text, toolUse } from '../support/model-server';

/**
 * The content kinds of real servers' results on their cards, through the real core, the scripted
 * model and the real renderer under the app's CSP: the reference server's image and embedded
 * resource, and from tests/support/mcp-media-server.ts the kinds the reference server lacks (an
 * audio clip, a link to an address this test watches, a kind from a later revision).
 */
describe('what real MCP servers return, on their cards', () => {
  // The address the link points at: anything that fetched it (main, the window) would show here.
  const requested: string[] = [];
  let watched: Server | null = null;
  let link = '';
  let statePath = '';
  afterAll(() => new Promise<void>((done) => (watched === null ? done() : watched.close(() => done()))));

  const f = useBrowserFixture(
    [
      reply(
        text('Here is what each returns.'),
        toolUse('toolu_image', 'mcp__everything__get-tiny-image', {}),
        toolUse('toolu_resource', 'mcp__everything__get-resource-reference', { resourceType: 'Text', resourceId: 1 }),
        toolUse('toolu_media', 'mcp__media__show_media', {}),
      ),
      reply(text('All shown.')),
    ],
    async (fixture) => {
      watched = createServer((req, res) => {
        requested.push(req.url ?? '');
        res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4');
      });
      await new Promise<void>((ready) => watched!.listen(0, '127.0.0.1', ready));
      link = `http://127.0.0.1:${(watched.address() as AddressInfo).port}/report.pdf`;
      statePath = join(fixture.dataDir, 'media-state.json');
      for (const config of [
        everythingServerConfig('everything'),
        testServerConfig('media', 'mcp-media-server.ts', statePath, {
          env: { MCP_TEST_AUDIO_SECONDS: '2', MCP_TEST_LINK: link },
        }),
      ]) {
        const saved = await fixture.core.call('mcp:save', config);
        if (!saved.ok) throw new Error(saved.error.text.id);
      }
      await fixture.openSession('Kinds');
    },
  );

  it('shows the image inline within the CSP, names the audio unplayed, folds the resource text, gives the link by address unfetched and names the unknown kind', async () => {
    const page = f.page;
    // Every CSP refusal the page meets from here on, whatever the console says.
    await page.evaluate(`(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
    })()`);
    await sendMessage(page, 'Show me what they return');
    // Not trusted: the three calls wait for the person.
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 30_000 });
    await sheet.getByRole('button', { name: 'Approve all and send' }).click();
    await expect.poll(() => page.getByText('All shown.').count(), { timeout: 30_000 }).toBe(1);

    const kinds = page.getByRole('region', { name: 'What the tool returned' });
    await expect.poll(() => kinds.count(), { timeout: 10_000 }).toBe(3);

    // The reference server's 20×20 logo, loaded, not merely present: img-src lets its data: address through.
    const image = kinds.getByRole('img', { name: 'An image the tool returned (image/png)' });
    const loadedWidth = () =>
      image.evaluate((img) => {
        const shown = img as unknown as { complete: boolean; naturalWidth: number };
        return shown.complete ? shown.naturalWidth : 0;
      });
    await expect.poll(loadedWidth, { timeout: 10_000 }).toBe(20);

    // Its embedded resource: by name and type, the text folded until the person opens it.
    const resource = kinds.locator('.mcp-result-resource');
    await expect(resource.getByText('A resource: 1 (text/plain)').isVisible()).resolves.toBe(true);
    const resourceText = resource.getByText(/^Resource 1: This is a plaintext resource created at /);
    await expect(resourceText.isVisible()).resolves.toBe(false);
    await resource.getByText('Its text').click();
    await expect(resourceText.isVisible()).resolves.toBe(true);

    // The clip by its length, never played.
    await expect(kinds.getByText('An audio clip, 2 s (audio/wav), not played').isVisible()).resolves.toBe(true);
    await expect(page.locator('audio, video').count()).resolves.toBe(0);

    // The link by its address, not a link to follow, and nothing fetched it.
    await expect(
      kinds.getByText('A link to a resource: Quarterly report (application/pdf), not opened').isVisible(),
    ).resolves.toBe(true);
    await expect(kinds.locator('code', { hasText: link }).isVisible()).resolves.toBe(true);
    await expect(kinds.locator('a').count()).resolves.toBe(0);

    // A kind from a later revision: named, and the call it came with still succeeded.
    await expect(
      kinds.getByText('Content of a kind Gatehouse does not know: “hologram”, not shown').isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('.tool-card.status-success[data-call-id]').count()).resolves.toBe(3);
    expect(loadTestServerState(statePath).received.map((r) => r.tool)).toEqual(['show_media']);

    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    expect(requested).toEqual([]);
    await expect(page.evaluate('window.__cspViolations')).resolves.toEqual([]);
    expect(f.harness.consoleErrors.filter((e) => /Content Security Policy|Refused to load/i.test(e))).toEqual([]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
