import type { Effect } from '../../shared/modes';
import type { McpCondition, RuleDefinition, RuleHeld, RuleScope } from '../../shared/rules';
import type { RuleSubject, RuleVerdict } from '../agent';
import { buildCommandMatch, type CommandMatch } from './match-command';
import { decideMcpCondition } from './match-mcp';
import { decidePathMatch, deriveRelativePaths } from './match-path';
import { isMcpTool, type StoredRule } from './types';
import { isPathInside } from '../../shared/path-inside';

/** Pure: whether a call's conversation and folder are within the rule's reach. */
export function decideScope(scope: RuleScope, subject: Pick<RuleSubject, 'sessionId' | 'workspaceRoot'>): boolean {
  switch (scope.kind) {
    case 'conversation':
      return scope.sessionId === subject.sessionId;
    case 'folder':
      return isPathInside(scope.folder, subject.workspaceRoot);
    case 'everywhere':
      return true;
  }
}

/** How one definition reads one call: whether it matches, and when an allow that reads like it fits cannot vouch for it, why. */
interface DefinitionMatch {
  found: CommandMatch;
  held?: RuleHeld;
}

/**
 * Pure: how a rule's MCP conditions read a call. All hold: a match. Those that fail fail only for
 * an address they cannot read: an allow is held (it asks, saying which), a deny or ask cannot rule
 * the call out (`unsure`, it asks). Otherwise no match.
 */
function decideMcpConditions(
  conditions: readonly McpCondition[],
  subject: RuleSubject,
  broad: boolean,
): DefinitionMatch {
  const results = conditions.map((c) => decideMcpCondition(c, subject.args, subject.inspection));
  const failing = results.filter((r) => !r.holds);
  if (failing.length === 0) return { found: 'match' };
  const unreadable = failing.every((r) => r.unreadable !== undefined) ? failing[0]!.unreadable! : null;
  if (unreadable === null) return { found: 'no_match' };
  return broad ? { found: 'unsure' } : { found: 'no_match', held: { reason: 'unreadable_address', ...unreadable } };
}

/** How one definition reads one call: broad for deny and ask rules, narrow for allow rules. */
async function buildDefinitionMatch(
  definition: RuleDefinition,
  subject: RuleSubject,
  pathsOf: () => (string | null)[],
): Promise<DefinitionMatch> {
  const broad = definition.effect !== 'allow';
  const { match } = definition;
  switch (match.kind) {
    case 'any':
      return { found: 'match' };
    case 'path': {
      return { found: decidePathMatch(match.glob, pathsOf(), broad) ? 'match' : 'no_match' };
    }
    case 'command': {
      const command = subject.args['command'];
      if (typeof command !== 'string') return { found: broad ? 'unsure' : 'no_match' };
      const inspected =
        subject.inspection?.preview.type === 'command' ? subject.inspection.preview.command.verdict : undefined;
      return { found: await buildCommandMatch(match, command, broad, inspected) };
    }
    case 'mcp':
      return decideMcpConditions(match.conditions, subject, broad);
  }
}

/**
 * Pure: an MCP allow rule speaks only for the tool definition it was saved for: one saved for
 * another definition, or before definitions were kept, is held (it asks and says so). Deny and ask
 * rules read every definition.
 */
function decidePinned(definition: RuleDefinition, subject: RuleSubject, matched: DefinitionMatch): DefinitionMatch {
  if (definition.effect !== 'allow' || !isMcpTool(definition.tool) || matched.found !== 'match') return matched;
  const live = subject.inspection?.preview.type === 'mcp' ? subject.inspection.preview.mcp.definitionHash : undefined;
  if (definition.toolDefinition === undefined) return { found: 'no_match', held: { reason: 'tool_not_pinned' } };
  if (live !== definition.toolDefinition) return { found: 'no_match', held: { reason: 'tool_changed' } };
  return matched;
}

const RANK: Record<Effect, number> = { allow: 0, ask: 1, deny: 2 };

/**
 * The saved rules' verdict on one call: deny beats ask beats allow, and the rule named is the
 * first matching one of the winning effect in creation order (`rules` in that order). Disabled
 * rules are skipped. A broken allow matches nothing; a broken deny or ask makes every call of its
 * tool ask; a deny rule that cannot rule a command out (its program from an expansion) asks. When
 * no rule speaks but an allow written for calls like this one was held (an address it cannot read,
 * an MCP tool changed since it was saved), that rule asks, with `held` saying why. Undefined when
 * no rule speaks. Never throws.
 */
export async function buildRuleVerdict(
  rules: readonly StoredRule[],
  subject: RuleSubject,
): Promise<RuleVerdict | undefined> {
  let verdict: RuleVerdict | undefined;
  let held: RuleVerdict | undefined;
  const consider = (effect: Effect, ruleId: string): void => {
    if (verdict === undefined || RANK[effect] > RANK[verdict.effect]) verdict = { effect, ruleId };
  };
  // The call's paths, worked out once for all its path rules.
  let paths: (string | null)[] | undefined;
  const pathsOf = () =>
    (paths ??= deriveRelativePaths(subject.tool, subject.args, subject.inspection, subject.workspaceRoot));
  for (const rule of rules) {
    if (!rule.enabled || rule.tool !== subject.tool) continue;
    if (rule.definition === null) {
      if (rule.effect !== 'allow') consider('ask', rule.id);
      continue;
    }
    if (!decideScope(rule.definition.scope, subject)) continue;
    let read: DefinitionMatch;
    try {
      read = decidePinned(rule.definition, subject, await buildDefinitionMatch(rule.definition, subject, pathsOf));
    } catch {
      read = { found: rule.effect === 'allow' ? 'no_match' : 'unsure' };
    }
    if (read.found === 'match') consider(rule.effect, rule.id);
    else if (read.found === 'unsure') consider('ask', rule.id);
    else if (read.held !== undefined) held ??= { effect: 'ask', ruleId: rule.id, held: read.held };
  }
  // An allow that could not vouch for the call asks, unless another rule spoke for it as written.
  return verdict ?? held;
}
