/** Pure helpers for checking command-line options against a deny list. */

export interface OptionDenyList {
  /** Long options, with the leading `--`. GNU getopt accepts any unambiguous prefix, so prefixes count too. */
  long?: readonly string[];
  /** Short option letters; a letter anywhere in a cluster (`-rno`) counts. */
  short?: string;
  /** Stop checking at `--` (true for getopt programs). */
  stopAtDoubleDash?: boolean;
}

/** Returns the offending option, or null when none of `args` is on the deny list. */
export function findDeniedOption(args: readonly string[], deny: OptionDenyList): string | null {
  for (const arg of args) {
    if (arg === '--') {
      if (deny.stopAtDoubleDash ?? true) return null;
      continue;
    }
    if (arg.startsWith('--')) {
      const name = arg.split('=')[0] ?? arg;
      if (name.length > 2 && (deny.long ?? []).some((denied) => denied.startsWith(name))) return arg;
    } else if (arg.startsWith('-') && arg.length > 1 && deny.short) {
      for (const letter of arg.slice(1)) if (deny.short.includes(letter)) return arg;
    }
  }
  return null;
}

/** Arguments that are not options (before `--`), plus everything after `--`. */
export function positionalArgs(args: readonly string[], optionsWithValue: readonly string[] = []): string[] {
  return positionalIndexes(args, optionsWithValue).map((i) => args[i] ?? '');
}

/** Positions of the arguments positionalArgs returns. */
export function positionalIndexes(args: readonly string[], optionsWithValue: readonly string[] = []): number[] {
  const out: number[] = [];
  let afterDoubleDash = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (afterDoubleDash) out.push(i);
    else if (arg === '--') afterDoubleDash = true;
    else if (optionsWithValue.includes(arg)) i += 1;
    else if (!arg.startsWith('-') || arg === '-') out.push(i);
  }
  return out;
}
