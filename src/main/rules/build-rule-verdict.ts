import { isAbsolute, relative } from 'node:path';
import type { Effect } from '../../shared/modes';
import type { RuleDefinition, RuleScope } from '../../shared/rules';
import type { RuleSubject, RuleVerdict } from '../agent';
import { buildCommandMatch, type CommandMatch } from './match-command';
import { decideMcpCondition } from './match-mcp';
import { decidePathMatch, deriveRelativePaths } from './match-path';
import type { StoredRule } from './types';

/** Pure: whether a call's conversation and folder are within the rule's reach. */
export function decideScope(scope: RuleScope, subject: Pick<RuleSubject, 'sessionId' | 'workspaceRoot'>): boolean {
  switch (scope.kind) {
    case 'conversation':
      return scope.sessionId === subject.sessionId;
    case 'folder': {
      const rel = relative(scope.folder, subject.workspaceRoot);
      return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
    }
    case 'everywhere':
      return true;
  }
}

/** How one definition reads one call: broad for deny and ask rules, narrow for allow rules. */
async function buildDefinitionMatch(definition: RuleDefinition, subject: RuleSubject, pathsOf: () => (string | null)[]): Promise<CommandMatch> {
  const broad = definition.effect !== 'allow';
  const { match } = definition;
  switch (match.kind) {
    case 'any':
      return 'match';
    case 'path': {
      return decidePathMatch(match.glob, pathsOf(), broad) ? 'match' : 'no_match';
    }
    case 'command': {
      const command = subject.args['command'];
      if (typeof command !== 'string') return broad ? 'unsure' : 'no_match';
      const inspected = subject.inspection?.preview.type === 'command' ? subject.inspection.preview.command.verdict : undefined;
      return buildCommandMatch(match, command, broad, inspected);
    }
    case 'mcp':
      return match.conditions.every((c) => decideMcpCondition(c, subject.args, subject.inspection)) ? 'match' : 'no_match';
  }
}

const RANK: Record<Effect, number> = { allow: 0, ask: 1, deny: 2 };

/**
 * The saved rules' verdict on one call: deny beats ask beats allow, and the rule named is the
 * first matching one of the winning effect in creation order (`rules` in that order). Disabled
 * rules are skipped. A broken allow matches nothing; a broken deny or ask makes every call of its
 * tool ask; a deny rule that cannot rule a command out (its program from an expansion) asks.
 * Undefined when no rule speaks. Never throws.
 */
export async function buildRuleVerdict(rules: readonly StoredRule[], subject: RuleSubject): Promise<RuleVerdict | undefined> {
  let verdict: RuleVerdict | undefined;
  const consider = (effect: Effect, ruleId: string): void => {
    if (verdict === undefined || RANK[effect] > RANK[verdict.effect]) verdict = { effect, ruleId };
  };
  // The call's paths, worked out once for all its path rules.
  let paths: (string | null)[] | undefined;
  const pathsOf = () => (paths ??= deriveRelativePaths(subject.tool, subject.args, subject.inspection, subject.workspaceRoot));
  for (const rule of rules) {
    if (!rule.enabled || rule.tool !== subject.tool) continue;
    if (rule.definition === null) {
      if (rule.effect !== 'allow') consider('ask', rule.id);
      continue;
    }
    if (!decideScope(rule.definition.scope, subject)) continue;
    let found: CommandMatch;
    try {
      found = await buildDefinitionMatch(rule.definition, subject, pathsOf);
    } catch {
      found = rule.effect === 'allow' ? 'no_match' : 'unsure';
    }
    if (found === 'match') consider(rule.effect, rule.id);
    else if (found === 'unsure') consider('ask', rule.id);
  }
  return verdict;
}
