import { useState } from 'react';
import type { PublicSettings, SettingsPatch } from '../../../shared';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { SaveState } from '../components/SaveStatus';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import { messageOf } from '../ipc/client';
import { AppearanceSection } from './AppearanceSection';
import { LanguageSection } from './LanguageSection';
import { ApprovalDefaultSection } from './ApprovalDefaultSection';
import { ReviewerSection } from './ReviewerSection';
import { CommandSandboxSection } from './CommandSandboxSection';
import { ModelSettingsForm } from './ModelSettingsForm';
import { NotesSection } from './NotesSection';
import { RulesSection } from './RulesSection';
import { HooksSection } from './HooksSection';
import { UndoStorageSection } from './UndoStorageSection';
import { McpServersSection } from './McpServersSection';
import { UpdatesSection } from './UpdatesSection';

interface SettingsScreenProps {
  settings: PublicSettings;
  zoom: number;
  onZoom(direction: 1 | -1 | 0): void;
}

/** The model form, who approves by default, the command sandbox, the `remember` notes, language, appearance, and the data folder with export / delete all. */
export function SettingsScreen({ settings, zoom, onZoom }: SettingsScreenProps) {
  const controller = useController();
  const [exported, setExported] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  /** Saves a patch; resolves with what to say beside the control that saved it. */
  const save = async (patch: SettingsPatch): Promise<SaveState> => {
    const result = await controller.updateSettings(patch);
    return result.ok ? { tone: 'ok', text: t('settings.saved') } : { tone: 'error', text: messageOf(result) };
  };

  return (
    <div className="screen settings">
      <h1>{t('settings.title')}</h1>
      <ModelSettingsForm settings={settings} save={save} />

      <ApprovalDefaultSection settings={settings} save={save} />
      <ReviewerSection settings={settings} onSave={(patch) => void save(patch)} />

      <CommandSandboxSection settings={settings} save={save} />

      <RulesSection />
      <HooksSection sandbox={settings.commandSandbox} />
      <NotesSection />
      <UndoStorageSection settings={settings} onSave={(patch) => void save(patch)} />

      <McpServersSection />
      <LanguageSection settings={settings} save={save} />
      <AppearanceSection settings={settings} zoom={zoom} onZoom={onZoom} save={save} />
      <UpdatesSection settings={settings} save={save} />

      <section className="panel">
        <h2>{t('settings.data')}</h2>
        <p>{t('settings.dataDir', { path: settings.dataDir })}</p>
        <div className="row">
          <button
            type="button"
            onClick={() =>
              void controller.exportAll().then((written) => setExported(written.ok ? written.value : null))
            }
          >
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
