import { useEffect } from 'react';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { selectRules } from '../state/main-lists';
import { t } from '../i18n';
import { formatRuleMatch } from './describe-rule';

/**
 * Ids already asked about: a rule the store's list does not hold (deleted since, or saved before the
 * last list) asks main for the rules once, not at every draw of every card that names it.
 */
const asked = new Set<string>();
let listing: Promise<unknown> | null = null;

/**
 * The words of the rule `ruleId` ("commands starting with “rm”"), so the conversation names a rule
 * by what it matches rather than its id. The rules are main's, as the store keeps them
 * (main-lists.ts); an id the list does not hold asks for the rules once, and is named by its id until
 * they come back, or for good once it is gone.
 */
export function useRuleWords(ruleId: string | undefined): string {
  const { lists } = useController();
  const rules = useAppSelector(selectRules).value;
  const rule = ruleId === undefined ? undefined : rules?.find((r) => r.id === ruleId);
  const missing = ruleId !== undefined && rule === undefined;
  useEffect(() => {
    if (!missing || asked.has(ruleId)) return;
    asked.add(ruleId);
    listing ??= lists.loadRules().finally(() => {
      listing = null;
    });
  }, [lists, missing, ruleId]);
  if (ruleId === undefined) return '';
  return rule?.definition ? formatRuleMatch(rule.definition) : t('rules.words.byId', { id: ruleId });
}
