import { posix } from 'node:path';
import type { RuleDefinition, RuleDraft, RuleMatch } from '../../shared/rules';
import type { Inspection } from '../../shared/tools';
import { classifyCommand } from '../tools';
import { parseShell } from '../shell';
import { deriveQuotedLine } from './match-command';
import { deriveOfferedConditions } from './match-mcp';
import { deriveRelativePaths } from './match-path';
import { deriveTargetTaking } from './target-programs';
import { isFileTool, isMcpTool } from './types';

/** Pure: the pattern offered for a call's paths: their shared folder and below, or the one file at the top. */
export function deriveOfferedGlob(paths: readonly string[]): string {
  if (paths.length === 0) return '**';
  const folders = paths.map((p) => (p === '.' ? '' : posix.dirname(p) === '.' ? '' : posix.dirname(p)));
  if (paths.length === 1 && folders[0] === '') return paths[0] === '.' ? '**' : paths[0]!;
  let shared = folders[0]!.split('/');
  for (const f of folders.slice(1)) {
    const parts = f.split('/');
    let i = 0;
    while (i < shared.length && shared[i] === parts[i]) i++;
    shared = shared.slice(0, i);
  }
  const base = shared.filter((s) => s !== '').join('/');
  return base === '' ? '**' : `${base}/**`;
}

/**
 * The command match offered for a call: for a program the classifier vouches for as read-only, the
 * program and the words that name what it does (`git log`) before the first option or path, with
 * any further arguments (the classifier still judges them); for any other program, every word of
 * the call and nothing more, so the rule is exactly what was asked until the person changes it.
 */
async function buildOfferedMatch(words: readonly string[]): Promise<RuleMatch & { kind: 'command' }> {
  const [program, ...rest] = words;
  if (program === undefined) return { kind: 'command', words: [] };
  const head = [program];
  for (const w of rest) {
    if (w.startsWith('-') || /[/.~*?]/.test(w) || head.length >= 3) break;
    head.push(w);
  }
  const vouched =
    (await classifyCommand(deriveQuotedLine(head))).verdict === 'read_only' && deriveTargetTaking(head) === null;
  return vouched ? { kind: 'command', words: head, furtherArguments: 'any' } : { kind: 'command', words: [...words] };
}

/**
 * What "Always allow…" opens for one call: an allow for this conversation, filled from the call; and
 * whether "Allow … in this conversation" may save it in one click (RuleDraft's `oneClick`).
 */
export async function buildRuleDraft(
  call: { tool: string; args: Record<string, unknown>; inspection: Inspection },
  where: { sessionId: string; workspaceRoot: string },
): Promise<RuleDraft> {
  const base = {
    tool: call.tool,
    effect: 'allow' as const,
    scope: { kind: 'conversation' as const, sessionId: where.sessionId },
  };
  // A call that reaches outside the folder: no rule lets it run unasked, so one click would save a rule it cannot use.
  const inside = !call.inspection.outsideWorkspace;
  const draft = (
    match: RuleMatch,
    extra: Omit<RuleDraft, 'definition' | 'folder' | 'oneClick'> & { oneClick?: boolean } = {},
  ): RuleDraft => ({
    definition: { ...base, match } satisfies RuleDefinition,
    folder: where.workspaceRoot,
    ...extra,
    oneClick: inside && extra.oneClick === true,
  });
  if (call.tool === 'run_command' && typeof call.args['command'] === 'string') {
    let words: string[] = [];
    let steps = 0;
    try {
      const parsed = await parseShell(call.args['command']);
      steps = parsed.commands.length;
      const first = parsed.commands[0];
      if (first !== undefined && first.words.every((w) => w.value !== null)) words = first.words.map((w) => w.value!);
    } catch {
      // Unreadable: the person writes the words themselves.
    }
    if (words.length === 0)
      return draft(
        { kind: 'command', words: [call.args['command'].trim().split(/\s+/)[0] || 'program'] },
        { commandWords: [] },
      );
    // A command of several steps (`mkdir -p archive && mv …`): a rule is one step's words, so a button
    // beside the whole call would read as allowing all of it. Only the editor, which shows the rule.
    return draft(await buildOfferedMatch(words), { commandWords: words, oneClick: steps === 1 });
  }
  if (isFileTool(call.tool)) {
    const all = deriveRelativePaths(call.tool, call.args, call.inspection, where.workspaceRoot);
    const rel = all.filter((p): p is string => p !== null);
    const glob = deriveOfferedGlob(rel);
    // Every path inside and named: a pattern narrower than the whole folder is what the button says.
    return draft(
      { kind: 'path', glob },
      { relativePaths: rel, oneClick: rel.length > 0 && rel.length === all.length && glob !== '**' },
    );
  }
  if (isMcpTool(call.tool)) {
    const offered = deriveOfferedConditions(call.args, call.inspection);
    // Only with a condition the button can say (the recipients' domain, the calendar): never every call of the tool.
    const made = draft(offered.length > 0 ? { kind: 'mcp', conditions: offered } : { kind: 'any' }, {
      mcpConditions: offered,
      oneClick: offered.length > 0,
    });
    // The rule speaks for the tool as this sheet showed it, and for no later definition of it.
    const hash = call.inspection.preview?.type === 'mcp' ? call.inspection.preview.mcp.definitionHash : undefined;
    return hash === undefined ? made : { ...made, definition: { ...made.definition, toolDefinition: hash } };
  }
  return draft({ kind: 'any' });
}
