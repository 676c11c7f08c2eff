import type { PendingCall } from '../../../src/shared/events';
import { say } from '../../../src/shared/main-messages';
import type { Inspection, WritePreview } from '../../../src/shared/tools';

/** Test helper: a pending call with a plain args preview unless told otherwise. */
export function makePendingCall(callId: string, overrides: Partial<PendingCall> = {}): PendingCall {
  const inspection: Inspection = {
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    defaultEffect: 'ask',
    undoable: 'yes',
    summary: say('call.remember', { text: callId }),
    preview: { type: 'args', text: '' },
  };
  return {
    callId,
    toolUseId: `tu_${callId}`,
    tool: 'remember',
    args: { note: callId },
    inspection,
    rationale: 'because',
    ...overrides,
  };
}

/** Test helper: a write preview for `original` → `proposed` with the given unified text. */
export function makeWritePreview(original: string | null, proposed: string, unified = ''): WritePreview {
  return {
    kind: original === null ? 'new' : original === proposed ? 'unchanged' : 'change',
    path: '/ws/notes.md',
    unified,
    original,
    proposed,
    language: 'markdown',
    added: 0,
    removed: 0,
    hunkCount: 0,
    baseHash: null,
    encoding: null,
    sizes: { before: original?.length ?? null, after: proposed.length },
    notes: [],
  };
}
