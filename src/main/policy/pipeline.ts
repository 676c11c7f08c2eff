import type { DecisionLayer } from '../../shared/decisions';
import type { ApprovalMode, Effect } from '../../shared/modes';

/** A reviewer model's verdict on one call, present only when confident enough to count. */
export type ReviewerVerdict = 'approve' | 'deny';

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
  /**
   * The call writes a place whose contents other programs run or trust later without the person
   * naming it (src/main/sandbox/protected-places.ts): git's config and hooks, editor
   * and assistant settings, shell and package-manager start-up files. Absent means false.
   */
  protectedPath?: boolean;
  /** The profile's override for this tool, if it has one. */
  override?: Effect;
  /** The PreToolUse hooks, combined (deny beats ask beats allow); absent: no opinion. */
  hook?: Effect;
  /** The saved rules that match (deny beats ask beats allow); absent: no opinion. */
  rule?: Effect;
  /** The reviewer model, in auto mode, when confident; absent: no opinion. */
  reviewer?: ReviewerVerdict;
  approvalMode: ApprovalMode;
  /** A person approved this call on its approval sheet. Only a person: never a rule, hook or reviewer. */
  approved: boolean;
}

/** Which layer settled a call (docs/policy.md); the caller records it in the audit beside the id of what matched. */
export type { DecisionLayer };

export interface PipelineDecision {
  effect: Effect;
  layer: DecisionLayer;
}

/**
 * The whole approval rule of docs/policy.md, once. Layers in order:
 *   1. validation and defaults  2. binding  3. standing denials (hook, rule)  4. profile
 *   5. floors (outside, acting on the world, a protected place, a hook's or rule's ask)
 *   6. settling what is still ask (person, hook/rule ask, hook allow, rule allow, reviewer in auto,
 *      yolo, else ask).
 * A denial at any layer stands, a person's approval included. Only a person lifts an ask for a call
 * that reaches outside, writes a protected place or would run unconfined. Every input but the first
 * four and the mode is optional: absent means "no opinion". Pure and total: no I/O, no clock, one
 * answer for every combination.
 */
export function decide(input: PipelineInput): PipelineDecision {
  // 1. Validation and defaults.
  if (input.inspectError !== undefined) return { effect: 'deny', layer: 'validation' };
  if (input.defaultEffect === 'deny') return { effect: 'deny', layer: 'policy' };
  // 2. Binding: nothing below can lift an unbound tool.
  if (!input.bound) return { effect: 'deny', layer: 'binding' };
  // 3. Standing denials: what a person wrote to say "never".
  if (input.hook === 'deny') return { effect: 'deny', layer: 'hook' };
  if (input.rule === 'deny') return { effect: 'deny', layer: 'rule' };

  const outside = input.outsideWorkspace;
  const actsOnWorld = input.actsOnWorld === true;
  const protectedPath = input.protectedPath === true;
  const unconfined = input.unconfined === true;
  // What only a person may lift: nothing a rule, a hook, the reviewer or yolo says carries there.
  const personOnly = outside || protectedPath || unconfined;

  let effect: Effect = input.defaultEffect;
  let layer: DecisionLayer = 'policy';
  // 4. Profile: settles a call still at ask (a deny stands; an allow never lifts an unconfined call).
  if (effect === 'ask' && input.override !== undefined && !(input.override === 'allow' && unconfined)) {
    effect = input.override;
    layer = 'profile';
    if (effect === 'deny') return { effect, layer };
  }

  // 5. Floors: at least ask.
  if (effect === 'allow' && (outside || actsOnWorld || protectedPath || input.hook === 'ask' || input.rule === 'ask')) {
    effect = 'ask';
    layer = 'policy';
  }
  if (effect === 'allow') return { effect, layer };

  // 6. Settling what is still ask, first match wins.
  if (input.approved) return { effect: 'allow', layer: 'person' };
  if (input.hook === 'ask') return { effect: 'ask', layer: 'hook' };
  if (input.rule === 'ask') return { effect: 'ask', layer: 'rule' };
  if (input.hook === 'allow' && !personOnly) return { effect: 'allow', layer: 'hook' };
  if (input.rule === 'allow' && !personOnly) return { effect: 'allow', layer: 'rule' };
  if (input.approvalMode === 'auto' && !personOnly && !actsOnWorld && input.reviewer !== undefined) {
    return { effect: input.reviewer === 'approve' ? 'allow' : 'deny', layer: 'reviewer' };
  }
  // Why unconfined blocks yolo: without an OS sandbox a command runs with the person's full
  // rights, and yolo's promise is "changes inside this folder", which only a sandbox can keep.
  if (input.approvalMode === 'yolo' && !personOnly && !actsOnWorld) return { effect: 'allow', layer: 'yolo' };
  return { effect: 'ask', layer };
}
