import { promises as fs } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import picomatch from 'picomatch';
import { z } from 'zod';
import { createLineMatcher, MATCH_BUDGET_MS, type LineMatcher } from './line-matcher';
import {
  buildArgsPreview,
  buildLabel,
  buildPathInspection,
  isBinaryBuffer,
  deriveRetargetedReason,
  loadGuardedPath,
  loadRegularFile,
} from './tool-support';
import type { ToolDefinition } from './types';
import { deriveInsidePath } from '../../shared/path-inside';
import { say } from '../../shared/main-messages';

const FILE_SIZE_CAP = 2 * 1024 * 1024;
const FILES_VISITED_CAP = 50_000;
const LINE_CHAR_CAP = 300;

const schema = z
  .object({
    pattern: z
      .string()
      .min(1)
      .max(1000)
      .optional()
      .describe('Text to find inside files: a JavaScript regular expression, or plain text when literal is true.'),
    glob: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe('Only files whose path (relative to the searched folder) matches this glob, e.g. "**/*.ts" or "*.md".'),
    path: z
      .string()
      .min(1)
      .max(4096)
      .optional()
      .describe('Folder to search, relative to the workspace. Defaults to the workspace root.'),
    literal: z.boolean().optional().describe('Treat pattern as plain text, not a regular expression.'),
    case_sensitive: z.boolean().optional().describe('Match letter case exactly (default false).'),
    max_results: z.number().int().min(1).max(500).optional().describe('At most this many results (default 100).'),
  })
  .strict()
  .refine((a) => a.pattern !== undefined || a.glob !== undefined, { message: 'give a pattern, a glob, or both' });

export const searchTool: ToolDefinition<typeof schema> = {
  name: 'search',
  description:
    'Find files by name (glob) and/or lines by content (pattern) under a folder. Honours .gitignore, skips binary files and .git, and caps the results.',
  schema,
  async inspect(args, ctx) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path ?? '.');
    const folder = buildLabel(ctx.workspaceRoot, target.absolute);
    return buildPathInspection(target, {
      defaultEffect: 'allow',
      undoable: 'yes',
      summary:
        args.pattern && args.glob
          ? say('call.searchTextInFiles', { pattern: args.pattern, glob: args.glob, folder })
          : args.glob
            ? say('call.searchFiles', { glob: args.glob, folder })
            : say('call.searchText', { pattern: args.pattern ?? '', folder }),
      preview: buildArgsPreview(JSON.stringify(args)),
    });
  },
  async execute(args, ctx, signal) {
    const target = await loadGuardedPath(ctx.workspaceRoot, args.path ?? '.');
    const retargeted = deriveRetargetedReason(ctx.reviewed, target, ctx.workspaceRoot);
    if (retargeted !== null) return { outcome: 'stale', reason: retargeted };
    let regex: RegExp | null = null;
    if (args.pattern !== undefined) {
      const source = args.literal ? args.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : args.pattern;
      try {
        regex = new RegExp(source, args.case_sensitive ? '' : 'i');
      } catch (error) {
        return {
          outcome: 'failure',
          content: `The pattern is not a valid regular expression: ${error instanceof Error ? error.message : String(error)}. Set literal to true to search for plain text.`,
        };
      }
    }
    const matchesGlob = args.glob ? picomatch(args.glob, { dot: true, basename: !args.glob.includes('/') }) : null;
    const state: WalkState = {
      results: [],
      max: args.max_results ?? 100,
      visited: 0,
      truncated: false,
      skippedBinary: 0,
      slowFile: null,
    };
    try {
      const stat = await fs.stat(target.absolute);
      if (!stat.isDirectory())
        return { outcome: 'failure', content: `${buildLabel(ctx.workspaceRoot, target.absolute)} is not a folder.` };
    } catch {
      return { outcome: 'failure', content: `${buildLabel(ctx.workspaceRoot, target.absolute)} does not exist.` };
    }
    const inherited = target.inside ? await loadAncestorIgnores(ctx.workspaceRoot, target.absolute) : [];
    const matcher = regex ? createLineMatcher(regex.source, regex.flags, signal) : null;
    try {
      await runWalk(target.absolute, target.absolute, inherited, { matcher, matchesGlob, signal }, state);
    } finally {
      matcher?.close();
    }
    if (signal.aborted) return { outcome: 'failure', content: 'Search cancelled.' };
    if (state.slowFile !== null) {
      return {
        outcome: 'failure',
        content:
          `The pattern took more than ${MATCH_BUDGET_MS / 1000} s on ${state.slowFile}, so the search was stopped: it probably backtracks ` +
          'catastrophically (nested quantifiers such as (a+)+ or (a|a)*). Simplify the pattern, or set literal to true for plain text.',
      };
    }
    if (state.results.length === 0) return { outcome: 'success', content: 'No matches.' };
    const notes: string[] = [];
    if (state.truncated) notes.push(`[Stopped at ${state.max} results; narrow the search for more.]`);
    return { outcome: 'success', content: [...state.results, ...notes].join('\n') };
  },
};

interface WalkState {
  results: string[];
  max: number;
  visited: number;
  truncated: boolean;
  skippedBinary: number;
  /** The file on which the pattern ran out of time, which stops the search. */
  slowFile: string | null;
}

interface Matchers {
  matcher: LineMatcher | null;
  matchesGlob: ((p: string) => boolean) | null;
  signal: AbortSignal;
}

/** Layered .gitignore rules: each applies to paths relative to its own folder. */
type IgnoreLayer = { dir: string; rules: Ignore };

/** The .gitignore files of the folders from the workspace root down to (not including) `dir`. */
async function loadAncestorIgnores(root: string, dir: string): Promise<IgnoreLayer[]> {
  const layers: IgnoreLayer[] = [];
  const relative = deriveInsidePath(root, dir);
  if (relative === null || relative === '') return layers;
  let current = root;
  for (const part of ['', ...relative.split('/').slice(0, -1)]) {
    current = part === '' ? current : path.join(current, part);
    const text = await fs.readFile(path.join(current, '.gitignore'), 'utf8').catch(() => null);
    if (text !== null) layers.push({ dir: current, rules: ignore().add(text) });
  }
  return layers;
}

/** Reads the folder tree (never following symlinks, so the walk stays where it started). */
async function runWalk(base: string, dir: string, layers: IgnoreLayer[], m: Matchers, state: WalkState): Promise<void> {
  if (state.truncated || state.slowFile !== null || m.signal.aborted || state.visited > FILES_VISITED_CAP) return;
  const own = await fs.readFile(path.join(dir, '.gitignore'), 'utf8').then(
    (t) => ignore().add(t),
    () => null,
  );
  const active = own ? [...layers, { dir, rules: own }] : layers;
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (state.truncated || state.slowFile !== null || m.signal.aborted) return;
    if (entry.name === '.git') continue;
    const full = path.join(dir, entry.name);
    const isDir = entry.isDirectory();
    if (active.some((l) => l.rules.ignores(path.relative(l.dir, full) + (isDir ? '/' : '')))) continue;
    if (isDir) {
      await runWalk(base, full, active, m, state);
      continue;
    }
    if (!entry.isFile()) continue;
    state.visited += 1;
    const rel = path.relative(base, full);
    if (m.matchesGlob && !m.matchesGlob(rel)) continue;
    if (!m.matcher) {
      pushResult(state, rel);
      continue;
    }
    await searchFile(full, rel, m.matcher, state);
  }
}

async function searchFile(full: string, rel: string, matcher: LineMatcher, state: WalkState): Promise<void> {
  let buffer: Buffer;
  try {
    // Re-checked on the opened handle: the entry may have been swapped for a link or a FIFO.
    const file = await loadRegularFile(full, FILE_SIZE_CAP);
    if (file.kind !== 'file') return;
    buffer = file.buffer;
  } catch {
    return;
  }
  if (isBinaryBuffer(buffer)) {
    state.skippedBinary += 1;
    return;
  }
  const text = buffer.toString('utf8');
  const found = await matcher.match(text, state.max - state.results.length + 1);
  if (!found.ok) {
    // A worker that failed cannot be trusted to have searched: stop rather than report "No matches".
    if (found.reason !== 'cancelled') state.slowFile = rel;
    return;
  }
  const lines = text.split(/\r?\n/);
  for (const i of found.lines) {
    const line = lines[i] ?? '';
    const shown = line.length > LINE_CHAR_CAP ? `${line.slice(0, LINE_CHAR_CAP)}…` : line;
    if (!pushResult(state, `${rel}:${i + 1}: ${shown}`)) return;
  }
}

function pushResult(state: WalkState, line: string): boolean {
  if (state.results.length >= state.max) {
    state.truncated = true;
    return false;
  }
  state.results.push(line);
  return true;
}
