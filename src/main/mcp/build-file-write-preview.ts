import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { McpFileWriter } from '../../shared/mcp';
import type { WritePreview } from '../../shared/tools';
import { buildWriteDiff } from '../preview';
import { resolveInWorkspace } from '../tools';

/** The implementation name @modelcontextprotocol/server-filesystem gives in its initialize answer. */
const FILESYSTEM_SERVER = 'secure-filesystem-server';

/** How a file-writing tool names its file and its change: the whole new text, or edit_file's edits. */
export type FileWriterShape = { kind: 'write'; pathArgument: string; contentArgument: string } | { kind: 'edit' };

/**
 * Pure: how a tool writes files, or null when it is not known to: the filesystem server's
 * write_file and edit_file, and the tools the person marked as file writers for this server (the
 * person's mark wins, so a server that only claims to be the filesystem server gets nothing more).
 */
export function deriveFileWriter(
  serverImplementation: string | undefined,
  tool: string,
  marked: readonly McpFileWriter[],
): FileWriterShape | null {
  const mark = marked.find((w) => w.tool === tool);
  if (mark !== undefined)
    return { kind: 'write', pathArgument: mark.pathArgument, contentArgument: mark.contentArgument };
  if (serverImplementation !== FILESYSTEM_SERVER) return null;
  if (tool === 'write_file') return { kind: 'write', pathArgument: 'path', contentArgument: 'content' };
  if (tool === 'edit_file') return { kind: 'edit' };
  return null;
}

/** Pure: the path a file-writing call names, or null when its path argument is not a string. */
export function deriveWriterPath(writer: FileWriterShape, args: Record<string, unknown>): string | null {
  const path = args[writer.kind === 'write' ? writer.pathArgument : 'path'];
  return typeof path === 'string' && path !== '' ? path : null;
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
export async function buildFileWritePreview(
  writer: FileWriterShape,
  args: Record<string, unknown>,
  workspace: string,
): Promise<WritePreview | null> {
  const path = deriveWriterPath(writer, args);
  if (path === null) return null;
  const target = await resolveInWorkspace(workspace, path);
  if (!target.inside) return null;
  let proposed: string | null = null;
  if (writer.kind === 'write') {
    const content = args[writer.contentArgument];
    if (typeof content === 'string') proposed = content;
  } else {
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
