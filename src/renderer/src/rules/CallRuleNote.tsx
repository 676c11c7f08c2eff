import type { PendingCall } from '../../../shared/events';
import { formatToolName } from '../approval/format';
import { t, type MessageKey } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { useRuleWords } from './use-rule-words';

const NOTE: Record<NonNullable<PendingCall['rule']>['effect'], MessageKey> = {
  ask: 'rules.sheet.ruleAsks',
  deny: 'rules.sheet.ruleDenies',
  allow: 'rules.sheet.ruleAllowsButAsks',
};

type Held = NonNullable<NonNullable<PendingCall['rule']>['held']>;

/** Pure. Why an allow rule could not vouch for this call, from main's reason id and parameters. */
function formatHeld(held: Held, rule: string, tool: string): string {
  switch (held.reason) {
    case 'unreadable_address':
      return t('rules.sheet.held.unreadable_address', {
        rule,
        field: deriveVisibleText(held.field, { lines: 'mark' }),
        problem: t(`rules.address.${held.problem}`),
      });
    case 'tool_changed':
    case 'tool_not_pinned':
      return t(`rules.sheet.held.${held.reason}`, { rule, tool: formatToolName(tool) });
  }
}

/**
 * What a saved rule said about this call when it was asked for (PendingCall.rule): an ask rule
 * is why it waits; an allow a floor kept from settling it is why it still waits; an allow that
 * could not vouch for this call (`held`: an address it cannot read, a tool changed since the rule
 * was saved) says which and why; a deny refuses it whatever the person answers. The rule is named
 * by its words (useRuleWords); its id stays on the element, as the rules page and the record show it.
 */
export function CallRuleNote({ rule, tool }: { rule: PendingCall['rule']; tool: string }) {
  const words = useRuleWords(rule?.ruleId);
  if (rule === undefined) return null;
  return (
    <p
      className="gh-rule-note"
      role="note"
      data-rule-id={rule.ruleId}
      {...(rule.held !== undefined ? { 'data-held': rule.held.reason } : {})}
    >
      {rule.held !== undefined ? formatHeld(rule.held, words, tool) : t(NOTE[rule.effect], { rule: words })}
    </p>
  );
}

/** On a tool card or a decided sheet: the rule that let a call run unasked, or refused it, by its words. */
export function DecidedByRuleNote({
  ruleId,
  denied,
  className,
}: {
  ruleId: string;
  denied: boolean;
  className?: string;
}) {
  const words = useRuleWords(ruleId);
  return (
    <p className={className} data-rule-id={ruleId}>
      {t(denied ? 'rules.card.deniedBy' : 'rules.card.allowedBy', { rule: words })}
    </p>
  );
}

/** On an edit a deny rule matches: that the edit will not run, naming the rule by its words (main sends its id). */
export function EditRefusedByRuleNote({ ruleId }: { ruleId: string }) {
  const words = useRuleWords(ruleId);
  return (
    <p className="gh-warning gh-rule-refusal" role="note" data-rule-id={ruleId}>
      {t('rules.sheet.editRefused', { rule: words })}
    </p>
  );
}
