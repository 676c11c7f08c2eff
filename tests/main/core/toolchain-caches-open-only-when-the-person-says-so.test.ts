import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * Approved and yolo commands read nothing of the home folder; the person may open toolchain caches
 * (~/.npm, ~/.cache, ~/.nvm…) read-only in Settings. A fake home (HOME) holds a cache file, a key and
 * a program installed by nvm, on PATH.
 */
let t: TestCore;
let home: string;
const savedHome = process.env.HOME;
const savedPath = process.env.PATH;
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'gatehouse-home-'));
  mkdirSync(join(home, '.npm'));
  writeFileSync(join(home, '.npm', 'cached.txt'), 'from-the-cache\n');
  // A Node.js installed by nvm, as many people have it: its program in the home folder, on PATH.
  mkdirSync(join(home, '.nvm/versions/node/v24.1.0/bin'), { recursive: true });
  writeFileSync(join(home, '.nvm/versions/node/v24.1.0/bin/nvm-tool'), '#!/bin/sh\necho "the nvm toolchain ran"\n', {
    mode: 0o755,
  });
  process.env.PATH = `${join(home, '.nvm/versions/node/v24.1.0/bin')}:${savedPath}`;
  mkdirSync(join(home, '.ssh'));
  writeFileSync(join(home, '.ssh', 'id_rsa'), 'PRIVATE-KEY\n');
  process.env.HOME = home;
});
afterAll(() => {
  process.env.HOME = savedHome;
  process.env.PATH = savedPath;
  rmSync(home, { recursive: true, force: true });
});
afterEach(async () => t?.dispose());

async function approveAndRun(command: string): Promise<string> {
  t.server.push(reply(toolUse('call_0', 'run_command', { command })), final('Done.'));
  const { session, pending } = await sendUntilApproval(t, 'build it');
  await t.core.submitDecisions({
    approvalId: pending.approvalId,
    decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
  });
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

  it('a program installed in the home folder (nvm) runs once the person allows toolchains; before that the result says where it is and what to do', async () => {
    t = await openTestCore([], { realTools: true });
    expect(await approveAndRun('nvm-tool | tee got.txt')).toBe('');
    const [result] = t.core
      .loadSession(t.core.listSessions()[0]!.id)
      .events.flatMap((e) => (e.kind === 'tool_result' ? [e.data.content] : []));
    expect(result).toMatch(/nvm-tool: command not found/);
    expect(result).toContain(
      `nvm-tool is installed in ${join(home, '.nvm/versions/node/v24.1.0/bin')}, inside the home folder, which the sandbox hides from commands`,
    );
    expect(result).toContain('Settings › Commands');

    expect(t.core.updateSettings({ commandCacheReads: true }).commandCacheReads).toBe(true);
    expect(await approveAndRun('nvm-tool | tee got.txt')).toBe('the nvm toolchain ran\n');
  });
});
