import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveShortTitle, deriveTitleSource } from '../../../src/main/agent';
import { createCore, type GatehouseCore } from '../../../src/main/core';
import type { SessionEvent } from '../../../src/shared/events';
import { testSecrets, waitForRunState } from '../../support/core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects } from '../../support/fake-tools';
import { createScriptedModelClient, final, type ScriptedModelClient } from '../../support/scripted-model-client';

let root: string | null = null;
let core: GatehouseCore | null = null;
afterEach(async () => {
  await core?.close();
  core = null;
  if (root !== null) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** A core whose model is `model`, naming conversations with it when `titleWithModel`. */
async function openCore(
  model: ScriptedModelClient,
  titleWithModel: boolean,
): Promise<{ core: GatehouseCore; workspace: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-names-'));
  root = dir;
  const workspace = join(dir, 'ws');
  mkdirSync(workspace);
  core = await createCore(
    { dataDir: join(dir, 'data'), secrets: testSecrets },
    {
      model: () => model,
      tools: createFakeRegistry(createFakeTools(createFileEffects(join(dir, 'effects.log')))),
      titleWithModel,
    },
  );
  core.updateSettings({ provider: 'local', baseUrl: 'http://127.0.0.1:9', model: 'scripted' });
  return { core, workspace };
}

const titles = (events: readonly SessionEvent[]) =>
  events.flatMap((e) => (e.kind === 'session_renamed' ? [[e.data.title, e.data.by]] : []));

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a conversation name', () => {
  it('is the first line of the first message at once, short and cut at a word', () => {
    expect(deriveShortTitle('  \n# Fix the **login** page\nand more details')).toBe('Fix the login page');
    expect(deriveShortTitle('"Rename the garden files."')).toBe('Rename the garden files');
    const long = deriveShortTitle(
      'Please look through every markdown file in this folder and tell me which ones mention the garden plan',
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('Please look through every markdown file in this folder and…');
    expect(deriveShortTitle('evil\u202etxt.exe name')).toBe('eviltxt.exe name');
    expect(deriveShortTitle(' \n \n')).toBe('');
  });

  it('comes from the first message when sent, then from the model once the first run is done, in a small separate call', async () => {
    const model = createScriptedModelClient([
      final('Sure, here is the plan.'),
      final('"Garden plan review."'),
      final('Second answer.'),
    ]);
    const { core, workspace } = await openCore(model, true);
    const session = core.createSession({ workspace });
    expect(session.title).toBe('New conversation');
    await core.send({
      sessionId: session.id,
      text: 'Can you review the garden plan in plan.md?\nIt is long.',
      workMode: 'ask',
      approvalMode: 'manual',
    });
    expect(core.listSessions()[0]?.title).toBe('Can you review the garden plan in plan.md?');
    await waitFor(() => core.listSessions()[0]?.title === 'Garden plan review', 'the model’s name');
    const titleCall = model.requests[1]!;
    expect(titleCall.tools).toEqual([]);
    expect(titleCall.maxTokens).toBeLessThanOrEqual(32);
    expect(JSON.stringify(titleCall.messages)).toContain('Sure, here is the plan.');

    // A later run does not rename it again, and neither does its first message.
    await core.send({ sessionId: session.id, text: 'And now something else', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(core, session.id, 'completed');
    await new Promise((r) => setTimeout(r, 50));
    expect(model.requests).toHaveLength(3);
    expect(titles(core.loadSession(session.id).events)).toEqual([
      ['Can you review the garden plan in plan.md?', 'first_message'],
      ['Garden plan review', 'model'],
    ]);
  });

  it('is the person’s once they rename it, and a failed title call leaves the first message’s name', async () => {
    const model = createScriptedModelClient([final('Done.')]);
    const { core, workspace } = await openCore(model, true);
    const session = core.createSession({ workspace });
    // The title call gets the script's end: a failure, ignored quietly.
    await core.send({ sessionId: session.id, text: 'Tidy the notes', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(core, session.id, 'completed');
    await waitFor(() => model.requests.length === 2, 'the title call');
    await new Promise((r) => setTimeout(r, 50));
    expect(core.listSessions()[0]?.title).toBe('Tidy the notes');

    core.renameSession(session.id, 'My notes');
    expect(deriveTitleSource(core.loadSession(session.id).events)).toBe('person');
    model.push(final('Model name'));
    await core.send({ sessionId: session.id, text: 'More', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(core, session.id, 'completed');
    expect(core.listSessions()[0]?.title).toBe('My notes');
  });

  it('given at creation is the person’s: never replaced by the first message', async () => {
    const model = createScriptedModelClient([final('Ok.')]);
    const { core, workspace } = await openCore(model, false);
    const session = core.createSession({ workspace, title: 'Taxes 2026' });
    await core.send({ sessionId: session.id, text: 'Sum the receipts', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(core, session.id, 'completed');
    expect(core.listSessions()[0]?.title).toBe('Taxes 2026');
    expect(model.requests).toHaveLength(1);
  });

  it('is not asked of the model when none is configured', async () => {
    const model = createScriptedModelClient([final('Ok.')]);
    const { core, workspace } = await openCore(model, true);
    const session = core.createSession({ workspace });
    // The model goes away once it has answered, before the run is recorded as done.
    core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'assistant_message') core.updateSettings({ baseUrl: '' });
    });
    await core.send({ sessionId: session.id, text: 'Hello there', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(core, session.id, 'completed');
    await new Promise((r) => setTimeout(r, 50));
    expect(model.requests).toHaveLength(1);
    expect(core.listSessions()[0]?.title).toBe('Hello there');
  });
});
