import type { LanguageSetting, PublicSettings, SettingsPatch } from '../../../shared';
import { ChoiceField } from '../components/ChoiceField';
import type { SaveState } from '../components/SaveStatus';
import { APP_LOCALES, deriveAppLocale, t } from '../i18n';
import { useAppState } from '../react-hooks/app-context';

interface LanguageSectionProps {
  settings: PublicSettings;
  save(patch: SettingsPatch): Promise<SaveState>;
}

/**
 * The window's language: as the system is set, or one of the languages Gatehouse is written in,
 * each named in itself. Saved with the settings; the window changes the moment it is picked
 * (src/renderer/src/state/follow-language.ts), without a restart.
 */
export function LanguageSection({ settings, save }: LanguageSectionProps) {
  const { systemLocale } = useAppState();
  const systemLanguage = deriveAppLocale(systemLocale ?? navigator.language);
  const options = [
    {
      value: 'system' as const,
      label: t('settings.language.system', { language: t(`settings.language.name.${systemLanguage}`) }),
    },
    ...APP_LOCALES.map((value) => ({ value, label: t(`settings.language.name.${value}`), lang: value })),
  ];
  return (
    <section className="panel" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('settings.language')}</h2>
      <p className="help">{t('settings.language.help')}</p>
      <ChoiceField<LanguageSetting>
        legend={t('settings.language.legend')}
        value={settings.language}
        options={options}
        onSave={(language) => save({ language })}
      />
    </section>
  );
}
