import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpServerManager, type McpServerManager } from '../../../src/main/mcp';
import {
  createMcpPromptRegistry,
  McpPromptRefusedError,
  type McpPromptAuditEntry,
  type McpPromptRegistry,
} from '../../../src/main/mcp/prompt-registry';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import type { McpPromptView } from '../../../src/shared/mcp-prompts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const config = McpServerConfigSchema.parse({
  name: 'asker',
  transport: {
    type: 'stdio',
    command: process.execPath,
    args: ['--import', 'tsx', join(repo, 'tests/support/mcp-asking-server.ts')],
    env: {},
    cwd: repo,
  },
});

let manager: McpServerManager | undefined;
let registry: McpPromptRegistry | undefined;
let dir: string | undefined;
afterEach(async () => {
  registry?.close();
  await manager?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  manager = registry = dir = undefined;
});

function rig(timeoutMs = 60_000) {
  dir = mkdtempSync(join(os.tmpdir(), 'gh-prompts-'));
  const audit: McpPromptAuditEntry[] = [];
  let shown: McpPromptView[] = [];
  const waiters: (() => void)[] = [];
  registry = createMcpPromptRegistry({
    timeoutMs,
    record: (e) => audit.push(e),
    onChange: (p) => {
      shown = p;
      waiters.splice(0).forEach((w) => w());
    },
  });
  manager = createMcpServerManager({ loadServers: () => [config], prompts: registry, backoffMs: () => 50 });
  const nextPrompt = async (): Promise<McpPromptView> => {
    while (shown.length === 0) await new Promise<void>((r) => waiters.push(r));
    return shown[0]!;
  };
  const call = async (tool: string, signal = new AbortController().signal) => {
    const connection = await manager!.connectionFor('asker', dir!);
    const result = await connection.callTool(tool, {}, { signal, timeoutMs: 30_000 });
    return JSON.parse((result.content as { text: string }[])[0]!.text) as Record<string, unknown>;
  };
  return { audit, nextPrompt, call, registry, manager, shown: () => shown };
}

describe('a server question is asked of the person', () => {
  it('shows the question with its fields, and an accepted answer reaches the server; the audit holds both', async () => {
    const r = rig();
    const result = r.call('ask_name');
    const prompt = await r.nextPrompt();
    expect(prompt).toMatchObject({ kind: 'elicitation', server: 'asker', message: 'Who is asking?' });
    expect(prompt.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'string', true],
      ['age', 'integer', false],
    ]);
    r.registry.answer({ id: prompt.id, action: 'accept', content: { name: 'Ada', age: 36 } });
    expect(await result).toEqual({ action: 'accept', content: { name: 'Ada', age: 36 } });
    expect(r.audit.map((e) => e.outcome?.action ?? 'asked')).toEqual(['asked', 'accept']);
    expect(r.audit[1]!.outcome).toMatchObject({ by: 'person', content: { name: 'Ada', age: 36 } });
  }, 30_000);

  it('refuses content that does not fit the schema in main, and the prompt keeps waiting', async () => {
    const r = rig();
    const result = r.call('ask_name');
    const prompt = await r.nextPrompt();
    const fields = (fields: string) =>
      expect.objectContaining({ text: { id: 'mcp.prompt.doesNotFit', params: { fields } } });
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { age: 3 } })).toThrow(fields('name'));
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { name: 'Ada', age: 1.5 } })).toThrow(
      McpPromptRefusedError,
    );
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { name: 'Ada', admin: true } })).toThrow(
      fields('admin'),
    );
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { name: 'x'.repeat(41) } })).toThrow(
      fields('name'),
    );
    expect(r.shown()).toHaveLength(1);
    r.registry.answer({ id: prompt.id, action: 'decline' });
    expect(await result).toEqual({ action: 'decline' });
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { name: 'late' } })).toThrow(
      expect.objectContaining({ text: { id: 'mcp.prompt.gone', params: {} } }),
    );
  }, 30_000);

  it('declines when nobody answers in time', async () => {
    const r = rig(300);
    const result = r.call('ask_name');
    await r.nextPrompt();
    expect(await result).toEqual({ action: 'decline' });
    expect(r.shown()).toEqual([]);
    expect(r.audit[1]!.outcome).toMatchObject({ action: 'decline', by: 'timeout' });
  }, 30_000);

  it('declines when the run that made the call is stopped', async () => {
    const r = rig();
    const stop = new AbortController();
    const result = r.call('ask_name', stop.signal).catch((err: unknown) => err);
    await r.nextPrompt();
    stop.abort();
    await result;
    await expect
      .poll(() => r.audit[1]?.outcome, { timeout: 10_000 })
      .toMatchObject({ action: 'decline', by: 'stopped', reason: 'the run was stopped' });
    expect(r.shown()).toEqual([]);
  }, 30_000);

  it('declines when the server is stopped or restarted', async () => {
    const r = rig();
    const result = r.call('ask_name').catch((err: unknown) => err);
    await r.nextPrompt();
    await r.manager.stopServer('asker');
    await result;
    expect(r.shown()).toEqual([]);
    expect(r.audit[1]!.outcome).toMatchObject({
      action: 'decline',
      by: 'stopped',
      reason: 'the server was stopped or restarted',
    });
  }, 30_000);

  it('declines when the server crashes while its question waits', async () => {
    const r = rig();
    const result = r.call('ask_then_crash').catch((err: unknown) => err);
    const prompt = await r.nextPrompt();
    expect(prompt.message).toBe('Still there?');
    expect(await result).toBeInstanceOf(Error);
    await expect
      .poll(() => r.audit.find((e) => e.id === prompt.id && e.outcome !== undefined)?.outcome, { timeout: 10_000 })
      .toMatchObject({ action: 'decline', by: 'stopped' });
    expect(r.shown()).toEqual([]);
    expect(() => r.registry.answer({ id: prompt.id, action: 'accept', content: { ok: true } })).toThrow(
      expect.objectContaining({ text: { id: 'mcp.prompt.gone', params: {} } }),
    );
  }, 30_000);

  it('is never a sampling request: Gatehouse does not offer it, and a server that asks anyway is refused without the person being shown anything', async () => {
    const r = rig();
    expect(await r.call('client_capabilities')).toEqual({ elicitation: { form: {} }, roots: { listChanged: false } });
    expect(String((await r.call('ask_model')).error)).toMatch(/Method not found/);
    expect(r.shown()).toEqual([]);
    expect(r.audit).toEqual([]);
  }, 30_000);
});
