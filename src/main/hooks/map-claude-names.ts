import path from 'node:path';
import { deriveInsidePath } from '../../shared/path-inside';

/**
 * Claude Code's names and shapes for Gatehouse's tools, both ways, so hooks written for
 * Claude Code read the calls they expect. Pure: paths are turned absolute against the workspace on
 * the way out and back to workspace-relative on the way in only when they lie inside it (an
 * outside path stays absolute, so the workspace check sees it).
 *
 *   run_command {command, cwd?, timeout_seconds?}  ↔ Bash {command, timeout? (ms), cwd?}
 *   write_file  {path, content}                    ↔ Write {file_path, content}
 *   edit_file   {path, old_string, new_string, replace_all?} ↔ Edit {file_path, old_string, new_string, replace_all?}
 *   read_file   {path, offset?, limit?}            ↔ Read {file_path, offset?, limit?}
 *   search      {pattern, glob?, path?, case_sensitive?, max_results?, literal?} ↔ Grep {pattern, path, glob?, -i, head_limit?}
 *   search      {glob} (no pattern)                ↔ Glob {pattern, path}
 *   list_dir    {path?}                            ↔ LS {path}
 *   mcp__<server>__<tool> and every other tool keep their own name and arguments.
 */

export interface ClaudeCall {
  toolName: string;
  toolInput: Record<string, unknown>;
}

type Args = Record<string, unknown>;

function absolute(workspace: string, p: unknown): unknown {
  return typeof p === 'string' && p !== '' ? path.resolve(workspace, p) : p;
}

/** Pure: a path a hook gave back, relative to the workspace when it lies inside, else as given. */
export function deriveWorkspacePath(workspace: string, p: unknown): unknown {
  if (typeof p !== 'string' || !path.isAbsolute(p)) return p;
  const rel = deriveInsidePath(workspace, path.resolve(p));
  return rel === null ? p : rel === '' ? '.' : rel;
}

/** Pure: `value` without undefined entries. */
function compact(value: Args): Args {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** Pure: a Gatehouse call as Claude Code names it. */
export function buildClaudeCall(tool: string, args: Args, workspace: string): ClaudeCall {
  switch (tool) {
    case 'run_command':
      return {
        toolName: 'Bash',
        toolInput: compact({
          command: args.command,
          ...(typeof args.timeout_seconds === 'number' ? { timeout: args.timeout_seconds * 1000 } : {}),
          ...(args.cwd !== undefined ? { cwd: absolute(workspace, args.cwd) } : {}),
        }),
      };
    case 'write_file':
      return { toolName: 'Write', toolInput: { file_path: absolute(workspace, args.path), content: args.content } };
    case 'edit_file':
      return {
        toolName: 'Edit',
        toolInput: compact({
          file_path: absolute(workspace, args.path),
          old_string: args.old_string,
          new_string: args.new_string,
          replace_all: args.replace_all,
        }),
      };
    case 'read_file':
      return {
        toolName: 'Read',
        toolInput: compact({ file_path: absolute(workspace, args.path), offset: args.offset, limit: args.limit }),
      };
    case 'search':
      if (args.pattern === undefined) {
        return {
          toolName: 'Glob',
          toolInput: compact({ pattern: args.glob, path: absolute(workspace, args.path ?? '.') }),
        };
      }
      return {
        toolName: 'Grep',
        toolInput: compact({
          pattern: args.pattern,
          path: absolute(workspace, args.path ?? '.'),
          glob: args.glob,
          '-i': args.case_sensitive !== true,
          head_limit: args.max_results,
          output_mode: 'content',
        }),
      };
    case 'list_dir':
      return { toolName: 'LS', toolInput: { path: absolute(workspace, args.path ?? '.') } };
    default:
      return { toolName: tool, toolInput: { ...args } };
  }
}

/**
 * Pure: an updatedInput laid over the input the hook saw (a field it leaves out keeps its value; a
 * field set to null is removed), mapped back to Gatehouse's argument names. NOT validated: the
 * loop checks the result against the tool's schema like the model's own input.
 */
export function parseClaudeUpdatedInput(tool: string, original: Args, updated: Args, workspace: string): Args {
  const seen = buildClaudeCall(tool, original, workspace).toolInput;
  const merged: Args = { ...seen, ...updated };
  for (const [k, v] of Object.entries(merged)) if (v === null) delete merged[k];
  const back = (p: unknown) => deriveWorkspacePath(workspace, p);
  // A folder the model left out (the workspace) stays left out when the hook did not change it.
  const backFolder = (p: unknown) => (original.path === undefined && p === seen.path ? undefined : back(p));
  switch (tool) {
    case 'run_command':
      return compact({
        command: merged.command,
        cwd: merged.cwd !== undefined ? back(merged.cwd) : undefined,
        timeout_seconds:
          typeof merged.timeout === 'number' ? Math.max(1, Math.ceil(merged.timeout / 1000)) : merged.timeout,
      });
    case 'write_file':
      return compact({ path: back(merged.file_path), content: merged.content });
    case 'edit_file':
      return compact({
        path: back(merged.file_path),
        old_string: merged.old_string,
        new_string: merged.new_string,
        replace_all: merged.replace_all,
      });
    case 'read_file':
      return compact({ path: back(merged.file_path), offset: merged.offset, limit: merged.limit });
    case 'search': {
      if (original.pattern === undefined) {
        return compact({
          glob: merged.pattern,
          path: backFolder(merged.path),
          literal: original.literal,
          case_sensitive: original.case_sensitive,
          max_results: original.max_results,
        });
      }
      return compact({
        pattern: merged.pattern,
        glob: merged.glob,
        path: backFolder(merged.path),
        literal: original.literal,
        case_sensitive:
          typeof merged['-i'] === 'boolean' && merged['-i'] !== seen['-i'] ? !merged['-i'] : original.case_sensitive,
        max_results: merged.head_limit,
      });
    }
    case 'list_dir':
      return compact({ path: backFolder(merged.path) });
    default:
      return merged;
  }
}
