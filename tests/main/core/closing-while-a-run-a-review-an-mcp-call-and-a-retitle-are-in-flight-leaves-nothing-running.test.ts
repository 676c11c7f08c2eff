import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type CoreEvent, type GatehouseCore } from '../../../src/main/core';
import { testSecrets, waitForRunState } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { final, reply, startModelServer, toolUse, type ModelServer } from '../../support/model-server';

let root: string | null = null;
let core: GatehouseCore | null = null;
let server: ModelServer | null = null;
afterEach(async () => {
  await core?.close().catch(() => undefined);
  await server?.close();
  if (root !== null) rmSync(root, { recursive: true, force: true });
  core = null;
  server = null;
  root = null;
});

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The database files' bytes, hashed: any write after close would change them. */
function hashDataFiles(dataDir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dataDir)
    .filter((n) => /\.(db|sqlite)(-wal|-shm|-journal)?$/.test(n))
    .sort()) {
    hash.update(name).update(readFileSync(join(dataDir, name)));
  }
  return hash.digest('hex');
}

const processesMentioning = (marker: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(marker));
const event = { title: 'Plan', start: '2030-01-02T09:00:00Z', end: '2030-01-02T10:00:00Z', guests: [] };

describe('closing Gatehouse while everything is under way', () => {
  it('stops a run, a review, an MCP call and a retitle, leaves no server running and writes nothing once closed', async () => {
    root = mkdtempSync(join(tmpdir(), 'gatehouse-close-'));
    const dataDir = join(root, 'data');
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const calendarState = join(root, 'calendar.json');
    // The reviewer's request (its own model) and the retitle (24 tokens at most) never get an answer.
    server = await startModelServer([], {
      screen: (body) =>
        body.model === 'scripted-reviewer' || (body as { max_tokens?: number }).max_tokens === 24
          ? { kind: 'hang' }
          : undefined,
    });
    core = await createCore({ dataDir, secrets: testSecrets }, { titleWithModel: true });
    core.updateSettings({
      provider: 'local',
      baseUrl: server.baseUrl,
      model: 'scripted',
      reviewerModel: 'scripted-reviewer',
    });
    const pushedAfterClose: CoreEvent[] = [];
    let closed = false;
    core.subscribe((e) => closed && pushedAfterClose.push(e));
    await core.mcp.save(
      testServerConfig('calendar', 'mcp-calendar-server.ts', calendarState, { env: { MCP_TEST_SLOW_MS: '60000' } }),
    );
    const modelRequests = () => server!.requests.length;

    // A retitle: the first run completes, then the model is asked for a name and never answers.
    server.push(final('Done.'));
    const named = core.createSession({ workspace });
    await core.send({ sessionId: named.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(core, named.id, 'completed', 30_000);
    await waitFor(
      () => server!.requests.some((r) => (r.body as { max_tokens?: number }).max_tokens === 24),
      'the retitle request',
    );

    // An MCP call: approved, it runs for a minute.
    server.push(reply(toolUse('call_mcp', 'mcp__calendar__create_event', event)));
    const calling = core.createSession({ workspace });
    await core.send({ sessionId: calling.id, text: 'plan it', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(core, calling.id, 'awaiting_approval', 30_000);
    const asked = core.loadSession(calling.id).pending!;
    await core.submitDecisions({
      approvalId: asked.approvalId,
      decisions: [{ callId: asked.calls[0]!.callId, action: 'approve' }],
    });
    await waitFor(
      () => existsSync(calendarState) && readFileSync(calendarState, 'utf8').includes('create_event'),
      'the MCP call to start',
    );

    // A review: in auto mode the reviewer model is asked about a write and never answers.
    server.push(reply(toolUse('call_review', 'write_file', { path: 'plan.md', content: 'A\n' })));
    const reviewed = core.createSession({ workspace });
    await core.send({ sessionId: reviewed.id, text: 'plan another', workMode: 'agent', approvalMode: 'auto' });
    await waitFor(() => server!.requests.some((r) => r.body.model === 'scripted-reviewer'), 'the review request');

    // A run: its model turn never answers.
    server.push({ kind: 'hang' });
    const running = core.createSession({ workspace });
    const before = modelRequests();
    await core.send({ sessionId: running.id, text: 'think', workMode: 'agent', approvalMode: 'manual' });
    await server.waitForRequests(before + 1, 30_000);
    expect(processesMentioning(calendarState)).not.toEqual([]);

    const started = Date.now();
    await core.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(15_000);

    // Nothing is left running: no MCP server process, no model request answered into the log.
    await waitFor(() => processesMentioning(calendarState).length === 0, 'the MCP server to exit', 10_000);
    const atClose = hashDataFiles(dataDir);
    const requestsAtClose = modelRequests();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(hashDataFiles(dataDir)).toBe(atClose);
    expect(modelRequests()).toBe(requestsAtClose);
    expect(pushedAfterClose).toEqual([]);
    expect(JSON.parse(readFileSync(calendarState, 'utf8'))).not.toMatchObject({ events: [expect.anything()] });
    await expect(core.send({ sessionId: running.id, text: 'again', workMode: 'agent' })).rejects.toThrow(/closing/);
  }, 120_000);
});
