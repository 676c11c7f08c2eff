import type { CommandAction } from '../../../shared/tools';
import { deriveCommandPaths } from './path-arguments';
import type { ParsedShell, SimpleCommand } from '../../shell';

/** Programs that only read or print: they change nothing a person would look for. */
const READERS = new Set([
  'ls',
  'cat',
  'head',
  'tail',
  'less',
  'more',
  'grep',
  'rg',
  'find',
  'wc',
  'sort',
  'uniq',
  'diff',
  'file',
  'stat',
  'du',
  'df',
  'tree',
  'pwd',
  'which',
  'whoami',
  'date',
  'echo',
  'printf',
  'true',
  'false',
  'test',
  '[',
  'basename',
  'dirname',
  'realpath',
  'cut',
  'tr',
  'jq',
]);
/** Words that only set up the next step (a folder change, a shell option): no sentence of their own. */
const QUIET = new Set(['cd', 'pushd', 'popd', 'set', 'export', ':']);
const NETWORK = new Set(['curl', 'wget', 'ssh', 'scp', 'rsync', 'sftp', 'ftp', 'nc', 'telnet']);
/** A package manager and the subcommands that install. */
const INSTALLERS: Record<string, readonly string[]> = {
  npm: ['install', 'i', 'add', 'ci'],
  pnpm: ['install', 'i', 'add'],
  yarn: ['install', 'add'],
  bun: ['install', 'i', 'add'],
  pip: ['install'],
  pip3: ['install'],
  pipx: ['install'],
  uv: ['add', 'pip'],
  poetry: ['add', 'install'],
  'apt-get': ['install'],
  apt: ['install'],
  brew: ['install'],
  cargo: ['install', 'add'],
  gem: ['install'],
  go: ['install', 'get'],
};
const INTERPRETERS = new Set(['bash', 'sh', 'zsh', 'python', 'python3', 'node', 'ruby', 'perl', 'deno', 'bun', 'php']);
const GIT_NETWORK = new Set(['clone', 'fetch', 'pull', 'ls-remote']);
const GIT_READS = new Set([
  'status',
  'diff',
  'log',
  'show',
  'blame',
  'branch',
  'remote',
  'rev-parse',
  'ls-files',
  'describe',
  'shortlog',
]);

function wordsOf(command: SimpleCommand): (string | null)[] {
  return command.words.map((w) => w.value);
}

/** The operands after a subcommand: what is not an option. Pure. */
function operandsAfter(args: readonly (string | null)[], skip: number): string[] {
  return args.slice(skip).filter((a): a is string => a !== null && !a.startsWith('-'));
}

/** What one simple command does. Pure. */
function describeStep(command: SimpleCommand): CommandAction | null {
  const words = wordsOf(command);
  const head = words[0];
  if (head === null || head === undefined) return null;
  const program = head.split('/').pop() ?? head;
  const args = words.slice(1);
  if (QUIET.has(program)) return null;
  const named = () => deriveCommandPaths(head, args).named.map((n) => n.value);
  switch (program) {
    case 'rm':
    case 'rmdir':
    case 'unlink':
    case 'shred':
      return { verb: 'delete', program, targets: named() };
    case 'mv':
    case 'cp': {
      const paths = named();
      const destination = paths.length > 1 ? paths.at(-1) : undefined;
      return {
        verb: program === 'mv' ? 'move' : 'copy',
        program,
        targets: destination !== undefined ? paths.slice(0, -1) : paths,
        ...(destination !== undefined ? { destination } : {}),
      };
    }
    case 'mkdir':
      return { verb: 'create-folder', program, targets: named() };
    case 'touch':
      return { verb: 'create-file', program, targets: named() };
    case 'chmod':
    case 'chown':
    case 'chgrp':
      return { verb: 'change-permissions', program, targets: named() };
    case 'git':
      return describeGit(args);
  }
  const installs = INSTALLERS[program];
  if (installs !== undefined) {
    const sub = args.findIndex((a) => a !== null && !a.startsWith('-'));
    if (sub !== -1 && installs.includes(args[sub]!)) {
      const packages = operandsAfter(args, sub + 1).filter((a) => !(program === 'uv' && a === 'install'));
      return { verb: 'install-packages', program, targets: packages };
    }
  }
  if (NETWORK.has(program))
    return {
      verb: 'reach-network',
      program,
      targets: operandsAfter(args, 0)
        .filter((a) => /[:@.]/.test(a))
        .slice(0, 3),
    };
  if (READERS.has(program)) return { verb: 'read', program, targets: named() };
  // A script of this folder: named by a path (./deploy.sh), or given to an interpreter (bash deploy.sh).
  if (head.includes('/') && !head.startsWith('/')) return { verb: 'run-script', program: head, targets: [head] };
  if (INTERPRETERS.has(program)) {
    const script = operandsAfter(args, 0)[0];
    if (script !== undefined && !args.some((a) => a === '-c' || a === '-e'))
      return { verb: 'run-script', program, targets: [script] };
  }
  if (program === 'make' || program === 'just' || program === 'npx')
    return { verb: 'run-script', program, targets: [] };
  return { verb: 'other', program, targets: [] };
}

function describeGit(args: readonly (string | null)[]): CommandAction {
  const sub = args.find((a) => a !== null && !a.startsWith('-')) ?? '';
  const after = operandsAfter(args, args.indexOf(sub) + 1);
  if (sub === 'commit') return { verb: 'git-commit', program: 'git', targets: [] };
  if (sub === 'push') return { verb: 'git-push', program: 'git', targets: after.slice(0, 1) };
  if (GIT_NETWORK.has(sub)) return { verb: 'reach-network', program: 'git', targets: after.slice(0, 1) };
  if (GIT_READS.has(sub)) return { verb: 'read', program: 'git', targets: [] };
  return { verb: 'git-change', program: 'git', targets: [sub] };
}

/**
 * Pure. What a command does, step by step, in the order the steps appear, then where its output is
 * written (`>`, `>>`). Empty when the parser found something it cannot read, or a word is filled in
 * only when it runs (the sheet then says it cannot tell what the command does): a sentence that left
 * out a step would say less than it runs.
 */
export function describeCommandActions(parsed: ParsedShell): CommandAction[] {
  // A word the shell fills in at run time ($VAR, $(…)) could be anything: no sentence can say what it does.
  if (parsed.problems.length > 0 || parsed.commands.some((c) => c.words.some((w) => w.value === null))) return [];
  const steps = parsed.commands.map(describeStep).filter((a): a is CommandAction => a !== null);
  const written = parsed.redirections
    .filter((r) => /^(>|>>|&>|&>>|>\|)$/.test(r.operator) && r.target?.value != null && r.target.value !== '/dev/null')
    .map((r) => r.target!.value!);
  if (written.length > 0) steps.push({ verb: 'write-file', program: '', targets: [...new Set(written)] });
  // "Only reads" says something only when nothing else is done.
  const doing = steps.filter((a) => a.verb !== 'read');
  return doing.length > 0 ? doing : steps.slice(0, 1);
}
