/**
 * Runs the real core in a child process for kill tests:
 *   node --import tsx tests/support/core-child.ts <dataDir> <modelBaseUrl> <effectsPath> <workspace>
 * Requests arrive as process messages `{ id, method, args }` and are answered with
 * `{ id, ok, value | error }`; every CoreEvent is forwarded as `{ type: 'core', event }`.
 */
import { createCore, type GatehouseCore } from '../../src/main/core';
import { testSecrets } from './core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects } from './fake-tools';

interface Request {
  id: number;
  method: keyof GatehouseCore;
  args: unknown[];
}

const [dataDir, baseUrl, effectsPath] = process.argv.slice(2);
if (dataDir === undefined || baseUrl === undefined || effectsPath === undefined) {
  process.stderr.write('usage: core-child.ts <dataDir> <modelBaseUrl> <effectsPath>\n');
  process.exit(2);
}

const core = await createCore({ dataDir, secrets: testSecrets }, { tools: createFakeRegistry(createFakeTools(createFileEffects(effectsPath))) });
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
