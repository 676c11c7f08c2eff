import { describe, expect, it } from 'vitest';
import { createDesktopServices, type DialogLike } from '../../../src/main/app/desktop-services';
import { NATIVE_WORDS } from '../../../src/main/app/native-words';
import { START_FAILURE_WORDS } from '../../../src/main/app/start-failure-words';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AppLanguage } from '../../../src/shared/language';

/** The argument names of an ICU message, sorted (a plural's `#` is its own argument). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        names.add(e.value);
        for (const option of Object.values(e.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('what main shows outside the window', () => {
  it.each([
    ['notifications and native dialogs', NATIVE_WORDS],
    ['the failed start’s dialog', START_FAILURE_WORDS],
  ] as const)('has every message in every language, with the same parameters (%s)', (_name, words) => {
    const all: Record<AppLanguage, Record<string, string>> = words;
    const english = Object.keys(all.en).sort();
    for (const language of ['es', 'zh-CN'] as const) {
      expect(Object.keys(all[language]).sort()).toEqual(english);
      for (const key of english) {
        expect(argumentsOf(all[language][key]!), `${language} ${key}`).toEqual(argumentsOf(all.en[key]!));
        // Translated, not English left in place.
        expect(all[language][key], `${language} ${key}`).not.toBe(all.en[key]);
      }
    }
  });

  it.each([
    ['en', 'Choose the folder Gatehouse may work in', 'Save as'],
    ['es', 'Elige la carpeta en la que Gatehouse puede trabajar', 'Guardar como'],
    ['zh-CN', '选择 Gatehouse 可以在其中工作的文件夹', '另存为'],
  ] as const)(
    'titles the native folder and save dialogs in the person’s language now (%s)',
    async (language, folder, save) => {
      const titles: string[] = [];
      const dialog: DialogLike = {
        showOpenDialog: async (o) => {
          titles.push(o.title);
          return { canceled: true, filePaths: [] };
        },
        showSaveDialog: async (o) => {
          titles.push(o.title);
          return { canceled: true };
        },
      };
      let now: AppLanguage = 'en';
      const desktop = createDesktopServices(dialog, 'linux', 'en-US', () => now);
      now = language;
      await desktop.pickFolder(null);
      await desktop.saveJson('x.json', '{}');
      expect(titles).toEqual([folder, save]);
    },
  );
});
