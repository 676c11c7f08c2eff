import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PROJECT_HOOK_FILES,
  type HookTrustRefusal,
  type ProjectHooksView,
  type ProjectHookView,
} from '../../shared/hooks';
import { say, type MainMessage } from '../../shared/main-messages';
import { deriveCanonicalJson } from '../../shared/canonical-json';
import { buildHookFilesPlan, type HookFile, type HookPin } from './find-hook-files';
import { parseClaudeHooksObject } from './parse-claude-hooks';

/** A folder's hooks as its settings files say, nothing else read. */
export interface ProjectHookList {
  hooks: ProjectHookView[];
  /** The settings files that were there (workspace-relative). */
  sources: string[];
  problems: MainMessage[];
  skipped: ProjectHooksView['skipped'];
}

/** A folder's hooks with what trusting them keeps: the places they run from, each file's hash, and why any cannot be trusted. */
export interface ProjectHooks extends ProjectHookList {
  /** sha256 of the hooks and every file kept (what trusting a folder records and its copy is checked against). */
  hash: string;
  pins: HookPin[];
  files: HookFile[];
  refusals: HookTrustRefusal[];
}

/**
 * Pure: the hash of a folder's project hooks: their files, events, matchers, commands and timeouts,
 * in order, the places they run from and every file kept of them (path, content hash, executable),
 * so a script or a file it sources changed behind an unchanged command is a changed hook too. `v: 2`:
 * a trust recorded before Gatehouse kept copies never matches.
 */
export function deriveProjectHooksHash(
  hooks: readonly Pick<ProjectHookView, 'source' | 'event' | 'matcher' | 'command' | 'timeoutSec'>[],
  pins: readonly HookPin[],
  files: readonly HookFile[],
): string {
  return createHash('sha256')
    .update(
      deriveCanonicalJson({
        v: 2,
        hooks: hooks.map((h) => [h.source, h.event, h.matcher, h.command, h.timeoutSec]),
        pins: pins.map((p) => [p.rel, p.kind]),
        files: files.map((f) => [f.rel, f.sha256, f.executable]),
      }),
    )
    .digest('hex');
}

/**
 * Reads a workspace folder's hooks from `.claude/settings.json` and `.gatehouse/hooks.json` (same
 * shape: a `hooks` object as Claude Code writes it). Reads only: nothing is run. A missing file
 * adds nothing; one that is not JSON is listed in `problems`.
 */
export async function readProjectHookList(folder: string): Promise<ProjectHookList> {
  const hooks: ProjectHookView[] = [];
  const sources: string[] = [];
  const problems: MainMessage[] = [];
  const skipped: ProjectHooksView['skipped'] = [];
  for (const source of PROJECT_HOOK_FILES) {
    let text: string;
    try {
      text = await readFile(path.join(folder, source), 'utf8');
    } catch {
      continue;
    }
    sources.push(source);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push(say('hooks.file.notJson', { file: source }));
      continue;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      problems.push(say('hooks.file.notObject', { file: source }));
      continue;
    }
    const parsed = parseClaudeHooksObject((json as Record<string, unknown>).hooks);
    for (const s of parsed.skipped) skipped.push({ file: source, event: s.event, reason: s.reason });
    for (const h of parsed.hooks) {
      hooks.push({
        id: `project:${source}:${h.position}`,
        source,
        event: h.event,
        matcher: h.matcher,
        command: h.command,
        timeoutSec: h.timeoutSec,
      });
    }
  }
  return { hooks, sources, problems, skipped };
}

/**
 * Reads the disk, runs nothing: a folder's hooks, each with the files it runs, the hash trusting
 * them records, and why any of them cannot be trusted (src/main/hooks/find-hook-files.ts).
 * `folder` is where the folder really is.
 */
export async function readProjectHooks(folder: string): Promise<ProjectHooks> {
  const list = await readProjectHookList(folder);
  if (list.hooks.length === 0)
    return { ...list, hash: deriveProjectHooksHash([], [], []), pins: [], files: [], refusals: [] };
  const plan = await buildHookFilesPlan(folder, list.hooks, list.sources);
  return {
    ...list,
    hooks: list.hooks.map((h) => ({ ...h, scripts: plan.byHook.get(h.id) ?? [] })),
    hash: deriveProjectHooksHash(list.hooks, plan.pins, plan.files),
    pins: plan.pins,
    files: plan.files,
    refusals: plan.refusals,
  };
}
