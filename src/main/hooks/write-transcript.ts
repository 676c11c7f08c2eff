import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionEvent } from '../../shared/events';
import { buildModelHistory } from '../agent';

/** Pure: where a conversation's transcript for hooks lives: <dataDir>/hook-transcripts/<session>.jsonl. */
export function deriveTranscriptPath(dataDir: string, sessionId: string): string {
  return path.join(dataDir, 'hook-transcripts', `${sessionId.replace(/[^A-Za-z0-9_-]/g, '_')}.jsonl`);
}

/**
 * Pure: the conversation as Claude Code-style JSONL, one line per message of the history the model
 * replays: {"type":"user"|"assistant","session_id":…,"message":{"role":…,"content":…}}.
 */
export function buildTranscriptLines(sessionId: string, events: readonly SessionEvent[]): string {
  return buildModelHistory(events)
    .map(
      (m) =>
        `${JSON.stringify({ type: m.role, session_id: sessionId, message: { role: m.role, content: m.content } })}\n`,
    )
    .join('');
}

/**
 * Writes the transcript hooks read at `transcript_path` (0600, in a 0700 folder), fresh before
 * hooks run. Returns its path.
 */
export async function writeTranscript(
  dataDir: string,
  sessionId: string,
  events: readonly SessionEvent[],
): Promise<string> {
  const file = deriveTranscriptPath(dataDir, sessionId);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, buildTranscriptLines(sessionId, events), { mode: 0o600 });
  return file;
}
