import { accessSync, constants, realpathSync } from 'node:fs';
import path from 'node:path';
import { isAtOrUnder } from '../../sandbox';

/** bash's "not found" for a program, as `bash -c` prints it: `bash: line 1: tool: command not found` (or sh's `tool: not found`). */
const NOT_FOUND = /(?:^|\n)(?:[^\n:]*: )?(?:line \d+: )?([A-Za-z0-9._+-]{1,100}): (?:command )?not found/g;

/**
 * Reads the disk (PATH, links): for each program a sandboxed command could not find that is
 * installed where the sandbox hides it (the home folder: nvm, pyenv, ~/.local/bin…), one line saying
 * where it is and what the person can do. Without it, the model and the person read only
 * "command not found" for a program that is plainly installed. `readable` are the home folders the
 * sandbox shows (the toolchains the person allowed); a program there is not hidden. Never throws.
 */
export function loadHiddenProgramNotes(
  output: string,
  searchPath: string,
  homes: readonly string[],
  readable: readonly string[],
): string[] {
  const names = [...new Set([...output.matchAll(NOT_FOUND)].map((m) => m[1]!))].slice(0, 5);
  const notes: string[] = [];
  for (const name of names) {
    const found = searchPath
      .split(':')
      .filter((d) => path.isAbsolute(d))
      .map((d) => path.join(d, name))
      .find(isProgram);
    if (found === undefined) continue;
    let real: string;
    try {
      real = realpathSync(found);
    } catch {
      continue;
    }
    if (!homes.some((h) => isAtOrUnder(real, h)) || readable.some((r) => isAtOrUnder(real, r))) continue;
    notes.push(
      `${name} is installed in ${path.dirname(found)}, inside the home folder, which the sandbox hides from commands: the person can allow toolchains in the home folder (Settings › Commands) so commands can use it.`,
    );
  }
  return notes;
}

function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
