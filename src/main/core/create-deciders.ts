import type { PendingApproval } from '../../shared/views';
import { createRunSupervisor, type EmitSink, type LoopDeps, type RunSupervisor } from '../agent';
import { createReviewer, type Reviewer } from '../reviewer';
import type { EventStore } from '../store';
import type { Lifecycle } from './create-lifecycle';
import type { ModelAccessPolicy } from './model-access';
import type { SettingsService } from './settings-service';

export interface DeciderDeps {
  store: EventStore;
  emit: EmitSink;
  settings: SettingsService;
  models: ModelAccessPolicy;
  life: Lifecycle;
  loadLoopDeps(): LoopDeps;
  /** Told after the reviewer when a drive leaves an approval waiting (tests watch it). */
  onApprovalOpened?(approval: PendingApproval): void;
}

/**
 * The run supervisor (agent/run-supervisor.ts, the one owner of live runs and the one door every
 * decision goes through) and the reviewer that answers in auto mode, both added to `life`.
 *
 * They need each other: the reviewer submits through the runs, and the runs tell the reviewer when
 * an approval opens. The runs are built first with a late-bound listener, set once the reviewer
 * exists, before this returns: no approval can open earlier, since nothing starts a lane until then.
 */
export function createDeciders(deps: DeciderDeps): { runs: RunSupervisor; reviewer: Reviewer } {
  const { store, emit, settings, models } = deps;
  let openReview: (approval: PendingApproval) => void = () => undefined;
  const runs = createRunSupervisor({
    loadLoopDeps: deps.loadLoopDeps,
    onApprovalOpened: (approval) => {
      openReview(approval);
      deps.onApprovalOpened?.(approval);
    },
  });
  deps.life.add('runs', { stop: () => runs.close(), wipe: () => runs.stopAll() });
  // Auto approval: the reviewer model, on the conversation's provider.
  const reviewer = createReviewer({
    store,
    emit,
    loadModel: models.loadNamedModel,
    submit: (raw, by) => runs.submitDecisions(raw, by),
    loadSettings: () => {
      const r = settings.reviewerSettings();
      return {
        model: r.reviewerModel,
        timeoutMs: r.reviewerTimeoutSeconds * 1000,
        threshold: r.reviewerThreshold,
        denialsToMe: r.reviewerDenialsToMe,
        contextWindow: settings.contextWindow(),
      };
    },
  });
  openReview = (approval) => reviewer.onApprovalOpened(approval);
  deps.life.add('reviewer', { stop: () => reviewer.close(), wipe: () => reviewer.stopAll() });
  return { runs, reviewer };
}
