import { useId } from 'react';
import type { Provider, PublicSettings } from '../../../shared';
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

/** Provider, server address, model name and the write-only API key; shared by onboarding and settings. */
export function ModelFields({ draft, hasApiKey, onChange }: { draft: ModelDraft; hasApiKey: boolean; onChange(d: ModelDraft): void }) {
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
          <input id={`${id}-base`} type="url" value={draft.baseUrl} onChange={(e) => set({ baseUrl: e.target.value })} aria-describedby={`${id}-base-help`} />
          <p id={`${id}-base-help`} className="help">
            {t('settings.baseUrlHelp')}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-model`}>{t('settings.modelName')}</label>
        <input id={`${id}-model`} value={draft.model} onChange={(e) => set({ model: e.target.value })} />
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
            aria-describedby={`${id}-key-help`}
          />
          <p id={`${id}-key-help`} className="help">
            {hasApiKey ? t('settings.apiKeySaved') : t('settings.apiKeyNone')} {t('settings.apiKeyHelp')}
          </p>
        </div>
      )}
    </div>
  );
}
