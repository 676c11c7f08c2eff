import { useEffect, useState, type FormEvent } from 'react';
import type { McpPromptView } from '../../../shared/mcp-prompts';
import { formatTimeOfDay, t } from '../i18n';
import type { GatehouseClient } from '../ipc/client';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { selectMcpPrompts } from '../state/main-lists';
import { PlainLines } from '../components/PlainLines';
import { buildMcpPromptContent, deriveMcpPromptFormValues } from './build-mcp-prompt-content';

type Value = string | number | boolean;

/**
 * MCP prompts: a server's question (elicitation) or its wish to reach the model
 * (sampling, decline-only), shown over the window until the person answers. Main checks the
 * answer against the request; a refusal is shown and the question stays. The questions are main's,
 * as the store keeps them (main-lists.ts): asked for once when the window opens, then pushed.
 */
export function McpPromptDialog() {
  const { client, lists } = useController();
  const prompts = useAppSelector(selectMcpPrompts).value ?? [];
  useEffect(() => {
    void lists.loadMcpPrompts();
  }, [lists]);
  const prompt = prompts[0];
  if (prompt === undefined) return null;
  // Keyed by the prompt: the next one starts with its own form (its defaults filled in).
  return <McpPromptForm key={prompt.id} prompt={prompt} waiting={prompts.length} client={client} />;
}

function McpPromptForm({
  prompt,
  waiting,
  client,
}: {
  prompt: McpPromptView;
  waiting: number;
  client: GatehouseClient;
}) {
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    deriveMcpPromptFormValues(prompt.fields),
  );
  const [error, setError] = useState<string | null>(null);
  const send = (action: 'accept' | 'decline', content?: Record<string, Value>) =>
    void client
      .call('mcp:answer-prompt', { id: prompt.id, action, ...(content !== undefined ? { content } : {}) })
      .then((r) => {
        if (!r.ok) setError(r.error.message);
      });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('accept', buildMcpPromptContent(prompt.fields, values));
  };
  const titleId = `mcp-prompt-${prompt.id}`;
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: 'rgb(0 0 0 / 0.4)',
        zIndex: 30,
      }}
    >
      <form role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog" onSubmit={onSubmit}>
        <h2 id={titleId}>
          {t(prompt.kind === 'sampling' ? 'mcp.prompt.samplingTitle' : 'mcp.prompt.elicitationTitle', {
            server: prompt.server,
          })}
        </h2>
        {prompt.workspace !== null && <p>{t('mcp.prompt.folder', { folder: prompt.workspace })}</p>}
        <PlainLines as="pre" className="mcp-prompt-message" text={prompt.message} />
        {prompt.kind === 'sampling' && <p>{t('mcp.prompt.samplingNote')}</p>}
        {prompt.fields.map((f) => (
          <label
            key={f.name}
            style={{ display: 'flex', flexDirection: 'column', gap: '0.2rem', marginBottom: '0.6rem' }}
          >
            <span>
              {f.title ?? f.name} {f.required && t('mcp.prompt.required')}
            </span>
            {f.description !== undefined && <small>{f.description}</small>}
            {f.type === 'boolean' ? (
              <input
                type="checkbox"
                name={f.name}
                checked={values[f.name] === true}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.checked })}
              />
            ) : f.options !== undefined ? (
              <select
                name={f.name}
                value={String(values[f.name] ?? '')}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              >
                <option value="" />
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name={f.name}
                type={f.type === 'string' ? 'text' : 'number'}
                step={f.type === 'integer' ? 1 : 'any'}
                value={String(values[f.name] ?? '')}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
          </label>
        ))}
        {error !== null && <p role="alert">{error}</p>}
        <p>
          <small>{t('mcp.prompt.expires', { time: formatTimeOfDay(new Date(prompt.expiresAt)) })}</small>
          {waiting > 1 && <small> {t('mcp.prompt.more', { count: waiting - 1 })}</small>}
        </p>
        <div className="dialog-actions">
          {prompt.kind === 'elicitation' && <button type="submit">{t('mcp.prompt.accept')}</button>}
          <button type="button" onClick={() => send('decline')}>
            {t('mcp.prompt.decline')}
          </button>
        </div>
      </form>
    </div>
  );
}
