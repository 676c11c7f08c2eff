import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { Icon } from '../components/Icon';
import { SaveStatus, type SaveState } from '../components/SaveStatus';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';

/**
 * Whether commands run in the OS sandbox on this computer (and, when not, what that means and what
 * to install), and the one thing the person may open: read-only access to toolchain caches.
 */
export function CommandSandboxSection({
  settings,
  save,
}: {
  settings: PublicSettings;
  save(patch: SettingsPatch): Promise<SaveState>;
}) {
  const sandbox = settings.commandSandbox;
  const [status, setStatus] = useState<SaveState>(null);
  return (
    <section className="panel" aria-labelledby="sandbox-heading" data-testid="command-sandbox">
      <h2 id="sandbox-heading">{t('settings.sandbox')}</h2>
      {sandbox.available ? (
        <p className="form-ok">✓ {t('settings.sandboxOn')}</p>
      ) : (
        <p className="key-storage basic_text" role="note">
          <Icon name="warning" /> {t('settings.sandboxOff', { detail: wordMain(sandbox.detail) })}
        </p>
      )}
      <div className="field checkbox-field">
        {/* Uncontrolled, so it answers the click at once; remounted (key) when the saved value changes. */}
        <input
          key={String(settings.commandCacheReads)}
          id="command-cache-reads"
          type="checkbox"
          defaultChecked={settings.commandCacheReads}
          disabled={!sandbox.available}
          onChange={(e) => void save({ commandCacheReads: e.target.checked }).then(setStatus)}
        />
        <label htmlFor="command-cache-reads">{t('settings.cacheReads')}</label>
      </div>
      <p className="gh-muted">{t('settings.cacheReadsHelp')}</p>
      <SaveStatus state={status} />
    </section>
  );
}
