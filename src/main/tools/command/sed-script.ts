import { say } from '../../../shared/main-messages';
import { because, type RuleReason } from './rule-reason';
/**
 * A small, conservative reader of sed scripts: accepts only addresses and the commands that print
 * or select (p, d, q, =, l, n, N, P, D, g, G, h, H, x, z, s///, y///), never w, W, r, R, e or s///e|w.
 * Anything it does not recognise makes it answer "not read-only".
 */

const SIMPLE_COMMANDS = new Set(['p', 'd', 'D', 'q', 'Q', '=', 'l', 'n', 'N', 'P', 'g', 'G', 'h', 'H', 'x', 'z']);

const unterminatedAddress = because('its sed script has an unterminated address', say('readOnly.sedAddress'));

/** Pure: null when the script only reads, otherwise the reason in plain words. */
export function decideSedScript(script: string): RuleReason | null {
  let i = 0;
  const n = script.length;
  const skipBlanks = (): void => {
    while (i < n && /[ \t\n;]/.test(script[i] ?? '')) i += 1;
  };
  /** Reads a delimited part ending at `delim`, honouring backslash escapes; false if unterminated. */
  const readDelimited = (delim: string): boolean => {
    while (i < n) {
      const ch = script[i];
      if (ch === '\\') {
        i += 2;
        continue;
      }
      if (ch === '\n') return false;
      i += 1;
      if (ch === delim) return true;
    }
    return false;
  };
  const readAddress = (): boolean => {
    const ch = script[i] ?? '';
    if (/[0-9]/.test(ch)) {
      while (i < n && /[0-9~]/.test(script[i] ?? '')) i += 1;
      return true;
    }
    if (ch === '$') {
      i += 1;
      return true;
    }
    if (ch === '/' || ch === '\\') {
      let delim = '/';
      if (ch === '\\') {
        delim = script[i + 1] ?? '';
        i += 1;
      }
      i += 1;
      if (!readDelimited(delim)) return false;
      while (i < n && /[IM]/.test(script[i] ?? '')) i += 1;
      return true;
    }
    return true;
  };
  while (true) {
    skipBlanks();
    if (i >= n) return null;
    if (script[i] === '}') {
      i += 1;
      continue;
    }
    if (!readAddress()) return unterminatedAddress;
    if (script[i] === ',') {
      i += 1;
      if (script[i] === '+' || script[i] === '~') i += 1;
      if (!readAddress()) return unterminatedAddress;
    }
    while (script[i] === ' ' || script[i] === '!') i += 1;
    const command = script[i] ?? '';
    i += 1;
    if (command === '{') continue;
    if (SIMPLE_COMMANDS.has(command)) {
      if ((command === 'q' || command === 'Q' || command === 'l') && /[0-9]/.test(script[i] ?? '')) {
        while (/[0-9]/.test(script[i] ?? '')) i += 1;
      }
      continue;
    }
    if (command === 's' || command === 'y') {
      const delim = script[i] ?? '';
      if (delim === '' || delim === '\\' || delim === '\n')
        return because('its sed script has a malformed s command', say('readOnly.sedMalformed'));
      i += 1;
      if (!readDelimited(delim) || !readDelimited(delim))
        return because('its sed script has an unterminated s or y command', say('readOnly.sedUnterminated'));
      if (command === 's') {
        while (i < n && /[gpiImM0-9]/.test(script[i] ?? '')) i += 1;
        const next = script[i] ?? '';
        if (next !== '' && !/[ \t\n;}]/.test(next))
          return because(
            `its sed script uses the s flag "${next}", which can write files or run commands`,
            say('readOnly.sedFlag', { flag: next }),
          );
      }
      continue;
    }
    if ('wWrReaic'.includes(command) && command !== '')
      return because(
        `its sed script uses the "${command}" command, which can write files, read files or run commands`,
        say('readOnly.sedCommandWrites', { letter: command }),
      );
    return because(
      `its sed script uses "${command}", which is not checked`,
      say('readOnly.sedUnknown', { letter: command }),
    );
  }
}
