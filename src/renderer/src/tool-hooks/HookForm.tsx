import { useId, useRef, useState, type FormEvent } from 'react';
import {
  HOOK_TIMEOUT_MAX_SEC,
  type HookDefinition,
  type HookEvent,
  type HookSandbox,
  type HookView,
} from '../../../shared/hooks';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Field } from '../components/Field';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import {
  buildHookDefinition,
  createHookFormState,
  deriveFolderCodeWarning,
  deriveNeedsFullRightsConfirm,
  type HookFormErrors,
  type HookFormState,
} from './hook-form-state';
import './hooks.css';

const EVENTS: readonly HookEvent[] = ['PreToolUse', 'PostToolUse'];
const SANDBOXES: readonly HookSandbox[] = ['hook', 'none'];

interface HookFormProps {
  /** The hook being edited, or null for a new one. */
  hook: HookView | null;
  /**
   * Saves (hooks:save); resolves with main's refusal in plain words, or null once saved.
   * `confirmed`: the person confirmed running it with their full rights.
   */
  onSave(definition: HookDefinition, confirmed: boolean): Promise<string | null>;
  onCancel(): void;
}

/**
 * Add or edit one hook: when it runs, on which actions, the command, its time limit, and where it
 * runs. "With your full rights" says what that means where it is chosen, and saving it asks once more
 * in a dialog that shows the command, and says so when the command runs code the conversation's
 * folder names (npx, npm run, python -m) (unless this exact command was already confirmed so). Errors
 * (an unreadable pattern, main's refusal) are said at their place; what was typed stays.
 */
export function HookForm({ hook, onSave, onCancel }: HookFormProps) {
  const id = useId();
  const [state, setState] = useState<HookFormState>(() => createHookFormState(hook));
  const [errors, setErrors] = useState<HookFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<HookDefinition | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<HookFormState>) => setState((s) => ({ ...s, ...patch }));
  const folderCode = confirming === null ? null : deriveFolderCodeWarning(confirming);

  const save = async (definition: HookDefinition, confirmed: boolean) => {
    setSaving(true);
    const refused = await onSave(definition, confirmed);
    setSaving(false);
    setRefusal(refused);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildHookDefinition(state);
    if (!built.ok) {
      setErrors(built.errors);
      setRefusal(null);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    if (deriveNeedsFullRightsConfirm(hook, built.definition)) setConfirming(built.definition);
    else void save(built.definition, built.definition.sandbox === 'none');
  };

  return (
    <form ref={form} className="hook-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{hook === null ? t('hooks.form.titleNew') : t('hooks.form.titleEdit')}</h3>
      <fieldset>
        <legend>{t('hooks.form.event')}</legend>
        {EVENTS.map((e) => (
          <label key={e} className="radio-line">
            <input type="radio" name={`${id}-event`} checked={state.event === e} onChange={() => set({ event: e })} />
            {t(`hooks.form.event.${e}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-matcher`}
        label={t('hooks.form.matcher')}
        help={t('hooks.form.matcherHelp')}
        error={errors.matcher}
      >
        {(input) => (
          <input
            {...input}
            className="hook-command"
            spellCheck={false}
            value={state.matcher}
            onChange={(e) => set({ matcher: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${id}-command`}
        label={t('hooks.form.command')}
        help={t('hooks.form.commandHelp')}
        error={errors.command}
      >
        {(input) => (
          <textarea
            {...input}
            rows={3}
            spellCheck={false}
            value={state.command}
            onChange={(e) => set({ command: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${id}-timeout`}
        label={t('hooks.form.timeout')}
        help={t('hooks.form.timeoutHelp')}
        error={errors.timeout}
      >
        {(input) => (
          <input
            {...input}
            type="number"
            min={1}
            max={HOOK_TIMEOUT_MAX_SEC}
            step={1}
            value={state.timeout}
            onChange={(e) => set({ timeout: e.target.value })}
          />
        )}
      </Field>
      <fieldset>
        <legend>{t('hooks.form.sandbox')}</legend>
        {SANDBOXES.map((s) => (
          <div key={s}>
            <label className="radio-line">
              <input
                type="radio"
                name={`${id}-sandbox`}
                checked={state.sandbox === s}
                aria-describedby={`${id}-sandbox-${s}`}
                onChange={() => set({ sandbox: s })}
              />
              {t(`hooks.form.sandbox.${s}`)}
            </label>
            <p id={`${id}-sandbox-${s}`} className={s === 'none' ? 'help hook-warning' : 'help'}>
              {t(s === 'none' ? 'hooks.form.sandbox.noneHelp' : 'hooks.form.sandbox.hookHelp')}
            </p>
          </div>
        ))}
      </fieldset>
      {refusal !== null && (
        <p role="alert" className="field-error">
          {t('hooks.form.failed', { message: refusal })}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('hooks.form.saving') : t('hooks.form.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('hooks.form.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('hooks.form.confirmTitle')}
        confirmLabel={t('hooks.form.confirm')}
        tone="danger"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const definition = confirming;
          setConfirming(null);
          if (definition !== null) void save(definition, true);
        }}
      >
        <p>{t('hooks.form.confirmBody')}</p>
        <pre className="hook-command hook-command-block">{deriveVisibleText(confirming?.command ?? '')}</pre>
        {folderCode !== null && (
          <p className="help hook-warning" role="note">
            {t('hooks.form.confirmFolderCode', { program: deriveVisibleText(folderCode) })}
          </p>
        )}
        <p>{t('hooks.form.confirmAsk')}</p>
      </ConfirmDialog>
    </form>
  );
}
