import { useSyncExternalStore } from 'react';
import type rehypeHighlight from 'rehype-highlight';
import { loadChunkOnce } from './load-chunk-once';

type Highlighter = ReturnType<typeof rehypeHighlight>;

let highlighter: Highlighter | null = null;
const listeners = new Set<() => void>();

/**
 * Brings the highlighter in: rehype-highlight with highlight.js and its common languages, a chunk
 * of its own, kept out of the window's first script. One fetch however many ask; a failed one may
 * be asked again (loadChunkOnce). The window asks as it starts, so it is usually here before the
 * first reply is drawn.
 */
export const fetchHighlighter: () => Promise<void> = loadChunkOnce(() =>
  import('rehype-highlight').then((module) => {
    // One highlighter for every reply: rehype-highlight's own attacher builds a new one (every
    // common language registered again, and compiled again when a block's language is guessed)
    // each time a reply is drawn. The transformer it returns keeps nothing between trees.
    highlighter = module.default({ detect: true });
    for (const listener of listeners) listener();
  }),
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readHighlighter = () => highlighter;

/** The shared highlighter once fetched, else null: code is drawn uncoloured until it is, then coloured. */
export function useHighlighter(): Highlighter | null {
  return useSyncExternalStore(subscribe, readHighlighter, readHighlighter);
}
