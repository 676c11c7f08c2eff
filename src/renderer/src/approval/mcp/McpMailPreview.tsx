import type { McpMailPreview as MailPreview } from '../../../../shared/mcp';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';
import { formatBytes } from '../format';
import { McpRecipients } from './McpRecipients';
import { PlainLines } from '../../components/PlainLines';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/**
 * A mail as it would go out: the account it goes from, who receives it (external ones marked),
 * subject, body, attachments by name and size. `account`: the sending account when the server's
 * arguments name it by an account argument instead of `from` (deriveMailAccount).
 */
export function McpMailPreview({ mail, account }: { mail: MailPreview; account?: string }) {
  const external = [...mail.to, ...mail.cc, ...mail.bcc].filter((p) => p.external).length;
  return (
    <section className="gh-mcp-mail" aria-label={t(`mcp.mail.${mail.action}`)}>
      {/* The card's heading says what the mail action is: the label is read, not shown again. */}
      <p className="gh-label gh-sr-only">{t(`mcp.mail.${mail.action}`)}</p>
      {external > 0 && (
        <p className="gh-warning-text" role="note">
          {t('mcp.externalCount', { count: external })}
        </p>
      )}
      <dl className="gh-mcp-fields">
        {(mail.from ?? account) !== undefined && (
          <>
            <dt>{t('mcp.mail.from')}</dt>
            <dd className="gh-mcp-from">
              <code>{oneLine(mail.from ?? account ?? '')}</code>
            </dd>
          </>
        )}
        <dt>{t('mcp.mail.to')}</dt>
        <dd>
          <McpRecipients people={mail.to} />
        </dd>
        {mail.cc.length > 0 && (
          <>
            <dt>{t('mcp.mail.cc')}</dt>
            <dd>
              <McpRecipients people={mail.cc} />
            </dd>
          </>
        )}
        {mail.bcc.length > 0 && (
          <>
            <dt>{t('mcp.mail.bcc')}</dt>
            <dd>
              <McpRecipients people={mail.bcc} />
            </dd>
          </>
        )}
        {mail.subject !== undefined && (
          <>
            <dt>{t('mcp.mail.subject')}</dt>
            <dd className="gh-mcp-subject">{oneLine(mail.subject)}</dd>
          </>
        )}
        {mail.target !== undefined && (
          <>
            <dt>{t('mcp.mail.target')}</dt>
            <dd>
              <code>{oneLine(mail.target)}</code>
            </dd>
          </>
        )}
        <dt>{t('mcp.mail.attachments')}</dt>
        <dd>
          {mail.attachments.length === 0 ? (
            <span className="gh-muted">{t('mcp.mail.noAttachments')}</span>
          ) : (
            <ul className="gh-mcp-attachments">
              {mail.attachments.map((a, i) => (
                <li key={`${a.name}-${i}`}>
                  <code>{oneLine(a.name)}</code>{' '}
                  <span className="gh-muted">{a.size === null ? t('mcp.mail.sizeUnknown') : formatBytes(a.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {mail.body !== undefined && (
          <>
            <dt>{t('mcp.mail.body')}</dt>
            <dd>
              <PlainLines as="pre" className="gh-mcp-body" text={deriveVisibleText(mail.body)} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
