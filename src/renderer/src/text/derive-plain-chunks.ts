/** Text up to this long is drawn as one node. */
export const PLAIN_CHUNK_CHARS = 8_000;

/**
 * Pure: long text cut into chunks the window can lay out one at a time (each is skipped while off
 * screen). A chunk ends after the first line break at least PLAIN_CHUNK_CHARS in, or at twice that
 * when a line is longer (never inside a surrogate pair). The chunks join back to the text exactly,
 * and a cut depends only on the text before it, so text that grows changes only its last chunk.
 */
export function derivePlainChunks(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (text.length - start > PLAIN_CHUNK_CHARS) {
    const newline = text.indexOf('\n', start + PLAIN_CHUNK_CHARS);
    let end = newline !== -1 && newline < start + 2 * PLAIN_CHUNK_CHARS ? newline + 1 : start + 2 * PLAIN_CHUNK_CHARS;
    if (end >= text.length) break;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  chunks.push(text.slice(start));
  return chunks;
}
