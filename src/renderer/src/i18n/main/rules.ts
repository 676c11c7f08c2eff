import type { RULES_MESSAGES } from '../../../../shared/main-messages/rules';
import type { RuleProblemId } from '../../../../shared/main-messages';
import { buildSelectCases } from './build-select';

/** Why a rule cannot work as written, by the last part of its id: its own message and a rules file's variant. */
export type RuleProblemWords = Record<RuleProblemId extends `rules.problem.${infer P}` ? P : never, string>;

const problems: RuleProblemWords = {
  toolDefinitionNotMcp: 'A tool definition is kept only for the tools of connected services (mcp__…), not {tool}.',
  pathNotFileTool:
    'A path pattern only fits the file tools (reading, listing, searching, writing and editing files), not {tool}.',
  globFromTop: 'Write the path pattern relative to the folder (src/**), not from the top of the disk.',
  globGoesUp: 'A path pattern stays inside the folder: it cannot go up with "..".',
  globOpenBrace: `The path pattern has a "'{'" without its "'}'".`,
  commandNotRunCommand: 'Command words only fit run_command, not {tool}.',
  commandWordEmpty: 'A command word cannot be empty.',
  commandFirstWordOption: 'The first word is the program, not an option.',
  furtherArgumentsRefused:
    '"And any further arguments" cannot be chosen for {program}: its further words name what it changes or runs, so a rule for it names every word.',
  fieldsNotMcp: 'Field conditions only fit the tools of connected services (mcp__…), not {tool}.',
};

/** English: saved rules' messages (src/shared/main-messages/rules.ts), keyed `main.<id>`. */
export const mainRulesMessages: Record<`main.${keyof typeof RULES_MESSAGES}`, string> = {
  'main.rules.problem.toolDefinitionNotMcp': problems.toolDefinitionNotMcp,
  'main.rules.problem.pathNotFileTool': problems.pathNotFileTool,
  'main.rules.problem.globFromTop': problems.globFromTop,
  'main.rules.problem.globGoesUp': problems.globGoesUp,
  'main.rules.problem.globOpenBrace': problems.globOpenBrace,
  'main.rules.problem.commandNotRunCommand': problems.commandNotRunCommand,
  'main.rules.problem.commandWordEmpty': problems.commandWordEmpty,
  'main.rules.problem.commandFirstWordOption': problems.commandFirstWordOption,
  'main.rules.problem.furtherArgumentsRefused': problems.furtherArgumentsRefused,
  'main.rules.problem.fieldsNotMcp': problems.fieldsNotMcp,
  'main.rules.stored.notJson': 'The saved rule is not readable JSON.',
  'main.rules.stored.notARule': 'The saved rule no longer reads as a rule ({field}: {check}).',
  'main.rules.stored.disagrees': 'The saved rule disagrees with itself (its tool or effect).',
  'main.rules.gone': 'That rule no longer exists.',
  'main.rules.conversationGone': 'The conversation this rule is for no longer exists.',
  'main.rules.folderNotFull': 'A folder rule names its folder in full (starting from the top of the disk).',
  'main.rules.requestGone': 'That request is no longer waiting.',
  'main.rules.requestConversationGone': 'The conversation of this request is gone.',
  'main.rules.historyConversationGone': 'That conversation no longer exists.',
  'main.rules.import.notJson': 'This file is not a rules file: it is not readable JSON. Nothing was imported.',
  'main.rules.import.notRulesFile':
    'This file is not a Gatehouse rules file (it has no "format": "gatehouse-rules"). Nothing was imported.',
  'main.rules.import.invalid': 'The rules file cannot be read: {check}. Nothing was imported.',
  'main.rules.import.invalidAt': 'The rules file cannot be read at {where}: {check}. Nothing was imported.',
  'main.rules.import.ruleCannotWork': `Rule {number} of the file cannot work: {problem, select, ${buildSelectCases(problems)} other {it cannot work as written.}} Nothing was imported.`,
};
