import { useMemo, useState, type FormEvent } from 'react';
import type { RuleView } from '../../../shared/rules';
import { t } from '../i18n';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { selectRules } from '../state/main-lists';

/** Pure: the name the model (and every rule) knows a server's tool by: `mcp__<server>__<tool>`. */
export function deriveMcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool.trim().replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Pure: the "never" and "always ask" choices of one server: its rules on any call of one tool, everywhere. */
export function deriveToolChoices(rules: readonly RuleView[], server: string): RuleView[] {
  const prefix = `mcp__${server}__`;
  return rules.filter(
    (r) =>
      r.tool.startsWith(prefix) &&
      r.effect !== 'allow' &&
      r.definition?.match.kind === 'any' &&
      r.definition.scope.kind === 'everywhere',
  );
}

/**
 * An MCP server's per-tool "never" and "always ask": saved rules on every call of that
 * tool, everywhere, so they show on the rules page, are audited with their id, and are exported and
 * deleted with the rest. Each change is one rules:save or rules:delete; an error is shown, nothing lost.
 * The rules are read from the store (main-lists.ts), which Settings opening fills and pushes keep.
 */
export function McpToolChoices({ server }: { server: string }) {
  const { lists } = useController();
  const rules = useAppSelector(selectRules).value;
  const choices = useMemo(() => deriveToolChoices(rules ?? [], server), [rules, server]);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const tool = String(form.get('tool') ?? '').trim();
    const effect = form.get('effect') === 'deny' ? 'deny' : 'ask';
    if (tool === '') return;
    const saved = await lists.runRulesChange('rules:save', {
      definition: {
        tool: deriveMcpToolName(server, tool),
        effect,
        match: { kind: 'any' },
        scope: { kind: 'everywhere' },
      },
    });
    if (!saved.ok) {
      setError(saved.error.message);
      return;
    }
    setError(null);
    target.reset();
  };
  const remove = async (rule: RuleView) => {
    const removed = await lists.runRulesChange('rules:delete', { id: rule.id });
    setError(removed.ok ? null : removed.error.message);
  };

  return (
    <details className="mcp-tool-choices">
      <summary>{t('mcp.settings.toolChoices', { count: choices.length })}</summary>
      <p className="help">{t('mcp.settings.toolChoicesLead')}</p>
      <ul>
        {choices.map((rule) => (
          <li key={rule.id}>
            <code>{rule.tool}</code>{' '}
            <strong>{t(rule.effect === 'deny' ? 'mcp.settings.toolNever' : 'mcp.settings.toolAlwaysAsk')}</strong>{' '}
            <button type="button" onClick={() => void remove(rule)}>
              {t('mcp.settings.toolChoiceRemove', { tool: rule.tool })}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} aria-label={t('mcp.settings.toolChoiceAdd', { name: server })}>
        <label>
          {t('mcp.settings.fileWriterTool')} <input name="tool" required />
        </label>
        <label>
          {t('mcp.settings.toolChoice')}{' '}
          <select name="effect" defaultValue="ask">
            <option value="ask">{t('mcp.settings.toolAlwaysAsk')}</option>
            <option value="deny">{t('mcp.settings.toolNever')}</option>
          </select>
        </label>
        <button type="submit">{t('mcp.settings.toolChoiceAdd', { name: server })}</button>
        {error !== null && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
