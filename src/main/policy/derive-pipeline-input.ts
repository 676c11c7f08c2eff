import type { ApprovalMode, Effect, WorkMode } from '../../shared/modes';
import type { Inspection } from '../../shared/tools';
import type { PipelineInput, ReviewerVerdict } from './pipeline';
import { profileFor } from './profiles';

export interface PipelineFacts {
  tool: string;
  /** What inspect learned; absent when the arguments failed validation (then `inspectError`). */
  inspection?: Inspection;
  inspectError?: string;
  workMode: WorkMode;
  approvalMode: ApprovalMode;
  /** The run's frozen executable list. */
  boundTools: readonly string[];
  approved: boolean;
  hook?: Effect;
  rule?: Effect;
  reviewer?: ReviewerVerdict;
}

/**
 * Pure: decide()'s input from what is known about one call: its inspection, the work mode's
 * profile, the run, and whichever other deciders exist. The one place both the loop and a
 * person's submission build it, so they can never judge the same call differently.
 */
export function derivePipelineInput(facts: PipelineFacts): PipelineInput {
  const override = profileFor(facts.workMode).overrides[facts.tool];
  const inspection = facts.inspection;
  return {
    defaultEffect: inspection?.defaultEffect ?? 'deny',
    ...(facts.inspectError !== undefined
      ? { inspectError: facts.inspectError }
      : inspection === undefined
        ? { inspectError: 'not inspected' }
        : {}),
    bound: facts.boundTools.includes(facts.tool),
    outsideWorkspace: inspection?.outsideWorkspace ?? false,
    actsOnWorld: inspection?.actsOnWorld === true,
    unconfined: inspection?.unconfined === true,
    protectedPath: (inspection?.protectedPlaces?.length ?? 0) > 0,
    ...(override !== undefined ? { override } : {}),
    ...(facts.hook !== undefined ? { hook: facts.hook } : {}),
    ...(facts.rule !== undefined ? { rule: facts.rule } : {}),
    ...(facts.reviewer !== undefined ? { reviewer: facts.reviewer } : {}),
    approvalMode: facts.approvalMode,
    approved: facts.approved,
  };
}
