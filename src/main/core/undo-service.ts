import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CheckpointKeeper, EmitSink } from '../agent';
import { buildUnifiedDiff, deriveDecodedBytes, loadFileSnapshot } from '../preview';
import { draft, type CheckpointStore, type EventStore, type SessionRow } from '../store';
import type { UndoFilePreview, UndoOutcomeView, UndoPreview, UndoStatus, UndoTarget } from '../../shared/views';
import { ENDED_STATES, buildUndoPlan, buildUndoStatus, type UndoFileStep, type UndoPlan } from './build-undo-plan';
import { loadRestoreRefusal, runRestoreFile } from './run-restore-file';
import { CoreError } from './types';
import { createCheckpointKeeper } from './checkpoint-keeper';
import { say, type MainMessage } from '../../shared/main-messages';

/** A file found changed right before its restore: the undo stops there, and says which. */
class LateRefusal extends Error {
  constructor(
    readonly text: MainMessage,
    readonly file: string,
  ) {
    super(text.id);
  }
}

export interface UndoServiceDeps {
  store: EventStore;
  checkpoints: CheckpointStore;
  emit: EmitSink;
  now: () => Date;
  /** The bound on kept checkpoint content, read from the settings each time. */
  loadLimitBytes: () => number;
  requireSession(sessionId: string): SessionRow;
  /** Throws CoreError while the conversation is working or waiting for an answer. */
  requireIdle(row: SessionRow, what: string): void;
}

export interface UndoService {
  /** The loop's side: checkpoints committed with each file tool's tool_call, the bound kept after each write. */
  keeper: CheckpointKeeper;
  /** Per call that wrote a file: whether Undo is offered. Reads only. */
  loadStatus(sessionId: string): UndoStatus;
  /** The diff of what the undo will do, or why it cannot (a value). Changes nothing. */
  buildPreview(target: UndoTarget): Promise<UndoPreview>;
  /**
   * Undoes one call's write or every write of an ended run: refused whole (recorded, nothing
   * touched) when any file changed since Gatehouse wrote it; otherwise records the request, restores
   * each file (newest write first), records the result. Throws CoreError when the conversation is busy.
   */
  runUndo(target: UndoTarget): Promise<UndoOutcomeView>;
}

function deriveLabel(workspace: string, absolute: string): string {
  const relative = path.relative(workspace, absolute);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
}

/** Undo over the checkpoint store: every answer comes from main's own records, never the renderer's. */
export function createUndoService(deps: UndoServiceDeps): UndoService {
  const { store, checkpoints, emit, now } = deps;

  const loadPlan = (target: UndoTarget): { row: SessionRow; plan: UndoPlan; scope: 'call' | 'run' } => {
    const row = deps.requireSession(target.sessionId);
    const label = (p: string) => deriveLabel(row.workspace, p);
    if ('callId' in target) {
      const list = checkpoints.loadForCall(row.id, target.callId);
      if (list.length === 0)
        return {
          row,
          scope: 'call',
          plan: { ok: false, text: say('undo.notAFileChange') },
        };
      return { row, scope: 'call', plan: buildUndoPlan(list, label) };
    }
    const state = store.loadRunState(row.id, target.runId);
    if (state === null) throw new CoreError('not_found', say('undo.runNotHere'));
    if (!ENDED_STATES.has(state)) {
      return {
        row,
        scope: 'run',
        plan: { ok: false, text: say('undo.runNotEnded') },
      };
    }
    return { row, scope: 'run', plan: buildUndoPlan(checkpoints.loadForRun(row.id, target.runId), label) };
  };

  /** Every file checked before any is touched: the first that changed refuses the whole undo. */
  const loadRefusal = async (row: SessionRow, files: readonly UndoFileStep[]): Promise<MainMessage | null> => {
    for (const f of files) {
      const reason = await loadRestoreRefusal(f.path, f.expectHash, deriveLabel(row.workspace, f.path));
      if (reason !== null) return reason;
    }
    return null;
  };

  const buildFilePreview = async (row: SessionRow, step: UndoFileStep): Promise<UndoFilePreview> => {
    const shown = deriveLabel(row.workspace, step.path);
    const now = await loadFileSnapshot(step.path);
    const current = now.kind === 'file' ? deriveDecodedBytes(now.bytes) : null;
    const before = step.restore === null ? null : deriveDecodedBytes(step.restore);
    if ((current !== null && current.kind === 'binary') || (before !== null && before.kind === 'binary')) {
      return {
        path: shown,
        action: step.restore === null ? 'delete' : 'restore',
        unified: '',
        added: 0,
        removed: 0,
        notes: [say('undo.binary', { file: shown })],
      };
    }
    const oldText = current?.kind === 'text' ? current.text : '';
    const newText = before?.kind === 'text' ? before.text : '';
    const diff = buildUnifiedDiff(oldText, newText, {
      oldLabel: `a/${shown}`,
      newLabel: step.restore === null ? '/dev/null' : `b/${shown}`,
    });
    const notes =
      step.restore === null
        ? [say('undo.createdDeletes', { file: shown })]
        : diff.unified === ''
          ? [say('undo.bytesOnly', { file: shown })]
          : [];
    return {
      path: shown,
      action: step.restore === null ? 'delete' : 'restore',
      unified: diff.unified,
      added: diff.added,
      removed: diff.removed,
      notes,
    };
  };

  const keeper = createCheckpointKeeper(checkpoints, deps.loadLimitBytes, now);

  return {
    keeper,
    loadStatus(sessionId) {
      const row = deps.requireSession(sessionId);
      return buildUndoStatus(checkpoints.listForSession(row.id));
    },
    async buildPreview(target) {
      const { row, plan } = loadPlan(target);
      if (!plan.ok) return plan;
      const refusal = await loadRefusal(row, plan.files);
      if (refusal !== null) return { ok: false, text: refusal };
      return {
        ok: true,
        callIds: plan.callIds,
        files: await Promise.all(plan.files.map((f) => buildFilePreview(row, f))),
      };
    },
    async runUndo(target) {
      const { row, plan, scope } = loadPlan(target);
      deps.requireIdle(row, 'undo');
      if (!plan.ok) throw new CoreError('invalid_input', plan.text);
      const undoId = `und_${randomUUID()}`;
      const base = { undoId };
      const commit = (drafts: Parameters<EventStore['appendEvents']>[1]) =>
        emit.events(store.appendEvents(row.id, drafts));
      const refusal = await loadRefusal(row, plan.files);
      // Durable first: the request (which calls, which files) is in the log before any file changes.
      commit([
        draft('undo_requested', {
          ...base,
          scope,
          runId: plan.runId,
          callIds: plan.callIds,
          paths: plan.files.map((f) => f.path),
        }),
      ]);
      if (refusal !== null) {
        commit([draft('undo_result', { ...base, outcome: 'refused', text: refusal, undoneCallIds: [] })]);
        return { outcome: 'refused', text: refusal };
      }
      const done: string[] = [];
      try {
        for (const f of plan.files) {
          // Checked again right before this file's write: the window for a lost update stays small.
          const late = await loadRestoreRefusal(f.path, f.expectHash, deriveLabel(row.workspace, f.path));
          if (late !== null) throw new LateRefusal(late, deriveLabel(row.workspace, f.path));
          await runRestoreFile(f.path, f.restore);
          done.push(deriveLabel(row.workspace, f.path));
        }
      } catch (error) {
        const files = done.join(', ');
        const detail = (error as Error).message;
        const text =
          error instanceof LateRefusal
            ? done.length > 0
              ? say('undo.stoppedPartWayAt', { file: error.file, files })
              : error.text
            : done.length > 0
              ? say('undo.stoppedPartWay', { detail, files })
              : say('undo.stoppedNothingChanged', { detail });
        commit([draft('undo_result', { ...base, outcome: 'failure', text, undoneCallIds: [] })]);
        return { outcome: 'failure', text };
      }
      const text = say('undo.done', { files: done.join(', ') });
      commit([draft('undo_result', { ...base, outcome: 'success', text, undoneCallIds: plan.callIds })]);
      return { outcome: 'success', text };
    },
  };
}
