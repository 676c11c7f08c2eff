import type { ModelCheck } from '../../shared/first-run-checks';
import { runConnectionTest, type ModelClientFactory, type ModelSettings } from '../model';

/**
 * Tries the saved model before onboarding creates anything. A local server (a base URL) gets Test
 * connection itself, with its message and fixing command; the cloud gets a key check through the
 * model client (the key goes where the client sends every request: Anthropic only). A problem is
 * a value; never throws. `model` is built from the settings by the caller, who throws for none.
 */
export async function runModelCheck(model: ModelSettings, factory: ModelClientFactory): Promise<ModelCheck> {
  if (model.baseUrl !== '') {
    const tested = await runConnectionTest({ baseUrl: model.baseUrl, model: model.model });
    if (tested.problem === null || tested.text === null) return { problem: null };
    return {
      problem: 'local_server',
      connection: tested.problem,
      text: tested.text,
      ...(tested.command !== undefined ? { command: tested.command } : {}),
    };
  }
  const found = (await factory(model).checkAccess?.()) ?? 'ok';
  return found === 'ok' ? { problem: null } : { problem: found, model: model.model };
}
