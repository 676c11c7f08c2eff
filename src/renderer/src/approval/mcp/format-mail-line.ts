import type { McpMailPreview } from '../../../../shared/mcp';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/**
 * A mail in one line, for a list that has no room for its layout (the inbox): what is done with
 * it, to whom (every recipient, Cc and Bcc included, by address) and its subject, or what a
 * delete names. Pure.
 */
export function formatMailLine(
  mail: Pick<McpMailPreview, 'action' | 'to' | 'cc' | 'bcc' | 'subject' | 'target'>,
): string {
  const what = t(`mcp.mail.${mail.action}`);
  const people = [...mail.to, ...mail.cc, ...mail.bcc].map((p) => oneLine(p.address));
  const to = people.length > 0 ? people.join(', ') : t('mcp.args.none');
  if (people.length === 0 && mail.subject === undefined && mail.target !== undefined)
    return t('mcp.line.target', { what, target: oneLine(mail.target) });
  return mail.subject !== undefined
    ? t('mcp.line.mail', { what, to, subject: oneLine(mail.subject) })
    : t('mcp.line.mailNoSubject', { what, to });
}
