/**
 * Keeps what the keyboard acts on in sight: scrolls the nearest scrolling ancestor of `el` just
 * enough that `el` sits between the sheet's sticky header and the pane's bottom. An element taller
 * than that room is aligned by its top (its heading and first lines stay visible). DOM only; pure
 * geometry lives in deriveRevealDelta.
 */

const MARGIN = 8;

/** Pure. How far to scroll (px, positive = down) so [top, bottom] fits in [min, max]. */
export function deriveRevealDelta(box: { top: number; bottom: number }, room: { min: number; max: number }): number {
  if (box.top < room.min) return box.top - room.min;
  if (box.bottom > room.max) return Math.max(0, Math.min(box.bottom - room.max, box.top - room.min));
  return 0;
}

/** Pure. A sticky header taller than a quarter of its pane would hide what the keys act on: it scrolls instead. */
export function deriveHeaderLoose(headerHeight: number, paneHeight: number): boolean {
  return paneHeight > 0 && headerHeight * 4 > paneHeight;
}

function findScrollParent(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  const root = document.scrollingElement;
  return root instanceof HTMLElement ? root : null;
}

/**
 * The nearest ancestor of `el` that scrolls its content (overflow auto or scroll), whether or not it
 * overflows yet; null when only the window scrolls. An IntersectionObserver needs it as its root:
 * with the viewport as root, a scrolling pane clips its content before the rootMargin applies, so
 * "near the screen" would mean "already inside the pane".
 */
export function findScrollContainer(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return null;
}

/**
 * What of `el` must be in sight: all of it when it fits; a call card taller than the room keeps
 * its heading through its Approve / Deny (its top, as before, when that fits), and in a pane too
 * short even for that, its buttons win over the first lines of its heading.
 */
function deriveKeptBox(el: HTMLElement, room: { min: number; max: number }): { top: number; bottom: number } {
  const box = el.getBoundingClientRect();
  const actions = el.matches('[data-call-id]') ? el.querySelector('.gh-call-actions') : null;
  if (!actions || box.bottom - box.top <= room.max - room.min) return box;
  const bottom = actions.getBoundingClientRect().bottom;
  return { top: Math.max(box.top, bottom - (room.max - room.min)), bottom };
}

/** Scrolls so `el` is visible inside `sheet`'s scrolling pane, clear of its sticky header and footer. */
export function revealInPane(el: HTMLElement, sheet: HTMLElement): void {
  const pane = findScrollParent(el);
  if (!pane) return;
  const isRoot = pane === document.scrollingElement;
  const paneBox = isRoot ? { top: 0, bottom: window.innerHeight } : pane.getBoundingClientRect();
  // Where the sticky header will be once scrolled: stuck at the pane's padding edge (the worst
  // case; where it is now moves with the scroll).
  const style = getComputedStyle(pane);
  // A header that scrolls with the sheet (a short pane) covers nothing.
  const headerEl = sheet.querySelector(':scope > .gh-sheet-header');
  const header =
    headerEl && getComputedStyle(headerEl).position === 'sticky' ? headerEl.getBoundingClientRect().height : 0;
  const min = paneBox.top + (isRoot ? 0 : parseFloat(style.paddingTop) || 0) + header + MARGIN;
  const max = paneBox.bottom - MARGIN;
  const delta = deriveRevealDelta(deriveKeptBox(el, { min, max }), { min, max });
  if (delta !== 0) pane.scrollTop += delta;
}
