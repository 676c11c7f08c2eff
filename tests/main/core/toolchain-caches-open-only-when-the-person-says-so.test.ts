import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * Approved and yolo commands read nothing of the home folder; the person may open toolchain caches
 * (~/.npm, ~/.cache…) read-only in Settings. A fake home (HOME) holds a cache file and a key.
 */
let t: TestCore;
let home: string;
const savedHome = process.env.HOME;
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'gatehouse-home-'));
  mkdirSync(join(home, '.npm'));
  writeFileSync(join(home, '.npm', 'cached.txt'), 'from-the-cache\n');
  mkdirSync(join(home, '.ssh'));
  writeFileSync(join(home, '.ssh', 'id_rsa'), 'PRIVATE-KEY\n');
  process.env.HOME = home;
});
afterAll(() => {
  process.env.HOME = savedHome;
  rmSync(home, { recursive: true, force: true });
});
afterEach(async () => t?.dispose());

async function approveAndRun(command: string): Promise<string> {
  t.server.push(reply(toolUse('call_0', 'run_command', { command })), final('Done.'));
  const { session, pending } = await sendUntilApproval(t, 'build it');
  await t.core.submitDecisions({ approvalId: pending.approvalId, decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }] });
  await waitForRunState(t.core, session.id, 'completed', 20_000);
  return readFileSync(join(t.workspace, 'got.txt'), 'utf8');
}

describe('toolchain caches open only when the person says so', () => {
  it('by default an approved command finds the cache empty', async () => {
    t = await openTestCore([], { realTools: true });
    expect(t.core.getSettings().commandCacheReads).toBe(false);
    const got = await approveAndRun(`cat "$HOME/.npm/cached.txt" "$HOME/.ssh/id_rsa" > got.txt 2>&1; true`);
    expect(got).not.toContain('from-the-cache');
    expect(got).not.toContain('PRIVATE-KEY');
  });

  it('with the setting on, it reads the cache, and the keys stay hidden', async () => {
    t = await openTestCore([], { realTools: true });
    expect(t.core.updateSettings({ commandCacheReads: true }).commandCacheReads).toBe(true);
    const got = await approveAndRun(`cat "$HOME/.npm/cached.txt" "$HOME/.ssh/id_rsa" > got.txt 2>&1; true`);
    expect(got).toContain('from-the-cache');
    expect(got).not.toContain('PRIVATE-KEY');
  });
});
