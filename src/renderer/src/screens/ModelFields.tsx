import { useId, useRef, useState } from 'react';
import {
  DEFAULT_LOCAL_CONTEXT_WINDOW,
  derivePreset,
  LOCAL_PRESETS,
  normalizeModelBaseUrl,
  PRESET_ADDRESS,
  type ConnectionTestResult,
  type LocalPreset,
  type Provider,
  type PublicSettings,
} from '../../../shared';
import { FieldError, deriveDescribedBy } from '../components/Field';
import { checkServerAddress } from '../components/field-rules';
import { useController } from '../react-hooks/app-context';
import { formatTokens, t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';

export interface ModelDraft {
  provider: Provider;
  baseUrl: string;
  model: string;
  /** Typed by the person; never filled from settings (the key is write-only). */
  apiKey: string;
  /** The model's context window: from settings, learned by Test connection, or typed. */
  contextWindow: number;
}

const CLOUD_DEFAULT_MODEL = 'claude-sonnet-4-5';

export function createModelDraft(settings: PublicSettings): ModelDraft {
  return {
    provider: settings.provider,
    baseUrl: settings.baseUrl,
    model: settings.model,
    apiKey: '',
    contextWindow: settings.contextWindow,
  };
}

/**
 * Pure: the draft after choosing a provider. Local never keeps a cloud model name (no local server
 * has `claude-sonnet-4-5`) and starts at Ollama's address when none is set, with a local-sized
 * context window; going back to the cloud restores a cloud model and window when they were local.
 */
export function applyProvider(draft: ModelDraft, provider: Provider): ModelDraft {
  if (provider === draft.provider) return draft;
  if (provider === 'local') {
    return {
      ...draft,
      provider,
      baseUrl: draft.baseUrl.trim() === '' ? PRESET_ADDRESS.ollama : draft.baseUrl,
      model: /^claude-/i.test(draft.model) ? '' : draft.model,
      contextWindow: draft.contextWindow >= 200_000 ? DEFAULT_LOCAL_CONTEXT_WINDOW : draft.contextWindow,
    };
  }
  return {
    ...draft,
    provider,
    model: /^claude-/i.test(draft.model) ? draft.model : CLOUD_DEFAULT_MODEL,
    contextWindow: Math.max(draft.contextWindow, 200_000),
  };
}

interface ModelFieldsProps {
  draft: ModelDraft;
  hasApiKey: boolean;
  onChange(d: ModelDraft): void;
  /** Told the window learned by Test connection or set by a provider switch; each form has its own window field. */
  onContextWindow?(tokens: number): void;
  /** Each field's error in words from the form's own checks, shown under it (components/Field.tsx). */
  errors?: ModelFieldErrors;
}

/** Each field's error in words, shown under it; absent → none. */
export type ModelFieldErrors = Partial<Record<'baseUrl' | 'model' | 'apiKey', string>>;

/**
 * Provider, the local server (preset, address, Test connection, the model from its list, its
 * context window) and the write-only API key; shared by onboarding and settings.
 */
export function ModelFields({ draft, hasApiKey, onChange, onContextWindow, errors = {} }: ModelFieldsProps) {
  const id = useId();
  const controller = useController();
  const [preset, setPreset] = useState<LocalPreset>(() => derivePreset(draft.baseUrl));
  const [normalizedFrom, setNormalizedFrom] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<ConnectionTestResult | null>(null);
  // The window each provider had when the person left it: a look at the other provider and back
  // gives the window they had (typed or learned), not the other provider's default.
  const windowLeft = useRef<Partial<Record<Provider, number>>>({});
  const set = (patch: Partial<ModelDraft>) => onChange({ ...draft, ...patch });
  // Only keeps Test connection from asking a malformed address; the words for it are the form's
  // own field error (errors.baseUrl, components/field-rules.ts), shown under the field.
  const addressInvalid = draft.provider === 'local' && checkServerAddress(draft.baseUrl, false) !== null;

  const normalizeAddress = (value: string): string => {
    const { baseUrl, changed } = normalizeModelBaseUrl(value);
    setNormalizedFrom(changed ? value.trim() : null);
    return changed ? baseUrl : value;
  };

  const learnWindow = (tokens: number) => {
    onContextWindow?.(tokens);
    return tokens;
  };

  const test = async () => {
    const baseUrl = normalizeAddress(draft.baseUrl);
    setTesting(true);
    setTested(null);
    const answer = await controller.testConnection(baseUrl, draft.model.trim());
    setTesting(false);
    if (!answer.ok) return;
    const result = answer.value;
    setTested(result);
    const model = draft.model.trim() === '' && result.models.length === 1 ? (result.models[0] ?? '') : draft.model;
    onChange({
      ...draft,
      baseUrl: result.baseUrl,
      model,
      ...(result.contextWindow !== undefined ? { contextWindow: learnWindow(result.contextWindow) } : {}),
    });
  };

  const pickModel = async (model: string) => {
    set({ model });
    if (model === '') return;
    // The window belongs to the model: ask the server again for the one just picked.
    const answer = await controller.testConnection(draft.baseUrl, model);
    if (!answer.ok) return;
    const result = answer.value;
    setTested(result);
    onChange({
      ...draft,
      model,
      ...(result.contextWindow !== undefined ? { contextWindow: learnWindow(result.contextWindow) } : {}),
    });
  };

  return (
    <div className="model-fields">
      <fieldset>
        <legend>{t('settings.provider')}</legend>
        {(['anthropic', 'local'] as const).map((p) => (
          <label key={p} className="radio-line">
            <input
              type="radio"
              name={`${id}-provider`}
              value={p}
              checked={draft.provider === p}
              onChange={() => {
                const chosen = applyProvider(draft, p);
                const remembered = windowLeft.current[p];
                windowLeft.current[draft.provider] = draft.contextWindow;
                const next =
                  remembered !== undefined && chosen !== draft ? { ...chosen, contextWindow: remembered } : chosen;
                setPreset(derivePreset(next.baseUrl));
                if (next.contextWindow !== draft.contextWindow) onContextWindow?.(next.contextWindow);
                setTested(null);
                onChange(next);
              }}
            />
            {t(`settings.provider.${p}`)}
          </label>
        ))}
      </fieldset>
      {draft.provider === 'local' && (
        <>
          <fieldset>
            <legend>{t('connection.preset')}</legend>
            {LOCAL_PRESETS.map((p) => (
              <label key={p} className="radio-line">
                <input
                  type="radio"
                  name={`${id}-preset`}
                  value={p}
                  checked={preset === p}
                  onChange={() => {
                    setPreset(p);
                    setTested(null);
                    setNormalizedFrom(null);
                    if (p !== 'other') set({ baseUrl: PRESET_ADDRESS[p] });
                  }}
                />
                {t(`connection.preset.${p}`)}
                {p !== 'other' && <span className="muted"> {PRESET_ADDRESS[p]}</span>}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-base`}>{t('settings.baseUrl')}</label>
            {/* type=text, not url: the check below speaks in the app's words, never a browser bubble. */}
            <input
              id={`${id}-base`}
              type="text"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              value={draft.baseUrl}
              aria-invalid={errors.baseUrl ? true : undefined}
              onChange={(e) => {
                setTested(null);
                setPreset(derivePreset(e.target.value));
                set({ baseUrl: e.target.value });
              }}
              onBlur={(e) => {
                const next = normalizeAddress(e.target.value);
                if (next !== e.target.value) set({ baseUrl: next });
              }}
              aria-describedby={deriveDescribedBy(`${id}-base`, true, errors.baseUrl)}
            />
            <p id={`${id}-base-help`} className="help">
              {t('settings.baseUrlHelp')}
              {normalizedFrom !== null && !addressInvalid && (
                <span className="connection-normalized">
                  {' '}
                  {t('connection.normalized', { address: normalizeModelBaseUrl(normalizedFrom).baseUrl })}
                </span>
              )}
            </p>
            <FieldError id={`${id}-base`} error={errors.baseUrl} />
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-model`}>{t('settings.modelName')}</label>
        <input
          id={`${id}-model`}
          value={draft.model}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => set({ model: e.target.value })}
          aria-invalid={errors.model ? true : undefined}
          aria-describedby={deriveDescribedBy(`${id}-model`, false, errors.model)}
        />
        <FieldError id={`${id}-model`} error={errors.model} />
      </div>
      {draft.provider === 'local' && (
        <div className="connection-test">
          <div className="row">
            <button
              type="button"
              onClick={() => void test()}
              disabled={testing || draft.baseUrl.trim() === '' || addressInvalid}
            >
              {t('connection.test')}
            </button>
            <span role="status" className={tested?.problem ? 'form-error' : 'form-ok'}>
              {testing && t('connection.testing')}
              {tested &&
                tested.problem === null &&
                (draft.model.trim() !== ''
                  ? `✓ ${t('connection.okModel', { model: draft.model.trim() })}`
                  : `✓ ${t('connection.ok')}`)}
              {tested?.problem && tested.text && wordMain(tested.text)}
            </span>
          </div>
          {tested?.command && (
            <p className="connection-command">
              {t('connection.command')} <code>{tested.command}</code>
            </p>
          )}
          {tested && tested.models.length > 0 && (
            <div className="field">
              <label htmlFor={`${id}-models`}>{t('connection.models')}</label>
              <select
                id={`${id}-models`}
                value={tested.models.includes(draft.model) ? draft.model : ''}
                onChange={(e) => void pickModel(e.target.value)}
              >
                <option value="">{t('connection.pickModel')}</option>
                {tested.models.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </div>
          )}
          {tested && tested.reachable && tested.models.length === 0 && tested.problem === null && (
            <p className="help">{t('connection.noModels')}</p>
          )}
          {tested && tested.problem === null && (
            <p className="help connection-window">
              {tested.contextWindow !== undefined
                ? t('connection.contextFound', { tokens: formatTokens(tested.contextWindow) })
                : t('connection.contextAsk', { tokens: formatTokens(draft.contextWindow) })}
            </p>
          )}
          {draft.model.trim() === '' && <p className="help">{t('connection.chooseModel')}</p>}
        </div>
      )}
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
