import { memo, useEffect, useMemo, type ReactNode } from 'react';
import ReactMarkdown from 'react-markdown';
import { t } from '../i18n';
import type { HighlightAllowance } from '../text/highlight-limits';
import { fetchHighlighter, useHighlighter } from './highlighter';
import { deriveLinkView } from './link-view';
import { rehypeHighlightBudget } from './rehype-highlight-budget';
import { useLocale } from '../react-hooks/use-locale';

type RehypePlugins = Parameters<typeof ReactMarkdown>[0]['rehypePlugins'];

/** Colouring within the allowance (rehype-highlight-budget marks what it must skip); none without one or before the highlighter is in. */
function buildRehypePlugins(
  detectChars: number,
  highlightChars: number,
  highlighter: ReturnType<typeof useHighlighter>,
): RehypePlugins {
  if ((detectChars <= 0 && highlightChars <= 0) || highlighter === null) return [];
  return [[rehypeHighlightBudget, { detectChars, highlightChars }], () => highlighter] as RehypePlugins;
}

/** The plain words of a hast node (a link's text, an image's alt). */
interface HastLike {
  type: string;
  value?: string;
  children?: HastLike[];
}
function textOf(node: HastLike | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

// Addresses pass through untouched: the `a` and `img` components below are the only elements
// that take one, and they decide (react-markdown's default would blank `javascript:` and
// `file:` before we could show the person what the model wrote).
const keepUrl = (url: string) => url;

/**
 * The model's text as markdown, its code coloured within `allowance` (src/renderer/src/text/highlight-limits.ts).
 * What the model controls cannot act:
 * - raw HTML is dropped (`skipHtml`), never injected;
 * - only absolute http(s) addresses are links, they open outside the app (target _blank: the
 *   main process hands http(s) to the system browser and denies everything else), and a link
 *   whose words differ from its address shows the real address beside them;
 * - other addresses (javascript:, file:, data:, relative) are words, never links;
 * - images are never loaded: fetching one tells a server you read this and can carry data out
 *   in its address, and a picture could imitate the app's own buttons. The alt text and address
 *   are shown instead.
 * Memoised: the transcript renders again on every streamed piece, and parsing each earlier reply
 * again each time grew with the conversation.
 */
export const Markdown = memo(function Markdown({ text, allowance }: { text: string; allowance: HighlightAllowance }) {
  useLocale();
  const { detectChars, highlightChars } = allowance;
  const highlighter = useHighlighter();
  const colours = detectChars > 0 || highlightChars > 0;
  useEffect(() => {
    if (colours && highlighter === null) fetchHighlighter().catch(() => undefined);
  }, [colours, highlighter]);
  const rehypePlugins = useMemo(
    () => buildRehypePlugins(detectChars, highlightChars, highlighter),
    [detectChars, highlightChars, highlighter],
  );
  return (
    <div className="markdown">
      <ReactMarkdown
        skipHtml
        urlTransform={keepUrl}
        rehypePlugins={rehypePlugins}
        components={{
          a: ({ href, children, node }) => (
            <MarkdownLink href={href} words={textOf(node as HastLike | undefined)}>
              {children}
            </MarkdownLink>
          ),
          img: ({ src, alt }) => (
            <span className="md-image">
              {t('markdown.image', { alt: alt?.trim() || t('markdown.imageNoAlt') })}
              {typeof src === 'string' && src !== '' && (
                <span className="md-address"> ({deriveLinkView(src, '').shown})</span>
              )}
            </span>
          ),
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});

function MarkdownLink({ href, words, children }: { href: string | undefined; words: string; children: ReactNode }) {
  const view = deriveLinkView(href, words);
  if (view.kind === 'text') {
    return (
      <span className="md-not-link">
        {children}
        {view.shown !== '' && <span className="md-address"> ({t('markdown.notOpened', { address: view.shown })})</span>}
      </span>
    );
  }
  return (
    <>
      <a href={view.href} target="_blank" rel="noreferrer noopener" title={view.href}>
        {children}
      </a>
      {view.shown !== null && <span className="md-address"> ({view.shown})</span>}
    </>
  );
}
