import { createToolRegistry, type ToolRegistry } from '../tools';

/** The registry used when createCore gets none: the built-in tools of src/main/tools. */
export function createDefaultToolRegistry(): ToolRegistry {
  return createToolRegistry();
}
