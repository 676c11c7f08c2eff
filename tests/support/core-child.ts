/**
 * Runs the real core in a child process for kill tests:
 *   node --import tsx tests/support/core-child.ts <dataDir> <modelBaseUrl> <effectsPath> [--real-tools] [--hold=before-execute|after-execute]
 * Requests arrive as process messages `{ id, method, args }` and are answered with
 * `{ id, ok, value | error }`; every CoreEvent is forwarded as `{ type: 'core', event }`.
 * The fake tools record their effects in <effectsPath>; `--real-tools` runs the built-in tools
 * instead (real files in the workspace). `--hold` stops every tool's execute for good, just before
 * or just after the real work, and reports `{ type: 'held', phase, tool, callId }`: a kill test
 * then SIGKILLs the process at exactly that boundary.
 */
import { createCore, type GatehouseCore } from '../../src/main/core';
import { createToolRegistry, type ToolDefinition, type ToolRegistry } from '../../src/main/tools';
import { testSecrets } from './core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects } from './fake-tools';

interface Request {
  id: number;
  method: keyof GatehouseCore;
  args: unknown[];
}

export type HoldPhase = 'before-execute' | 'after-execute';

const [dataDir, baseUrl, effectsPath, ...flags] = process.argv.slice(2);
const holdFlag = flags.find((f) => f.startsWith('--hold='))?.slice('--hold='.length);
if (
  dataDir === undefined ||
  baseUrl === undefined ||
  effectsPath === undefined ||
  (holdFlag !== undefined && holdFlag !== 'before-execute' && holdFlag !== 'after-execute')
) {
  process.stderr.write(
    'usage: core-child.ts <dataDir> <modelBaseUrl> <effectsPath> [--real-tools] [--hold=before-execute|after-execute]\n',
  );
  process.exit(2);
}

/** Never resolves: the process waits here until the test kills it. */
function holdForKill(phase: HoldPhase, tool: string, callId: string): Promise<never> {
  process.send?.({ type: 'held', phase, tool, callId });
  return new Promise<never>(() => undefined);
}

/** The same tools, each execute stopped for good at `phase`; inspect and the real work are untouched. */
function createHeldRegistry(inner: ToolRegistry, phase: HoldPhase): ToolRegistry {
  const held = new Map<string, ToolDefinition>();
  for (const name of inner.names()) {
    const tool = inner.get(name)!;
    held.set(name, {
      ...tool,
      async execute(args, ctx, signal) {
        if (phase === 'before-execute') await holdForKill(phase, name, ctx.callId);
        const result = await tool.execute(args, ctx, signal);
        if (phase === 'after-execute') await holdForKill(phase, name, ctx.callId);
        return result;
      },
    });
  }
  return { ...inner, get: (name) => held.get(name) };
}

const baseTools = flags.includes('--real-tools')
  ? createToolRegistry()
  : createFakeRegistry(createFakeTools(createFileEffects(effectsPath)));
const core = await createCore(
  { dataDir, secrets: testSecrets },
  { tools: holdFlag === undefined ? baseTools : createHeldRegistry(baseTools, holdFlag) },
);
core.updateSettings({ provider: 'local', baseUrl, model: 'scripted' });
core.subscribe((event) => process.send?.({ type: 'core', event }));

process.on('message', (raw: unknown) => {
  const req = raw as Request;
  void (async () => {
    try {
      const fn = core[req.method] as (...a: unknown[]) => unknown;
      const value = await fn.apply(core, req.args);
      process.send?.({ id: req.id, ok: true, value: value ?? null });
    } catch (err) {
      const e = err as { code?: string; message?: string };
      process.send?.({ id: req.id, ok: false, error: { code: e.code ?? 'error', message: e.message ?? String(err) } });
    }
  })();
});
process.send?.({ type: 'ready' });
