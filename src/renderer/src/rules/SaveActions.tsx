import { t } from '../i18n';

/** A rule dialog's Cancel and Save (the form's submit), Save showing that it is saving. */
export function SaveActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="dialog-actions">
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="primary" disabled={saving}>
        {saving ? t('rules.editor.saving') : t('rules.editor.save')}
      </button>
    </div>
  );
}
