/** The approval policy: pure functions, no I/O. The only public face of src/main/policy. */
export type { WorkMode, ApprovalMode, Effect } from '../../shared/modes';
export type { Profile, CatalogueEntry, ToolCategory } from './profiles';
export { profileFor, isBound, modePrompt, modesBinding, BUILTIN_CATALOGUE } from './profiles';
export type { PipelineInput, PipelineDecision, DecisionLayer, ReviewerVerdict } from './pipeline';
export { decide } from './pipeline';
export { derivePipelineInput, type PipelineFacts } from './derive-pipeline-input';
export type { PolicyDenialInput } from './explain';
export { explainPolicyDenial, explainPersonDenial, explainRuleDenial, approvalModeNote } from './explain';
