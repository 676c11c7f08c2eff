import { deriveCheckedIssue, say, type MainMessage } from '../../shared/main-messages';
import { RULES_FILE_FORMAT, RulesFileSchema, type RuleDefinition } from '../../shared/rules';

export interface RuleFileEntry {
  definition: RuleDefinition;
  enabled: boolean;
  createdAt?: string;
}

/** Pure: the readable export file (JSON, two-space indented), rules in creation order. */
export function buildRulesFile(rules: readonly RuleFileEntry[], exportedAt: string): string {
  return `${JSON.stringify({ format: RULES_FILE_FORMAT, version: 1, exportedAt, rules }, null, 2)}\n`;
}

/**
 * Pure: a rules file read back, or what is wrong with it as a message for the person (where, and
 * the schema's own words for why).
 */
export function parseRulesFile(
  text: string,
): { ok: true; rules: RuleFileEntry[] } | { ok: false; message: MainMessage } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: say('rules.import.notJson') };
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== RULES_FILE_FORMAT) {
    return { ok: false, message: say('rules.import.notRulesFile') };
  }
  const parsed = RulesFileSchema.safeParse(json);
  if (!parsed.success) {
    const { path, check } = deriveCheckedIssue(parsed.error);
    if (path.length === 0) return { ok: false, message: say('rules.import.invalid', { check }) };
    const where = path.map((p) => (typeof p === 'number' ? `#${p + 1}` : String(p))).join(' › ');
    return { ok: false, message: say('rules.import.invalidAt', { where, check }) };
  }
  return {
    ok: true,
    rules: parsed.data.rules.map((r) => ({
      definition: r.definition,
      enabled: r.enabled,
      ...(r.createdAt !== undefined ? { createdAt: r.createdAt } : {}),
    })),
  };
}
