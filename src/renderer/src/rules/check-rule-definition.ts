import { deriveCheckedIssue } from '../../../shared/main-messages/checks';
import { RuleDefinitionSchema } from '../../../shared/rules';
import { buildRuleCandidate, type BuiltRule, type RuleEditorChoices, type RuleEditorState } from './rule-editor-state';

// The rule editor's definitions checked with the contract's own schema (its messages are the
// rules' ids). Apart from rule-editor-state.ts, so the schemas load with the editor's dialog
// (src/renderer/src/screens/lazy-screens.ts), never in the window's first script.

/**
 * Pure. The definition the editor's choices make, checked with the contract's own schema.
 * `furtherOffered`: see buildRuleCandidate.
 */
export function buildRuleDefinition(
  choices: RuleEditorChoices,
  state: RuleEditorState,
  furtherOffered = false,
): BuiltRule {
  const candidate = buildRuleCandidate(choices, state, furtherOffered);
  if (candidate === null) return { ok: false, check: 'check.chooseScope', where: '' };
  const parsed = RuleDefinitionSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, definition: parsed.data };
  return { ok: false, check: deriveCheckedIssue(parsed.error).check, where: '' };
}

/** Pure. A broken rule's text, parsed as a definition for "Fix". */
export function parseRuleText(text: string): BuiltRule {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, check: 'check.notJson', where: '' };
  }
  const parsed = RuleDefinitionSchema.safeParse(value);
  if (parsed.success) return { ok: true, definition: parsed.data };
  const { path, check } = deriveCheckedIssue(parsed.error);
  return { ok: false, check, where: path.map(String).join('.') };
}
