import { findDeniedOption } from './option-check';

/**
 * Reads a program makes of files it is not given by name: it follows symbolic links while it
 * walks folders, or it reads the names of the files to read from another file. Pure.
 *
 * Why these always ask: the outside-the-workspace check sees the words of a command, not the
 * links a walk will meet (`up -> ..` planted in the repository) or the names inside a list file,
 * so it cannot prove every path such a read reaches is inside. Asking is the only safe answer; a
 * person who wants `ls -RL` approves it once.
 */

interface IndirectOptions {
  /** Long options (prefixes count, as for getopt). */
  long?: readonly string[];
  /** Short option letters, anywhere in a cluster. */
  short?: string;
  /** Words matched whole: find's single-dash options. */
  exact?: readonly string[];
}

const FOLLOWS: Readonly<Record<string, IndirectOptions>> = {
  ls: { long: ['--dereference'], short: 'L' },
  du: { long: ['--dereference'], short: 'L' },
  tree: { short: 'l' },
  find: { exact: ['-L', '-follow'] },
  grep: { long: ['--dereference-recursive'], short: 'R' },
  egrep: { long: ['--dereference-recursive'], short: 'R' },
  fgrep: { long: ['--dereference-recursive'], short: 'R' },
  rg: { long: ['--follow'], short: 'L' },
};

const CHECK_LISTS: IndirectOptions = { long: ['--check'], short: 'c' };

const NAME_LISTS: Readonly<Record<string, IndirectOptions>> = {
  find: { exact: ['-files0-from'] },
  du: { long: ['--files0-from'] },
  wc: { long: ['--files0-from'] },
  sort: { long: ['--files0-from'] },
  file: { long: ['--files-from'], short: 'f' },
  tree: { long: ['--fromfile'] },
  md5sum: CHECK_LISTS,
  sha1sum: CHECK_LISTS,
  sha224sum: CHECK_LISTS,
  sha256sum: CHECK_LISTS,
  sha384sum: CHECK_LISTS,
  sha512sum: CHECK_LISTS,
  b2sum: CHECK_LISTS,
  cksum: CHECK_LISTS,
};

function findOption(args: readonly string[], options: IndirectOptions | undefined): string | null {
  if (!options) return null;
  const exact = args.find((a) => options.exact?.includes(a));
  if (exact) return exact;
  return findDeniedOption(args, { long: options.long ?? [], short: options.short ?? '' });
}

/** Why a program reads files it is not given by name: the model's words and the person's kind, with the option. */
export interface IndirectRead {
  reason: string;
  kind: 'followsLinks' | 'diffFollows' | 'namesFromFile';
  option: string;
}

/** Pure: why this program with these arguments reads files it is not given by name, or null. */
export function decideIndirectRead(program: string, args: readonly string[]): string | null {
  return findIndirectRead(program, args)?.reason ?? null;
}

/** Pure: as decideIndirectRead, with what kind of read it is and the option that makes it. */
export function findIndirectRead(program: string, args: readonly string[]): IndirectRead | null {
  const follows = findOption(args, Object.hasOwn(FOLLOWS, program) ? FOLLOWS[program] : undefined);
  if (follows)
    return {
      reason: `option "${follows}" follows symbolic links, which may lead outside the workspace`,
      kind: 'followsLinks',
      option: follows,
    };
  // GNU diff follows symbolic links while it recurses unless told not to.
  if (
    program === 'diff' &&
    findDeniedOption(args, { long: ['--recursive'], short: 'r' }) &&
    !args.includes('--no-dereference')
  ) {
    return {
      reason: 'diff -r follows symbolic links, which may lead outside the workspace (add --no-dereference)',
      kind: 'diffFollows',
      option: '-r',
    };
  }
  const list = findOption(args, Object.hasOwn(NAME_LISTS, program) ? NAME_LISTS[program] : undefined);
  if (list)
    return {
      reason: `option "${list}" reads the names of the files to read from a file, which may name files outside the workspace`,
      kind: 'namesFromFile',
      option: list,
    };
  return null;
}
