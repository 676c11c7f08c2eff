import type { Effect } from '../../../shared/modes';
import type { CheckId } from '../../../shared/main-messages';
import type { McpCondition, RuleDefinition, RuleDraft, RuleMatch, RuleScope, RuleView } from '../../../shared/rules';

/**
 * The rule editor's state, pure: what "Always allow…" (or Edit on the rules page) offers, what the
 * person has chosen, and the RuleDefinition that makes. The main process checks every definition
 * again; this only keeps the editor from offering what the contract cannot say (a free raw prefix
 * of a command, a path outside the workspace's relative globs).
 */

export type MatchKind = RuleMatch['kind'];
export type ScopeKind = RuleScope['kind'];

/** What the editor offers for one rule: fixed while the dialog is open. */
export interface RuleEditorChoices {
  tool: string;
  /** The kinds of match this tool's rule can take, in the order shown; `any` is always there. */
  matchKinds: MatchKind[];
  /** run_command: the call's parsed words; the person keeps a prefix of them (never a raw string). */
  commandWords: string[];
  /** File tools: patterns offered from the call's paths (the person may also write their own). */
  globSuggestions: string[];
  /** MCP tools: the conditions the call satisfies, offered as checkboxes. */
  mcpConditions: McpCondition[];
  /** The conversation a conversation-scoped rule belongs to; null when none is known. */
  sessionId: string | null;
  /** The folder a folder-scoped rule names; null when none is known. */
  folder: string | null;
  /** MCP tools: the definition the rule is for (the sheet's), kept as it is; null when none is known. */
  toolDefinition: string | null;
}

export interface RuleEditorState {
  effect: Effect;
  matchKind: MatchKind;
  glob: string;
  /** How many of `commandWords` the rule keeps (at least 1: the program). */
  wordCount: number;
  /** "And any further arguments": kept only while main offers it for the chosen words. */
  furtherArguments: boolean;
  /** Ticked, by index into `mcpConditions`. */
  conditions: boolean[];
  scopeKind: ScopeKind;
  label: string;
}

export interface RuleEditor {
  choices: RuleEditorChoices;
  state: RuleEditorState;
}

const MAX_GLOB_SUGGESTIONS = 6;

/** Pure. Patterns to offer for a call's paths: each path, its folder's files, everything under it, its kind of file, everything. */
export function deriveGlobSuggestions(relativePaths: readonly string[]): string[] {
  const out: string[] = [];
  const add = (glob: string) => {
    if (glob !== '' && !out.includes(glob)) out.push(glob);
  };
  for (const path of relativePaths) add(path);
  for (const path of relativePaths) {
    const slash = path.lastIndexOf('/');
    if (slash > 0) {
      const folder = path.slice(0, slash);
      add(`${folder}/*`);
      add(`${folder}/**`);
    }
    const name = path.slice(slash + 1);
    const dot = name.lastIndexOf('.');
    if (dot > 0 && dot < name.length - 1) add(`**/*${name.slice(dot)}`);
  }
  add('**');
  return out.slice(0, MAX_GLOB_SUGGESTIONS);
}

function sameCondition(a: McpCondition, b: McpCondition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function deriveMatchKinds(
  hasPath: boolean,
  words: readonly string[],
  conditions: readonly McpCondition[],
): MatchKind[] {
  const kinds: MatchKind[] = [];
  if (words.length > 0) kinds.push('command');
  if (hasPath) kinds.push('path');
  if (conditions.length > 0) kinds.push('mcp');
  kinds.push('any');
  return kinds;
}

/** Pure. The editor for "Always allow…": the draft main filled from the call, with every choice it offers. */
export function createRuleEditorFromDraft(draft: RuleDraft, sessionId: string): RuleEditor {
  const { definition } = draft;
  const match = definition.match;
  // A command main could not read offers no words of its own: the draft's words are the choice.
  const offeredWords = draft.commandWords ?? [];
  const words = offeredWords.length > 0 ? offeredWords : match.kind === 'command' ? match.words : [];
  const conditions = draft.mcpConditions ?? (match.kind === 'mcp' ? match.conditions : []);
  const hasPath = draft.relativePaths !== undefined || match.kind === 'path';
  const globSuggestions = deriveGlobSuggestions(
    match.kind === 'path' ? [match.glob, ...(draft.relativePaths ?? [])] : (draft.relativePaths ?? []),
  );
  const choices: RuleEditorChoices = {
    tool: definition.tool,
    matchKinds: deriveMatchKinds(hasPath, words, conditions),
    commandWords: [...words],
    globSuggestions,
    mcpConditions: [...conditions],
    sessionId: definition.scope.kind === 'conversation' ? definition.scope.sessionId : sessionId,
    folder: definition.scope.kind === 'folder' ? definition.scope.folder : draft.folder,
    toolDefinition: definition.toolDefinition ?? null,
  };
  return { choices, state: deriveStateFromDefinition(definition, choices) };
}

/**
 * Pure. The editor for a saved rule (Edit on the rules page). There is no call to offer words or
 * paths from: the rule's own words are the prefixes, its own conditions the checkboxes.
 * `folderOf` names a conversation's folder (for the folder scope), when the app knows it.
 */
export function createRuleEditorFromRule(
  rule: RuleView & { definition: RuleDefinition },
  folderOf: (sessionId: string) => string | null,
): RuleEditor {
  const { definition } = rule;
  const match = definition.match;
  const scope = definition.scope;
  const sessionId = scope.kind === 'conversation' ? scope.sessionId : (rule.source?.sessionId ?? null);
  const choices: RuleEditorChoices = {
    tool: definition.tool,
    matchKinds: deriveMatchKinds(
      match.kind === 'path',
      match.kind === 'command' ? match.words : [],
      match.kind === 'mcp' ? match.conditions : [],
    ),
    commandWords: match.kind === 'command' ? [...match.words] : [],
    globSuggestions: [],
    mcpConditions: match.kind === 'mcp' ? [...match.conditions] : [],
    sessionId,
    folder: scope.kind === 'folder' ? scope.folder : sessionId !== null ? folderOf(sessionId) : null,
    toolDefinition: definition.toolDefinition ?? null,
  };
  return { choices, state: deriveStateFromDefinition(definition, choices) };
}

function deriveStateFromDefinition(definition: RuleDefinition, choices: RuleEditorChoices): RuleEditorState {
  const match = definition.match;
  return {
    effect: definition.effect,
    matchKind: choices.matchKinds.includes(match.kind) ? match.kind : 'any',
    glob: match.kind === 'path' ? match.glob : (choices.globSuggestions[0] ?? ''),
    wordCount:
      match.kind === 'command'
        ? Math.max(1, Math.min(match.words.length, choices.commandWords.length))
        : choices.commandWords.length,
    furtherArguments: match.kind === 'command' && match.furtherArguments === 'any',
    conditions: choices.mcpConditions.map(
      (c) => match.kind === 'mcp' && match.conditions.some((m) => sameCondition(m, c)),
    ),
    scopeKind: definition.scope.kind,
    label: definition.label ?? '',
  };
}

/** Which scopes the editor can offer: a conversation or a folder only when it knows which. */
export function deriveScopeKinds(choices: RuleEditorChoices): ScopeKind[] {
  const kinds: ScopeKind[] = [];
  if (choices.sessionId !== null) kinds.push('conversation');
  if (choices.folder !== null) kinds.push('folder');
  kinds.push('everywhere');
  return kinds;
}

function buildMatch(choices: RuleEditorChoices, state: RuleEditorState, furtherOffered: boolean): RuleMatch {
  switch (state.matchKind) {
    case 'any':
      return { kind: 'any' };
    case 'path':
      return { kind: 'path', glob: state.glob };
    case 'command': {
      const words = choices.commandWords.slice(0, Math.max(1, state.wordCount));
      return state.furtherArguments && furtherOffered
        ? { kind: 'command', words, furtherArguments: 'any' }
        : { kind: 'command', words };
    }
    case 'mcp':
      return { kind: 'mcp', conditions: choices.mcpConditions.filter((_, i) => state.conditions[i] === true) };
  }
}

function buildScope(choices: RuleEditorChoices, state: RuleEditorState): RuleScope | null {
  switch (state.scopeKind) {
    case 'conversation':
      return choices.sessionId === null ? null : { kind: 'conversation', sessionId: choices.sessionId };
    case 'folder':
      return choices.folder === null ? null : { kind: 'folder', folder: choices.folder };
    case 'everywhere':
      return { kind: 'everywhere' };
  }
}

/**
 * Pure. What the editor's choices make, before the contract's schema checks it (check-rule-definition.ts):
 * null when no scope is chosen. `furtherOffered`: main offers "and any further arguments" for the
 * chosen words (rules:examples); without it the rule is exactly its words, whatever was ticked.
 */
export function buildRuleCandidate(
  choices: RuleEditorChoices,
  state: RuleEditorState,
  furtherOffered: boolean,
): Record<string, unknown> | null {
  const scope = buildScope(choices, state);
  if (scope === null) return null;
  const label = state.label.trim();
  return {
    tool: choices.tool,
    effect: state.effect,
    match: buildMatch(choices, state, furtherOffered),
    scope,
    ...(choices.toolDefinition !== null ? { toolDefinition: choices.toolDefinition } : {}),
    ...(label !== '' ? { label } : {}),
  };
}

/**
 * A definition, or the rule of the contract it breaks (worded by the window, src/shared/main-messages/checks.ts)
 * and where in the definition (dot-separated; empty: the definition as a whole).
 */
export type BuiltRule = { ok: true; definition: RuleDefinition } | { ok: false; check: CheckId; where: string };

/**
 * Pure. "Allow for this conversation": the draft's own definition as an allow for this
 * conversation (main's draft already is one; kept so the words on the button stay true).
 */
export function buildConversationAllow(draft: RuleDraft, sessionId: string): RuleDefinition {
  return { ...draft.definition, effect: 'allow', scope: { kind: 'conversation', sessionId } };
}
