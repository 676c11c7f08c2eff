import { defineMessages } from './define';

/**
 * Saved rules' words for a person: why a rule cannot work as written (a refusal when saving,
 * trying or importing it, and why a stored rule reads as broken), and the rules service's refusals.
 */
export const RULES_MESSAGES = defineMessages({
  // Why a rule cannot work as written (src/main/rules/derive-rule-problem.ts, match-glob.ts).
  'rules.problem.toolDefinitionNotMcp': ['tool'],
  'rules.problem.pathNotFileTool': ['tool'],
  'rules.problem.globFromTop': [],
  'rules.problem.globGoesUp': [],
  'rules.problem.globOpenBrace': [],
  'rules.problem.commandNotRunCommand': ['tool'],
  'rules.problem.commandWordEmpty': [],
  'rules.problem.commandFirstWordOption': [],
  'rules.problem.furtherArgumentsRefused': ['program'],
  'rules.problem.fieldsNotMcp': ['tool'],
  // Why a stored rule reads as broken (the rules service).
  'rules.stored.notJson': [],
  'rules.stored.notARule': ['field', 'check'],
  'rules.stored.disagrees': [],
  // The rules service's refusals.
  'rules.gone': [],
  'rules.conversationGone': [],
  'rules.folderNotFull': [],
  'rules.requestGone': [],
  'rules.requestConversationGone': [],
  'rules.historyConversationGone': [],
  // Importing a rules file (src/main/rules/rules-file.ts). `problem` is the last part of a
  // rules.problem.* id, `tool` the rule's tool, `program` the problem's program ('' when it has none).
  'rules.import.notJson': [],
  'rules.import.notRulesFile': [],
  'rules.import.invalid': ['check'],
  'rules.import.invalidAt': ['where', 'check'],
  'rules.import.ruleCannotWork': ['number', 'problem', 'tool', 'program'],
});

/** The ids of why a rule cannot work as written. */
export type RuleProblemId = Extract<keyof typeof RULES_MESSAGES, `rules.problem.${string}`>;
