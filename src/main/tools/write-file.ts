import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Inspection, WritePreview } from '../../shared/tools';
import { buildWriteDiff, runWrite } from '../preview';
import {
  buildLabel,
  buildPathInspection,
  describeError,
  loadGuardedPath,
  loadProtectedPlaces,
  loadNonRegularKind,
} from './tool-support';
import type { ExecuteContext, ExecuteResult } from './types';
import type { ToolDefinition } from './types';
import { say, type MainMessage } from '../../shared/main-messages';

/**
 * write_file's size limits: a whole file of several MB (a 100,000-line source file is ~5 MB) reaches
 * the sheet, where its diff is paged and its same changes grouped.
 */
export const WRITE_FILE_LIMITS = {
  path: { maxChars: 4096 },
  content: {
    maxChars: 10 * 1024 * 1024,
    modelHint: 'Write a smaller file, or write part of it and add the rest with edit_file.',
  },
} as const;

const schema = z
  .object({
    path: z.string().min(1).max(WRITE_FILE_LIMITS.path.maxChars).describe('File path, relative to the workspace.'),
    content: z.string().max(WRITE_FILE_LIMITS.content.maxChars).describe('The whole new content of the file.'),
  })
  .strict();

/** Pure: "Create notes.md (+3)", "Change notes.md (+3 −1)". */
export function buildWriteSummary(label: string, preview: WritePreview, tool: 'write' | 'edit' = 'write'): MainMessage {
  switch (preview.kind) {
    case 'new':
      return say('call.writeNew', { file: label, added: preview.added });
    case 'change':
      return say(tool === 'edit' ? 'call.editChange' : 'call.writeChange', {
        file: label,
        added: preview.added,
        removed: preview.removed,
      });
    case 'unchanged':
      return say('call.writeUnchanged', { file: label });
    case 'binary':
      return say('call.writeBinary', { file: label });
  }
}

/** Pure: whether the write, as previewed, changes nothing on disk: the same text, or content run-write.ts refuses (binary, or not storable in the file's encoding). */
export function decideWriteChangesNothing(preview: WritePreview): boolean {
  return preview.kind === 'unchanged' || preview.kind === 'binary' || preview.proposedHash === undefined;
}

/**
 * Pure: how undoable a write is. Gatehouse keeps what a write replaces (a checkpoint
 * committed with the call), so a new file or a text change can be undone from its tool card; a
 * binary overwrite is never written at all, so it promises nothing.
 */
export function decideWriteUndoable(preview: WritePreview): Inspection['undoable'] {
  return preview.kind === 'binary' ? 'no' : 'yes';
}

/**
 * Writes the reviewed content through the stale guard: nothing is written if the path now resolves
 * elsewhere or the file changed since the preview was computed. Returns failures as values.
 */
export async function runReviewedWrite(
  ctx: ExecuteContext,
  requested: string,
  proposed: string,
): Promise<ExecuteResult> {
  const target = await loadGuardedPath(ctx.workspaceRoot, requested);
  const label = buildLabel(ctx.workspaceRoot, target.absolute);
  const kind = await loadNonRegularKind(target.absolute);
  if (kind)
    return { outcome: 'failure', content: `Nothing was written to ${label}: it is ${kind}, not a regular file.` };
  const reviewed = ctx.reviewed.preview.type === 'write' ? ctx.reviewed.preview.write : null;
  if (!reviewed)
    return {
      outcome: 'failure',
      content: `Nothing was written to ${label}: the call was approved without a preview of the write.`,
    };
  if (ctx.reviewed.paths[0] !== undefined && ctx.reviewed.paths[0] !== target.absolute) {
    return {
      outcome: 'stale',
      reason: `${requested} now resolves to ${target.absolute}, not ${ctx.reviewed.paths[0]} as reviewed.`,
    };
  }
  try {
    if (reviewed.kind === 'new') await fs.mkdir(path.dirname(target.absolute), { recursive: true });
    const result = await runWrite(target.absolute, proposed, reviewed);
    if (result.outcome === 'stale') return { outcome: 'stale', reason: result.reason };
    if (result.outcome === 'refused')
      return { outcome: 'failure', content: `Nothing was written to ${label}: ${result.reason}` };
    return { outcome: 'success', content: `Wrote ${label} (${result.bytes} bytes).` };
  } catch (error) {
    return { outcome: 'failure', content: `Could not write ${label}: ${describeError(error)}.` };
  }
}

export const writeFileTool: ToolDefinition<typeof schema> = {
  name: 'write_file',
  description:
    'Create a file or replace its whole content. The person sees a diff and approves it first. For small changes to an existing file, prefer edit_file.',
  schema,
  argLimits: WRITE_FILE_LIMITS,
  async inspect(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path);
    const kind = await loadNonRegularKind(target.absolute);
    if (kind) {
      // Nothing can be written from this inspection (execute needs a write preview), so no one is asked.
      const label = buildLabel(ctx.workspaceRoot, target.absolute);
      return buildPathInspection(target, {
        defaultEffect: 'allow',
        undoable: 'yes',
        summary: say('call.writeNotAFile', { file: label }),
        preview: {
          type: 'args',
          text: `${label} is ${kind}, not a regular file; write_file only writes regular files.`,
        },
      });
    }
    const preview = await buildWriteDiff(target.absolute, args.content);
    return buildPathInspection(target, {
      // Nothing to approve where nothing would change: the same bytes already on disk, or content the
      // write refuses whatever anyone says (it reaches the model as that refusal). The stale guard still
      // runs: a file changed since this preview is never written over unasked.
      defaultEffect: decideWriteChangesNothing(preview) ? 'allow' : 'ask',
      protectedPlaces: await loadProtectedPlaces(ctx.workspaceRoot, args.path, target),
      undoable: decideWriteUndoable(preview),
      summary: buildWriteSummary(buildLabel(ctx.workspaceRoot, target.absolute), preview),
      preview: { type: 'write', write: preview },
    });
  },
  async execute(args, ctx) {
    return runReviewedWrite(ctx, args.path, args.content);
  },
};
