import type { SessionEvent, ToolOutcome } from '../../shared/events';
import { matchesToolName, type HookEvent, type HookSandbox } from '../../shared/hooks';
import { say, type MainMessage } from '../../shared/main-messages';
import type { HookCallInput, HookJudge } from '../agent';
import type { SandboxTools } from '../sandbox';
import { buildHookInput } from './build-hook-input';
import { buildHookLaunch } from './build-hook-launch';
import { buildPostToolUseRecord, buildPreToolUseAnswer, deriveInputHash, type HookRun } from './combine-hook-answers';
import { buildRejudgedAnswer, buildUnchangedAnswer } from './combine-rejudged-answer';
import type { HookCopy } from './load-hook-snapshot';
import { buildClaudeCall, parseClaudeUpdatedInput } from './map-claude-names';
import { parseHookAnswer } from './parse-hook-answer';
import { runHookProcess } from './run-hook-process';
import { writeTranscript } from './write-transcript';

/** A hook as the engine runs it: a person's, or a folder's (then `notRun` when the folder is not trusted as it is). */
export interface ConfiguredHook {
  id: string;
  source: 'user' | 'project';
  event: HookEvent;
  matcher: string;
  command: string;
  timeoutSec: number;
  sandbox: HookSandbox;
  /** Why it must not run (an untrusted folder, a trust without its copy): recorded, counted for nothing. */
  notRun?: MainMessage;
  /** A project hook's folder, where it really is (its log folder is that folder's own). */
  folder?: string;
  /** A project hook's files as they were trusted, shown read-only at their own paths. */
  copies?: readonly HookCopy[];
}

export interface HookJudgeDeps {
  dataDir: string;
  /** The hooks for a workspace, user hooks first, each list in its order; read fresh for every call. */
  loadHooks(workspace: string): Promise<ConfiguredHook[]>;
  /** The sandbox's programs, or why there is none (then sandboxed hooks do not run and their calls ask). */
  loadSandboxTools(): SandboxTools | { missing: string };
  /**
   * What the transcript hooks read is made from: the conversation's log from its latest compaction
   * on (the whole log when it has none), which gives the history the model replays.
   */
  loadHistoryEvents(sessionId: string): readonly SessionEvent[];
}

type Response = { outcome: ToolOutcome; content: string };

/**
 * The hooks engine behind the loop's HookJudge seam: matches the configured hooks on
 * Claude Code's tool name, runs each matched hook (in parallel; each saw the original input) with
 * Claude Code's stdin JSON, reads each answer and combines them; after a rewrite, all of it once
 * more on the effective input. Never throws: a hook that fails is an error in the record (its call
 * asks).
 */
export function createHookJudge(deps: HookJudgeDeps): HookJudge {
  const runAll = async (event: HookEvent, input: HookCallInput, response?: Response): Promise<HookRun[]> => {
    const call = buildClaudeCall(input.tool, input.args, input.workspaceRoot);
    let hooks: ConfiguredHook[];
    try {
      hooks = (await deps.loadHooks(input.workspaceRoot)).filter(
        (h) => h.event === event && matchesToolName(h.matcher, call.toolName),
      );
    } catch (err) {
      // The list itself could not be read: one error stands for the hooks (the call asks).
      return [
        {
          hookId: 'hooks',
          source: 'user',
          command: '(your hooks)',
          answer: {
            outcome: 'error',
            error: `could not be read: ${err instanceof Error ? err.message : String(err)}`,
            errorText: say('hooks.failed.unreadable', { detail: err instanceof Error ? err.message : String(err) }),
          },
        },
      ];
    }
    if (hooks.length === 0) return [];
    const runnable = hooks.some((h) => h.notRun === undefined);
    let transcriptPath = '';
    if (runnable) {
      try {
        transcriptPath = await writeTranscript(deps.dataDir, input.sessionId, deps.loadHistoryEvents(input.sessionId));
      } catch {
        // Hooks still run; the transcript path then names no file.
      }
    }
    const stdin = JSON.stringify(
      buildHookInput({
        event,
        call,
        sessionId: input.sessionId,
        toolUseId: input.toolUseId,
        workspace: input.workspaceRoot,
        approvalMode: input.approvalMode,
        transcriptPath,
        ...(response !== undefined ? { response } : {}),
      }),
    );
    const tools =
      runnable && hooks.some((h) => h.notRun === undefined && h.sandbox === 'hook')
        ? deps.loadSandboxTools()
        : { missing: '' };
    return Promise.all(
      hooks.map(async (hook): Promise<HookRun> => {
        const base = { hookId: hook.id, source: hook.source, command: hook.command };
        if (hook.notRun !== undefined) return { ...base, answer: { outcome: 'no_opinion' }, notRun: hook.notRun };
        const started = Date.now();
        try {
          const launch = await buildHookLaunch({
            hookId: hook.id,
            source: hook.source,
            command: hook.command,
            sandbox: hook.sandbox,
            workspace: input.workspaceRoot,
            dataDir: deps.dataDir,
            transcriptPath,
            tools,
            ...(hook.folder !== undefined ? { folder: hook.folder } : {}),
            ...(hook.copies !== undefined ? { copies: hook.copies } : {}),
          });
          if ('unavailable' in launch) return { ...base, answer: { outcome: 'error', error: launch.unavailable } };
          try {
            const end = await runHookProcess({
              file: launch.file,
              args: launch.args,
              cwd: input.workspaceRoot,
              env: launch.env,
              stdin,
              timeoutSec: hook.timeoutSec,
            });
            return { ...base, answer: parseHookAnswer(event, end), ms: Date.now() - started };
          } finally {
            await launch.cleanUp();
          }
        } catch (err) {
          return {
            ...base,
            answer: {
              outcome: 'error',
              error: `could not be started: ${err instanceof Error ? err.message : String(err)}`,
              errorText: say('hooks.failed.notStarted', { detail: err instanceof Error ? err.message : String(err) }),
            },
            ms: Date.now() - started,
          };
        }
      }),
    );
  };

  const judgeOnce = async (input: HookCallInput) => {
    const runs = await runAll('PreToolUse', input);
    return buildPreToolUseAnswer(runs, deriveInputHash(input.tool, input.args), (updated) =>
      parseClaudeUpdatedInput(input.tool, input.args, updated, input.workspaceRoot),
    );
  };

  return {
    /**
     * A rewrite carries no decision: the hooks run once more on the effective input (checked by
     * `parseRewrite`; without it, as mapped back) and that verdict is the answer
     * (combine-rejudged-answer.ts). One that fails the check is returned as it came: the loop keeps
     * the model's input and asks. A rewrite into the same input is no rewrite.
     */
    async preToolUse(input, parseRewrite) {
      const first = await judgeOnce(input);
      if (first?.rewrite === undefined) return first;
      const parse = parseRewrite ?? ((args: Record<string, unknown>) => ({ ok: true as const, args }));
      const effective = parse(first.rewrite.args);
      if (!effective.ok) return first;
      const hash = deriveInputHash(input.tool, effective.args);
      if (hash === first.record.inputHash) return buildUnchangedAnswer(first);
      const second = await judgeOnce({ ...input, args: effective.args });
      let again = false;
      if (second?.rewrite !== undefined) {
        const next = parse(second.rewrite.args);
        again = !next.ok || deriveInputHash(input.tool, next.args) !== hash;
      }
      return buildRejudgedAnswer({ ...first, rewrite: first.rewrite }, second, effective.args, hash, again);
    },
    async postToolUse(input) {
      const runs = await runAll('PostToolUse', input, { outcome: input.outcome, content: input.content });
      return buildPostToolUseRecord(runs);
    },
  };
}
