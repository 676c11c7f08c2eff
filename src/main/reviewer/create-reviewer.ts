import type { SubmitDecisionsResult } from '../../shared/decisions';
import type { HandOver, ReviewerCallVerdict, SessionEvent } from '../../shared/events';
import type { PendingApproval } from '../../shared/views';
import { commitEvents, type EmitSink, type SubmissionDecider } from '../agent';
import type { ModelClient } from '../model';
import { draft, type EventDraft, type EventStore } from '../store';
import { buildReviewRequest } from './build-review-request';
import { decideReview, describeHandOver } from './decide-review';
import { parseReviewReply } from './parse-review-reply';

export interface ReviewerSettingsNow {
  /** Empty: no reviewer (auto behaves as manual). */
  model: string;
  timeoutMs: number;
  threshold: number;
  denialsToMe: boolean;
  /** The reviewer model's context, in tokens: a sheet larger than this is handed over unread. */
  contextWindow: number;
}

export interface ReviewerDeps {
  store: EventStore;
  emit: EmitSink;
  loadSettings(): ReviewerSettingsNow;
  /** A client for the named model on the conversation's provider; throws when none is configured. */
  loadModel(model: string): ModelClient;
  /** The one door every decider uses (RunSupervisor.submitDecisions). */
  submit(raw: unknown, by: SubmissionDecider): Promise<SubmitDecisionsResult>;
}

/** The stateful owner of reviews under way: one per approval, aborted on close. */
export interface Reviewer {
  /** RunSupervisorDeps.onApprovalOpened: starts a review of an auto sheet in the background. Never throws. */
  onApprovalOpened(approval: PendingApproval): void;
  /** After a restart: reviews every pending auto sheet no review has answered yet. */
  resumePending(): void;
  /** Resolves once every review has settled. */
  whenIdle(): Promise<void>;
  /** Aborts every review under way and resolves once they settled (before a wipe); new ones may start later. */
  stopAll(): Promise<void>;
  /** Aborts every review (the sheets stay with the person) and resolves once they settled; nothing starts again. */
  close(): Promise<void>;
}

const MAX_REPLY_TOKENS = 4096;

/**
 * Pure: the person's request of the run, whether a review already answered this sheet, and whether
 * the run is one the person started with "Ask me instead" (person_will_decide, committed just before
 * its user_message): its sheets are the person's.
 */
function deriveReviewContext(
  events: readonly SessionEvent[],
  approval: PendingApproval,
): { request: string | null; reviewed: boolean; youAsked: boolean } {
  let request: string | null = null;
  let reviewed = false;
  let youAsked = false;
  let asking = false;
  for (const e of events) {
    if (e.kind === 'person_will_decide') asking = true;
    if (e.kind === 'user_message') {
      if (e.data.runId === approval.runId) {
        request = e.data.text;
        youAsked = asking;
      }
      asking = false;
    }
    if (e.kind === 'reviewer_review' && e.data.approvalId === approval.approvalId) reviewed = true;
  }
  return { request, reviewed, youAsked };
}

/**
 * The auto mode's reviewer. For a sheet opened under auto with a reviewer model set, asks that
 * model once (no tools but its reply) and either submits a decision for the whole sheet as the
 * reviewer's, through the same exactly-once door as a person (a person who answered first wins),
 * or records its verdicts as advice and leaves the sheet with the person. Fails closed: every
 * error, timeout, unreadable or partial reply leaves the sheet with the person.
 */
export function createReviewer(deps: ReviewerDeps): Reviewer {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let closed = false;

  const recordAdvice = (
    approval: PendingApproval,
    model: string,
    handOver: HandOver,
    verdicts: ReviewerCallVerdict[],
  ) => {
    // Only beside a sheet still waiting: advice on a sheet already answered would mislead.
    if (deps.store.loadPendingApprovalById(approval.approvalId) === null) return;
    commitEvents(deps, approval.sessionId, [
      draft('reviewer_review', {
        runId: approval.runId,
        approvalId: approval.approvalId,
        model,
        outcome: 'handed_over',
        why: describeHandOver(handOver),
        handOver,
        verdicts,
      }),
    ]);
  };

  const runReview = async (approval: PendingApproval, signal: AbortSignal): Promise<void> => {
    const settings = deps.loadSettings();
    if (settings.model === '') return;
    const run = deps.store.loadLatestRun(approval.sessionId);
    if (run === null || run.runId !== approval.runId || run.config.approvalMode !== 'auto') return;
    const session = deps.store.loadSession(approval.sessionId);
    if (session === null) return;
    // From the previous run's request on: this run's request, what was written beside it ("Ask me
    // instead"), and any review of this sheet are all there; a long conversation is not read whole.
    const since = deps.store.loadPreviousRunSeq(approval.sessionId, run.userSeq);
    const context = deriveReviewContext(deps.store.loadEventsAfter(approval.sessionId, since), approval);
    if (context.reviewed) return;
    if (context.youAsked) {
      recordAdvice(approval, settings.model, { reason: 'you_asked' }, []);
      return;
    }
    const request = buildReviewRequest(
      { approval, request: context.request ?? '', workspace: session.workspace },
      MAX_REPLY_TOKENS,
    );
    // About four characters a token: a sheet the reviewer cannot read whole is not guessed at.
    const size = JSON.stringify(request).length / 4 + MAX_REPLY_TOKENS;
    if (size > settings.contextWindow) {
      recordAdvice(approval, settings.model, { reason: 'too_large' }, []);
      return;
    }
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), settings.timeoutMs);
    const onAbort = () => timer.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    let verdicts: ReviewerCallVerdict[];
    try {
      const model = deps.loadModel(settings.model);
      const turn = await model.streamTurn(request, { onText: () => undefined }, timer.signal);
      const parsed = parseReviewReply(
        turn,
        approval.calls.map((c) => c.callId),
      );
      if (!parsed.ok) {
        recordAdvice(approval, settings.model, { reason: parsed.why }, []);
        return;
      }
      verdicts = parsed.verdicts;
    } catch {
      if (signal.aborted) return; // closing: the review runs again after restart
      recordAdvice(approval, settings.model, { reason: timer.signal.aborted ? 'too_slow' : 'unreachable' }, []);
      return;
    } finally {
      clearTimeout(timeout);
      signal.removeEventListener('abort', onAbort);
    }
    if (signal.aborted) return;
    // Read again after the reply: a conversation turned to manual while the reviewer thought is
    // decided under manual (the reviewer then decides nothing).
    const now = deps.store.loadLatestRun(approval.sessionId);
    if (now === null || now.runId !== approval.runId) return;
    const outcome = decideReview(approval, verdicts, now.config, {
      threshold: settings.threshold,
      denialsToMe: settings.denialsToMe,
    });
    if (outcome.kind === 'hand_over') {
      recordAdvice(approval, settings.model, outcome.handOver, verdicts);
      return;
    }
    const review: EventDraft = draft('reviewer_review', {
      runId: approval.runId,
      approvalId: approval.approvalId,
      model: settings.model,
      outcome: 'decided',
      verdicts,
    });
    // A refusal (a person answered first) is the expected end of a lost race: nothing to do.
    await deps.submit(
      { approvalId: approval.approvalId, decisions: outcome.decisions },
      { by: 'reviewer', alongside: [review] },
    );
  };

  const start = (approval: PendingApproval) => {
    if (closed || running.has(approval.approvalId)) return;
    const controller = new AbortController();
    const done = runReview(approval, controller.signal)
      .catch(() => undefined) // the sheet stays with the person
      .finally(() => running.delete(approval.approvalId));
    running.set(approval.approvalId, { controller, done });
  };

  const abortAll = async () => {
    for (const r of running.values()) r.controller.abort();
    while (running.size > 0) await Promise.all([...running.values()].map((r) => r.done));
  };

  return {
    onApprovalOpened: start,
    resumePending() {
      for (const approval of deps.store.listPendingApprovals()) start(approval);
    },
    async whenIdle() {
      while (running.size > 0) await Promise.all([...running.values()].map((r) => r.done));
    },
    stopAll: abortAll,
    async close() {
      closed = true;
      await abortAll();
    },
  };
}
