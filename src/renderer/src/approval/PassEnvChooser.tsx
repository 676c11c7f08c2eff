import { useId, type Dispatch } from 'react';
import { MAX_PASS_ENV } from '../../../shared/passed-env';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import type { ChoiceEvent } from './sheet-choices';

interface PassEnvChooserProps {
  callId: string;
  /** The withheld names the person may pass (the call's preview, filtered by derivePassableEnv). */
  names: readonly string[];
  chosen: readonly string[];
  dispatch: Dispatch<ChoiceEvent>;
  disabled: boolean;
}

/**
 * A command's withheld environment variables as checkboxes, all unticked at first, behind a
 * disclosure. What is ticked goes with this call's approve or edit only. Names are shown, never
 * values (the renderer never has them). The summary keeps the count in sight while it is closed,
 * so a choice cannot hide in a folded section.
 */
export function PassEnvChooser({ callId, names, chosen, dispatch, disabled }: PassEnvChooserProps) {
  const id = useId();
  if (names.length === 0) return null;
  const full = chosen.length >= MAX_PASS_ENV;
  return (
    <details className="gh-pass-env">
      <summary>
        {t('approval.env.summary')}
        {chosen.length > 0 && (
          <span className="gh-pass-env-count"> {t('approval.env.count', { count: chosen.length })}</span>
        )}
      </summary>
      <p id={`${id}-note`} className="gh-muted">
        {t('approval.env.note')}
      </p>
      <fieldset className="gh-pass-env-names" aria-describedby={`${id}-note`}>
        <legend className="gh-sr-only">{t('approval.env.legend')}</legend>
        {names.map((name) => {
          const checked = chosen.includes(name);
          return (
            <label key={name} className="gh-pass-env-name">
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || (full && !checked)}
                onChange={(e) => dispatch({ type: 'passEnv', callId, name, pass: e.target.checked })}
              />{' '}
              <code>{deriveVisibleText(name, { lines: 'mark' })}</code>
            </label>
          );
        })}
      </fieldset>
      {full && <p className="gh-muted">{t('approval.env.full', { count: MAX_PASS_ENV })}</p>}
    </details>
  );
}
