import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { focusFirstInvalid, useShownErrors } from '../components/Field';
import { checkApiKey, checkModelName, checkServerAddress, parseContextWindow } from '../components/field-rules';
import { Icon } from '../components/Icon';
import { SaveStatus, type SaveState } from '../components/SaveStatus';
import { t, type MessageKey } from '../i18n';
import { ContextWindowField } from './ContextWindowField';
import { createModelDraft, ModelFields, type ModelDraft } from './ModelFields';

const KEY_STORAGE_NOTE = {
  keyring: 'settings.keyring',
  basic_text: 'settings.basicText',
  unavailable: 'settings.keyUnavailable',
} as const;

type ModelFieldName = 'baseUrl' | 'model' | 'apiKey' | 'contextWindow';

/** Every field's error now (message keys), whether or not it is on screen yet. Pure. */
export function deriveModelFormErrors(
  draft: ModelDraft,
  contextWindow: string,
  keyRequired: boolean,
): Record<ModelFieldName, MessageKey | null> {
  const windowTokens = parseContextWindow(contextWindow);
  return {
    baseUrl: draft.provider === 'local' ? checkServerAddress(draft.baseUrl, true) : null,
    model: checkModelName(draft.model),
    apiKey: draft.provider === 'anthropic' ? checkApiKey(draft.apiKey, keyRequired) : null,
    contextWindow: windowTokens.ok ? null : windowTokens.error,
  };
}

/** Which fields a new draft changed (they show their errors from now on). Pure. */
function deriveEdited(before: ModelDraft, after: ModelDraft): ModelFieldName[] {
  return (['baseUrl', 'model', 'apiKey'] as const).filter((k) => before[k] !== after[k]);
}

interface ModelSettingsFormProps {
  settings: PublicSettings;
  save(patch: SettingsPatch): Promise<SaveState>;
}

/** Settings' model form: where the model runs, its name, the key (write-only) and its memory; one Save. */
export function ModelSettingsForm({ settings, save }: ModelSettingsFormProps) {
  const [draft, setDraft] = useState(() => createModelDraft(settings));
  const [contextWindow, setContextWindow] = useState(String(settings.contextWindow));
  const [status, setStatus] = useState<SaveState>(null);
  const errors = deriveModelFormErrors(draft, contextWindow, false);
  const shown = useShownErrors<ModelFieldName>();
  const visible = shown.visible(errors);
  const form = useRef<HTMLFormElement>(null);

  const submit = async () => {
    const windowTokens = parseContextWindow(contextWindow);
    if (Object.values(errors).some((e) => e !== null) || !windowTokens.ok) {
      flushSync(() => {
        shown.show(['baseUrl', 'model', 'apiKey', 'contextWindow']);
        setStatus({ tone: 'error', text: t('settings.fixFields') });
      });
      focusFirstInvalid(form.current);
      return;
    }
    const patch: SettingsPatch = {
      provider: draft.provider,
      model: draft.model.trim(),
      contextWindow: windowTokens.value,
    };
    // A half-typed address left behind a switch to the cloud is hidden, so it is not saved either.
    if (checkServerAddress(draft.baseUrl, false) === null) patch.baseUrl = draft.baseUrl.trim();
    if (draft.apiKey.trim()) patch.apiKey = draft.apiKey.trim();
    const result = await save(patch);
    if (result?.tone === 'ok') setDraft((d) => ({ ...d, apiKey: '' }));
    setStatus(result);
  };

  return (
    <form
      ref={form}
      className="panel settings-model"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{t('settings.model')}</h2>
      <ModelFields
        draft={draft}
        hasApiKey={settings.hasApiKey}
        errors={visible}
        onChange={(next) => {
          shown.show(deriveEdited(draft, next));
          setDraft(next);
        }}
        onContextWindow={(tokens) => setContextWindow(String(tokens))}
      />
      {draft.provider === 'anthropic' && (
        <p className={`key-storage ${settings.keyStorage}`}>
          {settings.keyStorage !== 'keyring' && <Icon name="warning" />} {t(KEY_STORAGE_NOTE[settings.keyStorage])}
        </p>
      )}
      <ContextWindowField
        id="context-window"
        value={contextWindow}
        error={visible.contextWindow}
        onEdit={(text, tokens) => {
          shown.show(['contextWindow']);
          setContextWindow(text);
          // The draft carries the window too, so choosing a provider starts from what is typed here.
          if (tokens !== null) setDraft((d) => ({ ...d, contextWindow: tokens }));
        }}
      />
      <div className="row">
        <button type="submit" className="primary">
          {t('common.save')}
        </button>
        {/* A local server takes no key: the cloud key is offered for removal where it is asked for. */}
        {settings.hasApiKey && draft.provider === 'anthropic' && (
          <button type="button" onClick={() => void save({ apiKey: '' }).then(setStatus)}>
            {t('settings.apiKeyRemove')}
          </button>
        )}
        <SaveStatus state={status} />
      </div>
    </form>
  );
}
