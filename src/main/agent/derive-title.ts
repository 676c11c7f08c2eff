import type { SessionEvent, TitleSource } from '../../shared/events';

/** What a conversation is called before anyone names it; 'New session' is the name older versions gave. */
export const PLACEHOLDER_TITLE = 'New conversation';
const PLACEHOLDER_TITLES: ReadonlySet<string> = new Set([PLACEHOLDER_TITLE, 'New session']);

/** A title is at most this long (in characters) when Gatehouse makes it; the person's may be longer. */
export const TITLE_MAX_CHARS = 60;

/** Whether a title is what a conversation is called before anyone names it. Pure. */
export function isPlaceholderTitle(title: string): boolean {
  return PLACEHOLDER_TITLES.has(title);
}

/**
 * Who gave the conversation its current title, from its log (pure): 'placeholder' when nobody has
 * yet, else the last namer. A title given at creation counts as the person's.
 */
export function deriveTitleSource(events: readonly SessionEvent[]): TitleSource | 'placeholder' {
  let source: TitleSource | 'placeholder' = 'placeholder';
  for (const e of events) {
    if (e.kind === 'session_created') source = PLACEHOLDER_TITLES.has(e.data.title) ? 'placeholder' : 'person';
    else if (e.kind === 'session_renamed') source = e.data.by ?? 'person';
    // Once the person named it, nothing else does.
    if (source === 'person') return source;
  }
  return source;
}

/**
 * A short plain title from free text (pure): its first non-empty line, markdown marks and quotes
 * dropped, spaces collapsed, cut at a word boundary to TITLE_MAX_CHARS with an ellipsis. Empty when
 * nothing readable is left. Control and bidirectional-override characters are removed, so a title
 * reads as what it says.
 */
export function deriveShortTitle(text: string): string {
  const line =
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  const plain = line
    .replace(/^(#+|[-*>]|\d+[.)])\s+/, '')
    .replace(/[*_`]+/g, '')
    .replace(/^["'“‘«]+|["'”’».]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= TITLE_MAX_CHARS) return plain;
  const cut = plain.slice(0, TITLE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
