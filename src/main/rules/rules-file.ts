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

/** Pure: a rules file read back, or what is wrong with it in plain words (where, and why). */
export function parseRulesFile(text: string): { ok: true; rules: RuleFileEntry[] } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a rules file: it is not readable JSON. Nothing was imported.' };
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== RULES_FILE_FORMAT) {
    return {
      ok: false,
      message: 'This file is not a Gatehouse rules file (it has no "format": "gatehouse-rules"). Nothing was imported.',
    };
  }
  const parsed = RulesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where =
      issue.path.length > 0
        ? issue.path.map((p) => (typeof p === 'number' ? `#${p + 1}` : String(p))).join(' › ')
        : 'the file';
    return { ok: false, message: `The rules file cannot be read at ${where}: ${issue.message}. Nothing was imported.` };
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
