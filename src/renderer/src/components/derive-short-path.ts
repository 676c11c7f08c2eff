/**
 * A long path shortened in the middle, keeping its start (where it lives) and its end (what it
 * is): "/home/ann/…/garden/src". Pure; returns the path unchanged when it fits in `max` characters.
 */
export function deriveShortPath(path: string, max: number): string {
  if (path.length <= max) return path;
  const sep = path.includes('/') ? '/' : '\\';
  const parts = path.split(sep);
  const ellipsis = '…';
  // The head: the root and the first folder ("/home", "C:\Users").
  const head = parts.slice(0, parts[0] === '' ? 2 : 1).join(sep);
  const rest = parts.slice(parts[0] === '' ? 2 : 1);
  const tail: string[] = [];
  for (let i = rest.length - 1; i >= 0; i -= 1) {
    const candidate = [rest[i] as string, ...tail].join(sep);
    if (head.length + ellipsis.length + candidate.length + 2 > max && tail.length > 0) break;
    tail.unshift(rest[i] as string);
  }
  const joined = `${head}${sep}${ellipsis}${sep}${tail.join(sep)}`;
  if (joined.length <= max && tail.length < rest.length) return joined;
  // Even the last folder alone is too long: cut characters out of the middle instead.
  const keep = Math.max(2, max - ellipsis.length);
  const front = Math.ceil(keep / 2);
  return `${path.slice(0, front)}${ellipsis}${path.slice(path.length - (keep - front))}`;
}
