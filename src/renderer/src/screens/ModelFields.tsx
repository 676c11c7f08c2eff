import { useId } from 'react';
import type { Provider, PublicSettings } from '../../../shared';
import { FieldError, deriveDescribedBy } from '../components/Field';
import { t } from '../i18n';

export interface ModelDraft {
  provider: Provider;
  baseUrl: string;
  model: string;
  /** Typed by the person; never filled from settings (the key is write-only). */
  apiKey: string;
}

export function createModelDraft(settings: PublicSettings): ModelDraft {
  return { provider: settings.provider, baseUrl: settings.baseUrl, model: settings.model, apiKey: '' };
}

/** Each field's error in words, shown under it (see components/Field.tsx); absent → none. */
export type ModelFieldErrors = Partial<Record<'baseUrl' | 'model' | 'apiKey', string>>;

/** Provider, server address, model name and the write-only API key; shared by onboarding and settings. */
export function ModelFields({ draft, hasApiKey, onChange, errors = {} }: { draft: ModelDraft; hasApiKey: boolean; onChange(d: ModelDraft): void; errors?: ModelFieldErrors }) {
  const id = useId();
  const set = (patch: Partial<ModelDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="model-fields">
      <fieldset>
        <legend>{t('settings.provider')}</legend>
        {(['anthropic', 'local'] as const).map((p) => (
          <label key={p} className="radio-line">
            <input type="radio" name={`${id}-provider`} value={p} checked={draft.provider === p} onChange={() => set({ provider: p })} />
            {t(`settings.provider.${p}`)}
          </label>
        ))}
      </fieldset>
      {draft.provider === 'local' && (
        <div className="field">
          <label htmlFor={`${id}-base`}>{t('settings.baseUrl')}</label>
          <input id={`${id}-base`} type="url" value={draft.baseUrl} onChange={(e) => set({ baseUrl: e.target.value })} aria-invalid={errors.baseUrl ? true : undefined} aria-describedby={deriveDescribedBy(`${id}-base`, true, errors.baseUrl)} />
          <p id={`${id}-base-help`} className="help">
            {t('settings.baseUrlHelp')}
          </p>
          <FieldError id={`${id}-base`} error={errors.baseUrl} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-model`}>{t('settings.modelName')}</label>
        <input id={`${id}-model`} value={draft.model} onChange={(e) => set({ model: e.target.value })} aria-invalid={errors.model ? true : undefined} aria-describedby={deriveDescribedBy(`${id}-model`, false, errors.model)} />
        <FieldError id={`${id}-model`} error={errors.model} />
      </div>
      {draft.provider === 'anthropic' && (
        <div className="field">
          <label htmlFor={`${id}-key`}>{t('settings.apiKey')}</label>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={draft.apiKey}
            placeholder={hasApiKey ? '••••••••' : ''}
            onChange={(e) => set({ apiKey: e.target.value })}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={deriveDescribedBy(`${id}-key`, true, errors.apiKey)}
          />
          <p id={`${id}-key-help`} className="help">
            {hasApiKey ? t('settings.apiKeySaved') : t('settings.apiKeyNone')} {t('settings.apiKeyHelp')}
          </p>
          <FieldError id={`${id}-key`} error={errors.apiKey} />
        </div>
      )}
    </div>
  );
}
