/**
 * Saved rules, the matcher: which stored rules speak for a call and what they say.
 * Pure but for the shell parser the command rules share with the classifier. Storage is in
 * src/main/store/rule-store.ts, the service windows and the loop use in src/main/core/rules-service.ts.
 */
export type { StoredRule } from './types';
export { buildRuleVerdict, decideScope } from './build-rule-verdict';
export { deriveRuleProblem, type RuleProblem } from './derive-rule-problem';
export { buildRuleDraft, deriveOfferedGlob } from './build-rule-draft';
export { buildRulesFile, parseRulesFile, type RuleFileEntry } from './rules-file';
export { deriveHistorySummary } from './derive-history-summary';
export { deriveGlobRegex, deriveGlobProblem } from './match-glob';
export { buildCommandMatch, type CommandMatch, type FurtherArguments } from './match-command';
export { deriveTargetTaking } from './target-programs';
export { buildRuleExamples } from './build-rule-examples';
export { decideMcpCondition, type ConditionResult } from './match-mcp';
export { parseAddressList, deriveAddressDomain, type ParsedAddressList, type ReadAddress } from './parse-address-list';
export { deriveCallAddresses, type CallAddresses } from './derive-call-addresses';
export { deriveNamedArguments, deriveArgumentSchema, deriveItemsSchema } from './read-input-schema';
