import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import { createTextCache } from '../../shared/text-cache';

/**
 * Each large text stored once. An event's payload is stored with every string of at least
 * TEXT_REF_MIN_CHARS replaced by a reference to a row of `texts` (its sha256), written in the same
 * transaction as the first event that refers to it: a 5 MB file's content in a write's arguments,
 * its decision and its tool_call is one row, not three copies. Reading puts the texts back, so
 * every reader sees the event as it was appended. A text is immutable and named by its hash; the
 * log stays the single source of truth.
 *
 * A reference is a string: TEXT_REF_MARK then the hash. A string the model (or anyone) wrote that
 * begins with the mark is stored as a reference to itself, whatever its length, so a stored string
 * that begins with the mark is always one Gatehouse wrote: no argument can pose as a reference to
 * another conversation's text.
 */
export const TEXT_REF_MIN_CHARS = 16 * 1024;
export const TEXT_REF_MARK = '\u0000gatehouse-text:';
/** How a reference looks inside the stored JSON (JSON writes U+0000 as an escape). */
const MARK_IN_JSON = JSON.stringify(TEXT_REF_MARK).slice(1, -1);

/** Texts kept in memory after a read, by their characters (the newest kept, the oldest dropped). */
const CACHE_CHARS = 32 * 1024 * 1024;

export interface TextStore {
  /**
   * The payload as stored: JSON of `data` with its large strings as references, each new text
   * written and each reference counted for `sessionId`. Call inside the event's own transaction.
   */
  writePayload(sessionId: string, data: unknown): string;
  /** A stored payload read back whole. Throws when a referenced text is missing (a broken database). */
  readPayload(json: string): unknown;
  /** Removes the texts no conversation refers to any more (after a conversation is deleted). */
  dropUnreferenced(): void;
  /**
   * A text a conversation's log refers to, by its hash; null when that conversation refers to no
   * such text (another conversation's text is not this one's to read).
   */
  readForSession(sessionId: string, hash: string): string | null;
  /** Whether the conversation's log refers to the text with this hash. */
  isReferenced(sessionId: string, hash: string): boolean;
}

/** sha256 (hex) of a text's UTF-8 bytes: the name a stored text goes by, in the store and beyond. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Pure: whether a string is stored by reference. */
function isStoredByRef(s: string): boolean {
  return s.length >= TEXT_REF_MIN_CHARS || s.startsWith(TEXT_REF_MARK);
}

export function createTextStore(db: Database.Database): TextStore {
  const insertText = db.prepare('INSERT OR IGNORE INTO texts (hash, chars, bytes, body) VALUES (?, ?, ?, ?)');
  const insertRef = db.prepare('INSERT OR IGNORE INTO text_refs (session_id, hash) VALUES (?, ?)');
  const selectText = db.prepare('SELECT body FROM texts WHERE hash = ?').pluck();
  const selectStored = db.prepare('SELECT 1 FROM texts WHERE hash = ?').pluck();
  const deleteUnreferenced = db.prepare('DELETE FROM texts WHERE hash NOT IN (SELECT hash FROM text_refs)');
  const selectRef = db.prepare('SELECT 1 FROM text_refs WHERE session_id = ? AND hash = ?').pluck();
  const cache = createTextCache(CACHE_CHARS);
  const remember = cache.remember;

  const loadText = (hash: string): string => {
    const hit = cache.get(hash);
    if (hit !== undefined) return hit;
    const body = selectText.get(hash) as Buffer | undefined;
    if (body === undefined) throw new Error(`a stored text is missing from the database (${hash.slice(0, 12)}…)`);
    const text = inflateRawSync(body).toString('utf8');
    remember(hash, text);
    return text;
  };

  return {
    writePayload(sessionId, data) {
      const written = new Set<string>();
      const json = JSON.stringify(data, (_key, value: unknown) => {
        if (typeof value !== 'string' || !isStoredByRef(value)) return value;
        const hash = hashText(value);
        if (!written.has(hash)) {
          written.add(hash);
          // Asked of the database, not the cache: a text remembered from an append that rolled back is not stored.
          if (selectStored.get(hash) === undefined) {
            const bytes = Buffer.from(value, 'utf8');
            insertText.run(hash, value.length, bytes.length, deflateRawSync(bytes, { level: 1 }));
          }
          insertRef.run(sessionId, hash);
          remember(hash, value);
        }
        return `${TEXT_REF_MARK}${hash}`;
      });
      return json;
    },
    readPayload(json) {
      if (!json.includes(MARK_IN_JSON)) return JSON.parse(json) as unknown;
      return JSON.parse(json, (_key, value: unknown) =>
        typeof value === 'string' && value.startsWith(TEXT_REF_MARK)
          ? loadText(value.slice(TEXT_REF_MARK.length))
          : value,
      ) as unknown;
    },
    dropUnreferenced() {
      deleteUnreferenced.run();
    },
    readForSession(sessionId, hash) {
      return selectRef.get(sessionId, hash) === undefined ? null : loadText(hash);
    },
    isReferenced: (sessionId, hash) => selectRef.get(sessionId, hash) !== undefined,
  };
}
