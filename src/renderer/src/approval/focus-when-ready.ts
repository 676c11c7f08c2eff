/**
 * Where the focus goes after the last answer of a sheet: `find` names it (a selector or a lookup).
 * In a conversation that is the composer, locked while the run goes on, so this waits until the
 * target exists and is enabled. Meanwhile the focus may
 * stay inside `from` (the answered sheet) or fall back to the page; it gives up as soon as the
 * focus is anywhere else (a new sheet took it, the person clicked elsewhere), after `timeoutMs`,
 * or when the returned cancel function is called. DOM only.
 */
export function runFocusWhenReady(
  find: string | (() => HTMLElement | null),
  from: Element | null,
  timeoutMs = 10 * 60_000,
): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let focused: HTMLElement | null = null;
  // The composer can take text for a moment between two steps of a run and then be locked again,
  // which drops the focus to the page: then this waits for it again, as before.
  const onBlur = () => {
    const target = focused;
    focused = null;
    if (target && (target as HTMLTextAreaElement).disabled && timer === null) timer = setTimeout(tryFocus, 0);
  };
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    focused?.removeEventListener('blur', onBlur);
    focused = null;
  };
  const tryFocus = () => {
    timer = null;
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || (from !== null && from.contains(active));
    if (!focusIsFree || Date.now() - started > timeoutMs) return;
    const target = typeof find === 'string' ? document.querySelector<HTMLElement>(find) : find();
    if (target && !(target as HTMLTextAreaElement).disabled) {
      target.focus();
      focused = target;
      target.addEventListener('blur', onBlur, { once: true });
      return;
    }
    timer = setTimeout(tryFocus, 150);
  };
  // After this frame: the sent sheet is replaced first, so its focus has gone back to the body.
  timer = setTimeout(tryFocus, 0);
  return stop;
}

export const COMPOSER_INPUT = '#composer-input';
