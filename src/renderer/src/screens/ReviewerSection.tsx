import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { t } from '../i18n';

/**
 * Auto approval: the reviewer model of the auto mode. It runs on the conversation's own
 * provider; with no model name, auto behaves as manual. Each field saves when it loses the focus,
 * and only a value the main process would accept (it checks again).
 */
export function ReviewerSection({
  settings,
  onSave,
}: {
  settings: PublicSettings;
  onSave(patch: SettingsPatch): void;
}) {
  const [model, setModel] = useState(settings.reviewerModel);
  const [timeout, setTimeoutText] = useState(String(settings.reviewerTimeoutSeconds));
  const [threshold, setThreshold] = useState(String(Math.round(settings.reviewerThreshold * 100)));
  const seconds = Number(timeout);
  const secondsValid = Number.isInteger(seconds) && seconds >= 5 && seconds <= 600;
  const percent = Number(threshold);
  const percentValid = Number.isInteger(percent) && percent >= 50 && percent <= 100;
  return (
    <section className="panel" aria-labelledby="reviewer-heading" data-testid="reviewer-settings">
      <h2 id="reviewer-heading">{t('settings.reviewer')}</h2>
      <p className="gh-muted">{t('settings.reviewerHelp')}</p>
      <div className="field">
        <label htmlFor="reviewer-model">{t('settings.reviewerModel')}</label>
        <input
          id="reviewer-model"
          value={model}
          maxLength={200}
          onChange={(e) => setModel(e.target.value)}
          onBlur={() => {
            if (model.trim() !== settings.reviewerModel) onSave({ reviewerModel: model.trim() });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="reviewer-timeout">{t('settings.reviewerTimeout')}</label>
        <input
          id="reviewer-timeout"
          type="number"
          inputMode="numeric"
          min={5}
          max={600}
          value={timeout}
          aria-invalid={!secondsValid}
          onChange={(e) => setTimeoutText(e.target.value)}
          onBlur={() => {
            if (secondsValid && seconds !== settings.reviewerTimeoutSeconds)
              onSave({ reviewerTimeoutSeconds: seconds });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="reviewer-threshold">{t('settings.reviewerThreshold')}</label>
        <input
          id="reviewer-threshold"
          type="number"
          inputMode="numeric"
          min={50}
          max={100}
          value={threshold}
          aria-invalid={!percentValid}
          onChange={(e) => setThreshold(e.target.value)}
          onBlur={() => {
            if (percentValid && percent / 100 !== settings.reviewerThreshold)
              onSave({ reviewerThreshold: percent / 100 });
          }}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.reviewerDenialsToMe}
          onChange={(e) => onSave({ reviewerDenialsToMe: e.target.checked })}
        />{' '}
        {t('settings.reviewerDenialsToMe')}
      </label>
    </section>
  );
}
