import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { t } from '../i18n';

const MIN_MB = 1;
const MAX_MB = 100_000;

/**
 * Undo: how much of the earlier content of changed files Gatehouse keeps so changes
 * can be undone. When it is full the oldest go first, and their tool cards say "too old to undo".
 */
export function UndoStorageSection({
  settings,
  onSave,
}: {
  settings: PublicSettings;
  onSave(patch: SettingsPatch): void;
}) {
  const [value, setValue] = useState(String(settings.checkpointLimitMb));
  const parsed = Number(value);
  const valid = Number.isInteger(parsed) && parsed >= MIN_MB && parsed <= MAX_MB;
  return (
    <section className="panel" aria-labelledby="undo-storage-heading" data-testid="undo-storage">
      <h2 id="undo-storage-heading">{t('settings.undoStorage')}</h2>
      <div className="field">
        <label htmlFor="undo-storage-mb">{t('settings.undoStorageLimit')}</label>
        <input
          id="undo-storage-mb"
          type="number"
          inputMode="numeric"
          min={MIN_MB}
          max={MAX_MB}
          value={value}
          aria-invalid={!valid}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => {
            if (valid && parsed !== settings.checkpointLimitMb) onSave({ checkpointLimitMb: parsed });
          }}
        />
      </div>
      <p className="gh-muted">{t('settings.undoStorageHelp')}</p>
    </section>
  );
}
