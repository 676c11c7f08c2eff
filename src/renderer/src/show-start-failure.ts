import { APP_LANGUAGES, deriveAppLanguage, type LanguageSetting } from '../../shared/app-languages';
import type { EarlyRequests } from './ipc/early-requests';
import { START_FAILURE_WORDS } from './start-failure-words';

/** How long the failure screen waits for main's answer to learn the person's language. */
const LANGUAGE_WAIT_MS = 1000;

/** The language setting and the system's locale from main's bootstrap answer, if it came in time. */
async function readLanguage(
  early: EarlyRequests | null,
): Promise<{ setting?: LanguageSetting; systemLocale?: string }> {
  const answer = early?.take('app:bootstrap', {});
  if (!answer) return {};
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LANGUAGE_WAIT_MS));
  const boot = (await Promise.race([answer.catch(() => null), timeout])) as {
    ok?: boolean;
    value?: { settings?: { language?: LanguageSetting }; systemLocale?: string | null };
  } | null;
  if (!boot?.ok) return {};
  return { setting: boot.value?.settings?.language, systemLocale: boot.value?.systemLocale ?? undefined };
}

/**
 * Draws, in place of the app, why the window is empty and what to do, when the app's code could not
 * be read (a damaged install): a window left blank says nothing to a person. In the person's
 * language as main's bootstrap names it (else the system's), with the error's own text as details
 * and a button that loads the window again. Plain DOM: React is in the code that failed.
 */
export async function showStartFailure(root: HTMLElement, early: EarlyRequests | null, cause: unknown): Promise<void> {
  const { setting, systemLocale } = await readLanguage(early);
  const derived = deriveAppLanguage(setting, systemLocale ?? navigator.language);
  // Read without the contract's schema (it is in the code that failed): a setting it does not know is English.
  const language = (APP_LANGUAGES as readonly string[]).includes(derived) ? derived : 'en';
  const words = START_FAILURE_WORDS[language];
  document.documentElement.lang = language;

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string) => {
    const made = document.createElement(tag);
    made.textContent = text;
    if (className) made.className = className;
    return made;
  };
  const screen = document.createElement('main');
  screen.className = 'start-failure';
  screen.setAttribute('role', 'alert');
  const retry = element('button', words.retry, 'primary');
  retry.type = 'button';
  retry.addEventListener('click', () => window.location.reload());
  const details = element(
    'p',
    `${words.details} ${cause instanceof Error ? cause.message : String(cause)}`,
    'start-failure-details',
  );
  screen.append(element('h1', words.title), element('p', words.what), element('p', words.todo), retry, details);
  root.replaceChildren(screen);
  retry.focus();
}
