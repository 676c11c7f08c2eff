import { createContext, useContext, useEffect, useState } from 'react';
import { readHeldMarker, type HeldText } from '../../../shared/held-marker';
import type { GatehouseClient } from '../ipc/client';
import { hasHeldText, readCachedText, rememberText } from './held-text-cache';

export { hasHeldText };

/**
 * What a window reads the large texts main holds back from it with (src/shared/held-texts.ts), where
 * it shows them whole: bound to one conversation, given to a sheet's parts by context.
 */
export interface HeldTextReader {
  /** The text whole; rejects when main refuses or cannot be reached. */
  read(held: Pick<HeldText, 'hash'>): Promise<string>;
  /** A page of a diff from `from` (a line's start), and where the next one starts (null: none). */
  page(hash: string, from: number): Promise<{ text: string; next: number | null }>;
}

export function createHeldTextReader(client: GatehouseClient, sessionId: string): HeldTextReader {
  return {
    async read({ hash }) {
      const hit = readCachedText(hash);
      if (hit !== undefined) return hit;
      const result = await client.call('text:read', { sessionId, hash });
      if (!result.ok) throw new Error(result.error.message);
      rememberText(hash, result.value.text);
      return result.value.text;
    },
    async page(hash, from) {
      const result = await client.call('text:page', { sessionId, hash, from });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
  };
}

/** The reader for the conversation whose sheet or cards are drawn; null where none is given. */
export const HeldTextsContext = createContext<HeldTextReader | null>(null);

export function useHeldTextReader(): HeldTextReader | null {
  return useContext(HeldTextsContext);
}

/** The value with every held marker replaced by its text, read through `reader`. */
export async function resolveHeldValue(value: unknown, reader: HeldTextReader): Promise<unknown> {
  if (typeof value === 'string') {
    const held = readHeldMarker(value);
    return held === null ? value : reader.read(held);
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolveHeldValue(item, reader)));
  if (value !== null && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [key, await resolveHeldValue(item, reader)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * A value as a person must see it before answering: its held texts read at once (an MCP call's
 * long argument is shown on the sheet, not behind a click). `state` is 'loading' until they are
 * in, 'failed' when main could not give one (the value keeps its markers, shown as such).
 */
export function useResolvedValue<T>(value: T): { value: T; state: 'ready' | 'loading' | 'failed' } {
  const reader = useHeldTextReader();
  const held = hasHeldText(value);
  const [resolved, setResolved] = useState<{ from: T; value: T } | null>(null);
  const [failed, setFailed] = useState<T | null>(null);
  useEffect(() => {
    if (!held || reader === null) return;
    let live = true;
    resolveHeldValue(value, reader).then(
      (full) => live && setResolved({ from: value, value: full as T }),
      () => live && setFailed(() => value),
    );
    return () => {
      live = false;
    };
  }, [held, reader, value]);
  if (!held) return { value, state: 'ready' };
  if (resolved?.from === value) return { value: resolved.value, state: 'ready' };
  return { value, state: failed === value || reader === null ? 'failed' : 'loading' };
}
