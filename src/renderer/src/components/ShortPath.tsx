import { deriveShortPath } from './derive-short-path';

/**
 * A path shortened in the middle. The whole path is its title (hover) and its accessible name;
 * while it has the keyboard focus the whole path replaces the short one (wrapping if need be).
 * The whole path also stays in the text, for copy and find.
 */
export function ShortPath({ path, max, label }: { path: string; max: number; label: string }) {
  const short = deriveShortPath(path, max);
  return (
    <span className="short-path" role="note" tabIndex={0} title={path} aria-label={label}>
      <span className="short-path-short" aria-hidden="true">
        {short}
      </span>
      <span className="short-path-full" aria-hidden="true">
        {path}
      </span>
    </span>
  );
}
