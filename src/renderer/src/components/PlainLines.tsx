import { memo, useMemo } from 'react';
import { derivePlainChunks } from '../text/derive-plain-chunks';

/** One chunk of long text; laid out only near the screen (content-visibility), its height guessed from its lines until then. */
const Chunk = memo(function Chunk({ text }: { text: string }) {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) lines += 1;
  return (
    <span className="plain-chunk" style={{ containIntrinsicBlockSize: `auto ${lines * 1.5}em` }}>
      {text}
    </span>
  );
});

type PlainElement = 'pre' | 'code' | 'p' | 'div';

/**
 * Text drawn as it is, however long, without holding the window: short text is one text node in
 * `as`, long text chunks (derivePlainChunks) the window lays out only when they come near the
 * screen; its textContent is the text either way. A chunk that did not change is not drawn again,
 * so text that grows (a reply being written) costs only its last chunk.
 */
export const PlainLines = memo(function PlainLines(props: {
  text: string;
  as?: PlainElement;
  className?: string;
  testId?: string;
  ariaLive?: 'off';
}) {
  const { text, as: Element = 'div', className, testId, ariaLive } = props;
  const chunks = useMemo(() => derivePlainChunks(text), [text]);
  return (
    <Element className={className} data-testid={testId} aria-live={ariaLive}>
      {chunks.length === 1 ? text : chunks.map((chunk, i) => <Chunk key={i} text={chunk} />)}
    </Element>
  );
});
