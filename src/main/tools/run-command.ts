import { z } from 'zod';
import type { Inspection } from '../../shared/tools';
import {
  buildCommandEnvironment,
  buildCommandReach,
  buildCommandVerdict,
  deriveCommandHosts,
  deriveWithheldNames,
  parseShell,
  runProcess,
  PASSED_VARIABLES_LABEL,
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

const MAX_NAMES_SHOWN = 40;

/**
 * Pure: the sentence the command preview carries about the environment. The names (never the
 * values) of what is withheld are shown so a person can tell why a command that needs one fails.
 */
export function deriveWithheldNote(withheld: readonly string[]): string {
  const base = `Only ${PASSED_VARIABLES_LABEL} are passed to the command`;
  if (withheld.length === 0) return `${base}.`;
  const shown = withheld.slice(0, MAX_NAMES_SHOWN).join(', ');
  const more = withheld.length > MAX_NAMES_SHOWN ? ` and ${withheld.length - MAX_NAMES_SHOWN} more` : '';
  const count = withheld.length === 1 ? '1 other environment variable is withheld' : `${withheld.length} other environment variables are withheld`;
  return `${base}; ${count}: ${shown}${more}.`;
}

export const runCommandTool: ToolDefinition<typeof schema> = {
  name: 'run_command',
  description:
    'Run a bash command in the workspace and return its exit code and output (long output keeps the start and the end). ' +
    'Read-only commands (ls, cat, grep, git status/diff/log…) usually run at once; anything that changes files, installs, or uses the network waits for the person to approve. ' +
    'Quote glob patterns and prefer ./* over * so file names cannot be taken as options. ' +
    `Only ${PASSED_VARIABLES_LABEL} reach the command from the app's environment.`,
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
    const [verdict, reach] = await Promise.all([
      buildCommandVerdict(args.command, parsed, cwd.absolute, ctx.workspaceRoot),
      buildCommandReach(parsed, guard, ctx.workspaceRoot, cwd.absolute),
    ]);
    const withheld = deriveWithheldNames(process.env);
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
          reason: `${verdict.reason} ${deriveWithheldNote(withheld)}`,
          syntax: verdict.syntax,
          commands: parsed.commands.map((c) => c.words.map((w) => w.value ?? w.text)),
          hosts: deriveCommandHosts(parsed),
          withheldEnv: withheld,
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
