import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { WritePreview } from '../../shared/tools';
import { buildWriteDiff } from '../preview';
import { resolveInWorkspace } from '../tools';

/** The implementation name @modelcontextprotocol/server-filesystem gives in its initialize answer. */
const FILESYSTEM_SERVER = 'secure-filesystem-server';

/** Pure: whether a tool is known to write files: the filesystem server's write_file and edit_file. */
export function isKnownFileWriter(serverImplementation: string | undefined, tool: string): boolean {
  return serverImplementation === FILESYSTEM_SERVER && (tool === 'write_file' || tool === 'edit_file');
}

/** Pure: edit_file's edits applied in order, each to its first exact match; null when one does not match (no preview then). */
function applyEdits(text: string, edits: unknown): string | null {
  if (!Array.isArray(edits)) return null;
  let out = text.replace(/\r\n/g, '\n');
  for (const edit of edits) {
    if (typeof edit !== 'object' || edit === null) return null;
    const { oldText, newText } = edit as { oldText?: unknown; newText?: unknown };
    if (typeof oldText !== 'string' || typeof newText !== 'string') return null;
    const at = out.indexOf(oldText.replace(/\r\n/g, '\n'));
    if (at === -1) return null;
    out = out.slice(0, at) + newText.replace(/\r\n/g, '\n') + out.slice(at + oldText.length);
  }
  return out;
}

/**
 * The same diff preview write_file gets, for a tool known to write files, when its path is inside
 * the folder (outside, the call asks anyway and the diff is not read from there). Null when there is
 * none to show. Reads only.
 */
export async function buildFileWritePreview(tool: string, args: Record<string, unknown>, workspace: string): Promise<WritePreview | null> {
  if (typeof args.path !== 'string') return null;
  const target = await resolveInWorkspace(workspace, args.path);
  if (!target.inside) return null;
  let proposed: string | null = null;
  if (tool === 'write_file' && typeof args.content === 'string') proposed = args.content;
  if (tool === 'edit_file') {
    const current = await readFile(target.absolute, 'utf8').catch(() => null);
    proposed = current === null ? null : applyEdits(current, args.edits);
  }
  return proposed === null ? null : buildWriteDiff(target.absolute, proposed).catch(() => null);
}

/** Why a reviewed write no longer holds (the file changed since its diff was shown), or null. */
export async function deriveWriteStaleReason(reviewed: WritePreview): Promise<string | null> {
  const bytes = await readFile(reviewed.path).catch(() => null);
  const hash = bytes === null ? null : createHash('sha256').update(bytes).digest('hex');
  return hash === reviewed.baseHash ? null : `${reviewed.path} changed since its diff was shown.`;
}
