import type { PublicSettings, SettingsPatch, Theme } from '../../../shared';
import { ChoiceField } from '../components/ChoiceField';
import type { SaveState } from '../components/SaveStatus';
import { t } from '../i18n';

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

interface AppearanceSectionProps {
  settings: PublicSettings;
  zoom: number;
  onZoom(direction: 1 | -1 | 0): void;
  save(patch: SettingsPatch): Promise<SaveState>;
}

/** Light, dark or as the system is (saved with the settings), and the text size (kept by this window). */
export function AppearanceSection({ settings, zoom, onZoom, save }: AppearanceSectionProps) {
  return (
    <section className="panel" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">{t('settings.appearance')}</h2>
      <ChoiceField<Theme>
        legend={t('settings.theme')}
        value={settings.theme}
        options={THEMES.map((value) => ({ value, label: t(`settings.theme.${value}`) }))}
        onSave={(theme) => save({ theme })}
      />
      <div className="row" role="group" aria-label={t('settings.zoomGroup')}>
        <button type="button" onClick={() => onZoom(-1)}>
          <span aria-hidden="true">A−</span> {t('settings.zoomOut')}
        </button>
        <button type="button" onClick={() => onZoom(0)}>
          <span aria-hidden="true">A</span> {t('settings.zoomReset')}
        </button>
        <button type="button" onClick={() => onZoom(1)}>
          <span aria-hidden="true">A+</span> {t('settings.zoomIn')}
        </button>
        <span role="status">{t('settings.zoom', { percent: Math.round(zoom * 100) })}</span>
      </div>
    </section>
  );
}
