import { spawn } from 'node:child_process';
import { createRunMarker, RUN_MARKER_VARIABLE, runSweepMarkedProcesses } from './sweep-marked-processes';

/**
 * Runs `bash -c` (or a given program) in its own process group, streams output, keeps the head and
 * tail of the output within a cap, and kills the whole group on abort or timeout (SIGTERM, then SIGKILL).
 */

/** A program and its arguments, started without a shell (the sandbox starts bwrap this way). */
export interface ProcessArgv {
  file: string;
  args: readonly string[];
}

/** Either a shell command (`bash -c command`) or a program (`argv`). */
export type RunProcessOptions = RunProcessCommon &
  ({ command: string; argv?: never } | { argv: ProcessArgv; command?: never });

interface RunProcessCommon {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Characters of output kept in total (half head, half tail). */
  outputCap: number;
  signal: AbortSignal;
  onOutput?: (chunk: string) => void;
  /** Grace between SIGTERM and SIGKILL. */
  killGraceMs?: number;
  /**
   * When to look for the command's processes outside its group (by a marker in their environment)
   * and kill them: after every run (unconfined commands, where `setsid` escapes the group), or only
   * after Stop or a timeout (sandboxed ones, whose PID namespace ends with them). Default: when killed.
   */
  sweep?: 'always' | 'when-killed';
}

export interface ProcessOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  cancelled: boolean;
  output: string;
  /** Characters dropped from the middle of the output. */
  omitted: number;
  /** The program could not be started. */
  spawnError?: string;
}

/** Starts the process and resolves when it and its output are done. Never rejects. */
export function runProcess(options: RunProcessOptions): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    const headCap = Math.floor(options.outputCap / 2);
    const tailCap = options.outputCap - headCap;
    let head = '';
    let tail = '';
    let omitted = 0;
    let timedOut = false;
    let cancelled = false;
    let finished = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    const timers: NodeJS.Timeout[] = [];

    if (options.signal.aborted) {
      resolve({ exitCode: null, signal: null, timedOut: false, cancelled: true, output: '', omitted: 0 });
      return;
    }
    // detached: the child leads a new process group, so the group can be killed as a whole.
    const file = options.argv ? options.argv.file : 'bash';
    const args = options.argv ? [...options.argv.args] : ['-c', options.command];
    const marker = createRunMarker();
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: { ...options.env, [RUN_MARKER_VARIABLE]: marker },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });

    const keep = (text: string): void => {
      options.onOutput?.(text);
      if (head.length < headCap) {
        const room = headCap - head.length;
        head += text.slice(0, room);
        text = text.slice(room);
      }
      if (text.length === 0) return;
      tail += text;
      if (tail.length > tailCap) {
        omitted += tail.length - tailCap;
        tail = tail.slice(tail.length - tailCap);
      }
    };
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);

    const killGroup = (signal: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };
    const stop = (): void => {
      killGroup('SIGTERM');
      timers.push(setTimeout(() => killGroup('SIGKILL'), options.killGraceMs ?? 2000));
    };
    const onAbort = (): void => {
      cancelled = true;
      stop();
    };
    options.signal.addEventListener('abort', onAbort, { once: true });
    timers.push(
      setTimeout(() => {
        timedOut = true;
        stop();
      }, options.timeoutMs),
    );

    const finish = (spawnError?: string): void => {
      if (finished) return;
      finished = true;
      timers.forEach(clearTimeout);
      options.signal.removeEventListener('abort', onAbort);
      // Leftover background processes of a finished command die with it, also those that left its group.
      killGroup('SIGKILL');
      if (options.sweep === 'always' || cancelled || timedOut) runSweepMarkedProcesses(marker);
      resolve({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        timedOut,
        cancelled,
        output: omitted > 0 ? `${head}\n… [${omitted} characters omitted] …\n${tail}` : head + tail,
        omitted,
        ...(spawnError ? { spawnError } : {}),
      });
    };
    child.on('error', (error) => finish(error.message));
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // A background grandchild may hold the pipes open; don't wait for it long.
      timers.push(setTimeout(() => finish(), 500));
    });
    child.on('close', () => finish());
  });
}
