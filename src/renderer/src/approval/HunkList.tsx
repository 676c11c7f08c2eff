import { useMemo, useState } from 'react';
import {
  buildDiffPage,
  buildDiffPageRanges,
  type DiffHunk,
  type DiffRow,
  type DiffPageRange,
} from './parse-unified-diff';
import { t, type MessageKey } from '../i18n';
import { formatCount } from './format';
import { deriveVisibleText } from '../text/visible-text';

const SIGN: Record<DiffRow['kind'], string> = { add: '+', del: '−', ctx: ' ', note: '\\' };
const BLOCK_ROWS = 100;

/** Both line numbers as one fixed-width text: two DOM nodes a row keep a 2,000-line page fast. */
function gutter(row: DiffRow): string {
  return (
    `${row.oldNo === null ? '' : row.oldNo}`.padStart(6) + `${row.newNo === null ? '' : row.newNo}`.padStart(7) + ' '
  );
}

function blocksOf(rows: readonly DiffRow[]): DiffRow[][] {
  const blocks: DiffRow[][] = [];
  for (let i = 0; i < rows.length; i += BLOCK_ROWS) blocks.push(rows.slice(i, i + BLOCK_ROWS));
  return blocks;
}

/**
 * Pure: a hunk's heading in words, from the line numbers on its rows ("Lines 18–24"; "Removed at
 * line 7" when it only removes), in place of git's `@@ -a,b +c,d @@` a person does not read.
 */
export function deriveHunkHeading(rows: readonly DiffRow[]): { key: MessageKey; params: Record<string, string> } {
  const numbers = (pick: (r: DiffRow) => number | null) => rows.map(pick).filter((n): n is number => n !== null);
  const kept = numbers((r) => r.newNo);
  if (kept.length > 0) {
    const from = Math.min(...kept);
    const to = Math.max(...kept);
    return from === to
      ? { key: 'approval.diff.hunkLine', params: { line: formatCount(from) } }
      : { key: 'approval.diff.hunkLines', params: { from: formatCount(from), to: formatCount(to) } };
  }
  const removed = numbers((r) => r.oldNo);
  return {
    key: 'approval.diff.hunkRemoved',
    params: { line: formatCount(removed.length > 0 ? Math.min(...removed) : 1) },
  };
}

interface HunkListProps {
  hunks: readonly DiffHunk[];
  path: string;
  /** Hidden (not unmounted) while the Monaco pane is shown, so switching back keeps the page. */
  hidden?: boolean;
  /** More of the diff is with main (src/shared/held-texts.ts): Next on the last page read reads it. */
  more?: { load(): void; loading: boolean; failed: boolean };
}

/** The main process's hunks, one page at a time, with +/− signs and both line numbers. */
export function HunkList({ hunks, path, hidden, more }: HunkListProps) {
  const ranges = useMemo(() => buildDiffPageRanges(hunks), [hunks]);
  const [pageIndex, setPageIndex] = useState(0);
  const page = Math.min(pageIndex, ranges.length - 1);
  const range = ranges[page] as DiffPageRange;
  const segments = useMemo(() => buildDiffPage(hunks, range), [hunks, range]);
  const total = useMemo(() => ranges.reduce((n, r) => n + r.lineCount, 0), [ranges]);
  const from = ranges.slice(0, page).reduce((n, r) => n + r.lineCount, 0);

  return (
    <div className="gh-hunks" hidden={hidden}>
      {(ranges.length > 1 || more !== undefined) && (
        <nav className="gh-pager" aria-label={t('approval.diff.region', { path })}>
          <button type="button" onClick={() => setPageIndex(page - 1)} disabled={page === 0}>
            {t('approval.diff.prev')}
          </button>
          <span aria-live="polite">
            {more === undefined
              ? t('approval.diff.page', {
                  page: page + 1,
                  pages: ranges.length,
                  from: formatCount(from + 1),
                  to: formatCount(from + range.lineCount),
                  total: formatCount(total),
                })
              : t('approval.diff.pageOfMore', {
                  page: page + 1,
                  from: formatCount(from + 1),
                  to: formatCount(from + range.lineCount),
                })}
            {more?.loading === true ? ` ${t('approval.diff.reading')}` : ''}
            {more?.failed === true ? ` ${t('approval.diff.notRead')}` : ''}
          </span>
          <button
            type="button"
            onClick={() => {
              // On the last page read, Next reads the next page of the diff from main first.
              if (page === ranges.length - 1) more?.load();
              setPageIndex(page + 1);
            }}
            disabled={page === ranges.length - 1 && (more === undefined || more.loading)}
          >
            {t('approval.diff.next')}
          </button>
        </nav>
      )}
      {/* Focusable so the diff scrolls from the keyboard. */}
      <div className="gh-hunks-scroll" tabIndex={0} role="region" aria-label={t('approval.diff.region', { path })}>
        {segments.map((segment) => {
          const heading = deriveHunkHeading(segment.rows);
          return (
            <div className="gh-hunk" key={`${segment.hunkIndex}-${segment.continued ? 'c' : 's'}`}>
              <div className="gh-hunk-header">
                {t(heading.key, heading.params)}
                {segment.continued ? ` (${t('approval.diff.continued')})` : ''}
              </div>
              {blocksOf(segment.rows).map((block, b, blocks) => (
                // Blocks of rows: past one block, the browser skips layout and paint for blocks scrolled
                // out of view, each sized before it is drawn by its own rows. One block is simply drawn
                // (its text is there to read and to find at once).
                <div
                  className={blocks.length > 1 ? 'gh-rows-block gh-rows-block-lazy' : 'gh-rows-block'}
                  key={b}
                  style={blocks.length > 1 ? { containIntrinsicBlockSize: `auto ${block.length * 18}px` } : undefined}
                >
                  {block.map((row, i) => (
                    <div className={`gh-row gh-row-${row.kind}`} key={i}>
                      <span className="gh-ln" aria-hidden="true">
                        {gutter(row)}
                      </span>
                      {`${SIGN[row.kind]} ${deriveVisibleText(row.text)}`}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
