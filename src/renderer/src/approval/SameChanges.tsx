import { useEffect, useMemo, useState } from 'react';
import { useHeldTextReader } from './held-texts';
import type { DiffMeaning, SameChange, WritePreview } from '../../../shared/tools';
import { buildChangedLineIndex, parseUnifiedDiff, type ChangedLineIndex } from './parse-unified-diff';
import { formatBytes, formatCount } from './format';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

const PLACES_PER_PAGE = 100;

/** One place of a group: where it is on each side, and how many lines it spans. */
interface Place {
  oldLine: number;
  newLine: number;
  lineCount: number;
}

/** Pure. A group's places in order: substitution runs expanded to one place per line. */
export function deriveGroupPlaces(group: SameChange): Place[] {
  const places: Place[] = [];
  for (let k = 0; k + 2 < group.at.length; k += 3) {
    const oldLine = group.at[k] as number;
    const newLine = group.at[k + 1] as number;
    const count = group.at[k + 2] as number;
    if (group.kind === 'substitute')
      for (let i = 0; i < count; i++) places.push({ oldLine: oldLine + i, newLine: newLine + i, lineCount: 1 });
    else places.push({ oldLine, newLine, lineCount: count });
  }
  return places;
}

const visible = (text: string) => deriveVisibleText(text.endsWith('\n') ? text.slice(0, -1) : text, { lines: 'mark' });

/**
 * What a write means before its pages: for a rewrite its size and a summary, then each
 * group of the same change in one line ("`tomato` → `TOMATO` in 1,204 places") with "Show all" to
 * list its places, then what no group explains. The diff below is unchanged; a group never stands
 * for a change it does not describe exactly (the main process checks every place).
 */
export function SameChanges({ write, meaning }: { write: WritePreview; meaning: DiffMeaning }) {
  const [open, setOpen] = useState<number | null>(null);
  // The changed lines are looked up in the diff only once a group's places are asked for; a long
  // diff main holds back (src/shared/held-texts.ts) is read whole then.
  const opened = open !== null;
  const whole = useWholeDiff(write, opened);
  const index = useMemo(
    () => (opened && whole !== null ? buildChangedLineIndex(parseUnifiedDiff(whole)) : null),
    [opened, whole],
  );
  return (
    <section className="gh-same" aria-label={t('approval.same.title')}>
      {meaning.rewrite && (
        <p className="gh-rewrite" data-testid="rewrite-summary">
          {t('approval.same.rewrite', {
            removed: formatCount(write.removed),
            oldLines: formatCount(meaning.oldLineCount),
            added: formatCount(write.added),
            newLines: formatCount(meaning.newLineCount),
            before: write.sizes.before === null ? '' : formatBytes(write.sizes.before),
            after: formatBytes(write.sizes.after),
          })}{' '}
          {meaning.groups.length === 0
            ? t('approval.same.noneFound')
            : t('approval.same.found', { count: meaning.groups.length })}
        </p>
      )}
      {meaning.groups.length > 0 && (
        <ul className="gh-same-groups">
          {meaning.groups.map((group, g) => (
            <li key={g} className="gh-same-group" data-kind={group.kind}>
              <GroupLine group={group} />{' '}
              <button type="button" aria-expanded={open === g} onClick={() => setOpen(open === g ? null : g)}>
                {open === g ? t('approval.same.hideAll') : t('approval.same.showAll')}
              </button>
              {open === g && index !== null && <GroupPlaces group={group} index={index} />}
            </li>
          ))}
        </ul>
      )}
      {meaning.groups.length > 0 && (
        <p className="gh-same-rest">
          {meaning.otherLines === 0
            ? t('approval.same.allExplained')
            : t('approval.same.others', { count: meaning.otherLines })}
          {meaning.unchangedPairs > 0 ? ` ${t('approval.same.unchangedPairs', { count: meaning.unchangedPairs })}` : ''}
        </p>
      )}
    </section>
  );
}

/** The whole diff once `wanted`: as the preview carries it, or read from main; null until then. */
function useWholeDiff(write: WritePreview, wanted: boolean): string | null {
  const reader = useHeldTextReader();
  const rest = write.unifiedRest;
  const [read, setRead] = useState<{ hash: string; text: string } | null>(null);
  useEffect(() => {
    if (!wanted || rest === undefined || reader === null || read?.hash === rest.hash) return;
    let live = true;
    reader.read(rest).then(
      (text) => live && setRead({ hash: rest.hash, text }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, rest, reader, read]);
  if (rest === undefined) return write.unified;
  return read?.hash === rest.hash ? read.text : null;
}

/** "`tomato` → `TOMATO` in 1,204 places", "Inserted in 30 places: `@reviewed`". */
function GroupLine({ group }: { group: SameChange }) {
  if (group.kind === 'substitute') {
    return (
      <span className="gh-same-line">
        <code className="gh-same-from">{visible(group.from)}</code> →{' '}
        <code className="gh-same-to">{visible(group.to)}</code> {t('approval.same.inPlaces', { count: group.places })}
        {group.places !== group.lines ? ` ${t('approval.same.onLines', { count: group.lines })}` : ''}
      </span>
    );
  }
  return (
    <span className="gh-same-line">
      {t(group.kind === 'insert' ? 'approval.same.inserted' : 'approval.same.deleted', { count: group.places })}{' '}
      <code className={group.kind === 'insert' ? 'gh-same-to' : 'gh-same-from'}>
        {visible(group.kind === 'insert' ? group.to : group.from)}
      </code>
    </span>
  );
}

/** Every place of one group, a page at a time: for a substitution the line before and after, as the diff shows them. */
function GroupPlaces({ group, index }: { group: SameChange; index: ChangedLineIndex }) {
  const places = useMemo(() => deriveGroupPlaces(group), [group]);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(places.length / PLACES_PER_PAGE));
  const shown = places.slice(page * PLACES_PER_PAGE, (page + 1) * PLACES_PER_PAGE);
  return (
    <div className="gh-same-places">
      {pages > 1 && (
        <nav className="gh-pager">
          <button type="button" onClick={() => setPage(page - 1)} disabled={page === 0}>
            {t('approval.diff.prev')}
          </button>
          <span aria-live="polite">
            {t('approval.same.placesPage', {
              from: formatCount(page * PLACES_PER_PAGE + 1),
              to: formatCount(page * PLACES_PER_PAGE + shown.length),
              total: formatCount(places.length),
            })}
          </span>
          <button type="button" onClick={() => setPage(page + 1)} disabled={page === pages - 1}>
            {t('approval.diff.next')}
          </button>
        </nav>
      )}
      <div className="gh-hunks-scroll" tabIndex={0} role="region" aria-label={t('approval.same.placesRegion')}>
        {shown.map((place) =>
          group.kind === 'substitute' ? (
            <div className="gh-same-place" key={place.oldLine}>
              <div className="gh-row gh-row-del">
                <span className="gh-ln" aria-hidden="true">
                  {`${place.oldLine}`.padStart(6)}
                  {' '.repeat(8)}
                </span>
                {`− ${deriveVisibleText(index.removed.get(place.oldLine) ?? '')}`}
              </div>
              <div className="gh-row gh-row-add">
                <span className="gh-ln" aria-hidden="true">
                  {' '.repeat(6)}
                  {`${place.newLine}`.padStart(7)}{' '}
                </span>
                {`+ ${deriveVisibleText(index.added.get(place.newLine) ?? '')}`}
              </div>
            </div>
          ) : (
            <div className="gh-row gh-row-ctx gh-same-place" key={`${place.oldLine}-${place.newLine}`}>
              {group.kind === 'insert'
                ? t('approval.same.insertedAt', { line: formatCount(place.newLine), count: place.lineCount })
                : t('approval.same.deletedAt', { line: formatCount(place.oldLine), count: place.lineCount })}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
