/** DOM facts the keyboard map needs about the focused element (see sheet-keys.ts). */

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

export function isTextField(el: Element): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

export function isActivatable(el: Element): boolean {
  if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) return true;
  if (el instanceof HTMLInputElement) return NON_TEXT_INPUTS.has(el.type);
  return el.tagName === 'SUMMARY';
}

/**
 * The controls Tab stops at inside `root`, in document order: enabled, shown, not taken out of the
 * Tab order, not inside Monaco (which keeps Tab for itself); of a group of radio buttons only the one
 * Tab lands on (the checked one, else the first), as the browser does.
 */
export function listTabStops(root: HTMLElement): HTMLElement[] {
  const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
  const shown = [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      el.closest('[inert], .gh-monaco') === null,
  );
  const radiosOf = (name: string) =>
    shown.filter(
      (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name === name,
    );
  return shown.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.name === '') return true;
    const group = radiosOf(el.name);
    return el.checked || (!group.some((r) => r.checked) && group[0] === el);
  });
}
