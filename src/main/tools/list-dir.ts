import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  buildArgsPreview,
  buildLabel,
  buildPathInspection,
  describeError,
  deriveRetargetedReason,
  loadGuardedPath,
} from './tool-support';
import type { ToolDefinition } from './types';
import { say } from '../../shared/main-messages';

const ENTRY_CAP = 1000;

const schema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(4096)
      .optional()
      .describe('Folder to list, relative to the workspace. Defaults to the workspace root.'),
  })
  .strict();

export const listDirTool: ToolDefinition<typeof schema> = {
  name: 'list_dir',
  description: 'List the entries of a folder: sub-folders end with "/", symbolic links show where they point.',
  schema,
  async inspect(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path ?? '.');
    return buildPathInspection(target, {
      defaultEffect: 'allow',
      undoable: 'yes',
      summary: say('call.list', { folder: buildLabel(ctx.workspaceRoot, target.absolute) }),
      preview: buildArgsPreview(target.absolute),
    });
  },
  async execute(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path ?? '.');
    const retargeted = deriveRetargetedReason(ctx.reviewed, target, ctx.workspaceRoot);
    if (retargeted !== null) return { outcome: 'stale', reason: retargeted };
    const label = buildLabel(ctx.workspaceRoot, target.absolute);
    try {
      const entries = await fs.readdir(target.absolute, { withFileTypes: true });
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const lines: string[] = [];
      for (const entry of entries.slice(0, ENTRY_CAP)) {
        if (entry.isDirectory()) lines.push(`${entry.name}/`);
        else if (entry.isSymbolicLink()) {
          const to = await fs.readlink(path.join(target.absolute, entry.name)).catch(() => '?');
          lines.push(`${entry.name} -> ${to}`);
        } else lines.push(entry.name);
      }
      if (entries.length === 0) return { outcome: 'success', content: `${label} is empty.` };
      const more = entries.length > ENTRY_CAP ? `\n[${entries.length - ENTRY_CAP} more entries not shown]` : '';
      return { outcome: 'success', content: `${lines.join('\n')}${more}` };
    } catch (error) {
      return { outcome: 'failure', content: `Cannot list ${label}: ${describeError(error)}.` };
    }
  },
};
