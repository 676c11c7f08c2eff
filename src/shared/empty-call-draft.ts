import type { CallDraft } from './approval-drafts';

/** A call nobody has answered yet (apart from the draft schemas in approval-drafts.ts, for the window's first script). */
export const EMPTY_CALL_DRAFT: CallDraft = { action: null, reason: '', editText: null, passEnv: [] };
