import { useId, useState, type FormEvent } from 'react';
import type { RuleDefinition, RuleView } from '../../../shared/rules';
import { ModalDialog } from '../components/ModalDialog';
import { t } from '../i18n';
import { wordCheck, wordMain } from '../i18n/main/word-main';
import { parseRuleText } from './check-rule-definition';
import { useFocusReturn } from './use-focus-return';
import './rules.css';
import { SaveActions } from './SaveActions';

interface BrokenRuleDialogProps {
  rule: RuleView;
  /** Saves the fixed definition over the broken one (rules:save with its id); resolves with a refusal, or null once saved. */
  onSave(definition: RuleDefinition): Promise<string | null>;
  onDismiss(): void;
}

/**
 * A rule that no longer reads as a rule is fixed as text: its stored JSON, editable, checked with
 * the contract's schema before it is sent and by main again. Nothing typed is lost on a refusal.
 */
export function BrokenRuleDialog({ rule, onSave, onDismiss }: BrokenRuleDialogProps) {
  useFocusReturn();
  const id = useId();
  const [text, setText] = useState(rule.raw ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRuleText(text);
    if (!parsed.ok) {
      const message = parsed.where === '' ? wordCheck(parsed.check) : `${parsed.where}: ${wordCheck(parsed.check)}`;
      return setError(t('rules.editor.rawInvalid', { message }));
    }
    setSaving(true);
    const refusal = await onSave(parsed.definition);
    setSaving(false);
    setError(refusal === null ? null : t('rules.editor.failed', { message: refusal }));
  };

  return (
    <ModalDialog open title={t('rules.editor.titleEdit', { id: rule.id })} onDismiss={onDismiss}>
      <form className="rule-editor" noValidate onSubmit={(e) => void submit(e)}>
        {rule.broken !== undefined && (
          <p className="rule-broken">{t('rules.page.broken', { reason: wordMain(rule.broken) })}</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-raw`}>{t('rules.editor.raw')}</label>
          <textarea
            id={`${id}-raw`}
            rows={8}
            spellCheck={false}
            value={text}
            aria-invalid={error !== null ? true : undefined}
            aria-describedby={`${id}-help${error !== null ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-help`} className="help">
            {t('rules.editor.rawHelp')}
          </p>
          {error !== null && (
            <p id={`${id}-error`} role="alert" className="field-error">
              {error}
            </p>
          )}
        </div>
        <SaveActions saving={saving} onCancel={onDismiss} />
      </form>
    </ModalDialog>
  );
}
