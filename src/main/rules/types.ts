import type { Effect } from '../../shared/modes';
import type { MainMessage } from '../../shared/main-messages';
import type { RuleDefinition } from '../../shared/rules';

/**
 * A saved rule as the matcher reads it: its definition, or null when the stored text no longer
 * parses (`broken` says why, a message for the person). The tool and effect stay known even then, so a broken rule fails the
 * way its effect says (a broken allow matches nothing; a broken deny or ask makes its tool ask).
 */
export interface StoredRule {
  id: string;
  tool: string;
  effect: Effect;
  enabled: boolean;
  definition: RuleDefinition | null;
  broken?: MainMessage;
}

/** The built-in tools whose calls name files, and the arguments that hold them. */
export const FILE_TOOL_PATH_ARGS: Readonly<Record<string, readonly string[]>> = {
  read_file: ['path'],
  list_dir: ['path'],
  search: ['path'],
  write_file: ['path'],
  edit_file: ['path'],
};

export const isFileTool = (tool: string): boolean => Object.hasOwn(FILE_TOOL_PATH_ARGS, tool);
export const isMcpTool = (tool: string): boolean => /^mcp__.+__.+$/.test(tool);
