import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { Icon } from '../components/Icon';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useController } from '../hooks/app-context';
import { t } from '../i18n';
import { createModelDraft, ModelFields } from './ModelFields';
import { CommandSandboxSection } from './CommandSandboxSection';
import { NotesSection } from './NotesSection';
import { McpServersSection } from './McpServersSection';

const KEY_STORAGE_NOTE = { keyring: 'settings.keyring', basic_text: 'settings.basicText', unavailable: 'settings.keyUnavailable' } as const;

interface SettingsScreenProps {
  settings: PublicSettings;
  zoom: number;
  onZoom(direction: 1 | -1 | 0): void;
}

/** Model, key (write-only), context window, the command sandbox, the `remember` notes, text size, and the data folder with export / delete all. */
export function SettingsScreen({ settings, zoom, onZoom }: SettingsScreenProps) {
  const controller = useController();
  const [draft, setDraft] = useState(() => createModelDraft(settings));
  const [contextWindow, setContextWindow] = useState(String(settings.contextWindow));
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async (patch: SettingsPatch) => {
    const result = await controller.updateSettings(patch);
    if (result.ok) {
      setDraft((d) => ({ ...d, apiKey: '' }));
      setStatus({ tone: 'ok', text: t('settings.saved') });
    } else setStatus({ tone: 'error', text: [result.error.message, ...result.error.details].join(' ') });
  };

  const submit = () => {
    const patch: SettingsPatch = { provider: draft.provider, baseUrl: draft.baseUrl.trim(), model: draft.model.trim() };
    const windowTokens = Number(contextWindow);
    if (Number.isInteger(windowTokens)) patch.contextWindow = windowTokens;
    if (draft.apiKey.trim()) patch.apiKey = draft.apiKey.trim();
    void save(patch);
  };

  return (
    <div className="screen settings">
      <h1>{t('settings.title')}</h1>
      <form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2>{t('settings.model')}</h2>
        <ModelFields draft={draft} hasApiKey={settings.hasApiKey} onChange={setDraft} />
        {draft.provider === 'anthropic' && (
          <p className={`key-storage ${settings.keyStorage}`}>
            {settings.keyStorage !== 'keyring' && <Icon name="warning" />}{' '}
            {t(KEY_STORAGE_NOTE[settings.keyStorage])}
          </p>
        )}
        <div className="field">
          <label htmlFor="context-window">{t('settings.contextWindow')}</label>
          <input id="context-window" type="number" min={1024} step={1024} value={contextWindow} onChange={(e) => setContextWindow(e.target.value)} />
        </div>
        <div className="row">
          <button type="submit" className="primary">
            {t('common.save')}
          </button>
          {settings.hasApiKey && (
            <button type="button" onClick={() => void save({ apiKey: '' })}>
              {t('settings.apiKeyRemove')}
            </button>
          )}
          <span role="status" className={status?.tone === 'error' ? 'form-error' : 'form-ok'}>
            {status && (status.tone === 'ok' ? `✓ ${status.text}` : status.text)}
          </span>
        </div>
      </form>

      <CommandSandboxSection settings={settings} onSave={(patch) => void save(patch)} />

      <NotesSection />

      <McpServersSection />

      <section className="panel">
        <h2>{t('settings.appearance')}</h2>
        <p>{t('settings.theme')}</p>
        <div className="row">
          <button type="button" onClick={() => onZoom(-1)}>
            <span aria-hidden="true">A−</span> {t('settings.zoomOut')}
          </button>
          <button type="button" onClick={() => onZoom(0)}>
            <span aria-hidden="true">A</span> {t('settings.zoomReset')}
          </button>
          <button type="button" onClick={() => onZoom(1)}>
            <span aria-hidden="true">A+</span> {t('settings.zoomIn')}
          </button>
          <span>{t('settings.zoom', { percent: Math.round(zoom * 100) })}</span>
        </div>
      </section>

      <section className="panel">
        <h2>{t('settings.data')}</h2>
        <p>{t('settings.dataDir', { path: settings.dataDir })}</p>
        <div className="row">
          <button type="button" onClick={() => void controller.exportAll().then(setExported)}>
            {t('settings.exportAll')}
          </button>
          <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
            {t('settings.deleteAll')}
          </button>
          {exported && <span role="status">{t('settings.exported', { path: exported })}</span>}
        </div>
      </section>
      <ConfirmDialog
        open={confirmDelete}
        title={t('settings.deleteAllTitle')}
        confirmLabel={t('settings.deleteAllConfirm')}
        tone="danger"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void controller.deleteAll();
        }}
      >
        <p>{t('settings.deleteAllBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
