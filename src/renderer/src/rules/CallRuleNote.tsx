import type { PendingCall } from '../../../shared/events';
import { t, type MessageKey } from '../i18n';

const NOTE: Record<NonNullable<PendingCall['rule']>['effect'], MessageKey> = {
  ask: 'rules.sheet.ruleAsks',
  deny: 'rules.sheet.ruleDenies',
  allow: 'rules.sheet.ruleAllowsButAsks',
};

/**
 * What a saved rule said about this call when it was asked for (PendingCall.rule): an ask rule
 * is why it waits; an allow a floor kept from settling it is why it still waits; a deny refuses it
 * whatever the person answers. The rule's id is the one the rules page and the record show.
 */
export function CallRuleNote({ rule }: { rule: PendingCall['rule'] }) {
  if (rule === undefined) return null;
  return (
    <p className="gh-rule-note" role="note" data-rule-id={rule.ruleId}>
      {t(NOTE[rule.effect], { id: rule.ruleId })}
    </p>
  );
}
