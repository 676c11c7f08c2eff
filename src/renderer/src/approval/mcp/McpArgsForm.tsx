import { useId, useState } from 'react';
import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';
import { parseArgsText } from '../sheet-choices';
import { FoldedLongText, isFoldedWhenEdited } from '../FoldedLongText';
import { countEditorLines } from '../../../../shared/write-preview-limits';
import { applyFieldEdit, deriveFieldKind, deriveFieldText, type FieldSchema } from './apply-field-edit';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An MCP call's arguments as a form laid out by the tool's input schema (field titles and
 * descriptions; text, numbers, yes/no, lists one per line; anything else as JSON). Every change
 * becomes the arguments' JSON text and goes through `onText`, the sheet's one edit path (checked by
 * the main process, shown as "this is what will run"). Fields the schema does not name are shown
 * too. While the JSON text is not an object, the form stands aside for the JSON editor. A long
 * text starts folded (FoldedLongText) and opens when the person asks.
 */
export function McpArgsForm({
  schema,
  text,
  onText,
}: {
  schema: Record<string, unknown>;
  text: string;
  onText(next: string): void;
}) {
  const id = useId();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const parsed = parseArgsText(text);
  if (!parsed.ok) return <p className="gh-muted">{t('mcp.form.fixJson')}</p>;
  const args = parsed.args;
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, FieldSchema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const names = [...Object.keys(properties), ...Object.keys(args).filter((k) => !(k in properties))];
  const set = (name: string, kind: ReturnType<typeof deriveFieldKind>, input: string | boolean) => {
    const next = applyFieldEdit(text, name, kind, input);
    if (next !== null) onText(next);
  };
  return (
    <fieldset className="gh-mcp-form" aria-label={t('mcp.form.label')}>
      <legend className="gh-label">{t('mcp.form.label')}</legend>
      {names.map((name, i) => {
        const field = properties[name] ?? {};
        const kind = deriveFieldKind(field, args[name]);
        const value = deriveFieldText(kind, args[name]);
        const inputId = `${id}-${i}`;
        const folded = kind !== 'boolean' && isFoldedWhenEdited(value) && !opened.has(name);
        const label = (
          <label htmlFor={folded ? undefined : inputId}>
            {oneLine(field.title ?? name)}
            {required.has(name) && <span className="gh-muted"> ({t('mcp.args.required')})</span>}
            {field.description !== undefined && <span className="gh-mcp-field-help">{oneLine(field.description)}</span>}
          </label>
        );
        return (
          <div key={name} className="gh-mcp-field">
            {kind === 'boolean' ? (
              <>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={args[name] === true}
                  onChange={(e) => set(name, kind, e.currentTarget.checked)}
                />{' '}
                {label}
              </>
            ) : (
              <>
                {label}
                {folded ? (
                  <FoldedLongText
                    text={value}
                    name={oneLine(field.title ?? name)}
                    onOpen={() => setOpened((now) => new Set(now).add(name))}
                  />
                ) : kind === 'text' || kind === 'number' || kind === 'integer' ? (
                  <input
                    id={inputId}
                    type="text"
                    inputMode={kind === 'text' ? undefined : 'decimal'}
                    value={value}
                    onChange={(e) => set(name, kind, e.currentTarget.value)}
                  />
                ) : (
                  <textarea
                    id={inputId}
                    spellCheck={false}
                    rows={Math.min(10, Math.max(2, countEditorLines(value) + 1))}
                    value={value}
                    aria-describedby={kind === 'list' ? `${inputId}-hint` : undefined}
                    onChange={(e) => set(name, kind, e.currentTarget.value)}
                  />
                )}
                {kind === 'list' && (
                  <span id={`${inputId}-hint`} className="gh-muted">
                    {t('mcp.form.onePerLine')}
                  </span>
                )}
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
