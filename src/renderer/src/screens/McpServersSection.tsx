import { useState, type FormEvent } from 'react';
import {
  buildKeepAllSave,
  type McpKeepValue,
  type McpServerConfig,
  type McpServerState,
  type McpServerView,
} from '../../../shared/mcp';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { McpServerRuntime } from './McpServerRuntime';
import { McpToolChoices } from './McpToolChoices';
import { deriveShownTools, McpToolTrust } from './McpToolTrust';
import { messageOf, type ClientResult } from '../ipc/client';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { selectMcpServers } from '../state/main-lists';

function describeTransport(server: McpServerView): string {
  const tr = server.transport;
  return tr.type === 'stdio' ? [tr.command, ...tr.args].join(' ') : tr.url;
}

function StateLine({ state }: { state: McpServerState }) {
  return (
    <li>
      <span>{state.workspace ?? t('mcp.settings.global')}: </span>
      <strong>{t(`mcp.settings.status.${state.status}`, { count: state.toolCount })}</strong>
      {state.reason !== undefined && <span className="help"> {wordMain(state.reason)}</span>}
      {state.stderrTail !== undefined && (
        <details>
          <summary>{t('mcp.settings.stderr')}</summary>
          <pre className="help">{state.stderrTail}</pre>
        </details>
      )}
    </li>
  );
}

/**
 * The tools of one server the person marks as file writers (their calls get write_file's diff),
 * with the arguments holding the path and the new text. Each change saves the whole server.
 */
function FileWriters({
  server,
  save,
}: {
  server: McpServerView;
  save: (fileWriters: McpServerConfig['fileWriters']) => void;
}) {
  const mark = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string, fallback: string) => String(form.get(name) ?? '').trim() || fallback;
    const tool = field('tool', '');
    if (tool === '') return;
    save([
      ...server.fileWriters.filter((w) => w.tool !== tool),
      { tool, pathArgument: field('pathArgument', 'path'), contentArgument: field('contentArgument', 'content') },
    ]);
    event.currentTarget.reset();
  };
  return (
    <details className="mcp-file-writers">
      <summary>{t('mcp.settings.fileWriters', { count: server.fileWriters.length })}</summary>
      <p className="help">{t('mcp.settings.fileWritersLead')}</p>
      <ul>
        {server.fileWriters.map((w) => (
          <li key={w.tool}>
            <code>{w.tool}</code>{' '}
            <span className="help">
              {t('mcp.settings.fileWriterArgs', { path: w.pathArgument, content: w.contentArgument })}
            </span>{' '}
            <button type="button" onClick={() => save(server.fileWriters.filter((x) => x.tool !== w.tool))}>
              {t('mcp.settings.unmarkFileWriter', { tool: w.tool })}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={mark} aria-label={t('mcp.settings.markFileWriter', { name: server.name })}>
        <label>
          {t('mcp.settings.fileWriterTool')} <input name="tool" required />
        </label>
        <label>
          {t('mcp.settings.fileWriterPath')} <input name="pathArgument" placeholder="path" />
        </label>
        <label>
          {t('mcp.settings.fileWriterContent')} <input name="contentArgument" placeholder="content" />
        </label>
        <button type="submit">{t('mcp.settings.markFileWriter', { name: server.name })}</button>
      </form>
    </details>
  );
}

/**
 * A server's env (stdio) or header (HTTP) entries. Main never sends their values: a set one shows
 * as a placeholder and is saved as a keep mark unless the person types a new value or removes it.
 */
function SecretValues({
  server,
  save,
}: {
  server: McpServerView;
  save: (values: Record<string, string | McpKeepValue>) => Promise<boolean>;
}) {
  const marks = server.transport.type === 'stdio' ? server.transport.env : server.transport.headers;
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [newValue, setNewValue] = useState('');
  const keys = Object.keys(marks).filter((k) => !removed.includes(k));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string | McpKeepValue> = {};
    for (const k of keys) {
      const typed = edits[k] ?? '';
      values[k] = typed !== '' || marks[k]?.set !== true ? typed : { keep: true };
    }
    if (newName.trim() !== '') values[newName.trim()] = newValue;
    if (await save(values)) {
      setEdits({});
      setRemoved([]);
      setNewName('');
      setNewValue('');
    }
  };
  const title = server.transport.type === 'stdio' ? 'mcp.settings.values.env' : 'mcp.settings.values.headers';
  return (
    <details className="mcp-values">
      <summary>{t(title, { count: Object.keys(marks).length })}</summary>
      <p className="help">{t('mcp.settings.values.lead')}</p>
      <form onSubmit={(e) => void submit(e)} aria-label={t('mcp.settings.values.save', { name: server.name })}>
        <ul>
          {keys.map((k) => (
            <li key={k}>
              <label>
                <code>{k}</code>{' '}
                <input
                  type="password"
                  autoComplete="off"
                  aria-label={t('mcp.settings.values.value', { key: k })}
                  placeholder={marks[k]?.set === true ? t('mcp.settings.values.kept') : t('mcp.settings.values.unset')}
                  value={edits[k] ?? ''}
                  onChange={(e) => setEdits({ ...edits, [k]: e.currentTarget.value })}
                />
              </label>{' '}
              <button type="button" onClick={() => setRemoved([...removed, k])}>
                {t('mcp.settings.values.remove', { key: k })}
              </button>
            </li>
          ))}
        </ul>
        <label>
          {t('mcp.settings.values.newName')}{' '}
          <input value={newName} onChange={(e) => setNewName(e.currentTarget.value)} />
        </label>
        <label>
          {t('mcp.settings.values.newValue')}{' '}
          <input
            type="password"
            autoComplete="off"
            value={newValue}
            onChange={(e) => setNewValue(e.currentTarget.value)}
          />
        </label>
        <button type="submit">{t('mcp.settings.values.save', { name: server.name })}</button>
      </form>
    </details>
  );
}

/**
 * Settings' MCP servers: each configured server with the person's trust, its instances' states
 * (with the tail of what a failed one wrote to stderr), Remove; a form to add one; an import of
 * the `mcpServers` JSON of Claude Desktop, Claude Code or Cursor. Every change goes through the
 * main process, which validates it and answers with the new list. The list, the servers' states
 * included, is main's as the store keeps it (main-lists.ts): loaded when Settings opens, then
 * replaced by main's answers and pushes; this section never asks on a timer.
 */
export function McpServersSection() {
  const { lists } = useController();
  const view = useAppSelector(selectMcpServers).value;
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [kind, setKind] = useState<'stdio' | 'http'>('stdio');
  const [importText, setImportText] = useState('');

  /** Says a refusal; main's answer itself is already kept (main-list-requests.ts). True when main accepted. */
  const take = (result: ClientResult<unknown>): boolean => {
    if (!result.ok) setMessage({ tone: 'error', text: messageOf(result) });
    return result.ok;
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const transport =
      kind === 'stdio'
        ? {
            type: 'stdio' as const,
            command: field('command'),
            args: field('args')
              .split('\n')
              .map((a) => a.trim())
              .filter((a) => a !== ''),
            env: {},
          }
        : { type: 'http' as const, url: field('url'), headers: {} };
    const scope = field('scope') === 'global' ? 'global' : 'workspace';
    const target = event.currentTarget;
    const sandboxed = kind === 'stdio' && form.get('sandboxed') === 'on';
    const lines = (name: string) =>
      field(name)
        .split('\n')
        .map((a) => a.trim())
        .filter((a) => a !== '');
    const profile = sandboxed ? { hosts: lines('hosts'), writableFolders: lines('writableFolders') } : {};
    if (take(await lists.runMcpChange('mcp:save', { name: field('name'), transport, scope, sandboxed, ...profile }))) {
      setMessage(null);
      target.reset();
    }
  };

  const runImport = async () => {
    const result = await lists.runMcpImport(importText);
    if (!take(result) || !result.ok) return;
    const skipped = result.value.skipped.map((s) =>
      t('mcp.settings.skipped', { name: s.name, reason: wordMain(s.reason) }),
    );
    setMessage({
      tone: 'ok',
      text: [t('mcp.settings.imported', { count: result.value.added.length }), ...skipped].join(' '),
    });
    setImportText('');
  };

  // Env and header values: only new ones travel; the rest are keep marks main resolves.
  const saveValues = async (server: McpServerView, values: Record<string, string | McpKeepValue>): Promise<boolean> => {
    const base = buildKeepAllSave(server);
    const transport =
      base.transport.type === 'stdio' ? { ...base.transport, env: values } : { ...base.transport, headers: values };
    const saved = take(await lists.runMcpChange('mcp:save', { ...base, transport }));
    if (saved) setMessage({ tone: 'ok', text: t('mcp.settings.values.saved', { name: server.name }) });
    return saved;
  };

  // Trust is pinned to the tools this page lists for the server now (McpToolTrust); untrusting forgets every pin.
  const setTrust = async (name: string, trusted: boolean) => {
    const shown = trusted ? deriveShownTools(view?.tools?.find((x) => x.server === name)?.tools ?? []) : [];
    take(await lists.runMcpChange('mcp:set-trust', { name, trusted, tools: shown }));
  };

  // MCP authorization: the browser opens; the call answers once the person has signed in (or it failed).
  const signIn = async (name: string) => {
    setMessage({ tone: 'ok', text: t('mcp.settings.signingIn', { name }) });
    if (take(await lists.runMcpChange('mcp:sign-in', { name }))) setMessage(null);
  };

  return (
    <section className="panel" aria-labelledby="mcp-heading" data-testid="mcp-servers">
      <h2 id="mcp-heading">{t('mcp.settings.title')}</h2>
      <p>{t('mcp.settings.lead')}</p>
      {view !== null && view.servers.length === 0 && <p className="muted">{t('mcp.settings.none')}</p>}
      <ul>
        {view?.servers.map((server) => (
          <li key={server.name} className="mcp-server">
            <div className="row spread">
              <span>
                <strong>{server.name}</strong> <code className="help">{describeTransport(server)}</code>{' '}
                <span className="help">
                  {server.scope === 'global' ? t('mcp.settings.global') : t('mcp.settings.perFolder')}
                </span>
                {server.sandboxed && <span className="help"> · {t('mcp.settings.inSandbox')}</span>}
                {server.sandboxed && server.hosts.length > 0 && (
                  <span className="help"> · {t('mcp.settings.reaches', { hosts: server.hosts.join(', ') })}</span>
                )}
                {server.sandboxed && server.writableFolders.length > 0 && (
                  <span className="help">
                    {' '}
                    · {t('mcp.settings.writes', { folders: server.writableFolders.join(', ') })}
                  </span>
                )}
              </span>
              <span className="row">
                <label>
                  <input
                    type="checkbox"
                    checked={server.trusted}
                    onChange={(e) => void setTrust(server.name, e.currentTarget.checked)}
                  />{' '}
                  {t('mcp.settings.trust', { name: server.name })}
                </label>
                {server.transport.type === 'http' &&
                  (view.signedIn?.includes(server.name) === true ? (
                    <button
                      type="button"
                      onClick={() => void lists.runMcpChange('mcp:sign-out', { name: server.name }).then(take)}
                    >
                      {t('mcp.settings.signOut', { name: server.name })}
                    </button>
                  ) : (
                    <button type="button" onClick={() => void signIn(server.name)}>
                      {t('mcp.settings.signIn', { name: server.name })}
                    </button>
                  ))}
                <button
                  type="button"
                  onClick={() => void lists.runMcpChange('mcp:remove', { name: server.name }).then(take)}
                >
                  {t('mcp.settings.remove', { name: server.name })}
                </button>
              </span>
            </div>
            {view.runtimes
              ?.filter((r) => r.server === server.name)
              .map((r) => (
                <McpServerRuntime
                  key={r.server}
                  name={server.name}
                  view={r}
                  allowed={server.npmDownloads ?? []}
                  save={(change) =>
                    void lists.runMcpChange('mcp:save', { ...buildKeepAllSave(server), ...change }).then(take)
                  }
                />
              ))}
            <McpToolTrust
              server={server}
              tools={view.tools?.find((x) => x.server === server.name)}
              trust={(shown) =>
                void lists.runMcpChange('mcp:set-trust', { name: server.name, trusted: true, tools: shown }).then(take)
              }
            />
            <SecretValues server={server} save={(values) => saveValues(server, values)} />
            <FileWriters
              server={server}
              save={(fileWriters) =>
                void lists.runMcpChange('mcp:save', { ...buildKeepAllSave(server), fileWriters }).then(take)
              }
            />
            <McpToolChoices server={server.name} />
            <ul>
              {view.states
                .filter((s) => s.name === server.name)
                .map((s) => (
                  <StateLine key={`${s.name}-${s.workspace ?? ''}`} state={s} />
                ))}
            </ul>
          </li>
        ))}
      </ul>

      <form onSubmit={(e) => void add(e)} aria-label={t('mcp.settings.add')}>
        <h3>{t('mcp.settings.add')}</h3>
        <label>
          {t('mcp.settings.name')} <input name="name" required />
        </label>
        <label>
          {t('mcp.settings.kind')}{' '}
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value === 'http' ? 'http' : 'stdio')}>
            <option value="stdio">{t('mcp.settings.kind.stdio')}</option>
            <option value="http">{t('mcp.settings.kind.http')}</option>
          </select>
        </label>
        {kind === 'stdio' ? (
          <>
            <label>
              {t('mcp.settings.command')} <input name="command" required />
            </label>
            <label>
              {t('mcp.settings.args')} <textarea name="args" rows={3} />
            </label>
            <label>
              <input type="checkbox" name="sandboxed" defaultChecked /> {t('mcp.settings.sandboxed')}
            </label>
            <label>
              {t('mcp.settings.hosts')} <textarea name="hosts" rows={2} />
            </label>
            <label>
              {t('mcp.settings.writableFolders')} <textarea name="writableFolders" rows={2} />
            </label>
          </>
        ) : (
          <label>
            {t('mcp.settings.url')} <input name="url" type="url" required />
          </label>
        )}
        <label>
          {t('mcp.settings.scope')}{' '}
          <select name="scope" defaultValue="workspace">
            <option value="workspace">{t('mcp.settings.perFolder')}</option>
            <option value="global">{t('mcp.settings.global')}</option>
          </select>
        </label>
        <button type="submit">{t('mcp.settings.save')}</button>
      </form>

      <h3>{t('mcp.settings.import')}</h3>
      <p className="help">{t('mcp.settings.importLead')}</p>
      <textarea
        aria-label={t('mcp.settings.import')}
        rows={4}
        value={importText}
        onChange={(e) => setImportText(e.currentTarget.value)}
      />
      <div className="row">
        <button type="button" disabled={importText.trim() === ''} onClick={() => void runImport()}>
          {t('mcp.settings.importButton')}
        </button>
      </div>
      <p role="status" className={message?.tone === 'error' ? 'form-error' : 'form-ok'}>
        {message?.text}
      </p>
    </section>
  );
}
