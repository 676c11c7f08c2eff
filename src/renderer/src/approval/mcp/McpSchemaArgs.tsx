import { t } from '../../i18n';
import { deriveVisibleText } from '../../text/visible-text';
import { deriveHeldPlaceholders, deriveReadableJson } from '../format';
import { readHeldMarker } from '../../../../shared/held-marker';
import { formatWhen } from './format-when';
import { PlainLines } from '../../components/PlainLines';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

interface FieldSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Pure: an ISO date-time value (by its schema format, or by how it looks). */
function isDateTime(schema: FieldSchema, value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (schema.format === 'date-time' || schema.format === 'date' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) &&
    !Number.isNaN(new Date(value).getTime())
  );
}

function FieldValue({ schema, value, timeZone }: { schema: FieldSchema; value: unknown; timeZone?: string }) {
  if (value === undefined || value === '') return <span className="gh-muted">{t('mcp.args.empty')}</span>;
  if (isDateTime(schema, value)) {
    return (
      <span>
        {formatWhen(value, timeZone)} <code className="gh-muted">{oneLine(value)}</code>
      </span>
    );
  }
  if (typeof value === 'string' && readHeldMarker(value) !== null)
    return <span className="gh-muted">{deriveHeldPlaceholders(value) as string}</span>;
  if (typeof value === 'string')
    return value.includes('\n') ? (
      <PlainLines as="pre" className="gh-mcp-body" text={deriveVisibleText(value)} />
    ) : (
      <span>{oneLine(value)}</span>
    );
  if (typeof value === 'number' || typeof value === 'boolean') return <code>{String(value)}</code>;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.length === 0 ? (
      <span className="gh-muted">{t('mcp.args.none')}</span>
    ) : (
      <ul className="gh-mcp-list">
        {value.map((v, i) => (
          <li key={i}>{oneLine(v)}</li>
        ))}
      </ul>
    );
  }
  return (
    <pre className="gh-code-block">
      <PlainLines as="code" text={deriveReadableJson(value)} />
    </pre>
  );
}

/**
 * The arguments laid out by the tool's input schema: each field by its title (or name), its
 * description, and its value read as a person reads it (dates as dates, lists as lists). Fields the
 * schema does not name are shown too, after the named ones: nothing the server receives is hidden.
 * `laidOut`: the arguments a mail or calendar layout above already shows, as they are
 * (deriveLaidOutArgs); they are left out here, and nothing is drawn when no other is left.
 * `title`: the heading, for a record that shows what ran rather than what will.
 */
export function McpSchemaArgs({
  schema,
  args,
  timeZone,
  laidOut,
  title,
}: {
  schema: Record<string, unknown>;
  args: Record<string, unknown>;
  timeZone?: string;
  laidOut?: ReadonlySet<string>;
  title?: string;
}) {
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, FieldSchema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const named = [
    ...Object.keys(properties).filter((k) => k in args),
    ...Object.keys(args).filter((k) => !(k in properties)),
  ];
  const names = laidOut === undefined ? named : named.filter((k) => !laidOut.has(k));
  const someLaidOut = names.length < named.length;
  if (someLaidOut && names.length === 0) return null;
  return (
    <section className="gh-mcp-args">
      <p className="gh-label">{title ?? (someLaidOut ? t('mcp.args.titleRest') : t('mcp.args.title'))}</p>
      {names.length === 0 ? (
        <p className="gh-muted">{t('mcp.args.none')}</p>
      ) : (
        <dl className="gh-mcp-fields">
          {names.map((name) => {
            const field = properties[name] ?? {};
            return (
              <div key={name} className="gh-mcp-field">
                <dt>
                  {oneLine(field.title ?? name)}
                  {required.has(name) && <span className="gh-muted"> ({t('mcp.args.required')})</span>}
                  {field.description !== undefined && (
                    <span className="gh-mcp-field-help">{oneLine(field.description)}</span>
                  )}
                </dt>
                <dd>
                  <FieldValue schema={field} value={args[name]} {...(timeZone !== undefined ? { timeZone } : {})} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
