import type { McpServerConfig, McpServerRuntimeView } from '../../shared/mcp';
import { loadFetchedPackages, type NpmHome } from './npm-home';
import { resolveServerRuntime, type RuntimeContext } from './resolve-server-runtime';

/**
 * Reads only (the PATH, the npm home's fetched.json): what Settings shows of each stdio server
 * started with `node`, `npx` or `npm exec` — what it runs on, whether the computer has its own
 * program (the person may then choose), and an `npx` server's one download on Gatehouse's runtime:
 * `ask` until the person allows it, `allowed` until it happened, then `done`.
 */
export function buildRuntimeViews(
  servers: readonly McpServerConfig[],
  ctx: RuntimeContext,
  home: NpmHome | undefined,
): McpServerRuntimeView[] {
  const views: McpServerRuntimeView[] = [];
  for (const config of servers) {
    if (config.transport.type !== 'stdio') continue;
    const launch = resolveServerRuntime(config.transport.command, config.transport.args, ctx, config.runOn);
    if (launch.program === null) continue;
    const view: McpServerRuntimeView = {
      server: config.name,
      runtime: launch.runtime,
      program: launch.program,
      hasOwn: launch.hasOwn,
    };
    if (launch.npx !== null && home !== undefined && launch.npx.packages.length > 0) {
      const packages = launch.npx.packages;
      const fetched = new Set(loadFetchedPackages(home, config.name));
      const allowed = new Set(config.npmDownloads ?? []);
      const state = packages.every((p) => fetched.has(p))
        ? 'done'
        : packages.every((p) => fetched.has(p) || allowed.has(p))
          ? 'allowed'
          : 'ask';
      view.download = { packages, registry: new URL(home.registry).host, state };
    }
    views.push(view);
  }
  return views;
}
