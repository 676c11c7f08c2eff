import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type GatehouseCore } from '../../../src/main/core';
import type { PendingApproval } from '../../../src/shared/views';
import { openTestCore, testSecrets, waitForRunState, type TestCore } from '../../support/core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects, readEffects } from '../../support/fake-tools';
import { final, reply, startModelServer, toolUse, type ModelServer } from '../../support/model-server';

let t: TestCore | undefined;
let own: { core: GatehouseCore; server: ModelServer; root: string } | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
  if (own !== undefined) {
    await own.core.close();
    await own.server.close();
    rmSync(own.root, { recursive: true, force: true });
    own = undefined;
  }
});

const approveAll = (core: GatehouseCore, approvalId: string, calls: readonly { callId: string }[]) =>
  core.submitDecisions({ approvalId, decisions: calls.map((c) => ({ callId: c.callId, action: 'approve' as const })) });

describe('a decision that lands while the drive that asked is still winding down', () => {
  it("is picked up by the session's queue: the approved call runs exactly once and the model is asked exactly once more", async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make', ms: 50 })), final('Built.')]);
    const core = t.core;
    const s = core.createSession({ workspace: t.workspace });
    const answered: Promise<unknown>[] = [];
    // Two windows answer inside the commit that opened the approval, before the drive has returned.
    core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        answered.push(
          approveAll(core, e.event.data.approvalId, e.event.data.calls),
          approveAll(core, e.event.data.approvalId, e.event.data.calls),
        );
      }
    });
    await core.send({ sessionId: s.id, text: 'build', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(core, s.id, 'completed', 5000);

    const results = (await Promise.all(answered)) as { ok: boolean; error?: { code: string } }[];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => r.error?.code)).toEqual(['already_decided']);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.effects()).toEqual(['start make', 'end make']);
    const events = core.loadSession(s.id).events;
    expect(events.filter((e) => e.kind === 'tool_call')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'tool_result')).toHaveLength(1);
    expect(t.server.requests).toHaveLength(2);
  });

  it('an automatic decider answering from the approval-opened hook (where the reviewer will start) is carried out once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gatehouse-hook-'));
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const effectsPath = join(root, 'effects.log');
    const server = await startModelServer([reply(toolUse('a', 'run_command', { command: 'make' })), final('Built.')]);
    const opened: PendingApproval[] = [];
    const answers: Promise<unknown>[] = [];
    const core: GatehouseCore = await createCore(
      { dataDir: join(root, 'data'), secrets: testSecrets },
      {
        tools: createFakeRegistry(createFakeTools(createFileEffects(effectsPath))),
        onApprovalOpened: (approval) => {
          opened.push(approval);
          answers.push(approveAll(core, approval.approvalId, approval.calls));
        },
      },
    );
    own = { core, server, root };
    core.updateSettings({ provider: 'local', baseUrl: server.baseUrl, model: 'scripted' });
    const s = core.createSession({ workspace });
    await core.send({ sessionId: s.id, text: 'build', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(core, s.id, 'completed', 5000);

    expect(opened.map((a) => a.sessionId)).toEqual([s.id]);
    expect(await Promise.all(answers)).toEqual([{ ok: true }]);
    expect(readEffects(effectsPath)).toEqual(['start make', 'end make']);
    expect(server.requests).toHaveLength(2);
  });
});
