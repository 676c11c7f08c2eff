import { say } from '../../shared/main-messages';
import type { RuleProblem } from './derive-rule-problem';

/**
 * Pure: a path pattern written relative to the workspace, as a regular expression over a
 * relative path with `/` separators. `*` stays within one folder, `**` crosses folders (and
 * `src/**` also matches `src` itself), `?` is one character, `{a,b}` either. Everything else is
 * literal. Returns null for a pattern that cannot be read (an unclosed brace).
 */
export function deriveGlobRegex(glob: string): RegExp | null {
  if (compiled.has(glob)) return compiled.get(glob)!;
  const regex = deriveUncachedGlobRegex(glob);
  if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
  compiled.set(glob, regex);
  return regex;
}

/** Patterns compiled so far (a pattern always compiles to the same expression, which matching never changes). */
const COMPILED_KEPT = 5000;
const compiled = new Map<string, RegExp | null>();

function deriveUncachedGlobRegex(glob: string): RegExp | null {
  const source = glob.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
  let out = '';
  let braces = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '*') {
      if (source[i + 1] === '*') {
        const atStart = i === 0 || source[i - 1] === '/';
        const atEnd = i + 2 === source.length || source[i + 2] === '/';
        if (atStart && atEnd) {
          if (i + 2 === source.length) {
            // `dir/**` is dir itself and everything below it.
            out = out.endsWith('/') ? `${out.slice(0, -1)}(?:/.*)?` : `${out}.*`;
          } else {
            out += '(?:[^/]+/)*';
            i++; // the slash after ** is part of the group
          }
          i++;
          continue;
        }
        out += '[^/]*';
        i++;
        continue;
      }
      out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
  }
  if (braces !== 0) return null;
  return new RegExp(`^${out}$`);
}

/** Pure: why a path pattern cannot be a rule's (a message for the person), or null. */
export function deriveGlobProblem(glob: string): RuleProblem | null {
  const g = glob.replace(/\\/g, '/');
  if (g.startsWith('/') || /^[A-Za-z]:\//.test(g) || g.startsWith('~')) return say('rules.problem.globFromTop');
  if (g.split('/').includes('..')) return say('rules.problem.globGoesUp');
  if (deriveGlobRegex(glob) === null) return say('rules.problem.globOpenBrace');
  return null;
}
