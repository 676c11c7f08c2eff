import { randomBytes } from 'node:crypto';
import { isAbsolute } from 'node:path';
import type { SessionEvent } from '../../shared/events';
import {
  RuleDefinitionSchema,
  type RuleDefinition,
  type RuleHistoryMatch,
  type RuleToolState,
  type RuleView,
} from '../../shared/rules';
import type { Inspection } from '../../shared/tools';
import type { RuleJudge } from '../agent';
import {
  buildRuleDraft,
  buildRuleExamples,
  buildRulesFile,
  buildRuleVerdict,
  deriveHistorySummary,
  deriveRuleProblem,
  deriveTargetTaking,
  parseRulesFile,
  type RuleProblem,
  type StoredRule,
} from '../rules';
import type { EventStore, RuleRow, RuleStore } from '../store';
import { CoreError, type RulesControl } from './types';
import { deriveCheckedIssue, say, type MainMessage } from '../../shared/main-messages';

/**
 * Pure: why rule `number` of an imported file cannot work, as one message: the window chooses the
 * problem's words by its id (`problem`), with the rule's tool and the problem's program as data.
 */
function buildImportProblem(number: number, tool: string, problem: RuleProblem): MainMessage {
  const program = (problem.params as Readonly<Record<string, string | number>>)['program'];
  return say('rules.import.ruleCannotWork', {
    number,
    problem: problem.id.slice('rules.problem.'.length),
    tool,
    program: typeof program === 'string' ? program : '',
  });
}

/** Pure: a stored row read as a rule, broken when its definition no longer parses or cannot work. */
function deriveStoredRule(row: RuleRow): StoredRule & { raw: string } {
  const base = { id: row.id, tool: row.tool, effect: row.effect, enabled: row.enabled, raw: row.definition };
  let json: unknown;
  try {
    json = JSON.parse(row.definition);
  } catch {
    return { ...base, definition: null, broken: say('rules.stored.notJson') };
  }
  const parsed = RuleDefinitionSchema.safeParse(json);
  if (!parsed.success) {
    const { path, check } = deriveCheckedIssue(parsed.error);
    return {
      ...base,
      definition: null,
      broken: say('rules.stored.notARule', { field: path.length > 0 ? path.map(String).join('.') : '*', check }),
    };
  }
  // Its tool and effect columns decide how a broken rule fails; a definition that disagrees is broken.
  if (parsed.data.tool !== row.tool || parsed.data.effect !== row.effect) {
    return { ...base, definition: null, broken: say('rules.stored.disagrees') };
  }
  const problem = deriveRuleProblem(parsed.data);
  return problem === null ? { ...base, definition: parsed.data } : { ...base, definition: null, broken: problem };
}

/** Pure: whether an MCP allow rule's tool is still the one it was saved for (`liveHash`: what the server lists now, null when it has not). */
function deriveToolState(
  definition: RuleDefinition | null,
  liveHash: string | null | undefined,
): RuleToolState | undefined {
  if (definition === null || definition.effect !== 'allow' || liveHash === undefined) return undefined;
  if (definition.toolDefinition === undefined) return 'not_pinned';
  if (liveHash === null) return 'not_listed';
  return liveHash === definition.toolDefinition ? 'same' : 'changed';
}

function toView(row: RuleRow, liveHashOf: (tool: string) => string | null | undefined): RuleView {
  const stored = deriveStoredRule(row);
  const toolState = deriveToolState(stored.definition, liveHashOf(row.tool));
  return {
    id: row.id,
    tool: row.tool,
    effect: row.effect,
    definition: stored.definition,
    ...(stored.broken !== undefined ? { broken: stored.broken, raw: stored.raw } : {}),
    enabled: row.enabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    source: row.source,
    fired: row.fired,
    lastFiredAt: row.lastFiredAt,
    ...(toolState !== undefined ? { toolState } : {}),
  };
}

/** A call of the history as the matcher sees it: its effective arguments and the last look taken of it. */
interface HistoryCall {
  callId: string;
  tool: string;
  args: Record<string, unknown>;
  inspection?: Inspection;
  at: string;
}

/** Pure: every tool call of a conversation's log, with the arguments that ran (an edit's) when it ran. */
function deriveHistoryCalls(events: readonly SessionEvent[]): HistoryCall[] {
  const calls = new Map<string, HistoryCall>();
  for (const e of events) {
    if (e.kind === 'assistant_message') {
      for (const b of e.data.content) {
        if (b.type !== 'tool_use' || typeof b.input !== 'object' || b.input === null || Array.isArray(b.input))
          continue;
        calls.set(b.callId, { callId: b.callId, tool: b.name, args: b.input as Record<string, unknown>, at: e.at });
      }
    } else if (e.kind === 'approval_requested') {
      for (const c of e.data.calls) {
        const known = calls.get(c.callId);
        if (known !== undefined) calls.set(c.callId, { ...known, args: c.args, inspection: c.inspection });
      }
    } else if (e.kind === 'tool_call') {
      const known = calls.get(e.data.callId);
      if (known !== undefined && JSON.stringify(known.args) !== JSON.stringify(e.data.args)) {
        // An edit ran: its look is not the one the sheet kept, so only the arguments count.
        calls.set(e.data.callId, { callId: known.callId, tool: known.tool, args: e.data.args, at: known.at });
      }
    }
  }
  return [...calls.values()];
}

export interface RulesServiceDeps {
  rules: RuleStore;
  events: EventStore;
  now: () => Date;
  /** The conversation's folder, or null when it is gone. */
  workspaceOf(sessionId: string): string | null;
  /**
   * The definition hash of an MCP tool as its server lists it now: null when it has not listed it
   * since Gatehouse started, undefined for a tool that is not an MCP tool. Absent: no MCP servers.
   */
  liveToolDefinition?(tool: string): string | null | undefined;
}

/**
 * Saved rules: the one owner of the rules table for windows (RulesControl) and for the
 * loop (RuleJudge, read fresh for every call judged). Every definition is checked here again (a
 * conversation that exists, a folder written in full, a match that fits the tool); a refusal is
 * CoreError 'invalid_input', an id that is gone 'not_found'.
 */
export function createRulesService(deps: RulesServiceDeps): RulesControl & RuleJudge {
  const liveHashOf = (tool: string) => deps.liveToolDefinition?.(tool);
  const view = (row: RuleRow) => toView(row, liveHashOf);
  const requireRow = (id: string): RuleRow => {
    const row = deps.rules.loadRule(id);
    if (row === null) throw new CoreError('not_found', say('rules.gone'));
    return row;
  };
  const checkDefinition = (definition: RuleDefinition): void => {
    const problem = deriveRuleProblem(definition);
    if (problem !== null) throw new CoreError('invalid_input', problem);
    if (definition.scope.kind === 'conversation' && deps.workspaceOf(definition.scope.sessionId) === null)
      throw new CoreError('invalid_input', say('rules.conversationGone'));
    if (definition.scope.kind === 'folder' && !isAbsolute(definition.scope.folder))
      throw new CoreError('invalid_input', say('rules.folderNotFull'));
  };
  const newId = () => `rule_${randomBytes(6).toString('hex')}`;
  // Reading a definition (JSON, zod, the fit checks) once per stored text, not once per judged call.
  const readRules = new Map<string, StoredRule>();
  const storedRules = (): StoredRule[] => {
    const rows = deps.rules.listRules();
    if (readRules.size > rows.length * 2 + 100) readRules.clear();
    return rows.map((row) => {
      const key = `${row.id}\0${row.tool}\0${row.effect}\0${row.definition}`;
      let stored = readRules.get(key);
      if (stored === undefined) {
        stored = deriveStoredRule(row);
        readRules.set(key, stored);
      }
      return { ...stored, enabled: row.enabled };
    });
  };

  return {
    judge: (subject) => buildRuleVerdict(storedRules(), subject),
    list: () => deps.rules.listRules().map(view),
    async draft({ approvalId, callId }) {
      const pending = deps.events.loadPendingApprovalById(approvalId);
      const call = pending?.calls.find((c) => c.callId === callId);
      if (pending === null || call === undefined) throw new CoreError('not_found', say('rules.requestGone'));
      const workspaceRoot = deps.workspaceOf(pending.sessionId);
      if (workspaceRoot === null) throw new CoreError('not_found', say('rules.requestConversationGone'));
      return buildRuleDraft(
        { tool: call.tool, args: call.args, inspection: call.inspection },
        { sessionId: pending.sessionId, workspaceRoot },
      );
    },
    async matches({ sessionId, definition, limit }) {
      const workspaceRoot = deps.workspaceOf(sessionId);
      if (workspaceRoot === null) throw new CoreError('not_found', say('rules.historyConversationGone'));
      const problem = deriveRuleProblem(definition);
      if (problem !== null) throw new CoreError('invalid_input', problem);
      // The draft is judged alone and as an allow: "would it have matched", whatever it will do.
      const probe: StoredRule[] = [
        {
          id: 'rule_draft',
          tool: definition.tool,
          effect: 'allow',
          enabled: true,
          definition: { ...definition, effect: 'allow' },
        },
      ];
      const found: RuleHistoryMatch[] = [];
      for (const call of deriveHistoryCalls(deps.events.loadEvents(sessionId)).reverse()) {
        if (call.tool !== definition.tool) continue;
        const verdict = await buildRuleVerdict(probe, {
          tool: call.tool,
          args: call.args,
          ...(call.inspection !== undefined ? { inspection: call.inspection } : {}),
          workspaceRoot,
          sessionId,
        });
        // A deny or ask reads every definition of its tool: a probe held only for the tool's definition still matched.
        const matched =
          verdict?.effect === 'allow' ||
          (definition.effect !== 'allow' &&
            (verdict?.held?.reason === 'tool_changed' || verdict?.held?.reason === 'tool_not_pinned'));
        if (matched)
          found.push({
            callId: call.callId,
            tool: call.tool,
            summary: deriveHistorySummary(call.tool, call.args),
            at: call.at,
          });
      }
      return { total: found.length, matches: found.slice(0, limit) };
    },
    async examples({ definition }) {
      // Asked as ticked: where the words may not take further arguments, the examples are the exact rule's and say so.
      const { match } = definition;
      const judged =
        match.kind === 'command' && match.furtherArguments === 'any' && deriveTargetTaking(match.words) !== null
          ? { ...definition, match: { kind: 'command' as const, words: match.words } }
          : definition;
      const problem = deriveRuleProblem(judged);
      if (problem !== null) throw new CoreError('invalid_input', problem);
      return buildRuleExamples(judged);
    },
    save({ id, definition, source }) {
      checkDefinition(definition);
      const text = JSON.stringify(definition);
      if (id !== undefined) {
        requireRow(id);
        deps.rules.updateRule(id, { tool: definition.tool, effect: definition.effect, definition: text });
        return view(requireRow(id));
      }
      const fresh = newId();
      deps.rules.insertRules([
        {
          id: fresh,
          tool: definition.tool,
          effect: definition.effect,
          definition: text,
          enabled: true,
          source: source ?? null,
        },
      ]);
      return view(requireRow(fresh));
    },
    setEnabled(id, enabled) {
      requireRow(id);
      deps.rules.setEnabled(id, enabled);
      return view(requireRow(id));
    },
    remove(id) {
      if (!deps.rules.deleteRule(id)) throw new CoreError('not_found', say('rules.gone'));
    },
    exportFile() {
      const rules = deps.rules.listRules().flatMap((row) => {
        const stored = deriveStoredRule(row);
        return stored.definition === null
          ? []
          : [{ definition: stored.definition, enabled: row.enabled, createdAt: row.createdAt }];
      });
      return buildRulesFile(rules, deps.now().toISOString());
    },
    importFile(text) {
      const parsed = parseRulesFile(text);
      if (!parsed.ok) throw new CoreError('invalid_input', parsed.message);
      parsed.rules.forEach((r, i) => {
        const problem = deriveRuleProblem(r.definition);
        if (problem !== null)
          throw new CoreError('invalid_input', buildImportProblem(i + 1, r.definition.tool, problem));
      });
      const rows = parsed.rules.map((r) => ({
        id: newId(),
        tool: r.definition.tool,
        effect: r.definition.effect,
        definition: JSON.stringify(r.definition),
        enabled: r.enabled,
        source: null,
        ...(r.createdAt !== undefined ? { createdAt: r.createdAt } : {}),
      }));
      deps.rules.insertRules(rows);
      const ids = new Set(rows.map((r) => r.id));
      return {
        imported: rows.length,
        rules: deps.rules
          .listRules()
          .filter((r) => ids.has(r.id))
          .map(view),
      };
    },
  };
}
