import { useEffect, useState } from 'react';
import { useClient } from '../react-hooks/app-context';
import type { RuleDefinition, RuleView } from '../../../shared/rules';
import { t } from '../i18n';
import { formatRuleMatch } from './describe-rule';

/**
 * What each saved rule matches, as the rules page last listed it (rules:list), kept for the window's
 * life so the conversation can name a rule by its words ("commands starting with “rm”") rather than
 * its id. The rules stay main's: an id not seen yet lists them again; a rule deleted since is named
 * by its id; the rules page hands over each list it reads (rememberRuleWords), so an edited rule is
 * named by its new words at the next draw.
 */
const known = new Map<string, RuleDefinition | null>();
let listing: Promise<void> | null = null;

/** The rules as main listed them just now: they replace what was known (an id no longer listed is named by its id). */
export function rememberRuleWords(rules: readonly RuleView[]): void {
  for (const id of known.keys()) known.set(id, null);
  for (const rule of rules) known.set(rule.id, rule.definition);
}

function describe(ruleId: string): string {
  const definition = known.get(ruleId);
  return definition ? formatRuleMatch(definition) : t('rules.words.byId', { id: ruleId });
}

/** The words of the rule `ruleId` (its id in words until the rules are listed, or once it is gone). */
export function useRuleWords(ruleId: string | undefined): string {
  const client = useClient();
  // Bumped once the list has come back: the words are read from `known` at each render.
  const [, setListed] = useState(0);
  useEffect(() => {
    if (ruleId === undefined || known.has(ruleId)) return;
    let shown = true;
    listing ??= client
      .call('rules:list', {})
      .then((listed) => {
        if (listed.ok) for (const rule of listed.value) known.set(rule.id, rule.definition);
      })
      .finally(() => {
        listing = null;
      });
    void listing.then(() => {
      if (!known.has(ruleId)) known.set(ruleId, null);
      if (shown) setListed((n) => n + 1);
    });
    return () => {
      shown = false;
    };
  }, [client, ruleId]);
  return ruleId === undefined ? '' : describe(ruleId);
}
