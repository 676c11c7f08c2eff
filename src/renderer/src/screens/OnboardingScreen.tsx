import { useEffect, useState } from 'react';
import type { ModelCheck, PublicSettings, SettingsPatch, WorkspaceCheck } from '../../../shared';
import { useShownErrors } from '../components/Field';
import { checkApiKey, checkModelName, checkServerAddress, parseContextWindow } from '../components/field-rules';
import { useController } from '../react-hooks/app-context';
import type { ClientResult } from '../ipc/client';
import { t, type MessageKey } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { ContextWindowField } from './ContextWindowField';
import { createModelDraft, ModelFields, type ModelDraft } from './ModelFields';

type OnboardingField = 'baseUrl' | 'model' | 'apiKey' | 'contextWindow';

/** Each model field's error now (message keys); a local server's memory is asked here, the cloud's is known. Pure. */
function deriveFieldErrors(
  draft: ModelDraft,
  contextWindow: string,
  hasApiKey: boolean,
): Record<OnboardingField, MessageKey | null> {
  const windowTokens = parseContextWindow(contextWindow);
  return {
    baseUrl: draft.provider === 'local' ? checkServerAddress(draft.baseUrl, true) : null,
    model: checkModelName(draft.model),
    apiKey: draft.provider === 'anthropic' ? checkApiKey(draft.apiKey, !hasApiKey) : null,
    contextWindow: draft.provider === 'local' && !windowTokens.ok ? windowTokens.error : null,
  };
}

/** Main's refusal of a folder in the window's words. Pure. */
function deriveFolderRefusal(check: Extract<WorkspaceCheck, { ok: false }>): string {
  return t(`onboarding.folder.${check.problem}`, { path: check.path, dataDir: check.dataDir ?? '' });
}

/** What main found when it tried the model, in one sentence (a local server's in Test connection's words). Pure. */
function deriveModelProblem(check: Exclude<ModelCheck, { problem: null }>): { text: string; command?: string } {
  if (check.problem === 'local_server')
    return { text: wordMain(check.text), ...(check.command !== undefined ? { command: check.command } : {}) };
  return { text: t(`onboarding.model.${check.problem}`, { model: check.model }) };
}

type FolderState = { path: null } | { path: string; check: WorkspaceCheck | 'checking' };

/** Why Start is not available yet, in one sentence; null when it is. Pure. */
function deriveMissing(
  folder: FolderState,
  draft: ModelDraft,
  errors: Record<OnboardingField, MessageKey | null>,
): MessageKey | null {
  if (folder.path === null) return 'onboarding.needFolder';
  if (folder.check === 'checking') return 'onboarding.checkingFolder';
  if (!folder.check.ok) return 'onboarding.needOtherFolder';
  if (draft.provider === 'anthropic' && draft.apiKey.trim() === '' && errors.apiKey !== null)
    return 'onboarding.needKey';
  if (draft.provider === 'local' && (draft.baseUrl.trim() === '' || draft.model.trim() === ''))
    return 'onboarding.needLocal';
  if (Object.values(errors).some((e) => e !== null)) return 'onboarding.fixFields';
  return null;
}

/** First run: a folder, a model, one sentence on approvals, then straight into a conversation. */
export function OnboardingScreen({ settings }: { settings: PublicSettings }) {
  const controller = useController();
  const [folder, setFolder] = useState<FolderState>(() =>
    settings.lastWorkspace === null ? { path: null } : { path: settings.lastWorkspace, check: 'checking' },
  );
  const [modelProblem, setModelProblem] = useState<{ text: string; command?: string } | null>(null);
  const [draft, setDraft] = useState(() => createModelDraft(settings));
  const [contextWindow, setContextWindow] = useState(String(settings.contextWindow));
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = deriveFieldErrors(draft, contextWindow, settings.hasApiKey);
  const missing = deriveMissing(folder, draft, errors);
  const shown = useShownErrors<OnboardingField>();
  const visible = shown.visible(errors);

  // The folder is checked by main the moment it is picked (the check a new conversation passes,
  // and whether Gatehouse can write there): a refused one keeps the person on this step with why.
  const applyCheck = (path: string, checked: ClientResult<WorkspaceCheck>) => {
    setFolder((now) =>
      now.path === path ? { path, check: checked.ok ? checked.value : { ok: false, problem: 'missing', path } } : now,
    );
    if (!checked.ok) setError(checked.error.message);
  };
  const checkFolder = (path: string) => {
    setFolder({ path, check: 'checking' });
    void controller.checkWorkspace(path).then((checked) => applyCheck(path, checked));
  };
  useEffect(() => {
    // Once, for the folder remembered from an earlier start (its state starts as 'checking'); a picked one is checked as it is picked.
    const remembered = settings.lastWorkspace;
    if (remembered !== null)
      void controller.checkWorkspace(remembered).then((checked) => applyCheck(remembered, checked));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async () => {
    if (missing || folder.path === null || folder.check === 'checking' || !folder.check.ok) return;
    const workspace = folder.check.path;
    setBusy(true);
    setError(null);
    setModelProblem(null);
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
    // The model is tried before anything is created: a wrong key or a server that is not running
    // is said here, beside the model, not in the first conversation's first reply.
    setChecking(true);
    const tried = await controller.checkModel();
    setChecking(false);
    if (!tried.ok || tried.value.problem !== null) {
      if (tried.ok && tried.value.problem !== null) setModelProblem(deriveModelProblem(tried.value));
      else if (!tried.ok) setError(tried.error.message);
      setBusy(false);
      return;
    }
    const created = await controller.tryCreateSession(workspace);
    if (!created.ok) {
      setError(t('onboarding.folderRefused', { reason: created.error.message }));
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
            <button
              type="button"
              onClick={() =>
                void controller.pickWorkspace().then((picked) => {
                  if (picked.ok && picked.value) checkFolder(picked.value);
                })
              }
            >
              {t('onboarding.pickFolder')}
            </button>
            <span className={folder.path !== null ? 'folder-chosen' : 'muted'}>
              {folder.path ?? t('onboarding.noFolder')}
            </span>
          </div>
          {folder.path !== null && folder.check !== 'checking' && !folder.check.ok && (
            <p role="alert" className="form-error">
              {deriveFolderRefusal(folder.check)}
            </p>
          )}
        </section>
        <section>
          <h2>{t('onboarding.step2')}</h2>
          <ModelFields
            draft={draft}
            hasApiKey={settings.hasApiKey}
            errors={visible}
            onChange={(next) => {
              shown.show((['baseUrl', 'model', 'apiKey'] as const).filter((k) => next[k] !== draft[k]));
              setModelProblem(null);
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
          {checking && <p role="status">{t('onboarding.checkingModel')}</p>}
          {modelProblem !== null && (
            <div role="alert" className="form-error">
              <p>{modelProblem.text}</p>
              {modelProblem.command !== undefined && (
                <p className="connection-command">
                  {t('connection.command')} <code>{modelProblem.command}</code>
                </p>
              )}
            </div>
          )}
        </section>
        <section>
          <h2>{t('onboarding.step3')}</h2>
          <p>{t('onboarding.approvals')}</p>
        </section>
        {missing && (
          <p className="muted" id="onboarding-missing">
            {t(missing)}
          </p>
        )}
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="primary big"
          disabled={busy || missing !== null}
          aria-describedby={missing ? 'onboarding-missing' : undefined}
        >
          {t('onboarding.start')}
        </button>
      </form>
    </main>
  );
}
