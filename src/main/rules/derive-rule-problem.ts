import type { RuleDefinition } from '../../shared/rules';
import { deriveGlobProblem } from './match-glob';
import { deriveTargetTaking } from './target-programs';
import { isFileTool, isMcpTool } from './types';

/**
 * Pure: why a rule cannot work as written, in plain words, or null. A path pattern is for the
 * file tools, command words for run_command, field conditions for MCP tools; "any call" fits every
 * tool. (Whether its conversation still exists is the service's to check.)
 */
export function deriveRuleProblem(definition: RuleDefinition): string | null {
  const { tool, match } = definition;
  if (definition.toolDefinition !== undefined && !isMcpTool(tool))
    return `A tool definition is kept only for the tools of connected services (mcp__…), not ${tool}.`;
  switch (match.kind) {
    case 'any':
      return null;
    case 'path':
      if (!isFileTool(tool))
        return `A path pattern only fits the file tools (reading, listing, searching, writing and editing files), not ${tool}.`;
      return deriveGlobProblem(match.glob);
    case 'command':
      if (tool !== 'run_command') return `Command words only fit run_command, not ${tool}.`;
      if (match.words.some((w) => w.trim() === '')) return 'A command word cannot be empty.';
      if (match.words[0]!.startsWith('-')) return 'The first word is the program, not an option.';
      if (match.furtherArguments === 'any') {
        const taking = deriveTargetTaking(match.words);
        if (taking !== null)
          return `"And any further arguments" cannot be chosen for ${taking}: its further words name what it changes or runs, so a rule for it names every word.`;
      }
      return null;
    case 'mcp':
      if (!isMcpTool(tool)) return `Field conditions only fit the tools of connected services (mcp__…), not ${tool}.`;
      return null;
  }
}
