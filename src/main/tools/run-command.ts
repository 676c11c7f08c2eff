import { execFile } from 'node:child_process';
import os from 'node:os';
import { z } from 'zod';
import type { Inspection } from '../../shared/tools';
import {
  buildCommandEnvironment,
  buildCommandReach,
  decideParsedCommand,
  deriveGitFolders,
  deriveWithheldNames,
  loadGitDriverKeys,
  parseShell,
  runProcess,
  type CommandVerdict,
  type ParsedShell,
} from './command';
import { buildLabel, loadGuard } from './tool-support';
import type { ToolDefinition } from './types';

const DEFAULT_TIMEOUT_SECONDS = 120;
const OUTPUT_CAP = 30_000;

const schema = z
  .object({
    command: z.string().min(1).max(20_000).describe('The bash command line to run.'),
    cwd: z.string().max(4096).optional().describe('Folder to run in, relative to the workspace. Defaults to the workspace root.'),
    timeout_seconds: z.number().int().min(1).max(600).optional().describe('Stop the command after this many seconds (default 120, at most 600).'),
  })
  .strict();

type Args = z.infer<typeof schema>;

const MAX_NAMES_SHOWN = 6;

/**
 * Pure: the sentence the command preview carries about the environment. The names (never the
 * values) are shown so a person can tell why a command that needs a token fails.
 */
export function deriveWithheldNote(withheld: readonly string[]): string {
  const base = 'Secret environment variables (API keys, tokens, passwords) are not passed to the command';
  if (withheld.length === 0) return `${base}.`;
  const shown = withheld.slice(0, MAX_NAMES_SHOWN).join(', ');
  const more = withheld.length > MAX_NAMES_SHOWN ? ` and ${withheld.length - MAX_NAMES_SHOWN} more` : '';
  return `${base}: ${shown}${more} ${withheld.length === 1 ? 'is' : 'are'} left out.`;
}

/** Builds the `bash -n` verdict: parses without running anything. */
function buildSyntaxCheck(command: string): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-n', '-c', command], { timeout: 5000, env: buildCommandEnvironment(process.env) }, (error, _stdout, stderr) => {
      if (!error) resolve({ ok: true, message: 'bash -n: no syntax errors' });
      else resolve({ ok: false, message: (stderr.trim() || error.message).replace(/^bash: -c: /gm, '') });
    });
  });
}

/**
 * Read-only git still asks when the config of a repository it may run in names drivers git would
 * run. Every folder counts (`cd vendor/x && git diff`, `git -C sub log -p`), since a nested
 * repository brings its own config.
 */
async function buildVerdict(parsed: ParsedShell, cwd: string): Promise<CommandVerdict> {
  const verdict = decideParsedCommand(parsed);
  if (verdict.verdict !== 'read_only' || !parsed.commands.some((c) => c.words[0]?.value === 'git')) return verdict;
  const folders = deriveGitFolders(parsed.commands, cwd, os.homedir());
  if (folders === null) return { verdict: 'ask', reason: 'Asks because the folders git would run in cannot all be checked for programs their config names.' };
  const drivers = [...new Set((await Promise.all(folders.map((f) => loadGitDriverKeys(f)))).flat())];
  if (drivers.length === 0) return verdict;
  return { verdict: 'ask', reason: `Asks because this repository's git config names programs git may run (${drivers.slice(0, 3).join(', ')}).` };
}

export const runCommandTool: ToolDefinition<typeof schema> = {
  name: 'run_command',
  description:
    'Run a bash command in the workspace and return its exit code and output (long output keeps the start and the end). ' +
    'Read-only commands (ls, cat, grep, git status/diff/log…) usually run at once; anything that changes files, installs, or uses the network waits for the person to approve. ' +
    'Quote glob patterns and prefer ./* over * so file names cannot be taken as options.',
  schema,
  async inspect(args: Args, ctx): Promise<Inspection> {
    const guard = await loadGuard(ctx.workspaceRoot);
    const cwd = await guard.resolve(ctx.workspaceRoot, args.cwd ?? '.');
    let parsed: ParsedShell;
    try {
      parsed = await parseShell(args.command);
    } catch (error) {
      parsed = { commands: [], redirections: [], problems: [`the shell parser is unavailable (${String(error)})`] };
    }
    const [verdict, syntax, reach] = await Promise.all([
      buildVerdict(parsed, cwd.absolute),
      buildSyntaxCheck(args.command),
      buildCommandReach(parsed, guard, ctx.workspaceRoot, cwd.absolute),
    ]);
    const reasons = [...(cwd.inside ? [] : [`the working folder ${cwd.reason ?? 'is outside the workspace'}`]), ...reach.reasons];
    const firstLine = args.command.split('\n')[0] ?? '';
    const shown = firstLine.length > 80 ? `${firstLine.slice(0, 77)}…` : firstLine;
    return {
      paths: reach.paths,
      outsideWorkspace: reasons.length > 0,
      outsideReasons: reasons,
      defaultEffect: verdict.verdict === 'read_only' ? 'allow' : 'ask',
      undoable: verdict.verdict === 'read_only' ? 'yes' : 'no',
      summary: `Run ${shown}${args.command.includes('\n') ? ' …' : ''}${args.cwd ? ` in ${buildLabel(ctx.workspaceRoot, cwd.absolute)}` : ''}`,
      preview: {
        type: 'command',
        command: {
          command: args.command,
          cwd: cwd.absolute,
          verdict: verdict.verdict,
          // The preview has no field of its own for the environment yet, so the note rides on the reason.
          reason: `${verdict.reason} ${deriveWithheldNote(deriveWithheldNames(process.env))}`,
          syntax,
          commands: parsed.commands.map((c) => c.words.map((w) => w.value ?? w.text)),
        },
      },
    };
  },
  async execute(args: Args, ctx, signal) {
    const guard = await loadGuard(ctx.workspaceRoot);
    const cwd = await guard.resolve(ctx.workspaceRoot, args.cwd ?? '.');
    if (ctx.reviewed.preview.type === 'command' && ctx.reviewed.preview.command.cwd !== cwd.absolute) {
      return { outcome: 'stale', reason: `The working folder now resolves to ${cwd.absolute}, not ${ctx.reviewed.preview.command.cwd} as reviewed.` };
    }
    const timeoutSeconds = args.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
    const result = await runProcess({
      command: args.command,
      cwd: cwd.absolute,
      env: buildCommandEnvironment(process.env),
      timeoutMs: timeoutSeconds * 1000,
      outputCap: OUTPUT_CAP,
      signal,
      ...(ctx.onProgress ? { onOutput: ctx.onProgress } : {}),
    });
    if (result.spawnError) return { outcome: 'failure', content: `The command could not be started: ${result.spawnError}` };
    const status = result.timedOut
      ? `Timed out after ${timeoutSeconds} s; the command and everything it started were stopped.`
      : result.cancelled
        ? 'Cancelled: the person pressed Stop; the command and everything it started were stopped.'
        : result.exitCode !== null
          ? `Exit code ${result.exitCode}.`
          : `Ended by signal ${result.signal ?? 'unknown'}.`;
    const output = result.output.length > 0 ? result.output : '(no output)';
    const ok = !result.timedOut && !result.cancelled && result.exitCode === 0;
    return { outcome: ok ? 'success' : 'failure', content: `${status}\n${output}` };
  },
};
