import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { createMcpPromptRegistry, type McpPromptRegistry } from '../../../src/main/mcp/prompt-registry';
import type { McpPromptView } from '../../../src/shared/mcp-prompts';
import {
  buildMcpPromptContent,
  deriveMcpPromptFormValues,
} from '../../../src/renderer/src/mcp/build-mcp-prompt-content';
import { everythingServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

/** @modelcontextprotocol/server-everything, the MCP project's reference server, through the real manager, tool source, loop and gate. */
const t = useTempStore('gatehouse-mcp-everything-');
let loop: McpLoop | null = null;
let prompts: McpPromptRegistry | null = null;
afterEach(async () => {
  prompts?.close();
  await loop?.close();
  loop = prompts = null;
});

const tool = (name: string) => `mcp__everything__${name}`;

async function approveAll(l: McpLoop, sessionId: string) {
  const pending = t.store.loadPendingApproval(sessionId)!;
  expect(
    (
      await l.answer(
        pending.approvalId,
        pending.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
      )
    ).result,
  ).toEqual({ ok: true });
}

describe('the reference server, end to end under the gate', () => {
  it('while not trusted, even its read-only tool waits for the person', async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything')],
      [reply(toolUse('t1', tool('echo'), { message: 'hi' }))],
    );
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    expect(t.store.loadPendingApproval(run.sessionId)!.calls.map((c) => [c.tool, c.inspection.actsOnWorld])).toEqual([
      [tool('echo'), true],
    ]);
    expect(loadResults(t.store, run.sessionId)).toEqual([]);
  });

  it('trusted, its annotations decide: read-only runs unasked, a closed-world change runs in yolo, an open-world one still waits', async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [
        reply(
          toolUse('t1', tool('echo'), { message: 'hi' }),
          toolUse('t2', tool('toggle-subscriber-updates'), {}),
          toolUse('t3', tool('gzip-file-as-resource'), { name: 'x.gz', data: 'https://example.com/x' }),
        ),
      ],
    );
    await loop.trustListedTools();
    const run = await loop.start('yolo');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const pending = t.store.loadPendingApproval(run.sessionId)!.calls;
    expect(pending.map((c) => [c.tool, c.inspection.actsOnWorld])).toEqual([[tool('gzip-file-as-resource'), true]]);
    expect(loadResults(t.store, run.sessionId).map((r) => [r.tool, r.outcome, r.settledBy?.by])).toEqual([
      [tool('echo'), 'success', 'policy'],
      [tool('toggle-subscriber-updates'), 'success', 'yolo'],
    ]);
  });

  it('what its tools return beyond text reaches the recorded result by kind: an image inline, resource links by their address', async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [
        reply(toolUse('t1', tool('get-tiny-image'), {}), toolUse('t2', tool('get-resource-links'), { count: 2 })),
        final('Done.'),
      ],
    );
    await loop.trustListedTools();
    const run = await loop.start('yolo');
    await runDrive(loop.deps, run);
    const results = loadResults(t.store, run.sessionId);
    const image = results.find((r) => r.tool === tool('get-tiny-image'));
    expect(image?.mcpBlocks?.map((b) => b.kind)).toContain('image');
    const links = results.find((r) => r.tool === tool('get-resource-links'));
    expect(links?.mcpBlocks?.filter((b) => b.kind === 'resource_link')).toHaveLength(2);
  });

  it('offers the tools it adds once it knows the client, never a sampling one, and its roots are the folder alone', async () => {
    prompts = createMcpPromptRegistry();
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [reply(toolUse('t1', tool('get-roots-list'), {})), final('Done.')],
      { prompts },
    );
    await loop.rig.manager.prepare(loop.workspace);
    // Added after initialisation (tools/list_changed): the tools that need roots or elicitation.
    await expect
      .poll(() => loop!.rig.source.list().map((d) => d.name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([tool('get-roots-list'), tool('trigger-elicitation-request')]));
    expect(
      loop.rig.source
        .list()
        .map((d) => d.name)
        .filter((n) => /sampling/.test(n)),
    ).toEqual([]);
    await loop.trustListedTools();
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(loadResults(t.store, run.sessionId)[0]?.content).toContain(pathToFileURL(loop.workspace).href);
  });

  it('a long call shows its progress live and Stop ends it at once', async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [reply(toolUse('t1', tool('trigger-long-running-operation'), { duration: 30, steps: 30 }))],
    );
    const chunks: string[] = [];
    loop.deps.emit = {
      events: () => undefined,
      live: (e) => void (e.type === 'tool_progress' && chunks.push(e.chunk)),
    };
    await loop.trustListedTools();
    const run = await loop.start('manual');
    const stop = new AbortController();
    const drive = runDrive(loop.deps, { ...run, signal: stop.signal });
    await expect.poll(() => chunks.join(''), { timeout: 10_000 }).toMatch(/^1\/30\b/);
    const stoppedAt = Date.now();
    stop.abort();
    await drive;
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(loadResults(t.store, run.sessionId)[0]).toMatchObject({ outcome: 'cancelled' });
  });

  it("asks the person the server's question once the call is approved, the form opening with the server's defaults", async () => {
    let shown: McpPromptView[] = [];
    prompts = createMcpPromptRegistry({ onChange: (p) => void (shown = p) });
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [reply(toolUse('t1', tool('trigger-elicitation-request'), {})), final('Thanks.')],
      { prompts },
    );
    await loop.rig.manager.prepare(loop.workspace);
    await expect
      .poll(() => loop!.rig.manager.toolsOf('everything').map((x) => x.name), { timeout: 10_000 })
      .toContain('trigger-elicitation-request');
    await loop.trustListedTools();
    const run = await loop.start('manual');
    // Not read-only: the call itself waits for the person first.
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    await approveAll(loop, run.sessionId);
    const drive = runDrive(loop.deps, run);
    await expect.poll(() => shown.length, { timeout: 10_000 }).toBe(1);
    const question = shown[0]!;
    // The person types the one required field and accepts the rest as the form opened.
    const values = { ...deriveMcpPromptFormValues(question.fields), name: 'Ada' };
    expect(values).toMatchObject({
      firstLine: 'It was a dark and stormy night.',
      integer: '42',
      number: '3.14',
      untitledSingleSelectEnum: 'Monica',
    });
    prompts.answer({ id: question.id, action: 'accept', content: buildMcpPromptContent(question.fields, values) });
    expect(await drive).toBe('completed');
    const content = loadResults(t.store, run.sessionId)[0]?.content ?? '';
    expect(content).toContain('- Name: Ada');
    expect(content).toContain('- Favorite Integer: 42');
    expect(content).toContain('- Favorite Number: 3.14');
  });

  it("keeps the server's log messages in its output tail, where Settings shows them", async () => {
    loop = createMcpLoop(
      t.store,
      t.dir,
      [everythingServerConfig('everything', { trusted: true })],
      [reply(toolUse('t1', tool('toggle-simulated-logging'), {})), final('On.')],
    );
    await loop.trustListedTools();
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    // The server sends one now and one every 5 s, of a random level, one of them spelt "Alert level-message".
    await expect
      .poll(() => loop!.rig.manager.states().find((s) => s.name === 'everything')?.stderrTail ?? '', {
        timeout: 20_000,
      })
      .toMatch(/^\[\w+\] \w+[- ]level[- ]message/m);
  });
});
