import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../src/shared/ipc';
import type { SessionSnapshot } from '../../src/shared/views';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';

/** docs/policy.md's sentence for yolo, as the person must read it before choosing it. */
const YOLO_WORDS =
  'Changes inside this folder run without asking, commands in a sandbox (without one, commands ask); changes to settings other programs run (git’s, your editor’s, your shell’s), anything outside this folder, and anything that sends, posts or pays still ask you.';

describe('yolo, fenced', () => {
  let sessionId = '';
  const f = useBrowserFixture([], async (fixture) => {
    sessionId = await fixture.openSession('Fenced');
  });

  const recordedModes = async () => {
    const loaded = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as IpcResult<SessionSnapshot>;
    if (!loaded.ok) throw new Error(loaded.error.text.id);
    return loaded.value.events.flatMap((e) => (e.kind === 'approval_mode_changed' ? [e.data.mode] : []));
  };

  it("asks once with the pipeline's words, shows a banner while on, and turns off in one click", async () => {
    const page = f.page;
    const yolo = page.getByRole('radio', { name: 'Nobody' });
    const banner = page.locator('.yolo-banner');
    await expect(page.getByRole('radio', { name: 'You' }).isChecked()).resolves.toBe(true);
    await expect(banner.count()).resolves.toBe(0);

    // Cancelling leaves the conversation as it was.
    await page.getByText('Nobody', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(YOLO_WORDS);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(yolo.isChecked()).resolves.toBe(false);
    await expect(recordedModes()).resolves.toEqual(['manual']);

    // Confirming turns it on: recorded, in the header, in the composer, and the banner says so.
    await page.getByText('Nobody', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Let changes run without asking' }).click();
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain(
      'Nobody approves in this conversation: changes inside this folder run without asking.',
    );
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);
    await expect(page.locator('.conversation-head').textContent()).resolves.toContain('Approvals: Nobody');
    await expect.poll(() => yolo.isChecked()).toBe(true);
    await expect(recordedModes()).resolves.toEqual(['manual', 'yolo']);

    // One click off.
    await banner.getByRole('button', { name: 'Ask me again' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('radio', { name: 'You' }).isChecked()).toBe(true);
    await expect(page.locator('.conversation-head').textContent()).resolves.toContain('Approvals: You');
    await expect(recordedModes()).resolves.toEqual(['manual', 'yolo', 'manual']);

    // Asked once per conversation: choosing it again needs no second confirmation.
    await page.getByText('Nobody', { exact: true }).click();
    await banner.waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(recordedModes()).resolves.toEqual(['manual', 'yolo', 'manual', 'yolo']);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
