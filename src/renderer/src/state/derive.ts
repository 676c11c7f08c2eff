import type { PlanItem, PublicSettings, SessionSummary, ToolArgs } from '../../../shared';
import { readPlanItems } from '../../../shared/plan-items';
import type { MessageKey } from '../i18n';
import type { SessionView, TranscriptEntry } from './session-view';
import { AppendList } from './append-list';
import { wordMain } from '../i18n/main/word-main';
import type { MainMessage } from '../../../shared/main-messages';

/** Pure questions the screens ask of the state. */

export function deriveRunActive(view: SessionView | null): boolean {
  return view?.run?.state === 'streaming' || view?.run?.state === 'executing';
}

/** Retry is offered when the last run failed with a retryable error, or was interrupted. */
export function deriveCanRetry(view: SessionView | null): boolean {
  if (!view?.run || view.pending) return false;
  if (view.run.state === 'interrupted') return true;
  return view.run.state === 'failed' && view.lastError?.retryable === true;
}

function deriveModelConfigured(settings: PublicSettings | null): boolean {
  if (!settings) return false;
  if (settings.provider === 'anthropic') return settings.hasApiKey && settings.model.length > 0;
  return settings.baseUrl.trim().length > 0 && settings.model.trim().length > 0;
}

export type ComposerGate =
  { canSend: true } | { canSend: false; reason: MessageKey; action: 'approval' | 'settings' | 'stop' | null };

/** Whether a new message may be sent now, and if not, the reason the composer shows. */
export function deriveComposerGate(
  view: SessionView | null,
  summary: SessionSummary | undefined,
  settings: PublicSettings | null,
): ComposerGate {
  if (view?.pending) return { canSend: false, reason: 'composer.blocked.pending', action: 'approval' };
  if (deriveRunActive(view)) return { canSend: false, reason: 'composer.blocked.running', action: 'stop' };
  if (summary && !summary.workspaceExists)
    return { canSend: false, reason: 'composer.blocked.workspace', action: null };
  if (!deriveModelConfigured(settings))
    return { canSend: false, reason: 'composer.blocked.noModel', action: 'settings' };
  return { canSend: true };
}

/** A plan call's checklist, or null when its arguments are not a plan: parsed once per arguments object. */
const parsedPlans = new WeakMap<object, PlanItem[] | null>();
function derivePlanItems(args: ToolArgs): PlanItem[] | null {
  let items = parsedPlans.get(args);
  if (items === undefined) {
    items = readPlanItems(args);
    parsedPlans.set(args, items);
  }
  return items;
}

/**
 * The call ids of the update_plan cards in the transcript, in order. Kept from the last call and
 * extended by the entries added since when `entries` only grew (an event appends, append-list.ts),
 * so an event costs the entries it added, not a walk of the whole transcript. A card's tool never
 * changes once its entry is in, so what an earlier walk found stays true.
 */
let lastPlanCalls: { entries: AppendList<TranscriptEntry>; calls: AppendList<string> } | null = null;
function derivePlanCalls(view: SessionView): AppendList<string> {
  const { entries, tools } = view;
  const kept = lastPlanCalls !== null && entries.extends(lastPlanCalls.entries) ? lastPlanCalls : null;
  const added: string[] = [];
  for (let i = kept?.entries.length ?? 0; i < entries.length; i += 1) {
    const entry = entries.at(i) as TranscriptEntry;
    if (entry.kind === 'tool' && tools[entry.callId]?.tool === 'update_plan') added.push(entry.callId);
  }
  const calls = (kept?.calls ?? AppendList.empty<string>()).append(...added);
  lastPlanCalls = { entries, calls };
  return calls;
}

/**
 * The checklist from the latest update_plan call that carries a valid plan and was not denied, or
 * null. Looks at the plan calls from the latest back to the first that counts (usually the latest),
 * never at the rest of the transcript; cached per (entries, tools) pair, so a streamed token costs nothing.
 */
const planCache = new WeakMap<object, { tools: object; plan: PlanItem[] | null }>();

export function derivePlan(view: SessionView | null): PlanItem[] | null {
  if (!view) return null;
  const cached = planCache.get(view.entries);
  if (cached?.tools === view.tools) return cached.plan;
  const calls = derivePlanCalls(view);
  let plan: PlanItem[] | null = null;
  for (let i = calls.length - 1; i >= 0 && plan === null; i -= 1) {
    const card = view.tools[calls.at(i) as string];
    if (card !== undefined && card.status !== 'denied') plan = derivePlanItems(card.args);
  }
  planCache.set(view.entries, { tools: view.tools, plan });
  return plan;
}

/** How full the model's context is, 0–100. */
export function deriveContextPercent(view: SessionView | null): number {
  if (!view) return 0;
  const { estimatedTokens, contextWindow } = view.context;
  return Math.min(100, Math.round((estimatedTokens / contextWindow) * 100));
}

/** Elapsed whole seconds since an ISO time. */
export function deriveElapsedSeconds(startedAt: string, now: number): number {
  const start = Date.parse(startedAt);
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 1000));
}

/** One line for a tool card: the inspection's summary when known, else the key argument. */
export function deriveToolLabel(card: {
  tool: string;
  args: Record<string, unknown>;
  summary?: MainMessage;
}): string | null {
  if (card.summary) return wordMain(card.summary);
  const pick = (key: string) => (typeof card.args[key] === 'string' ? (card.args[key] as string) : null);
  switch (card.tool) {
    case 'run_command': {
      const command = pick('command');
      return command ? `$ ${command}` : null;
    }
    case 'search':
      return pick('query') ?? pick('pattern');
    default:
      return pick('path');
  }
}
