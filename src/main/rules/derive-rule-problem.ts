import type { RuleDefinition } from '../../shared/rules';
import { say, type MainMessageOf, type RuleProblemId } from '../../shared/main-messages';
import { deriveGlobProblem } from './match-glob';
import { deriveTargetTaking } from './target-programs';
import { isFileTool, isMcpTool } from './types';

/** Why a rule cannot work as written: a message for the person (src/shared/main-messages/rules.ts). */
export type RuleProblem = { [K in RuleProblemId]: MainMessageOf<K> }[RuleProblemId];

/**
 * Pure: why a rule cannot work as written, as a message for the person, or null. A path pattern
 * is for the file tools, command words for run_command, field conditions for MCP tools; "any call"
 * fits every tool. (Whether its conversation still exists is the service's to check.)
 */
export function deriveRuleProblem(definition: RuleDefinition): RuleProblem | null {
  const { tool, match } = definition;
  if (definition.toolDefinition !== undefined && !isMcpTool(tool))
    return say('rules.problem.toolDefinitionNotMcp', { tool });
  switch (match.kind) {
    case 'any':
      return null;
    case 'path':
      if (!isFileTool(tool)) return say('rules.problem.pathNotFileTool', { tool });
      return deriveGlobProblem(match.glob);
    case 'command':
      if (tool !== 'run_command') return say('rules.problem.commandNotRunCommand', { tool });
      if (match.words.some((w) => w.trim() === '')) return say('rules.problem.commandWordEmpty');
      if (match.words[0]!.startsWith('-')) return say('rules.problem.commandFirstWordOption');
      if (match.furtherArguments === 'any') {
        const taking = deriveTargetTaking(match.words);
        if (taking !== null) return say('rules.problem.furtherArgumentsRefused', { program: taking });
      }
      return null;
    case 'mcp':
      if (!isMcpTool(tool)) return say('rules.problem.fieldsNotMcp', { tool });
      return null;
  }
}
