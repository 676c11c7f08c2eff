import type { Page } from 'playwright-core';

/**
 * Page-side checks for the en-XA pseudo-locale (src/renderer/src/i18n/pseudo-locale.ts), where every
 * letter of every catalogue message is accented. Written as source strings: the test code compiles
 * without DOM types, and the functions run in the page.
 */

/** Switches the window to the pseudo-locale (the developer switch of src/renderer/src/state/follow-language.ts) and reloads. */
export async function showPseudoLocale(page: Page): Promise<void> {
  await page.evaluate(`localStorage.setItem('gatehouse.pseudoLocale', '1')`);
  await page.reload();
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs once it polls.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang ===
      'en-XA',
  );
}

const VISIBLE = `(el) => {
  if (!el.isConnected || el.getClientRects().length === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert], [hidden]');
}`;

/**
 * Where a control is cut: its own content wider than its box (scrollWidth > clientWidth), or the
 * control reaching past the window's sides. Not measured: text kept for screen readers only
 * (.visually-hidden, and the skip link until it has the focus), and a decoration hidden from them
 * that overhangs its control's corner on purpose (the rail's count badge), set aside while measuring.
 */
export async function findClippedControls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const visible = ${VISIBLE};
    const overhanging = [...document.querySelectorAll('[aria-hidden="true"]')].filter((el) => getComputedStyle(el).position === 'absolute');
    for (const el of overhanging) el.style.setProperty('display', 'none');
    const describe = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60) + '"';
    const found = [];
    const controls = document.querySelectorAll('button, label, summary, legend, a[href], select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="menuitem"]');
    for (const el of controls) {
      if (!visible(el) || el.closest('.monaco-editor, .visually-hidden, .skip-link')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // An input's own value may scroll inside it; what matters for a field is that it is on screen.
      const holdsText = !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
      if (holdsText && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        found.push('cut (' + el.scrollWidth + ' > ' + el.clientWidth + ' px): ' + describe(el));
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        found.push('outside the window (' + Math.round(box.left) + '…' + Math.round(box.right) + ' of ' + window.innerWidth + ' px): ' + describe(el));
    }
    for (const el of overhanging) el.style.removeProperty('display');
    return found;
  })()`);
}

/**
 * Visible text (text nodes, and the placeholders, labels and titles a person meets) holding a plain
 * ASCII word: in the pseudo-locale only a word that is not from the catalogue is plain. `data` lists
 * what the test itself put on screen (paths, names, ids): it is the person's data and stays as it is
 * (an empty string in it is no data: split on it, every text would read as single letters).
 * Code, preformatted text, the diff editor and web addresses are data too. In a real language,
 * `ownWords` are the runs of ASCII letters that language writes itself (lower case; readOwnWords in
 * ./browser-language.ts): a word outside them is one the language's catalogue did not put there.
 */
export async function findUntranslatedText(
  page: Page,
  data: readonly string[],
  ownWords: readonly string[] = [],
): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const visible = ${VISIBLE};
    const data = ${JSON.stringify(data.filter((d) => d !== '').sort((a, b) => b.length - a.length))};
    const own = new Set(${JSON.stringify(ownWords)});
    const isData = (el) => el.closest('.monaco-editor, code, pre, kbd, script, style, [data-diff-view]');
    const plainWords = (text) => {
      // A web address is an address, not words.
      let rest = text.replace(/https?:\\/\\/\\S+/g, ' ');
      for (const d of data) rest = rest.split(d).join(' ');
      return (rest.match(/[A-Za-z]{2,}/g) || []).filter((word) => !own.has(word.toLowerCase()));
    };
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || isData(el) || !visible(el)) continue;
      const words = plainWords(node.textContent || '');
      if (words.length > 0) found.add(words.join(' ') + ' — in "' + (node.textContent || '').trim().slice(0, 80) + '"');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (isData(el) || !visible(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attribute);
        if (!value) continue;
        const words = plainWords(value);
        if (words.length > 0) found.add(words.join(' ') + ' — in ' + attribute + ' "' + value.slice(0, 80) + '"');
      }
    }
    return [...found];
  })()`);
}
