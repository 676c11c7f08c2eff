import { hashText } from '../store';

/**
 * Each large text of the export written once (the format is docs/export.md). The export holds whole
 * events, and one approved write carries its file's content in the reply's arguments, the request,
 * the decision, the tool_call and the audit; a 5 MB file would be written five times. Instead every
 * string of at least EXPORT_TEXT_MIN_CHARS becomes a reference, EXPORT_TEXT_MARK then the sha256 of
 * the text (hex, of its UTF-8 bytes, as the database names it), and the top-level `texts` maps each
 * hash to the text once, across all conversations.
 *
 * A string anyone wrote that begins with the mark is exported as a reference to itself, whatever its
 * length, so every string in the file that begins with the mark is a reference and a model's
 * argument that imitates one reads back exactly as written.
 *
 * The mark and the bound are the export file's own contract. They equal the database's
 * (src/main/store/text-store.ts), so the export names a text by the same hash, but an export
 * stays readable by its own rule whatever the store does later.
 */
export const EXPORT_TEXT_MARK = '\u0000gatehouse-text:';
export const EXPORT_TEXT_MIN_CHARS = 16 * 1024;

/** A JSON object as exported: its large strings as references, and `texts` holding each once. */
export type ExportWithTexts = Record<string, unknown> & { texts: Record<string, string> };

function isExportedByRef(s: string): boolean {
  return s.length >= EXPORT_TEXT_MIN_CHARS || s.startsWith(EXPORT_TEXT_MARK);
}

/**
 * Pure: `body` as JSON (JSON.stringify's rules: undefined dropped, toJSON used) with each string
 * exported by reference and `texts` added last. Object keys are never replaced: they are names,
 * not texts. Throws when `body` already has a `texts` key, or is not JSON.
 */
export function deriveExportWithTexts(body: Record<string, unknown>): ExportWithTexts {
  if (Object.hasOwn(body, 'texts')) throw new Error('the export body already has a "texts" key');
  const texts = new Map<string, string>();
  const json = JSON.stringify(body, (_key, value: unknown) => {
    if (typeof value !== 'string' || !isExportedByRef(value)) return value;
    const hash = hashText(value);
    texts.set(hash, value);
    return `${EXPORT_TEXT_MARK}${hash}`;
  });
  return { ...(JSON.parse(json) as Record<string, unknown>), texts: Object.fromEntries(texts) };
}

/**
 * Pure: an export file's text read back whole: its JSON without `texts`, every reference replaced
 * by the text it names. An export made before texts were kept once (no `texts`) reads as it is when
 * it holds no reference. Throws on JSON that is not an object, on a `texts` that is not an object,
 * and on a reference to a text the file does not hold as a string (an export edited by hand).
 */
export function parseExport(json: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('an export is a JSON object');
  }
  const { texts = {}, ...body } = parsed as Record<string, unknown>;
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    throw new Error('the export\'s "texts" is not an object');
  }
  const byHash = texts as Record<string, unknown>;
  const textOf = (ref: string): string => {
    const hash = ref.slice(EXPORT_TEXT_MARK.length);
    const text = Object.hasOwn(byHash, hash) ? byHash[hash] : undefined;
    if (typeof text !== 'string')
      throw new Error(`the export refers to a text it does not hold (${hash.slice(0, 12)}…)`);
    return text;
  };
  const put = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(EXPORT_TEXT_MARK) ? textOf(value) : value;
    if (Array.isArray(value)) return value.map(put);
    // fromEntries defines each key as the object's own, "__proto__" included, as JSON.parse did.
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, put(inner)]));
    }
    return value;
  };
  return put(body) as Record<string, unknown>;
}
