import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Decider } from '../../shared/decisions';
import type { Inspection } from '../../shared/tools';
import {
  buildCommandEnvironment,
  buildPassedEnvironment,
  buildCommandReach,
  buildCommandVerdict,
  deriveCommandHosts,
  deriveCommandProtectedPlaces,
  deriveWithheldNames,
  PASSED_VARIABLES_LABEL,
  PASSED_VARIABLES_LIST,
} from './command';
import {
  buildCommandProfile,
  createCommandSandbox,
  describeProtectedWrites,
  isKeptEvenOnceApproved,
  findUnwalkedFolders,
  loadGitHooksPaths,
  describeSandboxLimits,
  isAtOrUnder,
  HOME_ROOTS,
  loadSystemView,
  type CommandSandbox,
  type SandboxGrant,
  type SandboxRunOutcome,
} from '../sandbox';
import { parseShell, type ParsedShell } from '../shell';
import { describeCommandActions } from './command/describe-command-actions';
import { loadHiddenProgramNotes } from './command/load-hidden-program-notes';
import { buildLabel, loadGuard } from './tool-support';
import { withGuardRole } from './workspace-guard';
import type { ToolDefinition } from './types';
import { say, type MainMessage } from '../../shared/main-messages';

const DEFAULT_TIMEOUT_SECONDS = 120;
const OUTPUT_CAP = 30_000;

/** run_command's size limit: a command line, not a script file. */
const COMMAND_LIMITS = {
  command: {
    maxChars: 20_000,
    modelHint: 'Write a longer script to a file with write_file, then run that file.',
  },
} as const;

const schema = z
  .object({
    command: z.string().min(1).max(COMMAND_LIMITS.command.maxChars).describe('The bash command line to run.'),
    cwd: z
      .string()
      .max(4096)
      .optional()
      .describe('Folder to run in, relative to the workspace. Defaults to the workspace root.'),
    timeout_seconds: z
      .number()
      .int()
      .min(1)
      .max(600)
      .optional()
      .describe('Stop the command after this many seconds (default 120, at most 600).'),
  })
  .strict();

type Args = z.infer<typeof schema>;

const MAX_NAMES_SHOWN = 40;

/**
 * Pure: the message the command preview carries about the environment. The names (never the
 * values) of what is withheld are shown so a person can tell why a command that needs one fails.
 */
export function deriveWithheldNote(withheld: readonly string[]): MainMessage {
  if (withheld.length === 0) return say('command.passedOnly', { passed: PASSED_VARIABLES_LIST });
  return say('command.withheld', {
    passed: PASSED_VARIABLES_LIST,
    count: withheld.length,
    names: withheld.slice(0, MAX_NAMES_SHOWN).join(', '),
    more: Math.max(0, withheld.length - MAX_NAMES_SHOWN),
  });
}

/**
 * Pure: the sandbox a call runs in, from who let it run. The classifier's read-only verdict (the
 * policy) gets the read-only sandbox; a person's approval also opens the outside paths and hosts its
 * sheet showed; yolo, a rule or the reviewer open nothing outside the workspace.
 */
function deriveSandboxGrant(decidedBy: Decider): SandboxGrant {
  if (decidedBy === 'policy') return 'read_only';
  return decidedBy === 'person' ? 'approved' : 'yolo';
}

/** Pure: the named paths outside the workspace (those an approved command may then write); `~user` as written is not a path. */
function deriveOutsidePaths(paths: readonly string[], workspaceRoot: string): string[] {
  return paths.filter((p) => !p.startsWith('~') && !isAtOrUnder(p, workspaceRoot));
}

/** Pure: the words the model reads after a command, with what the sandbox blocked where it could tell. */
function deriveCommandResultText(result: SandboxRunOutcome, timeoutSeconds: number): string {
  const status = result.timedOut
    ? `Timed out after ${timeoutSeconds} s; the command and everything it started were stopped.`
    : result.cancelled
      ? 'Cancelled: the person pressed Stop; the command and everything it started were stopped.'
      : result.exitCode !== null
        ? `Exit code ${result.exitCode}.`
        : `Ended by signal ${result.signal ?? 'unknown'}.`;
  const output = result.output.length > 0 ? result.output : '(no output)';
  const blocked = result.blocked.length > 0 ? `\nThe sandbox blocked: ${result.blocked.join('; ')}` : '';
  const fence = result.confined ? '' : '\n(Ran without a sandbox: this computer has none.)';
  return `${status}\n${output}${blocked}${fence}`;
}

export interface RunCommandToolOptions {
  /** The sandbox commands run in, probed once at start-up. */
  loadSandbox(): Promise<CommandSandbox>;
  /** Gatehouse's data folder, hidden from every command (named on the sheet). */
  dataDir: string;
  /** Toolchain caches the person lets approved and yolo commands read (settings; default none). */
  loadCacheReads?(): readonly string[];
}

let sharedSandbox: Promise<CommandSandbox> | null = null;

/**
 * The sandbox of the default run_command (tests, tools made without a core): one per process,
 * probed on first use. Its data folder is a name in the home folder, which is hidden whole anyway.
 */
const SHARED_DATA_DIR = path.join(os.homedir(), '.gatehouse-data');

function loadSharedSandbox(): Promise<CommandSandbox> {
  sharedSandbox ??= createCommandSandbox({ dataDir: SHARED_DATA_DIR });
  return sharedSandbox;
}

/** Creates the run_command tool over a command sandbox. */
export function createRunCommandTool(options: RunCommandToolOptions): ToolDefinition<typeof schema> {
  return {
    name: 'run_command',
    description:
      'Run a bash command in the workspace and return its exit code and output (long output keeps the start and the end). ' +
      'Read-only commands (ls, cat, grep, git status/diff/log…) usually run at once; anything that changes files, installs, or uses the network waits for the person to approve. ' +
      'Quote glob patterns and prefer ./* over * so file names cannot be taken as options. ' +
      `Only ${PASSED_VARIABLES_LABEL} reach the command from the app's environment.`,
    schema,
    argLimits: COMMAND_LIMITS,
    async inspect(args: Args, ctx): Promise<Inspection> {
      const guard = await loadGuard(ctx.workspaceRoot);
      const cwd = await guard.resolve(ctx.workspaceRoot, args.cwd ?? '.');
      let parsed: ParsedShell;
      try {
        parsed = await parseShell(args.command);
      } catch (error) {
        parsed = {
          commands: [],
          redirections: [],
          problems: [`the shell parser is unavailable (${String(error)})`],
          problemTexts: [say('command.askParserUnavailable', { error: String(error) })],
        };
      }
      const [verdict, reach, sandbox] = await Promise.all([
        buildCommandVerdict(args.command, parsed, cwd.absolute, ctx.workspaceRoot),
        buildCommandReach(parsed, guard, ctx.workspaceRoot, cwd.absolute),
        options.loadSandbox(),
      ]);
      const withheld = deriveWithheldNames(process.env);
      const hosts = deriveCommandHosts(parsed);
      const confined = sandbox.status.available;
      // What the sheet says stays blocked: for a call that asks, as a person's approval would run it.
      const grant: SandboxGrant = verdict.verdict === 'read_only' ? 'read_only' : 'approved';
      const outsidePaths = deriveOutsidePaths(reach.paths, ctx.workspaceRoot);
      const words = parsed.commands.map((c) => c.words.map((w) => w.value ?? w.text));
      const profile = buildCommandProfile({
        grant,
        workspaceRoot: ctx.workspaceRoot,
        home: os.homedir(),
        dataDir: options.dataDir,
        tempDir: os.tmpdir(),
        outsidePaths,
        hosts,
        cacheReads: options.loadCacheReads?.() ?? [],
        system: loadSystemView(process.env.PATH ?? '', os.homedir(), options.dataDir),
      });
      const ownLimits =
        confined && grant !== 'read_only' ? describeProtectedWrites(reach.paths, words, ctx.workspaceRoot) : [];
      const limits = confined ? [...ownLimits, ...describeSandboxLimits(grant, profile)] : [];
      const protectedPlaces = deriveCommandProtectedPlaces({
        readOnly: verdict.verdict === 'read_only',
        paths: reach.paths,
        words,
        workspaceRoot: ctx.workspaceRoot,
        cwd: cwd.absolute,
        hooksPaths: await loadGitHooksPaths(ctx.workspaceRoot),
        // Only where a sandbox would run it: without one, every command that writes asks a person already.
        unwalked:
          confined && verdict.verdict !== 'read_only' ? findUnwalkedFolders([ctx.workspaceRoot, ...outsidePaths]) : [],
      });
      const reasons: MainMessage[] = [
        ...(cwd.inside ? [] : [cwd.why ? withGuardRole(cwd.why, 'workingFolder') : say('reach.workingFolder')]),
        ...reach.messages,
      ];
      const firstLine = args.command.split('\n')[0] ?? '';
      const shown = firstLine.length > 80 ? `${firstLine.slice(0, 77)}…` : firstLine;
      return {
        paths: reach.paths,
        outsideWorkspace: reasons.length > 0,
        outsideReasons: reasons,
        ...(cwd.inside && reach.reasons.length > 0 && !reach.namesOutside ? { reachUnknown: true } : {}),
        defaultEffect: verdict.verdict === 'read_only' ? 'allow' : 'ask',
        // Without a sandbox a command runs with the person's full rights: only a person lifts its ask.
        unconfined: !confined,
        ...(protectedPlaces.length > 0 ? { protectedPlaces } : {}),
        undoable: verdict.verdict === 'read_only' ? 'yes' : 'no',
        summary: args.cwd
          ? say('call.runIn', {
              command: `${shown}${args.command.includes('\n') ? ' …' : ''}`,
              folder: buildLabel(ctx.workspaceRoot, cwd.absolute),
            })
          : say('call.run', { command: `${shown}${args.command.includes('\n') ? ' …' : ''}` }),
        preview: {
          type: 'command',
          command: {
            command: args.command,
            actions: describeCommandActions(parsed),
            cwd: cwd.absolute,
            verdict: verdict.verdict,
            reason: verdict.text,
            withheldNote: deriveWithheldNote(withheld),
            syntax: verdict.syntax,
            commands: words,
            hosts,
            withheldEnv: withheld,
            sandbox: confined
              ? { confined, limits, ownLimits: ownLimits.length }
              : {
                  confined,
                  limits,
                  ...(sandbox.status.available ? {} : { unavailableReason: sandbox.status.message }),
                },
          },
        },
      };
    },
    async execute(args: Args, ctx, signal) {
      const guard = await loadGuard(ctx.workspaceRoot);
      const cwd = await guard.resolve(ctx.workspaceRoot, args.cwd ?? '.');
      if (ctx.reviewed.preview.type === 'command' && ctx.reviewed.preview.command.cwd !== cwd.absolute) {
        return {
          outcome: 'stale',
          reason: `The working folder now resolves to ${cwd.absolute}, not ${ctx.reviewed.preview.command.cwd} as reviewed.`,
        };
      }
      const timeoutSeconds = args.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
      const grant = deriveSandboxGrant(ctx.settledBy.by);
      const reviewedCommand = ctx.reviewed.preview.type === 'command' ? ctx.reviewed.preview.command : null;
      const sandbox = await options.loadSandbox();
      // Read-only runs get git with every transport off; approved ones may fetch. A person's decision
      // may add the withheld variables they ticked on the sheet, read from the app's environment now.
      const passed = buildPassedEnvironment(
        buildCommandEnvironment(process.env, grant === 'read_only' ? 'read_only' : 'approved'),
        process.env,
        ctx.settledBy.by,
        ctx.passEnv,
      );
      const result = await sandbox.run({
        command: args.command,
        cwd: cwd.absolute,
        workspaceRoot: ctx.workspaceRoot,
        grant,
        // Exactly what the sheet showed: the outside paths and hosts of the reviewed inspection.
        outsidePaths: grant === 'approved' ? deriveOutsidePaths(ctx.reviewed.paths, ctx.workspaceRoot) : [],
        hosts: grant === 'approved' ? (reviewedCommand?.hosts ?? []) : [],
        // A person's yes means yes: the protected places the sheet named, but those the sandbox keeps whatever it is told.
        opened:
          grant === 'approved'
            ? (ctx.reviewed.protectedPlaces ?? [])
                .filter((p) => p.kind !== 'unchecked' && !isKeptEvenOnceApproved(p.path, ctx.workspaceRoot))
                .map((p) => p.path)
            : [],
        cacheReads: grant === 'read_only' ? [] : (options.loadCacheReads?.() ?? []),
        env: passed.env,
        timeoutMs: timeoutSeconds * 1000,
        outputCap: OUTPUT_CAP,
        signal,
        ...(ctx.onProgress ? { onOutput: ctx.onProgress } : {}),
      });
      const confinement = result.confined ? 'sandboxed' : 'unconfined';
      const envNote = passed.note === '' ? '' : `\n${passed.note}`;
      if (result.spawnError)
        return {
          outcome: 'failure',
          content: `The command could not be started: ${result.spawnError}${envNote}`,
          confinement,
        };
      const ok = !result.timedOut && !result.cancelled && result.exitCode === 0;
      const hidden = result.confined
        ? loadHiddenProgramNotes(
            result.output,
            passed.env.PATH ?? '',
            [os.homedir(), ...HOME_ROOTS],
            grant === 'read_only' ? [] : (options.loadCacheReads?.() ?? []),
          )
        : [];
      const hiddenNote = hidden.length === 0 ? '' : `\n${hidden.join('\n')}`;
      return {
        outcome: ok ? 'success' : 'failure',
        content: `${deriveCommandResultText(result, timeoutSeconds)}${hiddenNote}${envNote}`,
        confinement,
      };
    },
  };
}

/** run_command over this process's shared sandbox (tests, and registries made without a core). */
export const runCommandTool = createRunCommandTool({ loadSandbox: loadSharedSandbox, dataDir: SHARED_DATA_DIR });
