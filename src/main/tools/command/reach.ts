import { promises as fs } from 'node:fs';
import path from 'node:path';
import { buildCommandTouches } from './touches';
import { findIndirectRead } from './indirect-reads';
import { findNetworkUse } from './network-programs';
import type { ParsedShell, ShellWord } from '../../shell';
import type { WorkspaceGuard } from '../workspace-guard';
import { say, type MainMessage } from '../../../shared/main-messages';

/**
 * Why a command counts as outside the workspace: a path it names resolves outside, it uses ~, it
 * talks to the network, or it cannot be fully parsed. Reads the file system only to resolve paths and
 * to list what an unquoted pattern may expand to.
 */

const DEVICE_PATHS = new Set([
  '/dev/null',
  '/dev/stdin',
  '/dev/stdout',
  '/dev/stderr',
  '/dev/zero',
  '/dev/urandom',
  '/dev/random',
]);

export interface CommandReach {
  /** What it names as files or folders, for a person to read; narrower than what is judged. */
  paths: string[];
  reasons: string[];
  /** The same reasons for the person, one message each, in the same order. */
  messages: MainMessage[];
  /** Whether any reason is a place it names outside the workspace (or the home folder); else they are only what cannot be told. */
  namesOutside: boolean;
}

/**
 * Judges every word that may name a path (any argument, option value, assignment or redirection
 * target, whatever the program), relative to the workspace and to every `cd` target.
 */
export async function buildCommandReach(
  parsed: ParsedShell,
  guard: WorkspaceGuard,
  root: string,
  cwd: string,
): Promise<CommandReach> {
  const reasons: string[] = [];
  const messages: MainMessage[] = [];
  let namesOutside = false;
  const add = (reason: string, text: MainMessage): void => {
    if (reasons.includes(reason)) return;
    reasons.push(reason);
    messages.push(text);
  };
  const addOutside = (reason: string, text: MainMessage): void => {
    namesOutside = true;
    add(reason, text);
  };
  if (parsed.problems.length > 0)
    add(`the command cannot be fully checked: ${parsed.problems[0] ?? 'unknown construct'}`, say('reach.notChecked'));

  // Relative paths are judged from every folder the command may be in, so a `cd` inside a
  // subshell cannot make a later path look closer to home than it is.
  const bases = [cwd];
  const judge = async (word: ShellWord, role: WordRole): Promise<void> => {
    const named = { role: role.kind, name: role.name };
    if (word.tilde) {
      addOutside(`it uses ~ (${word.text}), which is your home folder`, say('reach.tilde', { text: word.text }));
      return;
    }
    if (word.value === null) {
      add(
        `${role.words} "${word.text}" depends on an expansion whose value is not known`,
        say('reach.expansion', { ...named, text: word.text }),
      );
      return;
    }
    const candidate = word.glob ? literalDirOf(word.value, word.wildcardAt) : word.value;
    if (candidate === '' || DEVICE_PATHS.has(candidate)) return;
    for (const base of bases) {
      const result = await guard.resolve(root, path.isAbsolute(candidate) ? candidate : path.join(base, candidate));
      if (!result.inside) {
        addOutside(
          `${role.words} "${word.value}" resolves outside the workspace (${result.absolute})`,
          say('reach.outside', { ...named, value: word.value, target: result.absolute }),
        );
        return;
      }
      if (word.glob) {
        const escape = await findGlobEscape(
          guard,
          root,
          path.isAbsolute(word.value) ? word.value : path.join(base, word.value),
        );
        if (escape) {
          const value = word.value;
          addOutside(
            `${role.words} "${value}" ${escape.reason}`,
            escape.kind === 'tooMany'
              ? say('reach.globTooMany', { ...named, value })
              : say(escape.kind === 'link' ? 'reach.globLink' : 'reach.globOutside', {
                  ...named,
                  value,
                  candidate: escape.candidate,
                  target: escape.target,
                }),
          );
          return;
        }
      }
    }
  };

  for (const command of parsed.commands) {
    const values = command.words.map((w) => w.value ?? w.text);
    const network = findNetworkUse(values);
    // The network is a place outside the folder; code it cannot read (eval, `bash -c`) is what it cannot tell.
    if (network) (network.unread ? add : addOutside)(network.reason, network.text);
    const indirect = findWordsIndirectRead(values);
    if (indirect) add(indirect.reason, indirect.text);
    for (const assignment of command.assignments)
      if (assignment.value)
        await judge(assignment.value, {
          words: `the value of ${assignment.name}`,
          kind: 'value',
          name: assignment.name,
        });
    const [name, ...args] = command.words;
    if (name && (name.value === null || name.tilde))
      add(
        `the program name "${name.text}" comes from an expansion`,
        say('reach.programExpansion', { text: name.text }),
      );
    if (name?.value === 'cd') {
      const target = args.find((a) => a.value === null || !a.value.startsWith('-'));
      if (!target) {
        addOutside('it runs cd without a folder, which goes to your home folder', say('reach.cdHome'));
      } else {
        await judge(target, ROLES.cdTarget);
        if (target.value !== null) {
          const value = target.value;
          const next = bases.map((b) => (path.isAbsolute(value) ? value : path.join(b, value)));
          if (bases.length < 32) bases.push(...next);
          else add('it changes folder too many times to follow', say('reach.tooManyFolders'));
        }
      }
      continue;
    }
    for (const arg of args) {
      const option = optionValue(arg);
      if (option) await judge(option, ROLES.option);
      else if (!(arg.value ?? '').startsWith('-')) await judge(arg, ROLES.argument);
    }
  }
  for (const redirection of parsed.redirections) {
    if (redirection.target && !/^([0-9]+|-)$/.test(redirection.target.value ?? ''))
      await judge(redirection.target, ROLES.redirection);
  }
  return { paths: await buildCommandTouches(parsed, guard, root, cwd), reasons, messages, namesOutside };
}

/** Pure: for `--opt=value` or `-o/abs`, the part that may be a path; null for a plain word. */
function optionValue(word: ShellWord): ShellWord | null {
  const value = word.value;
  if (value === null || !value.startsWith('-')) return null;
  const eq = value.indexOf('=');
  if (eq >= 0) return sliceWord(word, value, eq + 1, word.tilde || value.slice(eq + 1).startsWith('~'));
  const slash = value.indexOf('/');
  if (slash > 0) return sliceWord(word, value, slash, word.tilde);
  if (word.tilde) return { ...word, value: '~' };
  return null;
}

/**
 * Pure: the tail of a word from `from`. When the word's first wildcard stands before the cut, any
 * wildcard-looking character in the tail counts (quoted or not): wider, so never a missed pattern.
 */
function sliceWord(word: ShellWord, value: string, from: number, tilde: boolean): ShellWord {
  const rest = value.slice(from);
  let wildcardAt: number | null = null;
  if (word.wildcardAt !== null) {
    const loose = rest.search(/[*?[]/);
    wildcardAt = word.wildcardAt >= from ? word.wildcardAt - from : loose < 0 ? null : loose;
  }
  return { text: rest, value: rest, glob: wildcardAt !== null, wildcardAt, tilde };
}

/** Pure: the folder part of a glob before its first unquoted wildcard ("src/a*" → "src"). */
function literalDirOf(pattern: string, wildcardAt: number | null): string {
  const prefix = wildcardAt === null ? (pattern.split(/[*?[]/)[0] ?? '') : pattern.slice(0, wildcardAt);
  if (prefix === '') return '.';
  return prefix.endsWith('/') ? prefix : path.dirname(prefix) || '.';
}

/**
 * Pure: the reason when a program reads files it is not given by name: a walk that follows
 * symbolic links (which may lead out of the workspace) or a list of names read from a file. The
 * verdict asks for these too (indirect-reads.ts); here they also count as outside.
 */
function findWordsIndirectRead(words: readonly string[]): { reason: string; text: MainMessage } | null {
  const [name, ...args] = words;
  const program = (name ?? '').split('/').pop() ?? '';
  const found = findIndirectRead(program, args);
  if (!found) return null;
  const text =
    found.kind === 'diffFollows'
      ? say('reach.diffFollows', { program })
      : say(found.kind === 'followsLinks' ? 'reach.followsLinks' : 'reach.namesFromFile', {
          program,
          option: found.option,
        });
  return { reason: `${program}: ${found.reason}`, text };
}

/** What a judged word is to the command: the model's words for it, and its kind and variable for the person. */
interface WordRole {
  words: string;
  kind: 'value' | 'cdTarget' | 'option' | 'argument' | 'redirection';
  name: string;
}

const ROLES = {
  cdTarget: { words: 'the cd target', kind: 'cdTarget', name: '' },
  option: { words: 'the option value', kind: 'option', name: '' },
  argument: { words: 'the argument', kind: 'argument', name: '' },
  redirection: { words: 'the redirection target', kind: 'redirection', name: '' },
} as const satisfies Record<string, WordRole>;

/** Why an unquoted pattern may reach outside: too many entries, or one that resolves (or links) outside. */
type GlobEscape =
  { kind: 'tooMany'; reason: string } | { kind: 'outside' | 'link'; reason: string; candidate: string; target: string };

const GLOB_DIR_CAP = 200;
const GLOB_ENTRY_CAP = 20_000;
const GLOB_RESOLVE_CAP = 500;

/**
 * Reads what an unquoted pattern may expand to (every entry of each folder a wildcard part
 * covers, a superset of what bash matches) and returns why it may reach outside: a symbolic link
 * among those entries, or a literal part after a wildcard, that resolves outside; or too many
 * entries to check. Null when it stays inside. Entries that are not links, listed from a folder
 * already known inside, are inside without another look.
 */
async function findGlobEscape(guard: WorkspaceGuard, root: string, pattern: string): Promise<GlobEscape | null> {
  const segments = pattern.split('/');
  let current = [segments[0] === '' ? '/' : (segments[0] ?? '.')];
  let expanded = false;
  let unchecked = false;
  let dirsRead = 0;
  let entriesSeen = 0;
  const tooMany: GlobEscape = { kind: 'tooMany', reason: 'may expand to more files than can be checked' };
  const checkAll = async (): Promise<GlobEscape | null> => {
    if (current.length > GLOB_RESOLVE_CAP) return tooMany;
    for (const candidate of current) {
      const result = await guard.resolve(root, candidate);
      if (!result.inside)
        return {
          kind: 'outside',
          reason: `may expand to ${candidate}, which resolves to ${result.absolute} outside the workspace`,
          candidate,
          target: result.absolute,
        };
    }
    unchecked = false;
    return null;
  };
  for (const segment of segments.slice(1)) {
    if (segment === '' || !/[*?[]/.test(segment)) {
      current = current.map((c) => path.join(c, segment));
      // The literal prefix is judged by the caller; only what follows a wildcard needs a look here.
      if (expanded && segment !== '') unchecked = true;
      continue;
    }
    if (unchecked) {
      const escape = await checkAll();
      if (escape) return escape;
    }
    const next: string[] = [];
    for (const dir of current) {
      dirsRead += 1;
      if (dirsRead > GLOB_DIR_CAP) return tooMany;
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      entriesSeen += entries.length;
      if (entriesSeen > GLOB_ENTRY_CAP) return tooMany;
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isSymbolicLink()) {
          const result = await guard.resolve(root, full);
          if (!result.inside)
            return {
              kind: 'link',
              reason: `may expand to ${full}, a symbolic link to ${result.absolute} outside the workspace`,
              candidate: full,
              target: result.absolute,
            };
        }
        next.push(full);
      }
    }
    current = next;
    expanded = true;
  }
  return unchecked ? checkAll() : null;
}
