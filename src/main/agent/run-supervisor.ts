import type { SubmitDecisionsResult } from '../../shared/decisions';
import type { PendingApproval } from '../../shared/views';
import { draft } from '../store';
import { runCancel, runRecoverInterrupted } from './finalize-run';
import { commitEvents, SHUTDOWN_REASON, type LoopDeps } from './loop-deps';
import { buildRunState } from './projections';
import { runDrive, type DriveOutcome } from './run-drive';
import { createSessionLog, createWholeLogCache } from './session-log';
import { submitDecisions, type SubmissionDecider } from './submit-decisions';
import { say } from '../../shared/main-messages';

/** The abort reason of Stop (and of deleteEverything): the run ends cancelled. */
const STOP_REASON = 'stop';

/** What a session's lane drives next: the run as sent or retried, or the run a decision left executing. */
type DriveRequest = 'start' | 'resume';

export interface RunSupervisorDeps {
  /** The loop's collaborators as they are now (settings may change between drives). */
  loadLoopDeps(): LoopDeps;
  /**
   * Called after a drive committed an approval that now waits for an answer, with that approval
   * as the log holds it. THE place an automatic decider (the auto mode's reviewer) starts from: it
   * answers through `submitDecisions`, like a person. Not called for an approval already answered
   * by the time the drive returned, nor for approvals left pending by an earlier process. A throw
   * is swallowed: the approval stays pending for a person.
   */
  onApprovalOpened?(approval: PendingApproval): void;
}

/**
 * The one owner of live work in the main process. Every session has at most one lane; a lane
 * runs one thing at a time (a drive, or an exclusive task such as a summary) and ends when
 * nothing is left to do. Everything the supervisor does it decides from the log as committed.
 */
export interface RunSupervisor {
  /**
   * Drives the session's latest run in the background, after send or retry committed it. If the
   * session's lane is busy the drive is queued behind what runs. Never throws; a failure inside
   * the drive is recorded on the run (failed, Retry continues).
   */
  start(sessionId: string): void;
  /**
   * Records a decision exactly once (agent/submit-decisions.ts) and, once it is committed, resumes
   * the run through the session's lane: the one path from a committed decision to execution.
   * Resolves with the submission's result when the decision is durable, before anything it
   * approved runs. Throws only what the store throws.
   * Takes the submission unparsed on purpose: this is the one door for every decider, and the
   * in-process ones (the auto mode's reviewer, answering from onApprovalOpened) never pass the IPC
   * router, so the exactly-once contract (invalid_request as a refusal value) is checked here once
   * for all of them. Everything else in the core trusts what the router parsed.
   */
  submitDecisions(raw: unknown, by?: SubmissionDecider): Promise<SubmitDecisionsResult>;
  /**
   * Stop, durably: aborts what the session's lane runs (running tools are killed) and resolves
   * once the lane is empty; the run ends cancelled, every call that has not run gets a cancelled
   * result, a pending approval is answered as stopped. With nothing running, settles from the log
   * (a pending approval, a run that failed or was interrupted, a decision committed but not yet
   * driven). Never throws for a session that has no run.
   */
  stop(sessionId: string): Promise<void>;
  /**
   * Runs `task` as the session's lane (used for a summary): Stop and close abort its signal, and
   * isBusy is true until it settles. Returns what the task returns or throws. Throws Error when
   * the session's lane is busy or the supervisor is closed (the caller checks isBusy first).
   */
  runExclusive<T>(sessionId: string, task: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Whether the session's lane is running or has something queued. */
  isBusy(sessionId: string): boolean;
  /** Stops every lane (as Stop does) and resolves once all are empty; used before a wipe (the logs kept go too). */
  stopAll(): Promise<void>;
  /** Drops what is kept in memory of a session's log (after the session was deleted). */
  forget(sessionId: string): void;
  /**
   * From now on nothing starts; every lane is aborted as closing (a run left part-way is
   * interrupted, Retry continues it) and the promise resolves when all are empty. Idempotent.
   */
  close(): Promise<void>;
}

interface Lane {
  controller: AbortController;
  /** Requested while the lane was busy; taken by the lane before it ends, so nothing is lost. */
  next: DriveRequest | null;
  /** Settles (never rejects) when the lane has ended. */
  done: Promise<void>;
}

/** Lets a Stop sent in the same turn as a decision (or a send) land before anything runs. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createRunSupervisor(deps: RunSupervisorDeps): RunSupervisor {
  const lanes = new Map<string, Lane>();
  let closed = false;

  /**
   * After Stop or close reached a lane whose drive did not see it (it had already returned, or
   * never started): settle from the log. Idempotent: a run the drive already ended is left alone.
   */
  const settleAborted = (loop: LoopDeps, sessionId: string, reason: unknown) => {
    const row = loop.store.loadSession(sessionId);
    if (row === null) return;
    const running = row.runState === 'streaming' || row.runState === 'executing';
    if (reason === SHUTDOWN_REASON) {
      // A pending approval stays pending across a restart; only work part-way is interrupted.
      if (running) runRecoverInterrupted(loop, sessionId, 'closing');
    } else if (running || row.pendingApprovalId !== null) {
      runCancel(loop, sessionId);
    }
  };

  // The whole logs of the sessions driven last: a send's first model turn reads only what is new.
  const wholeLogs = createWholeLogCache();

  /** One drive of the session's latest run, if the log still asks for one. */
  const driveOnce = async (
    sessionId: string,
    request: DriveRequest,
    signal: AbortSignal,
  ): Promise<DriveOutcome | null> => {
    const loop = deps.loadLoopDeps();
    const row = loop.store.loadSession(sessionId);
    if (row === null) return null;
    // A decision resumes only a run the decision left executing with nothing pending; a second
    // request for a run already driven (or stopped) finds nothing to do.
    if (request === 'resume' && (row.runState !== 'executing' || row.pendingApprovalId !== null)) return null;
    // The run's row, then only the run's own events: running what a decision approved never
    // replays the whole log (a model turn, if one follows, reads the rest once).
    const latest = loop.store.loadLatestRun(sessionId);
    if (latest === null) return null;
    const log = createSessionLog(loop.store, sessionId, latest.userSeq - 1, wholeLogs);
    const run = buildRunState(log.loadLatest());
    if (run === null) return null;
    const target = { sessionId, runId: run.runId, workspaceRoot: row.workspace, config: run.config, signal };
    try {
      return await runDrive(loop, target, log);
    } catch (err) {
      // A bug, or the database going away: record it so the run does not look alive forever.
      try {
        commitEvents(loop, sessionId, [
          draft('error', {
            runId: run.runId,
            code: 'internal',
            message: err instanceof Error ? err.message : String(err),
            retryable: true,
          }),
          draft('run_state', {
            runId: run.runId,
            state: 'failed',
            detail: say('run.internalRetry'),
          }),
        ]);
      } catch {
        // the database is closed; start-up recovery will mark the run interrupted
      }
      return 'failed';
    }
  };

  const announceApproval = (loop: LoopDeps, sessionId: string) => {
    if (deps.onApprovalOpened === undefined) return;
    const pending = loop.store.loadPendingApproval(sessionId);
    if (pending === null) return;
    try {
      deps.onApprovalOpened(pending);
    } catch {
      // the approval stays pending for a person
    }
  };

  /** Runs the lane until nothing is queued, then settles an abort nobody saw and frees the lane. */
  const drainLane = async (sessionId: string, lane: Lane, first: Promise<unknown> | null): Promise<void> => {
    const { signal } = lane.controller;
    try {
      if (first !== null) await first.catch(() => undefined);
      else await yieldTurn();
      while (lane.next !== null && !signal.aborted) {
        const request = lane.next;
        lane.next = null;
        const outcome = await driveOnce(sessionId, request, signal);
        if (outcome === 'awaiting_approval' && !signal.aborted) announceApproval(deps.loadLoopDeps(), sessionId);
      }
      if (signal.aborted) settleAborted(deps.loadLoopDeps(), sessionId, signal.reason);
    } catch {
      // the database is closed; start-up recovery settles what is left
    } finally {
      if (lanes.get(sessionId) === lane) lanes.delete(sessionId);
    }
  };

  const openLane = (sessionId: string): Lane => {
    const lane: Lane = { controller: new AbortController(), next: null, done: Promise.resolve() };
    lanes.set(sessionId, lane);
    return lane;
  };

  /** Every drive goes through here: serialized per session, coalesced while the lane is busy. */
  const requestDrive = (sessionId: string, request: DriveRequest) => {
    if (closed) return;
    const busy = lanes.get(sessionId);
    if (busy !== undefined) {
      // Picked up by the lane before it ends: a decision landing while a drive winds down is never lost.
      busy.next = busy.next === 'start' || request === 'start' ? 'start' : 'resume';
      return;
    }
    const lane = openLane(sessionId);
    lane.next = request;
    lane.done = drainLane(sessionId, lane, null);
  };

  const abortAll = async (reason: string) => {
    while (lanes.size > 0) {
      const current = [...lanes.values()];
      for (const lane of current) lane.controller.abort(reason);
      await Promise.all(current.map((lane) => lane.done));
    }
  };

  return {
    start: (sessionId) => requestDrive(sessionId, 'start'),
    async submitDecisions(raw, by = 'person') {
      const loop = deps.loadLoopDeps();
      const { result, resume } = await submitDecisions(
        loop,
        raw,
        {
          workspaceOf: (sid) => loop.store.loadSession(sid)?.workspace ?? null,
          approvalExisted: (aid) => loop.store.hasApproval(aid),
        },
        by,
      );
      // Between the commit and here the log says "executing" with no lane: a Stop in that gap
      // settles from the log (stop below), and this request then finds nothing to resume.
      if (resume !== undefined) requestDrive(resume.sessionId, 'resume');
      return result;
    },
    async stop(sessionId) {
      const lane = lanes.get(sessionId);
      if (lane !== undefined) {
        lane.controller.abort(STOP_REASON);
        await lane.done;
        return;
      }
      const loop = deps.loadLoopDeps();
      const row = loop.store.loadSession(sessionId);
      if (row === null) return;
      const state = row.runState;
      if (
        row.pendingApprovalId !== null ||
        state === 'failed' ||
        state === 'interrupted' ||
        state === 'streaming' ||
        state === 'executing'
      ) {
        runCancel(loop, sessionId);
      }
    },
    runExclusive(sessionId, task) {
      if (closed) return Promise.reject(new Error('the run supervisor is closed'));
      if (lanes.has(sessionId)) return Promise.reject(new Error(`session ${sessionId} is busy`));
      const lane = openLane(sessionId);
      const result = task(lane.controller.signal);
      lane.done = drainLane(sessionId, lane, result);
      return result;
    },
    isBusy: (sessionId) => lanes.has(sessionId),
    stopAll: () => {
      wholeLogs.forget();
      return abortAll(STOP_REASON);
    },
    forget: (sessionId) => wholeLogs.forget(sessionId),
    async close() {
      closed = true;
      await abortAll(SHUTDOWN_REASON);
    },
  };
}
