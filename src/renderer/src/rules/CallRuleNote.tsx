import type { PendingCall } from '../../../shared/events';
import { formatToolName } from '../approval/format';
import { t, type MessageKey } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

const NOTE: Record<NonNullable<PendingCall['rule']>['effect'], MessageKey> = {
  ask: 'rules.sheet.ruleAsks',
  deny: 'rules.sheet.ruleDenies',
  allow: 'rules.sheet.ruleAllowsButAsks',
};

type Held = NonNullable<NonNullable<PendingCall['rule']>['held']>;

/** Pure. Why an allow rule could not vouch for this call, from main's reason id and parameters. */
function formatHeld(held: Held, ruleId: string, tool: string): string {
  switch (held.reason) {
    case 'unreadable_address':
      return t('rules.sheet.held.unreadable_address', {
        id: ruleId,
        field: deriveVisibleText(held.field, { lines: 'mark' }),
        problem: t(`rules.address.${held.problem}`),
      });
    case 'tool_changed':
    case 'tool_not_pinned':
      return t(`rules.sheet.held.${held.reason}`, { id: ruleId, tool: formatToolName(tool) });
  }
}

/**
 * What a saved rule said about this call when it was asked for (PendingCall.rule): an ask rule
 * is why it waits; an allow a floor kept from settling it is why it still waits; an allow that
 * could not vouch for this call (`held`: an address it cannot read, a tool changed since the rule
 * was saved) says which and why; a deny refuses it whatever the person answers. The rule's id is
 * the one the rules page and the record show.
 */
export function CallRuleNote({ rule, tool }: { rule: PendingCall['rule']; tool: string }) {
  if (rule === undefined) return null;
  return (
    <p className="gh-rule-note" role="note" data-rule-id={rule.ruleId} {...(rule.held !== undefined ? { 'data-held': rule.held.reason } : {})}>
      {rule.held !== undefined ? formatHeld(rule.held, rule.ruleId, tool) : t(NOTE[rule.effect], { id: rule.ruleId })}
    </p>
  );
}
