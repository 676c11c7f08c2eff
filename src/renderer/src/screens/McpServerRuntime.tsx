import type { McpServerConfig, McpServerRuntimeView } from '../../../shared/mcp';
import { t } from '../i18n';

/**
 * What one stdio server started with `node`, `npx` or `npm exec` runs on (main's runtimes view):
 * the computer's own Node.js or Gatehouse's; where the computer has its own, the person's choice
 * (`runOn`); and an `npx` server's one download on Gatehouse's runtime, asked as a plain question.
 * `save` sends the server again with the change (main validates it and restarts the server).
 */
export function McpServerRuntime({
  name,
  view,
  allowed,
  save,
}: {
  name: string;
  view: McpServerRuntimeView;
  allowed: readonly string[];
  save: (change: Pick<McpServerConfig, 'runOn' | 'npmDownloads'>) => void;
}) {
  const runsOn =
    view.runtime === 'needs_node'
      ? t('mcp.settings.runtime.needs_node')
      : view.runtime === 'gatehouse'
        ? t(view.hasOwn ? 'mcp.settings.runtime.gatehouseChosen' : 'mcp.settings.runtime.gatehouse')
        : t('mcp.settings.runtime.computer');
  const download = view.download;
  const packages = download?.packages.join(', ') ?? '';
  return (
    <div className="mcp-runtime">
      <p className="help">{runsOn}</p>
      {view.hasOwn && (
        <label>
          {t('mcp.settings.runtime.choose', { name })}{' '}
          <select
            value={view.runtime === 'gatehouse' ? 'gatehouse' : 'computer'}
            onChange={(e) => save({ runOn: e.currentTarget.value === 'gatehouse' ? 'gatehouse' : 'computer' })}
          >
            <option value="computer">{t('mcp.settings.runtime.option.computer')}</option>
            <option value="gatehouse">{t('mcp.settings.runtime.option.gatehouse')}</option>
          </select>
        </label>
      )}
      {download?.state === 'ask' && (
        <div role="group" aria-label={t('mcp.settings.download.ask', { packages })}>
          <p>{t('mcp.settings.download.ask', { packages })}</p>
          <p className="help">{t('mcp.settings.download.lead', { registry: download.registry })}</p>
          <button
            type="button"
            onClick={() => save({ npmDownloads: [...new Set([...allowed, ...download.packages])] })}
          >
            {t('mcp.settings.download.allow', { packages })}
          </button>
        </div>
      )}
      {download?.state === 'allowed' && <p className="help">{t('mcp.settings.download.allowed', { packages })}</p>}
      {download?.state === 'done' && <p className="help">{t('mcp.settings.download.done', { packages })}</p>}
    </div>
  );
}
