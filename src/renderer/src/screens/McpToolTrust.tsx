import type {
  McpServerTools,
  McpServerView,
  McpToolDefinition,
  McpToolShown,
  McpToolStatus,
} from '../../../shared/mcp';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

/** Pure: what the window sends back when the person trusts these tools: each one's name and the hash of the definition shown. */
export function deriveShownTools(tools: readonly McpToolStatus[]): McpToolShown[] {
  return tools.map((tool) => ({ tool: tool.now.name, hash: tool.hash }));
}

const json = (value: unknown) => JSON.stringify(value ?? {}, null, 2);

/** One definition as the server gave it (untrusted text: hidden characters shown as marks). */
function DefinitionView({
  definition,
  heading,
  label,
}: {
  definition: McpToolDefinition;
  heading: string;
  label: string;
}) {
  return (
    <div className="mcp-tool-definition" role="group" aria-label={label}>
      <p className="help">{heading}</p>
      <p>{deriveVisibleText(definition.description ?? '') || t('mcp.settings.tools.noDescription')}</p>
      <p className="help">{t('mcp.settings.tools.schema')}</p>
      {/* A long schema scrolls: focusable, so the keyboard reaches all of it. */}
      <pre tabIndex={0} role="region" aria-label={t('mcp.settings.tools.schemaOf', { label })}>
        {deriveVisibleText(json(definition.inputSchema))}
      </pre>
      <p className="help">{t('mcp.settings.tools.annotations')}</p>
      <pre tabIndex={0} role="region" aria-label={t('mcp.settings.tools.annotationsOf', { label })}>
        {deriveVisibleText(json(definition.annotations))}
      </pre>
    </div>
  );
}

/** A new or changed tool: the definition the person trusted beside the one the server lists now. */
function ChangedTool({ server, tool }: { server: string; tool: McpToolStatus }) {
  const name = deriveVisibleText(tool.now.name, { lines: 'mark' });
  return (
    <li className="mcp-tool-change" data-testid="mcp-tool-change">
      <p>
        <code>{name}</code>{' '}
        <strong>
          {t(tool.state === 'changed' ? 'mcp.settings.tools.changed' : 'mcp.settings.tools.new', { name: server })}
        </strong>
      </p>
      <div className="mcp-tool-compare">
        {tool.before !== undefined ? (
          <DefinitionView
            definition={tool.before}
            heading={t('mcp.settings.tools.before')}
            label={t('mcp.settings.tools.beforeName', { tool: name })}
          />
        ) : (
          <div
            className="mcp-tool-definition"
            role="group"
            aria-label={t('mcp.settings.tools.beforeName', { tool: name })}
          >
            <p className="help">{t('mcp.settings.tools.before')}</p>
            <p>{t('mcp.settings.tools.notOffered')}</p>
          </div>
        )}
        <DefinitionView
          definition={tool.now}
          heading={t('mcp.settings.tools.now')}
          label={t('mcp.settings.tools.nowName', { tool: name })}
        />
      </div>
    </li>
  );
}

/**
 * A server's tools against the person's trust (src/main/mcp/derive-tool-trust.ts). Untrusted: the
 * tools it lists now, which trusting it pins. Trusted: the tools new or changed since, each beside
 * what the person trusted, and one button to trust them as they are now; a server trusted before
 * any tool was pinned says so.
 */
export function McpToolTrust({
  server,
  tools,
  trust,
}: {
  server: McpServerView;
  tools: McpServerTools | undefined;
  trust: (shown: McpToolShown[]) => void;
}) {
  const listed = tools?.tools ?? [];
  const review = listed.filter((tool) => tool.state === 'new' || tool.state === 'changed');
  const confirmed = listed.filter((tool) => tool.state === 'confirmed');
  return (
    <div className="mcp-tool-trust">
      {server.trusted && (tools?.pinned ?? 0) === 0 && (
        <p className="help">{t('mcp.settings.tools.nonePinned', { name: server.name })}</p>
      )}
      {!server.trusted && listed.length > 0 && (
        <details>
          <summary>{t('mcp.settings.tools.offered', { count: listed.length })}</summary>
          <p className="help">{t('mcp.settings.tools.offeredLead', { name: server.name })}</p>
          <ul>
            {listed.map((tool) => (
              <li key={tool.now.name}>
                <code>{deriveVisibleText(tool.now.name, { lines: 'mark' })}</code>{' '}
                <span className="help">{deriveVisibleText(tool.now.description ?? '', { lines: 'mark' })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {server.trusted && review.length > 0 && (
        <section aria-label={t('mcp.settings.tools.review', { name: server.name, count: review.length })}>
          <h4>{t('mcp.settings.tools.review', { name: server.name, count: review.length })}</h4>
          <p className="help">{t('mcp.settings.tools.reviewLead')}</p>
          <ul>
            {review.map((tool) => (
              <ChangedTool key={tool.now.name} server={server.name} tool={tool} />
            ))}
          </ul>
          <button type="button" onClick={() => trust(deriveShownTools(review))}>
            {t('mcp.settings.tools.trust', { name: server.name, count: review.length })}
          </button>
        </section>
      )}
      {server.trusted && confirmed.length > 0 && (
        <p className="help">{t('mcp.settings.tools.confirmed', { count: confirmed.length })}</p>
      )}
    </div>
  );
}
