import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_HOOK_FILES, type ProjectHookView } from '../../shared/hooks';
import { deriveCanonicalJson } from '../../shared/canonical-json';
import { parseClaudeHooksObject } from './parse-claude-hooks';

export interface ProjectHooks {
  hooks: ProjectHookView[];
  /** sha256 of the hooks as read (what trusting a folder records). */
  hash: string;
  problems: string[];
  skipped: string[];
}

/**
 * Pure: the hash of a folder's project hooks: their files, events, matchers, commands and timeouts,
 * in order, and the content hash of each script a command names inside the folder (so a script
 * changed behind an unchanged command is a changed hook too).
 */
export function deriveProjectHooksHash(hooks: readonly ProjectHookView[], scripts: Readonly<Record<string, string>> = {}): string {
  return createHash('sha256').update(deriveCanonicalJson({ hooks: hooks.map((h) => [h.source, h.event, h.matcher, h.command, h.timeoutSec]), scripts })).digest('hex');
}

/**
 * Reads the disk: the files inside `folder` a command names (by a path relative to the folder, or
 * through $CLAUDE_PROJECT_DIR), workspace-relative, with the sha256 of their content.
 */
export async function readHookScripts(folder: string, command: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const raw of command.split(/[\s;&|()<>]+/)) {
    // Quotes anywhere in the word (`"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh`, Claude Code's usual form) are only quoting.
    const word = raw.replace(/["']/g, '').replace(/^\$\{?CLAUDE_PROJECT_DIR\}?(?=\/)/, folder);
    if (word === '' || word.startsWith('-') || word.includes('$')) continue;
    const file = path.resolve(folder, word);
    const rel = path.relative(folder, file);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) continue;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > 5_000_000) continue;
      found[rel] = createHash('sha256').update(await readFile(file)).digest('hex');
    } catch {
      // Not a file here.
    }
  }
  return found;
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
  const scripts: Record<string, string> = {};
  for (const h of hooks) Object.assign(scripts, await readHookScripts(folder, h.command));
  return { hooks: hooks.map((h) => ({ ...h, scripts: Object.keys(scripts).filter((f) => h.command.includes(f)) })), hash: deriveProjectHooksHash(hooks, scripts), problems, skipped };
}
