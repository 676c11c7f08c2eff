import { useId, useState } from 'react';
import { SaveStatus, type SaveState } from './SaveStatus';

interface ChoiceFieldProps<V extends string> {
  legend: string;
  value: V;
  /** `lang`: the label's own language when it is not the window's (a language named in itself). */
  options: ReadonlyArray<{ value: V; label: string; help?: string; lang?: string }>;
  /** Saves the choice; resolves with what to say beside it. On a refusal the previous choice comes back. */
  onSave(value: V): Promise<SaveState>;
}

/** A group of radio buttons whose choice saves the moment it is picked, with the result beside it. */
export function ChoiceField<V extends string>({ legend, value, options, onSave }: ChoiceFieldProps<V>) {
  const id = useId();
  const [chosen, setChosen] = useState<V>(value);
  const [status, setStatus] = useState<SaveState>(null);
  const pick = async (next: V) => {
    const before = chosen;
    setChosen(next);
    const result = await onSave(next);
    if (result?.tone === 'error') setChosen(before);
    setStatus(result);
  };
  return (
    <fieldset className="choice-field">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-line">
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={chosen === option.value}
            aria-describedby={option.help !== undefined ? `${id}-${option.value}-help` : undefined}
            onChange={() => void pick(option.value)}
          />
          <span>
            {option.lang !== undefined ? <span lang={option.lang}>{option.label}</span> : option.label}
            {option.help !== undefined && (
              <span id={`${id}-${option.value}-help`} className="help choice-help">
                {option.help}
              </span>
            )}
          </span>
        </label>
      ))}
      <SaveStatus state={status} />
    </fieldset>
  );
}
