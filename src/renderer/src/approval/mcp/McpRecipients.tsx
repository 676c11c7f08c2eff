import type { McpRecipient } from '../../../../shared/mcp';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/** A list of addresses; one outside the person's own domains carries a visible "external" mark. */
export function McpRecipients({ people, empty }: { people: readonly McpRecipient[]; empty?: string }) {
  if (people.length === 0) return <span className="gh-muted">{empty ?? t('mcp.args.none')}</span>;
  return (
    <ul className="gh-mcp-people">
      {people.map((p, i) => (
        <li key={`${p.address}-${i}`} className={p.external ? 'gh-mcp-external' : undefined}>
          {p.name !== undefined && <span>{oneLine(p.name)} </span>}
          <code>{oneLine(p.address)}</code>
          {p.external && <span className="gh-mcp-badge">{t('mcp.external')}</span>}
        </li>
      ))}
    </ul>
  );
}
