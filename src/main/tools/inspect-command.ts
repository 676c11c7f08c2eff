import path from 'node:path';
import { findNetworkUse } from './network-programs';
import type { ParsedShell, ShellWord } from './shell-parse';
import type { WorkspaceGuard } from './workspace-guard';

/**
 * Why a command counts as outside the workspace: a path it names resolves outside, it uses ~, it
 * talks to the network, or it cannot be fully parsed. Reads the file system through the guard only.
 */

const DEVICE_PATHS = new Set(['/dev/null', '/dev/stdin', '/dev/stdout', '/dev/stderr', '/dev/zero', '/dev/urandom', '/dev/random']);

export interface CommandReach {
  paths: string[];
  reasons: string[];
}

/** Judges every word that may name a path, relative to the workspace and to every `cd` target. */
export async function buildCommandReach(parsed: ParsedShell, guard: WorkspaceGuard, root: string, cwd: string): Promise<CommandReach> {
  const reasons: string[] = [];
  const paths = new Set<string>();
  const add = (reason: string): void => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  if (parsed.problems.length > 0) add(`the command cannot be fully checked: ${parsed.problems[0] ?? 'unknown construct'}`);

  // Relative paths are judged from every folder the command may be in, so a `cd` inside a
  // subshell cannot make a later path look closer to home than it is.
  const bases = [cwd];
  const judge = async (word: ShellWord, role: string): Promise<void> => {
    if (word.tilde) {
      add(`it uses ~ (${word.text}), which is your home folder`);
      return;
    }
    if (word.value === null) {
      add(`${role} "${word.text}" depends on an expansion whose value is not known`);
      return;
    }
    const candidate = word.glob ? literalDirOf(word.value) : word.value;
    if (candidate === '' || DEVICE_PATHS.has(candidate)) return;
    for (const base of bases) {
      const result = await guard.resolve(root, path.isAbsolute(candidate) ? candidate : path.join(base, candidate));
      if (!result.inside) {
        add(`${role} "${word.value}" resolves outside the workspace (${result.absolute})`);
        return;
      }
      paths.add(result.absolute);
    }
  };

  for (const command of parsed.commands) {
    const values = command.words.map((w) => w.value ?? w.text);
    const network = findNetworkUse(values);
    if (network) add(network);
    for (const assignment of command.assignments) if (assignment.value) await judge(assignment.value, `the value of ${assignment.name}`);
    const [name, ...args] = command.words;
    if (name && (name.value === null || name.tilde)) add(`the program name "${name.text}" comes from an expansion`);
    if (name?.value === 'cd') {
      const target = args.find((a) => a.value === null || !a.value.startsWith('-'));
      if (!target) {
        add('it runs cd without a folder, which goes to your home folder');
      } else {
        await judge(target, 'the cd target');
        if (target.value !== null) {
          const value = target.value;
          const next = bases.map((b) => (path.isAbsolute(value) ? value : path.join(b, value)));
          if (bases.length < 32) bases.push(...next);
          else add('it changes folder too many times to follow');
        }
      }
      continue;
    }
    for (const arg of args) {
      const option = optionValue(arg);
      if (option) await judge(option, 'the option value');
      else if (!(arg.value ?? '').startsWith('-')) await judge(arg, 'the argument');
    }
  }
  for (const redirection of parsed.redirections) {
    if (redirection.target && !/^([0-9]+|-)$/.test(redirection.target.value ?? '')) await judge(redirection.target, 'the redirection target');
  }
  return { paths: [...paths], reasons };
}

/** Pure: for `--opt=value` or `-o/abs`, the part that may be a path; null for a plain word. */
function optionValue(word: ShellWord): ShellWord | null {
  const value = word.value;
  if (value === null || !value.startsWith('-')) return null;
  const eq = value.indexOf('=');
  if (eq >= 0) {
    const rest = value.slice(eq + 1);
    return { text: rest, value: rest, glob: word.glob, tilde: word.tilde || rest.startsWith('~') };
  }
  const slash = value.indexOf('/');
  if (slash > 0) {
    const rest = value.slice(slash);
    return { text: rest, value: rest, glob: word.glob, tilde: word.tilde };
  }
  if (word.tilde) return { ...word, value: '~' };
  return null;
}

/** Pure: the folder part of a glob before its first wildcard ("src/a*" → "src"). */
function literalDirOf(pattern: string): string {
  const prefix = pattern.split(/[*?[]/)[0] ?? '';
  if (prefix === '') return '.';
  return prefix.endsWith('/') ? prefix : path.dirname(prefix) || '.';
}
