import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { SaveStatus, type SaveState } from '../components/SaveStatus';
import { t } from '../i18n';

/**
 * Whether Gatehouse looks for a new version (src/main/app/update-checks.ts): never with a local
 * model, and the person may turn it off. A new version installs when Gatehouse is next quit.
 */
export function UpdatesSection({
  settings,
  save,
}: {
  settings: PublicSettings;
  save(patch: SettingsPatch): Promise<SaveState>;
}) {
  const [status, setStatus] = useState<SaveState>(null);
  return (
    <section className="panel" aria-labelledby="updates-heading" data-testid="updates">
      <h2 id="updates-heading">{t('settings.updates')}</h2>
      <div className="field checkbox-field">
        {/* Uncontrolled, so it answers the click at once; remounted (key) when the saved value changes. */}
        <input
          key={String(settings.checkForUpdates)}
          id="check-for-updates"
          type="checkbox"
          defaultChecked={settings.checkForUpdates}
          onChange={(e) => void save({ checkForUpdates: e.target.checked }).then(setStatus)}
        />
        <label htmlFor="check-for-updates">{t('settings.checkForUpdates')}</label>
      </div>
      <p className="gh-muted">{t(settings.provider === 'local' ? 'settings.updatesLocal' : 'settings.updatesHelp')}</p>
      <SaveStatus state={status} />
    </section>
  );
}
