import { execFile } from 'node:child_process';
import os from 'node:os';
import { decideParsedCommand, type CommandVerdict } from './classify';
import { buildCommandEnvironment } from './environment';
import { deriveGitFolders, deriveGitPrintsRemoteUrls } from './git-rules';
import { loadGitRepositoryCheck, type GitRepositoryProblem } from './git-repository';
import { deriveDifferentialCharacter, deriveParserDifferential, type ParsedShell } from '../../shell';
import { say } from '../../../shared/main-messages';

/**
 * The whole verdict run_command's inspect shows: the classifier's reading of the words, then what
 * only the machine can tell. `bash -n` must agree the command parses, and read-only git must run
 * only in repositories whose config has been read and holds nothing unusual. Reads (bash -n, git
 * rev-parse/config/ls-files, the file system); changes nothing. Never rejects.
 */

export interface SyntaxCheck {
  ok: boolean;
  message: string;
}

export type CommandJudgement = CommandVerdict & { syntax: SyntaxCheck };

/** Judges `command` (parsed as `parsed`) run in `cwd` inside the workspace `root`. */
export async function buildCommandVerdict(
  command: string,
  parsed: ParsedShell,
  cwd: string,
  root: string,
): Promise<CommandJudgement> {
  const [syntax, verdict] = await Promise.all([
    buildSyntaxCheck(command),
    buildRepositoryVerdict(command, parsed, cwd, root),
  ]);
  if (verdict.verdict === 'read_only' && !syntax.ok) {
    // Why: bash and the parser disagree about this command, so the parser's reading cannot be trusted.
    const message = syntax.message.split('\n')[0] ?? '';
    return {
      verdict: 'ask',
      reason: `Asks because bash -n reports a syntax error (${message}).`,
      text: say('command.askSyntax', { message }),
      syntax,
    };
  }
  return { ...verdict, syntax };
}

/** Builds the `bash -n` verdict: parses without running anything. Never rejects: a check that cannot run is not ok. */
function buildSyntaxCheck(command: string): Promise<SyntaxCheck> {
  return new Promise((resolve) => {
    try {
      execFile(
        'bash',
        ['-n', '-c', command],
        { timeout: 5000, env: buildCommandEnvironment(process.env) },
        (error, _stdout, stderr) => {
          if (!error) resolve({ ok: true, message: 'bash -n: no syntax errors' });
          else resolve({ ok: false, message: (stderr.trim() || error.message).replace(/^bash: -c: /gm, '') });
        },
      );
    } catch (error) {
      // A NUL byte cannot be passed to bash at all.
      resolve({ ok: false, message: `bash -n could not check the command (${String(error)})` });
    }
  });
}

/**
 * The classifier's verdict, then for read-only git every folder it may run in (the working folder,
 * each `cd` target, each `git -C`): the repository there must pass loadGitRepositoryCheck.
 */
async function buildRepositoryVerdict(
  command: string,
  parsed: ParsedShell,
  cwd: string,
  root: string,
): Promise<CommandVerdict> {
  const differential = deriveParserDifferential(command);
  if (differential)
    return {
      verdict: 'ask',
      reason: `Asks because ${differential}.`,
      text: say('command.askCharacter', { character: deriveDifferentialCharacter(command) ?? '' }),
    };
  const verdict = decideParsedCommand(parsed);
  const gitCommands = parsed.commands.filter((c) => c.words[0]?.value === 'git');
  if (verdict.verdict !== 'read_only' || gitCommands.length === 0) return verdict;
  const folders = deriveGitFolders(parsed.commands, cwd, os.homedir());
  if (folders === null)
    return {
      verdict: 'ask',
      reason: 'Asks because the folders git would run in cannot all be known, so their repositories cannot be checked.',
      text: say('command.askGitFolders'),
    };
  const checks = await Promise.all(folders.map((folder) => loadGitRepositoryCheck(folder, root)));
  const found = checks.find((c): c is GitRepositoryProblem => c.problem !== null);
  if (found) return { verdict: 'ask', reason: `Asks because ${found.problem}.`, text: found.why };
  const printsUrls = gitCommands.some((c) => deriveGitPrintsRemoteUrls(c.words.slice(1).map((w) => w.value ?? '')));
  if (printsUrls && checks.some((c) => c.rewritesUrls)) {
    return {
      verdict: 'ask',
      reason:
        'Asks because it prints remote URLs, which your git config rewrites (url.*.insteadOf) and may fill with a token.',
      text: say('command.askRemoteUrls'),
    };
  }
  return verdict;
}
