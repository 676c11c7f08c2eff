import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyCommand } from '../../../../src/main/tools';

const readOnlyPart = fc.constantFrom(
  'ls',
  'cat a.txt',
  'git status',
  'grep -n x f',
  'echo hi',
  'wc -l f',
  "find . -name '*.ts'",
  'pwd',
);
const joiner = fc.constantFrom(' | ', ' && ', ' || ', '; ');

/** Builds a command from read-only parts with one dangerous piece spliced in somewhere. */
const withPoison = (poison: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.array(readOnlyPart, { maxLength: 3 }), poison, fc.array(readOnlyPart, { maxLength: 3 }), joiner)
    .map(([before, bad, after, join]) => [...before, bad, ...after].join(join));

const fileName = fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/).filter((n) => n !== 'null');

describe('classifier properties', () => {
  it('a redirection into a file is never read-only', async () => {
    const redirect = fc
      .tuple(readOnlyPart, fc.constantFrom('>', '>>', '&>', '&>>', '>|', '2>', '1>'), fileName)
      .map(([c, op, f]) => `${c} ${op} ${f}`);
    await fc.assert(
      fc.asyncProperty(withPoison(redirect), async (command) => {
        expect((await classifyCommand(command)).verdict).toBe('ask');
      }),
      { numRuns: 150 },
    );
  });

  it('a command or process substitution is never read-only', async () => {
    const substitution = fc
      .tuple(
        fc.constantFrom('echo', 'cat', 'ls', 'grep x'),
        fc.constantFrom('$(%)', '`%`', '<(%)', '>(%)', '"$(%)"', 'a$(%)b'),
        readOnlyPart,
      )
      .map(([c, wrap, inner]) => `${c} ${wrap.replace('%', inner)}`);
    await fc.assert(
      fc.asyncProperty(withPoison(substitution), async (command) => {
        expect((await classifyCommand(command)).verdict).toBe('ask');
      }),
      { numRuns: 150 },
    );
  });

  it('an unknown program is never read-only', async () => {
    const unknown = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}$/), fc.array(fileName, { maxLength: 2 }))
      .filter(
        ([name]) =>
          ![
            'ls',
            'cat',
            'head',
            'tail',
            'wc',
            'pwd',
            'echo',
            'printf',
            'true',
            'false',
            'nl',
            'tac',
            'rev',
            'cut',
            'paste',
            'fold',
            'expand',
            'unexpand',
            'comm',
            'cmp',
            'diff',
            'tr',
            'column',
            'basename',
            'dirname',
            'realpath',
            'readlink',
            'stat',
            'du',
            'df',
            'whoami',
            'id',
            'uname',
            'nproc',
            'printenv',
            'env',
            'which',
            'type',
            'seq',
            'test',
            'md5sum',
            'sha1sum',
            'sha256sum',
            'sha512sum',
            'cksum',
            'b2sum',
            'od',
            'hexdump',
            'strings',
            'jq',
            'cd',
            'grep',
            'egrep',
            'fgrep',
            'rg',
            'file',
            'date',
            'sort',
            'uniq',
            'xxd',
            'tree',
            'find',
            'sed',
            'git',
          ].includes(name),
      )
      .map(([name, args]) => [name, ...args].join(' '));
    await fc.assert(
      fc.asyncProperty(withPoison(unknown), async (command) => {
        expect((await classifyCommand(command)).verdict).toBe('ask');
      }),
      { numRuns: 200 },
    );
  });

  it('a background job or a variable as the program is never read-only', async () => {
    const poison = fc.constantFrom('sleep 1 &', 'ls &', '$X', '${X}', '"$X" a', '$(echo ls)');
    await fc.assert(
      fc.asyncProperty(withPoison(poison), async (command) => {
        expect((await classifyCommand(command)).verdict).toBe('ask');
      }),
      { numRuns: 100 },
    );
  });
});
