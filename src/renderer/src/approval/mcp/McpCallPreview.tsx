import { useState } from 'react';
import type { McpPreview as Preview } from '../../../../shared/tools';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';
import { McpCalendarPreview } from './McpCalendarPreview';
import { McpMailPreview } from './McpMailPreview';
import { McpSchemaArgs } from './McpSchemaArgs';
import { deriveLaidOutArgs, deriveMailAccount } from './derive-laid-out-args';
import { WritePreviewPane } from '../WritePreviewPane';
import './mcp.css';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/** Pure: the server's claims about the tool, in plain words (shown whether or not they count). */
function deriveClaims(preview: Preview): string[] {
  const a = preview.annotations;
  const claims: string[] = [];
  if (a.readOnlyHint === true) claims.push(t('mcp.claim.readOnly'));
  else claims.push(a.destructiveHint === false ? t('mcp.claim.changes') : t('mcp.claim.destructive'));
  if (a.openWorldHint === false) claims.push(t('mcp.claim.closedWorld'));
  else if (a.openWorldHint === true) claims.push(t('mcp.claim.openWorld'));
  return claims;
}

/**
 * An MCP call on the sheet: the tool as its server describes it, whether the person trusts the
 * server, then the diff of a tool known to write files, or the mail or calendar layout (with the
 * sending account when an argument names it), and every argument that layout does not already
 * show, laid out by the tool's input schema. Read-only: the sheet and the record both draw it.
 */
export function McpCallPreview({
  preview,
  args,
  timeZone,
}: {
  preview: Preview;
  args: Record<string, unknown>;
  timeZone?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const laidOut = deriveLaidOutArgs(preview, args);
  const account = preview.mail !== undefined ? deriveMailAccount(preview.mail, args) : null;
  return (
    <div className="gh-mcp" data-testid="mcp-preview">
      <header className="gh-mcp-head">
        {/* The card's heading already names the action: its title here is read, not shown again. */}
        <p className="gh-mcp-title gh-sr-only">{oneLine(preview.title ?? preview.tool)}</p>
        {/* One line of who says what: the server, whether the person trusts it, and what it claims. */}
        <p className="gh-muted">
          {t('mcp.call.server', { server: preview.server })} ·{' '}
          <span className={preview.trusted ? 'gh-mcp-trusted' : 'gh-mcp-untrusted'}>
            {preview.trusted ? t('mcp.call.trusted') : t('mcp.call.untrusted')}
          </span>
          {' · '}
          {t('mcp.call.claims', { claims: deriveClaims(preview).join(', ') })}
        </p>
        {preview.trustChange !== undefined && (
          <p className="gh-mcp-untrusted" data-testid="mcp-trust-change">
            {t(`mcp.call.trustChange.${preview.trustChange}`, { server: preview.server })}
          </p>
        )}
        {preview.description !== '' && <p className="gh-mcp-description">{deriveVisibleText(preview.description)}</p>}
      </header>
      {preview.write !== undefined && (
        <WritePreviewPane
          write={preview.write}
          displayPath={deriveVisibleText(preview.write.path, { lines: 'mark' })}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((e) => !e)}
        />
      )}
      {preview.mail !== undefined && (
        <McpMailPreview mail={preview.mail} {...(account !== null ? { account: account.value } : {})} />
      )}
      {preview.calendar !== undefined && (
        <McpCalendarPreview calendar={preview.calendar} {...(timeZone !== undefined ? { timeZone } : {})} />
      )}
      <McpSchemaArgs
        schema={preview.inputSchema}
        args={args}
        laidOut={laidOut}
        {...(timeZone !== undefined ? { timeZone } : {})}
      />
    </div>
  );
}
