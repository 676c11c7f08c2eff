import type { ApprovalMode, Effect } from '../../shared/modes';

export interface PipelineInput {
  /** The tool's own default for this call (a tool may compute it from its arguments, e.g. run_command). */
  defaultEffect: Effect;
  /** Set when the arguments failed validation. */
  inspectError?: string;
  /** The tool is in this run's executable list. */
  bound: boolean;
  /** The call touches a path outside the workspace. */
  outsideWorkspace: boolean;
  /**
   * The call changes something beyond this computer, or outlives the run, on the person's behalf
   * (a memory note read into future prompts; later mail, calendars). Absent means false.
   */
  actsOnWorld?: boolean;
  /** The call would run code with the person's full rights: a command when the OS sandbox is unavailable. Absent means false. */
  unconfined?: boolean;
  /** The profile's override for this tool, if it has one. */
  override?: Effect;
  approvalMode: ApprovalMode;
  /** A person approved this call on its approval sheet. */
  approved: boolean;
}

/**
 * The layered pipeline (design document 001, ../shared/PIPELINE.md). A 'deny' at any layer stands;
 * the floors (outside the workspace, acting on the world) tighten allow → ask; every other layer
 * only settles a result that is still 'ask'.
 *   1. defaults and validation  2. binding, then overrides  3. floors  4. approval mode
 * Pure: no I/O, no clock.
 */
export function decide(input: PipelineInput): Effect {
  // 1. Defaults and validation.
  if (input.inspectError !== undefined) return 'deny';
  let effect: Effect = input.defaultEffect;
  if (effect === 'deny') return 'deny';

  // 2. Binding: an unbound tool is denied and nothing afterwards can lift it.
  if (!input.bound) return 'deny';
  if (effect === 'ask' && input.override !== undefined) effect = input.override;
  if (effect === 'deny') return 'deny';

  // 3. Floors: outside the workspace, or acting on the world, is at least ask; no default,
  //    override or yolo makes it allow. Only a person lifts it.
  const actsOnWorld = input.actsOnWorld === true;
  if ((input.outsideWorkspace || actsOnWorld) && effect === 'allow') effect = 'ask';

  // 4. Approval mode settles what is still ask.
  if (effect === 'ask') {
    if (input.approved) return 'allow';
    // Why unconfined blocks yolo: without an OS sandbox a command runs with the person's full
    // rights, and yolo's promise is "changes inside this folder", which only a sandbox can keep.
    if (input.approvalMode === 'yolo' && !input.outsideWorkspace && !actsOnWorld && input.unconfined !== true) return 'allow';
    return 'ask'; // manual, and auto until a reviewer fills the sheet
  }
  return effect;
}
