import { useCallback, useState, type ReactNode } from 'react';
import { t, type MessageKey } from '../i18n';

/** What a field's own input carries so its help and its error are read with it. */
export interface FieldInputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids of a field's help and error (both optional), as aria-describedby wants them. */
export function deriveDescribedBy(id: string, hasHelp: boolean, error: string | null | undefined): string | undefined {
  const ids = [hasHelp ? `${id}-help` : null, error ? `${id}-error` : null].filter((x) => x !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The props an input needs for its help and error: aria-invalid and aria-describedby. */
export function deriveFieldInputProps(id: string, hasHelp: boolean, error: string | null | undefined): FieldInputProps {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': deriveDescribedBy(id, hasHelp, error) };
}

/** A field's error in the app's words, right under its input; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | null | undefined;
  /** Renders the input with the props that tie it to its label, help and error. */
  children(input: FieldInputProps): ReactNode;
}

/** One labelled form field: label, input, help, and its error (never a browser bubble: forms are noValidate). */
export function Field({ id, label, help, error, children }: FieldProps) {
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(deriveFieldInputProps(id, help !== undefined, error))}
      {help !== undefined && (
        <p id={`${id}-help`} className="help">
          {help}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Which fields' errors are on screen: a field's error shows once the person has edited it, and
 * every field's on a Save attempt; a field never edited shows none (defaults are valid anyway).
 * `visible` turns the current errors (message keys) into the words to show.
 */
export function useShownErrors<K extends string>() {
  const [shown, setShown] = useState<ReadonlySet<K>>(() => new Set());
  const show = useCallback((keys: readonly K[]) => {
    setShown((before) => (keys.every((k) => before.has(k)) ? before : new Set([...before, ...keys])));
  }, []);
  const visible = (errors: Partial<Record<K, MessageKey | null>>): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const key of Object.keys(errors) as K[]) {
      const error = errors[key];
      if (error && shown.has(key)) out[key] = t(error);
    }
    return out;
  };
  return { show, visible };
}

/**
 * After a refused Save: moves the focus to the first invalid input in `form`. Call it once the
 * errors are in the DOM (flushSync), so the focus lands with the words that explain it, not a
 * frame later (a window in the background draws no frames).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
