import { derivePreviewTokenText } from '../../../shared/preview-token-text';
import type { PendingCall } from '../../../shared/events';

/**
 * The preview token of a call as this window shows it: sha256 (hex) of the same text main hashes
 * for what it would run, so Send proves which call the person looked at, not only that they clicked.
 */
export async function derivePreviewTokenOfCall(call: PendingCall): Promise<string> {
  const bytes = new TextEncoder().encode(derivePreviewTokenText(call.tool, call.args, call.inspection));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
