import type { SandboxRunOptions } from './types';

/** Pure: what every engine hands runProcess unchanged from a run's options (folder, environment, limits, Stop, output). */
export function deriveProcessOptions(options: SandboxRunOptions) {
  return {
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    outputCap: options.outputCap,
    signal: options.signal,
    ...(options.onOutput ? { onOutput: options.onOutput } : {}),
  };
}
