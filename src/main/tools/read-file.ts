import { z } from 'zod';
import {
  buildArgsPreview,
  buildLabel,
  buildPathInspection,
  decodeText,
  describeError,
  isBinaryBuffer,
  deriveRetargetedReason,
  loadGuardedPath,
  loadRegularFile,
} from './tool-support';
import type { ToolDefinition } from './types';
import { say } from '../../shared/main-messages';

/** Files larger than this are refused: reading them whole would flood the model's context. */
const READ_SIZE_CAP = 10 * 1024 * 1024;
const DEFAULT_LINES = 2000;
const LINE_CHAR_CAP = 2000;
const OUTPUT_CHAR_CAP = 100_000;

const schema = z
  .object({
    path: z.string().min(1).max(4096).describe('File path, relative to the workspace or absolute.'),
    offset: z.number().int().min(1).optional().describe('First line to read (1-based). Defaults to 1.'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(DEFAULT_LINES)
      .optional()
      .describe(`How many lines to read (default and maximum ${DEFAULT_LINES}).`),
  })
  .strict();

export const readFileTool: ToolDefinition<typeof schema> = {
  name: 'read_file',
  description:
    'Read a text file, with line numbers. Use offset and limit to read a range of lines of a long file. Binary files are refused.',
  schema,
  async inspect(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path);
    const range =
      args.offset || args.limit
        ? ` (lines ${args.offset ?? 1}–${(args.offset ?? 1) + (args.limit ?? DEFAULT_LINES) - 1})`
        : '';
    return buildPathInspection(target, {
      defaultEffect: 'allow',
      undoable: 'yes',
      summary:
        args.offset || args.limit
          ? say('call.readLines', {
              file: buildLabel(ctx.workspaceRoot, target.absolute),
              from: args.offset ?? 1,
              to: (args.offset ?? 1) + (args.limit ?? DEFAULT_LINES) - 1,
            })
          : say('call.read', { file: buildLabel(ctx.workspaceRoot, target.absolute) }),
      preview: buildArgsPreview(`${target.absolute}${range}`),
    });
  },
  async execute(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path);
    const retargeted = deriveRetargetedReason(ctx.reviewed, target, ctx.workspaceRoot);
    if (retargeted !== null) return { outcome: 'stale', reason: retargeted };
    const label = buildLabel(ctx.workspaceRoot, target.absolute);
    let buffer: Buffer;
    try {
      const file = await loadRegularFile(target.absolute, READ_SIZE_CAP);
      if (file.kind === 'not-regular') {
        if (file.what === 'a folder')
          return { outcome: 'failure', content: `${label} is a folder; use list_dir to see what it contains.` };
        return {
          outcome: 'failure',
          content: `${label} is ${file.what}, not a regular file; read_file only reads regular files.`,
        };
      }
      if (file.kind === 'too-big') {
        return {
          outcome: 'failure',
          content: `${label} is ${formatBytes(file.size)}, more than read_file reads (${formatBytes(READ_SIZE_CAP)}). Use search or run_command (head, sed -n) for parts of it.`,
        };
      }
      buffer = file.buffer;
    } catch (error) {
      return { outcome: 'failure', content: `Cannot read ${label}: ${describeError(error)}.` };
    }
    if (isBinaryBuffer(buffer)) {
      return {
        outcome: 'failure',
        content: `${label} is a binary file (${formatBytes(buffer.length)}); read_file only shows text.`,
      };
    }
    const lines = decodeText(buffer).split(/\r?\n/);
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    if (lines.length === 1 && lines[0] === '') return { outcome: 'success', content: `${label} is empty.` };
    const start = (args.offset ?? 1) - 1;
    if (start >= lines.length) {
      return {
        outcome: 'failure',
        content: `${label} has ${lines.length} lines; offset ${start + 1} is past the end.`,
      };
    }
    const end = Math.min(lines.length, start + (args.limit ?? DEFAULT_LINES));
    const width = String(end).length;
    let out = '';
    let shownEnd = start;
    for (let i = start; i < end; i += 1) {
      const raw = lines[i] ?? '';
      const line =
        raw.length > LINE_CHAR_CAP ? `${raw.slice(0, LINE_CHAR_CAP)}… [line cut at ${LINE_CHAR_CAP} characters]` : raw;
      const next = `${String(i + 1).padStart(width)}\t${line}\n`;
      if (out.length + next.length > OUTPUT_CHAR_CAP) break;
      out += next;
      shownEnd = i + 1;
    }
    const note =
      shownEnd < lines.length
        ? `\n[Showing lines ${start + 1}–${shownEnd} of ${lines.length}. Use offset ${shownEnd + 1} to read on.]`
        : start > 0
          ? `\n[Showing lines ${start + 1}–${shownEnd} of ${lines.length}.]`
          : '';
    return { outcome: 'success', content: `${out.replace(/\n$/, '')}${note}` };
  },
};

/** Pure: "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
