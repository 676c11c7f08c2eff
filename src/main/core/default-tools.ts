import { createToolRegistry, type RunCommandToolOptions, type ToolRegistry } from '../tools';

/** The registry used when createCore gets none: the built-in tools, run_command over the core's sandbox. */
export function createDefaultToolRegistry(runCommand: RunCommandToolOptions): ToolRegistry {
  return createToolRegistry({ runCommand });
}
