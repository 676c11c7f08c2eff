import { runProcess } from './run-process';
import { deriveProcessOptions } from './process-options';
import { existsSync } from 'node:fs';
import { buildBwrapLaunch } from './build-bwrap-args';
import { deriveBlocked, deriveMissingWrites } from './derive-blocked';
import type { SandboxTools } from './load-sandbox-tools';
import type { SandboxEngine } from './types';

/**
 * Runs a command under bubblewrap directly, with the mounts built from the profile: the engine on
 * Linux for every command that reaches no host (no network at all; read-only ones write nothing but
 * their temp folder). It adds about 14 ms to a command here, the library's whole wrap about 100 (docs/benchmarks.md).
 */
export function createBwrapEngine(tools: SandboxTools): SandboxEngine {
  return {
    async run(profile, options) {
      let launch: { args: string[]; kept: string[] };
      try {
        launch = buildBwrapLaunch(profile, {
          command: options.command,
          cwd: options.cwd,
          bash: tools.bash,
          disableUserns: tools.bwrapCanDisableUserns,
        });
      } catch (error) {
        const spawnError = `the sandbox could not be set up: ${error instanceof Error ? error.message : String(error)}`;
        return {
          exitCode: null,
          signal: null,
          timedOut: false,
          cancelled: false,
          output: '',
          omitted: 0,
          spawnError,
          confined: true,
          blocked: [],
        };
      }
      // Before it runs: what it creates there was still refused.
      const missing = deriveMissingWrites(profile, existsSync);
      const outcome = await runProcess({
        argv: { file: tools.bwrap, args: launch.args },
        ...deriveProcessOptions(options),
      });
      return {
        ...outcome,
        confined: true,
        blocked: [...missing, ...deriveBlocked(profile, [], outcome.output, launch.kept)],
      };
    },
    async close() {},
  };
}
