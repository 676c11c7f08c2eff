import { spawn } from 'node:child_process';
import type { HookProcessEnd } from './parse-hook-answer';

export interface HookProcessOptions {
  file: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdin: string;
  timeoutSec: number;
  /** Characters kept of stdout and of stderr each (what lies beyond is dropped). */
  outputCap?: number;
}

const DEFAULT_CAP = 1_000_000;

/**
 * Runs one hook process: writes its input on stdin, collects stdout and stderr (each capped), and
 * at the timeout kills its whole process group (SIGKILL). Resolves when it has ended and its output
 * is closed, or shortly after it was killed. Never rejects: a program that cannot start is a
 * `spawnError`.
 */
export function runHookProcess(o: HookProcessOptions): Promise<HookProcessEnd> {
  const cap = o.outputCap ?? DEFAULT_CAP;
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let done = false;
    const finish = (end: Omit<HookProcessEnd, 'stdout' | 'stderr' | 'timedOut' | 'timeoutSec'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(grace);
      resolve({ ...end, stdout, stderr, timedOut, timeoutSec: o.timeoutSec });
    };
    let grace: NodeJS.Timeout | undefined;
    // detached: the hook leads its own process group, so a timeout kills everything it started.
    const child = spawn(o.file, [...o.args], {
      cwd: o.cwd,
      env: o.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
      // A grandchild holding the pipes open past the kill must not hold the call.
      grace = setTimeout(() => finish({ exitCode: null, signal: 'SIGKILL' }), 2000);
    }, o.timeoutSec * 1000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < cap) stdout += chunk.slice(0, cap - stdout.length);
    });
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < cap) stderr += chunk.slice(0, cap - stderr.length);
    });
    // A hook that does not read its input closes stdin early: that is not a failure.
    child.stdin.on('error', () => undefined);
    child.on('error', (err) =>
      finish({ exitCode: null, signal: null, spawnError: `could not be started: ${err.message}` }),
    );
    child.on('close', (code, signal) => {
      // Whatever it left behind in its group ends with it.
      killGroup();
      finish({ exitCode: code, signal });
    });
    child.stdin.end(o.stdin);
  });
}
