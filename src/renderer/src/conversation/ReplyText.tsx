import { memo, useEffect, useMemo, useState } from 'react';
import { Markdown } from '../components/Markdown';
import { PlainLines } from '../components/PlainLines';
import { deriveReplyPieces, type ReplyPiece } from '../text/derive-reply-pieces';

/** Markdown characters parsed in one task when a long reply is drawn: about 100 ms on the loaded machine of src/renderer/src/text/highlight-limits.ts. */
const STEP_CHARS = 6_000;

/** Pure: how many pieces are drawn once the next step is done, from `from` (at least one more). */
export function deriveNextDrawnCount(pieces: readonly ReplyPiece[], from: number): number {
  let chars = 0;
  let i = from;
  for (; i < pieces.length; i += 1) {
    const piece = pieces[i] as ReplyPiece;
    if (piece.kind !== 'markdown') continue;
    if (chars > 0 && chars + piece.text.length > STEP_CHARS) break;
    chars += piece.text.length;
  }
  return i;
}

const Piece = memo(
  function Piece({ piece, drawn }: { piece: ReplyPiece; drawn: boolean }) {
    if (piece.kind === 'plain-code') {
      return (
        <div className="markdown">
          <PlainLines as="pre" className="plain-code" text={piece.text} />
        </div>
      );
    }
    if (piece.kind === 'plain-text' || !drawn) return <PlainLines className="markdown user-text" text={piece.text} />;
    return <Markdown text={piece.text} allowance={piece.allowance} />;
  },
  // Pieces are derived again on every streamed delta: one whose words and allowance stayed is not drawn again.
  (a, b) =>
    a.drawn === b.drawn &&
    a.piece.kind === b.piece.kind &&
    a.piece.text === b.piece.text &&
    (a.piece.kind !== 'markdown' ||
      b.piece.kind !== 'markdown' ||
      (a.piece.allowance.detectChars === b.piece.allowance.detectChars &&
        a.piece.allowance.highlightChars === b.piece.allowance.highlightChars)),
);

/**
 * A reply of the model, whole or being written (`live`), in pieces (deriveReplyPieces) so that the
 * window never holds still for it: while it is written only its last piece is drawn again, and
 * nothing is coloured; once complete a long reply is drawn a step of STEP_CHARS per task, its later
 * pieces shown as plain words until their step comes.
 */
export const ReplyText = memo(function ReplyText({ text, live }: { text: string; live: boolean }) {
  const pieces = useMemo(() => deriveReplyPieces(text, live), [text, live]);
  const first = useMemo(() => (live ? pieces.length : deriveNextDrawnCount(pieces, 0)), [pieces, live]);
  const [progress, setProgress] = useState<{ pieces: readonly ReplyPiece[]; drawn: number } | null>(null);
  const drawn = progress?.pieces === pieces ? progress.drawn : first;
  useEffect(() => {
    if (drawn >= pieces.length) return;
    const timer = setTimeout(() => setProgress({ pieces, drawn: deriveNextDrawnCount(pieces, drawn) }), 0);
    return () => clearTimeout(timer);
  }, [pieces, drawn]);
  return (
    <>
      {pieces.map((piece, i) => (
        <Piece key={i} piece={piece} drawn={i < drawn} />
      ))}
    </>
  );
});
