import { runProcess } from './run-process';
import { deriveProcessOptions } from './process-options';
import { buildBwrapArgs } from './build-bwrap-args';
import { deriveBlocked } from './derive-blocked';
import type { SandboxTools } from './load-sandbox-tools';
import type { SandboxEngine } from './types';

/**
 * Runs a command under bubblewrap directly, with the mounts built from the profile: the engine for
 * read-only commands on Linux (no network at all, nothing writable but the temp folder). It adds
 * ~4 ms to a command here, the library ~30 ms (docs/benchmarks.md).
 */
export function createBwrapEngine(tools: SandboxTools): SandboxEngine {
  return {
    async run(profile, options) {
      let args: string[];
      try {
        args = buildBwrapArgs(profile, { command: options.command, cwd: options.cwd, bash: tools.bash, disableUserns: tools.bwrapCanDisableUserns });
      } catch (error) {
        const spawnError = `the sandbox could not be set up: ${error instanceof Error ? error.message : String(error)}`;
        return { exitCode: null, signal: null, timedOut: false, cancelled: false, output: '', omitted: 0, spawnError, confined: true, blocked: [] };
      }
      const outcome = await runProcess({ argv: { file: tools.bwrap, args }, ...deriveProcessOptions(options) });
      return { ...outcome, confined: true, blocked: deriveBlocked(profile, [], outcome.output) };
    },
    async close() {},
  };
}
