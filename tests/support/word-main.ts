import type { MainMessage } from '../../src/shared/main-messages';
import { setLocale } from '../../src/renderer/src/i18n';
import { wordMain } from '../../src/renderer/src/i18n/main/word-main';

/** A message of main's as the window words it in English: what a person reading English sees. */
export function wordInEnglish(text: MainMessage | undefined | null): string {
  if (text === undefined || text === null) return '';
  setLocale('en');
  return wordMain(text);
}
