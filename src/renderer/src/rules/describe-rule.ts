import type { McpCondition, RuleDefinition, RuleScope } from '../../../shared/rules';
import { formatToolName } from '../approval/format';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

/**
 * A rule in the person's words, pure: "allow commands starting with “git log”", "never allow every
 * “send mail (from mail)” in “Garden”". Words, patterns and values came from a model's call once:
 * hidden characters are shown, never obeyed.
 */

const visible = (text: string) => deriveVisibleText(text, { lines: 'mark' });

function describeCondition(condition: McpCondition): string {
  switch (condition.kind) {
    case 'recipients_within':
      return t('rules.words.recipients', { domains: condition.domains.map(visible).join(t('rules.words.or')) });
    case 'guests_within':
      return t('rules.words.guests', { domains: condition.domains.map(visible).join(t('rules.words.or')) });
    case 'field_equals':
      return t('rules.words.field', {
        field: visible(condition.field),
        value: typeof condition.value === 'string' ? `“${visible(condition.value)}”` : String(condition.value),
      });
  }
}

/** Pure. One MCP condition in words (the editor's checkbox labels). */
export function formatRuleCondition(condition: McpCondition): string {
  return describeCondition(condition);
}

/** Pure. Which calls the rule matches: "commands starting with “git log”". */
export function formatRuleMatch(
  definition: Pick<RuleDefinition, 'tool' | 'match'> & { effect?: RuleDefinition['effect'] },
): string {
  const tool = formatToolName(definition.tool);
  const match = definition.match;
  switch (match.kind) {
    case 'any':
      return t('rules.words.any', { tool });
    case 'path':
      return t('rules.words.path', { tool, glob: visible(match.glob) });
    case 'command':
      // An allow is exactly its words unless it says otherwise; a deny or ask reads them in any command.
      return t(
        definition.effect === 'allow' && match.furtherArguments !== 'any'
          ? 'rules.words.commandExact'
          : 'rules.words.command',
        { words: visible(match.words.join(' ')) },
      );
    case 'mcp':
      return t('rules.words.mcp', {
        tool,
        conditions: match.conditions.map(describeCondition).join(t('rules.words.and')),
      });
  }
}

/** Pure. Where it applies: "in “Garden”", "in /home/me/garden", "everywhere". */
export function formatRuleScope(scope: RuleScope, titleOf: (sessionId: string) => string | null = () => null): string {
  switch (scope.kind) {
    case 'conversation': {
      const title = titleOf(scope.sessionId);
      return title === null || title === ''
        ? t('rules.words.scope.conversation')
        : t('rules.words.scope.conversationNamed', { title: visible(title) });
    }
    case 'folder':
      return t('rules.words.scope.folder', { folder: visible(scope.folder) });
    case 'everywhere':
      return t('rules.words.scope.everywhere');
  }
}

/** Pure. The whole rule as one sentence: "allow commands starting with “git log” in “Garden”". */
export function formatRuleSentence(definition: RuleDefinition, titleOf?: (sessionId: string) => string | null): string {
  const what = t(`rules.words.sentence.${definition.effect}`, { what: formatRuleMatch(definition) });
  return `${what} ${formatRuleScope(definition.scope, titleOf)}`;
}
