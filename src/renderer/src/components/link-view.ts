import { deriveVisibleText } from '../text/visible-text';

const MAX_SHOWN = 80;

/**
 * What a markdown link in the model's text becomes. Pure.
 * - `link`: an absolute http(s) URL. `href` is the parsed, normalised address (a look-alike
 *   host comes out as punycode, `xn--…`); `shown` is that address as the person should read it,
 *   or null when the link's own words already are exactly that address.
 * - `text`: anything else (javascript:, file:, data:, mailto:, a relative path): never a link,
 *   only words, with the address it named shown beside them.
 */
export type LinkView = { kind: 'link'; href: string; shown: string | null } | { kind: 'text'; shown: string };

export function deriveLinkView(href: string | undefined, text: string): LinkView {
  const raw = (href ?? '').trim();
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return { kind: 'text', shown: deriveShownAddress(raw) };
  const words = text.trim();
  const same = words === raw || words === url.href || `${words}/` === url.href;
  return { kind: 'link', href: url.href, shown: same ? null : deriveShownAddress(url.href) };
}

/** An address on one line, hidden characters marked, cut to 80 characters. */
function deriveShownAddress(address: string): string {
  const visible = deriveVisibleText(address, { lines: 'mark' });
  return visible.length > MAX_SHOWN ? `${visible.slice(0, MAX_SHOWN - 1)}…` : visible;
}
