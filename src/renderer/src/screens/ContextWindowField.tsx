import { Field } from '../components/Field';
import { parseContextWindow } from '../components/field-rules';
import { t } from '../i18n';

interface ContextWindowFieldProps {
  id: string;
  /** What the person typed, kept as text so a half-typed number is never rewritten under them. */
  value: string;
  /** The field's error in words, when it is shown; absent → none. */
  error: string | null | undefined;
  /** Every edit: the text, and its tokens when it is a valid window (null otherwise). */
  onEdit(text: string, tokens: number | null): void;
}

/** The model's memory in tokens, shared by onboarding and settings: digits typed freely, checked on the field in words. */
export function ContextWindowField({ id, value, error, onEdit }: ContextWindowFieldProps) {
  return (
    <Field id={id} label={t('settings.contextWindow')} help={t('settings.contextWindowHelp')} error={error}>
      {(input) => (
        <input
          {...input}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            const typed = parseContextWindow(e.target.value);
            onEdit(e.target.value, typed.ok ? typed.value : null);
          }}
        />
      )}
    </Field>
  );
}
