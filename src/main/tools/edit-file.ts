import { z } from 'zod';
import { buildWriteDiff, readTextFile, type TextFileRead } from '../preview';
import {
  buildLabel,
  buildPathInspection,
  loadGuardedPath,
  loadNonRegularKind,
  loadProtectedPlaces,
} from './tool-support';
import type { ToolDefinition } from './types';
import { buildWriteSummary, decideWriteUndoable, runReviewedWrite } from './write-file';
import { say } from '../../shared/main-messages';

/** edit_file's size limits: an edit names a piece of a file, so each string is at most 1 MB (a whole file goes through write_file). */
export const EDIT_FILE_LIMITS = {
  path: { maxChars: 4096 },
  old_string: {
    maxChars: 1024 * 1024,
    modelHint: 'Replace a smaller piece at a time, or use write_file for the whole file.',
  },
  new_string: {
    maxChars: 1024 * 1024,
    modelHint: 'Replace a smaller piece at a time, or use write_file for the whole file.',
  },
} as const;

const schema = z
  .object({
    path: z.string().min(1).max(EDIT_FILE_LIMITS.path.maxChars).describe('File path, relative to the workspace.'),
    old_string: z
      .string()
      .min(1)
      .max(EDIT_FILE_LIMITS.old_string.maxChars)
      .describe('Exact text to replace, including whitespace. It must occur exactly once unless replace_all is true.'),
    new_string: z.string().max(EDIT_FILE_LIMITS.new_string.maxChars).describe('The replacement text.'),
    replace_all: z.boolean().optional().describe('Replace every occurrence instead of exactly one.'),
  })
  .strict();

type Args = z.infer<typeof schema>;

export type EditOutcome = { ok: true; text: string; count: number } | { ok: false; error: string };

/**
 * Pure: applies an exact-string edit to a file's text. When the file uses CRLF and old_string uses
 * bare LF, both strings are matched with CRLF so a model that saw LF lines can still edit.
 */
export function applyEdit(
  text: string,
  args: Pick<Args, 'old_string' | 'new_string' | 'replace_all'>,
  label: string,
): EditOutcome {
  if (args.old_string === args.new_string)
    return { ok: false, error: `old_string and new_string are the same; nothing to change in ${label}.` };
  let oldString = args.old_string;
  let newString = args.new_string;
  let count = countOccurrences(text, oldString);
  if (count === 0 && text.includes('\r\n') && oldString.includes('\n') && !oldString.includes('\r')) {
    oldString = oldString.replace(/\n/g, '\r\n');
    newString = newString.replace(/\r?\n/g, '\r\n');
    count = countOccurrences(text, oldString);
  }
  if (count === 0)
    return {
      ok: false,
      error: `old_string was not found in ${label}. Read the file again and copy the text exactly, including whitespace.`,
    };
  if (count > 1 && !args.replace_all) {
    return {
      ok: false,
      error: `old_string occurs ${count} times in ${label}. Include more surrounding lines so it matches once, or set replace_all to true.`,
    };
  }
  return { ok: true, text: text.split(oldString).join(newString), count };
}

function countOccurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * Reads the file once and computes the edited text, or why it cannot be edited. `base` is that
 * read (when it was text): the preview and the stale check use it rather than a second read, which
 * another program could have changed in between.
 */
async function buildEdit(
  absolute: string,
  args: Args,
  label: string,
): Promise<EditOutcome & { base?: Extract<TextFileRead, { kind: 'text' }> }> {
  const kind = await loadNonRegularKind(absolute);
  if (kind)
    return { ok: false, error: `${label} is ${kind}, not a regular file; edit_file only changes regular files.` };
  const file = await readTextFile(absolute);
  if (file.kind === 'missing') return { ok: false, error: `${label} does not exist. Use write_file to create it.` };
  if (file.kind === 'binary') return { ok: false, error: `${label} is a binary file; edit_file only changes text.` };
  return { ...applyEdit(file.text, args, label), base: file };
}

export const editFileTool: ToolDefinition<typeof schema> = {
  name: 'edit_file',
  description:
    'Replace an exact piece of text in a file with new text. old_string must match exactly once (or set replace_all). The person sees the resulting diff and approves it first.',
  schema,
  argLimits: EDIT_FILE_LIMITS,
  async inspect(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path);
    const label = buildLabel(ctx.workspaceRoot, target.absolute);
    const edit = await buildEdit(target.absolute, args, label);
    if (!edit.ok) {
      // Nothing can be written from this inspection (execute needs a write preview), so no one is asked.
      return buildPathInspection(target, {
        defaultEffect: 'allow',
        undoable: 'yes',
        summary: say('call.editCannotApply', { file: label }),
        preview: { type: 'args', text: edit.error },
      });
    }
    const preview = await buildWriteDiff(
      target.absolute,
      edit.text,
      edit.base !== undefined ? { base: edit.base } : {},
    );
    return buildPathInspection(target, {
      defaultEffect: 'ask',
      protectedPlaces: await loadProtectedPlaces(ctx.workspaceRoot, args.path, target),
      undoable: decideWriteUndoable(preview),
      summary: buildWriteSummary(label, preview, 'edit'),
      preview: { type: 'write', write: preview },
    });
  },
  async execute(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path);
    const label = buildLabel(ctx.workspaceRoot, target.absolute);
    const reviewed = ctx.reviewed.preview.type === 'write' ? ctx.reviewed.preview.write : null;
    let edit: Awaited<ReturnType<typeof buildEdit>>;
    try {
      edit = await buildEdit(target.absolute, args, label);
    } catch (error) {
      return {
        outcome: 'failure',
        content: `Could not read ${label}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (reviewed && edit.base !== undefined && edit.base.hash !== reviewed.baseHash) {
      return { outcome: 'stale', reason: `${label} changed since you reviewed this edit.` };
    }
    if (!edit.ok) {
      if (reviewed) return { outcome: 'stale', reason: `${label} changed since you reviewed this edit: ${edit.error}` };
      return { outcome: 'failure', content: edit.error };
    }
    if (!reviewed)
      return {
        outcome: 'failure',
        content: `Nothing was written to ${label}: the call was approved without a preview of the edit.`,
      };
    const written = await runReviewedWrite(ctx, args.path, edit.text);
    if (written.outcome === 'success' && edit.count > 1)
      return { outcome: 'success', content: `${written.content} Replaced ${edit.count} occurrences.` };
    return written;
  },
};
