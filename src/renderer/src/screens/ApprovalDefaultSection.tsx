import type { DefaultApprovalMode, PublicSettings, SettingsPatch } from '../../../shared';
import { ChoiceField } from '../components/ChoiceField';
import type { SaveState } from '../components/SaveStatus';
import { t } from '../i18n';

const DEFAULT_MODES: readonly DefaultApprovalMode[] = ['manual', 'auto'];

/** Who approves in a new conversation: you or the reviewer (never yolo, which each conversation asks for itself). */
export function ApprovalDefaultSection({
  settings,
  save,
}: {
  settings: PublicSettings;
  save(patch: SettingsPatch): Promise<SaveState>;
}) {
  return (
    <section className="panel" aria-labelledby="approvals-heading">
      <h2 id="approvals-heading">{t('settings.approvals')}</h2>
      <ChoiceField<DefaultApprovalMode>
        legend={t('settings.defaultApprovalMode')}
        value={settings.defaultApprovalMode}
        options={DEFAULT_MODES.map((value) => ({
          value,
          label: t(`mode.${value}`),
          help: t(`settings.defaultApprovalMode.${value}`),
        }))}
        onSave={(defaultApprovalMode) => save({ defaultApprovalMode })}
      />
      <p className="help">{t('settings.defaultApprovalModeHelp')}</p>
    </section>
  );
}
