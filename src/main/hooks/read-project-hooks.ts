import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_HOOK_FILES, type ProjectHookView } from '../../shared/hooks';
import { deriveCanonicalJson } from './combine-hook-answers';
import { parseClaudeHooksObject } from './parse-claude-hooks';

export interface ProjectHooks {
  hooks: ProjectHookView[];
  /** sha256 of the hooks as read (what trusting a folder records). */
  hash: string;
  problems: string[];
  skipped: string[];
}

/** Pure: the hash of a folder's project hooks: their files, events, matchers, commands and timeouts, in order. */
export function deriveProjectHooksHash(hooks: readonly ProjectHookView[]): string {
  return createHash('sha256').update(deriveCanonicalJson(hooks.map((h) => [h.source, h.event, h.matcher, h.command, h.timeoutSec]))).digest('hex');
}

/**
 * Reads a workspace folder's hooks from `.claude/settings.json` and `.gatehouse/hooks.json` (same
 * shape: a `hooks` object as Claude Code writes it). Reads only: nothing is run. A missing file
 * adds nothing; one that is not JSON is listed in `problems`.
 */
export async function readProjectHooks(folder: string): Promise<ProjectHooks> {
  const hooks: ProjectHookView[] = [];
  const problems: string[] = [];
  const skipped: string[] = [];
  for (const source of PROJECT_HOOK_FILES) {
    let text: string;
    try {
      text = await readFile(path.join(folder, source), 'utf8');
    } catch {
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push(`${source} is not valid JSON, so its hooks are not read.`);
      continue;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      problems.push(`${source} is not a JSON object, so its hooks are not read.`);
      continue;
    }
    const parsed = parseClaudeHooksObject((json as Record<string, unknown>).hooks);
    for (const s of parsed.skipped) skipped.push(`${source}: ${s.event}: ${s.reason}`);
    for (const h of parsed.hooks) {
      hooks.push({ id: `project:${source}:${h.position}`, source, event: h.event, matcher: h.matcher, command: h.command, timeoutSec: h.timeoutSec });
    }
  }
  return { hooks, hash: deriveProjectHooksHash(hooks), problems, skipped };
}
