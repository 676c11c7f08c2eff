import { DETECT_LIMIT_CHARS, HIGHLIGHT_LIMIT_CHARS, type HighlightAllowance } from '../text/highlight-limits';

/** The parts of a hast tree this plugin reads and marks. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

function textLength(node: HastNode): number {
  if (node.type === 'text') return node.value?.length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

/** The language a code element names (`language-x` or `lang-x`), or null. */
function namedLanguage(classes: readonly unknown[]): string | null {
  for (const c of classes) {
    const name = String(c);
    if (name.startsWith('language-')) return name.slice(9);
    if (name.startsWith('lang-')) return name.slice(5);
  }
  return null;
}

/**
 * A rehype plugin to run before rehype-highlight: marks each `pre > code` it must leave alone with
 * `no-highlight` (which rehype-highlight skips), so colouring one reply costs at most `allowance`:
 * a block naming no language is guessed at only up to DETECT_LIMIT_CHARS and while the reply's
 * guessing allowance lasts; a named one is highlighted up to HIGHLIGHT_LIMIT_CHARS while its
 * allowance lasts (src/renderer/src/text/highlight-limits.ts). Blocks are taken in reading order.
 */
export function rehypeHighlightBudget(allowance: HighlightAllowance) {
  return (tree: HastNode): void => {
    let detectLeft = allowance.detectChars;
    let highlightLeft = allowance.highlightChars;
    const visit = (node: HastNode, parent: HastNode | null): void => {
      if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
        const classes = Array.isArray(node.properties?.className) ? (node.properties.className as unknown[]) : [];
        const size = textLength(node);
        const named = namedLanguage(classes) !== null;
        const allowed = named
          ? size <= HIGHLIGHT_LIMIT_CHARS && size <= highlightLeft
          : size <= DETECT_LIMIT_CHARS && size <= detectLeft;
        if (!allowed) node.properties = { ...node.properties, className: [...classes, 'no-highlight'] };
        else if (named) highlightLeft -= size;
        else detectLeft -= size;
        return;
      }
      for (const child of node.children ?? []) visit(child, node);
    };
    visit(tree, null);
  };
}
