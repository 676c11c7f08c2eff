import { useCallback, useEffect, useMemo, useState } from 'react';
import { readHeldMarker } from '../../../shared/held-marker';
import type { WritePreview } from '../../../shared/tools';
import { useHeldTextReader } from './held-texts';

export interface DiffPages {
  /** The diff read so far: whole lines from its start. */
  unified: string;
  /** More of the diff is with main. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  /** Reads the next page (nothing while one is being read, or when none is left). */
  loadMore(): void;
}

interface PagesRead {
  of: WritePreview;
  unified: string;
  /** Where the next page starts; null when none is left. */
  next: number | null;
  loading: boolean;
  failed: boolean;
}

function deriveFirstPage(write: WritePreview): PagesRead {
  const next = write.unifiedRest !== undefined ? write.unified.length : null;
  return { of: write, unified: write.unified, next, loading: false, failed: false };
}

/**
 * A write's diff as the window has it: whole, or (a long one) its first page, then each next page
 * read from main when the person reaches it (src/shared/held-texts.ts).
 */
export function useDiffPages(write: WritePreview): DiffPages {
  const reader = useHeldTextReader();
  const rest = write.unifiedRest;
  const [state, setState] = useState(() => deriveFirstPage(write));
  // A new preview (an edit's, another call's) starts again from its own first page.
  const current = useMemo(() => (state.of === write ? state : deriveFirstPage(write)), [state, write]);
  if (current !== state) setState(current);
  const loadMore = useCallback(() => {
    if (rest === undefined || reader === null || current.next === null || current.loading) return;
    const from = current.next;
    setState({ ...current, loading: true, failed: false });
    reader.page(rest.hash, from).then(
      (page) =>
        setState((s) =>
          s.of === write && s.next === from
            ? { ...s, unified: s.unified + page.text, next: page.next, loading: false }
            : s,
        ),
      () => setState((s) => (s.of === write ? { ...s, loading: false, failed: true } : s)),
    );
  }, [current, reader, rest, write]);
  return {
    unified: current.unified,
    more: current.next !== null,
    loading: current.loading,
    failed: current.failed || (current.next !== null && reader === null),
    loadMore,
  };
}

/**
 * The two texts a Monaco pane compares, once `wanted`: as the preview carries them, or read from
 * main when it holds them back. null while they are being read; 'failed' when they could not be.
 */
export function useMonacoTexts(
  write: WritePreview,
  wanted: boolean,
): { original: string; proposed: string } | null | 'failed' {
  const reader = useHeldTextReader();
  const held = readHeldMarker(write.original) !== null || readHeldMarker(write.proposed) !== null;
  const [read, setRead] = useState<{
    of: WritePreview;
    texts: { original: string; proposed: string } | 'failed';
  } | null>(null);
  useEffect(() => {
    if (!wanted || !held || reader === null) return;
    let live = true;
    const readSide = (text: string | null): Promise<string> | string => {
      const marker = readHeldMarker(text);
      return marker === null ? (text ?? '') : reader.read(marker);
    };
    Promise.all([readSide(write.original), readSide(write.proposed)]).then(
      ([original, proposed]) => live && setRead({ of: write, texts: { original, proposed } }),
      () => live && setRead({ of: write, texts: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, held, reader, write]);
  if (!held) return { original: write.original ?? '', proposed: write.proposed ?? '' };
  if (reader === null) return 'failed';
  return read?.of === write ? read.texts : null;
}
