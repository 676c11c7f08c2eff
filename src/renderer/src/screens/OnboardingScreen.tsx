import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { useShownErrors } from '../components/Field';
import { checkApiKey, checkModelName, checkServerAddress, parseContextWindow } from '../components/field-rules';
import { useController } from '../hooks/app-context';
import { t, type MessageKey } from '../i18n';
import { ContextWindowField } from './ContextWindowField';
import { createModelDraft, ModelFields, type ModelDraft } from './ModelFields';

type OnboardingField = 'baseUrl' | 'model' | 'apiKey' | 'contextWindow';

/** Each model field's error now (message keys); a local server's memory is asked here, the cloud's is known. Pure. */
function deriveFieldErrors(draft: ModelDraft, contextWindow: string, hasApiKey: boolean): Record<OnboardingField, MessageKey | null> {
  const windowTokens = parseContextWindow(contextWindow);
  return {
    baseUrl: draft.provider === 'local' ? checkServerAddress(draft.baseUrl, true) : null,
    model: checkModelName(draft.model),
    apiKey: draft.provider === 'anthropic' ? checkApiKey(draft.apiKey, !hasApiKey) : null,
    contextWindow: draft.provider === 'local' && !windowTokens.ok ? windowTokens.error : null,
  };
}

/** Why Start is not available yet, in one sentence; null when it is. Pure. */
function deriveMissing(folder: string | null, draft: ModelDraft, errors: Record<OnboardingField, MessageKey | null>): MessageKey | null {
  if (!folder) return 'onboarding.needFolder';
  if (draft.provider === 'anthropic' && draft.apiKey.trim() === '' && errors.apiKey !== null) return 'onboarding.needKey';
  if (draft.provider === 'local' && (draft.baseUrl.trim() === '' || draft.model.trim() === '')) return 'onboarding.needLocal';
  if (Object.values(errors).some((e) => e !== null)) return 'onboarding.fixFields';
  return null;
}

/** First run: a folder, a model, one sentence on approvals, then straight into a conversation. */
export function OnboardingScreen({ settings }: { settings: PublicSettings }) {
  const controller = useController();
  const [folder, setFolder] = useState<string | null>(settings.lastWorkspace);
  const [draft, setDraft] = useState(() => createModelDraft(settings));
  const [contextWindow, setContextWindow] = useState(String(settings.contextWindow));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = deriveFieldErrors(draft, contextWindow, settings.hasApiKey);
  const missing = deriveMissing(folder, draft, errors);
  const shown = useShownErrors<OnboardingField>();
  const visible = shown.visible(errors);

  const start = async () => {
    if (missing || !folder) return;
    setBusy(true);
    // Onboarding is done only once the first conversation exists: a folder main refuses (the home
    // folder, the whole disk) keeps the person here, with main's reason, instead of in an empty app.
    const patch: SettingsPatch = { provider: draft.provider, model: draft.model.trim(), baseUrl: draft.baseUrl.trim() };
    if (draft.apiKey.trim()) patch.apiKey = draft.apiKey.trim();
    const windowTokens = parseContextWindow(contextWindow);
    if (draft.provider === 'local' && windowTokens.ok) patch.contextWindow = windowTokens.value; // learned by Test connection, or typed
    const saved = await controller.updateSettings(patch);
    if (!saved.ok) {
      setError(saved.error.message);
      setBusy(false);
      return;
    }
    const refused = await controller.tryCreateSession(folder);
    if (refused) {
      setError(t('onboarding.folderRefused', { reason: refused.message }));
      setBusy(false);
      return;
    }
    const done = await controller.updateSettings({ onboarded: true });
    if (!done.ok) setError(done.error.message);
    setBusy(false);
  };

  return (
    <main className="onboarding">
      <form
        className="panel onboarding-panel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <h1>{t('onboarding.title')}</h1>
        <p className="lead">{t('onboarding.lead')}</p>
        <section>
          <h2>{t('onboarding.step1')}</h2>
          <div className="row">
            <button type="button" onClick={() => void controller.pickWorkspace().then((p) => p && setFolder(p))}>
              {t('onboarding.pickFolder')}
            </button>
            <span className={folder ? 'folder-chosen' : 'muted'}>{folder ?? t('onboarding.noFolder')}</span>
          </div>
        </section>
        <section>
          <h2>{t('onboarding.step2')}</h2>
          <ModelFields
            draft={draft}
            hasApiKey={settings.hasApiKey}
            errors={visible}
            onChange={(next) => {
              shown.show((['baseUrl', 'model', 'apiKey'] as const).filter((k) => next[k] !== draft[k]));
              setDraft(next);
            }}
            onContextWindow={(tokens) => setContextWindow(String(tokens))}
          />
          {draft.provider === 'local' && (
            <ContextWindowField
              id="onboarding-context-window"
              value={contextWindow}
              error={visible.contextWindow}
              onEdit={(text, tokens) => {
                shown.show(['contextWindow']);
                setContextWindow(text);
                // The draft carries the window too, so choosing a provider starts from what is typed here.
                if (tokens !== null) setDraft((d) => ({ ...d, contextWindow: tokens }));
              }}
            />
          )}
        </section>
        <section>
          <h2>{t('onboarding.step3')}</h2>
          <p>{t('onboarding.approvals')}</p>
        </section>
        {missing && <p className="muted" id="onboarding-missing">{t(missing)}</p>}
        {error && <p role="alert" className="form-error">{error}</p>}
        <button type="submit" className="primary big" disabled={busy || missing !== null} aria-describedby={missing ? 'onboarding-missing' : undefined}>
          {t('onboarding.start')}
        </button>
      </form>
    </main>
  );
}
