import { describe, expect, it } from 'vitest';
import type { RuleDraft, RuleView } from '../../../src/shared/rules';
import {
  buildConversationAllow,
  createRuleEditorFromDraft,
  createRuleEditorFromRule,
  deriveGlobSuggestions,
  deriveScopeKinds,
} from '../../../src/renderer/src/rules/rule-editor-state';
import { buildRuleDefinition, parseRuleText } from '../../../src/renderer/src/rules/check-rule-definition';

const SESSION = 'ses_garden';
const FOLDER = '/home/me/garden';

const commandDraft: RuleDraft = {
  definition: {
    tool: 'run_command',
    effect: 'allow',
    match: { kind: 'command', words: ['git', 'log', '--oneline'] },
    scope: { kind: 'conversation', sessionId: SESSION },
  },
  commandWords: ['git', 'log', '--oneline'],
  folder: FOLDER,
  oneClick: true,
};

const writeDraft: RuleDraft = {
  definition: {
    tool: 'write_file',
    effect: 'allow',
    match: { kind: 'path', glob: 'notes/todo.md' },
    scope: { kind: 'conversation', sessionId: SESSION },
  },
  relativePaths: ['notes/todo.md'],
  folder: FOLDER,
  oneClick: true,
};

const mailDraft: RuleDraft = {
  definition: {
    tool: 'mcp__mail__send',
    effect: 'allow',
    match: { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['example.com'] }] },
    scope: { kind: 'conversation', sessionId: SESSION },
  },
  mcpConditions: [
    { kind: 'recipients_within', domains: ['example.com'] },
    { kind: 'field_equals', field: 'options.draft', value: true },
  ],
  folder: FOLDER,
  oneClick: true,
};

describe('the rule editor offers only what a rule can say', () => {
  it('fills "Always allow…" from the draft and saves it unchanged when nothing is touched', () => {
    for (const draft of [commandDraft, writeDraft, mailDraft]) {
      const { choices, state } = createRuleEditorFromDraft(draft, SESSION);
      expect(buildRuleDefinition(choices, state)).toEqual({ ok: true, definition: draft.definition });
    }
  });

  it('keeps a prefix of the command’s own words, never a string of the person’s', () => {
    const { choices, state } = createRuleEditorFromDraft(commandDraft, SESSION);
    expect(choices.matchKinds).toEqual(['command', 'any']);
    const built = buildRuleDefinition(choices, { ...state, wordCount: 2 });
    expect(built).toMatchObject({ ok: true, definition: { match: { kind: 'command', words: ['git', 'log'] } } });
    // Zero words is never a rule: the program is always kept.
    expect(buildRuleDefinition(choices, { ...state, wordCount: 0 })).toMatchObject({
      ok: true,
      definition: { match: { words: ['git'] } },
    });
    expect(buildRuleDefinition(choices, { ...state, matchKind: 'any' })).toMatchObject({
      ok: true,
      definition: { match: { kind: 'any' } },
    });
  });

  it('a command rule is exactly its words; "and any further arguments" only where main offers it', () => {
    const { choices, state } = createRuleEditorFromDraft(commandDraft, SESSION);
    expect(state.furtherArguments).toBe(false);
    const ticked = { ...state, wordCount: 2, furtherArguments: true };
    expect(buildRuleDefinition(choices, ticked)).toMatchObject({
      ok: true,
      definition: { match: { kind: 'command', words: ['git', 'log'] } },
    });
    expect(buildRuleDefinition(choices, ticked, false)).toEqual(
      buildRuleDefinition(choices, { ...ticked, furtherArguments: false }),
    );
    expect(buildRuleDefinition(choices, ticked, true)).toMatchObject({
      ok: true,
      definition: { match: { kind: 'command', words: ['git', 'log'], furtherArguments: 'any' } },
    });
    const widened = createRuleEditorFromDraft(
      {
        ...commandDraft,
        definition: {
          ...commandDraft.definition,
          match: { kind: 'command', words: ['git', 'log'], furtherArguments: 'any' },
        },
      },
      SESSION,
    );
    expect(widened.state.furtherArguments).toBe(true);
  });

  it('an MCP rule keeps the tool definition it was filled for, whatever else changes', () => {
    const hash = 'f'.repeat(64);
    const { choices, state } = createRuleEditorFromDraft(
      { ...mailDraft, definition: { ...mailDraft.definition, toolDefinition: hash } },
      SESSION,
    );
    expect(buildRuleDefinition(choices, { ...state, effect: 'deny', matchKind: 'any' })).toMatchObject({
      ok: true,
      definition: { toolDefinition: hash, effect: 'deny' },
    });
  });

  it('offers main’s own pattern first, and the words of a command main could not read as its only choice', () => {
    const shared = createRuleEditorFromDraft(
      {
        ...writeDraft,
        definition: { ...writeDraft.definition, match: { kind: 'path', glob: 'notes/**' } },
        relativePaths: ['notes/a.md', 'notes/b.md'],
      },
      SESSION,
    );
    expect(shared.choices.globSuggestions[0]).toBe('notes/**');
    expect(shared.state.glob).toBe('notes/**');
    const unread: RuleDraft = {
      ...commandDraft,
      definition: { ...commandDraft.definition, match: { kind: 'command', words: ['weird'] } },
      commandWords: [],
    };
    const editor = createRuleEditorFromDraft(unread, SESSION);
    expect(editor.choices.matchKinds).toEqual(['command', 'any']);
    expect(buildRuleDefinition(editor.choices, editor.state)).toEqual({ ok: true, definition: unread.definition });
  });

  it('offers patterns from the call’s paths and refuses an empty one in plain words', () => {
    expect(deriveGlobSuggestions(['notes/todo.md'])).toEqual(['notes/todo.md', 'notes/*', 'notes/**', '**/*.md', '**']);
    expect(deriveGlobSuggestions(['a.txt', 'b.txt'])).toEqual(['a.txt', 'b.txt', '**/*.txt', '**']);
    const { choices, state } = createRuleEditorFromDraft(writeDraft, SESSION);
    expect(buildRuleDefinition(choices, { ...state, glob: 'notes/**' })).toMatchObject({
      ok: true,
      definition: { match: { kind: 'path', glob: 'notes/**' } },
    });
    expect(buildRuleDefinition(choices, { ...state, glob: '   ' })).toEqual({
      ok: false,
      check: 'check.pathPatternNeeded',
      where: '',
    });
  });

  it('ticks MCP conditions from the offered ones and wants at least one', () => {
    const { choices, state } = createRuleEditorFromDraft(mailDraft, SESSION);
    expect(state.conditions).toEqual([true, false]);
    expect(buildRuleDefinition(choices, { ...state, conditions: [true, true] })).toMatchObject({
      ok: true,
      definition: { match: { kind: 'mcp', conditions: mailDraft.mcpConditions } },
    });
    expect(buildRuleDefinition(choices, { ...state, conditions: [false, false] })).toEqual({
      ok: false,
      check: 'check.conditionNeeded',
      where: '',
    });
  });

  it('scopes to this conversation, the folder or everywhere, with an optional name', () => {
    const { choices, state } = createRuleEditorFromDraft(commandDraft, SESSION);
    expect(deriveScopeKinds(choices)).toEqual(['conversation', 'folder', 'everywhere']);
    expect(buildRuleDefinition(choices, { ...state, scopeKind: 'folder', label: '  git history ' })).toMatchObject({
      ok: true,
      definition: { scope: { kind: 'folder', folder: FOLDER }, label: 'git history' },
    });
    expect(buildRuleDefinition(choices, { ...state, scopeKind: 'everywhere', effect: 'deny' })).toMatchObject({
      ok: true,
      definition: { effect: 'deny', scope: { kind: 'everywhere' } },
    });
  });

  it('"Allow for this conversation" is the draft as an allow for this conversation', () => {
    const askDraft: RuleDraft = {
      ...commandDraft,
      definition: { ...commandDraft.definition, effect: 'ask', scope: { kind: 'everywhere' } },
    };
    expect(buildConversationAllow(askDraft, SESSION)).toEqual({
      ...commandDraft.definition,
      effect: 'allow',
      scope: { kind: 'conversation', sessionId: SESSION },
    });
  });

  it('edits a saved rule with its own words as the choices, and knows its folder only when the app does', () => {
    const rule: RuleView & { definition: NonNullable<RuleView['definition']> } = {
      id: 'rule_abc',
      tool: 'run_command',
      effect: 'allow',
      definition: {
        tool: 'run_command',
        effect: 'allow',
        match: { kind: 'command', words: ['npm', 'test'] },
        scope: { kind: 'conversation', sessionId: SESSION },
      },
      enabled: true,
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      source: { sessionId: SESSION, callId: 'call_1' },
      fired: 0,
      lastFiredAt: null,
    };
    const known = createRuleEditorFromRule(rule, () => FOLDER);
    expect(known.choices.commandWords).toEqual(['npm', 'test']);
    expect(deriveScopeKinds(known.choices)).toEqual(['conversation', 'folder', 'everywhere']);
    expect(buildRuleDefinition(known.choices, known.state)).toEqual({ ok: true, definition: rule.definition });
    const unknown = createRuleEditorFromRule(
      { ...rule, definition: { ...rule.definition, scope: { kind: 'everywhere' } }, source: null },
      () => null,
    );
    expect(deriveScopeKinds(unknown.choices)).toEqual(['everywhere']);
  });

  it('reads a broken rule’s fixed text, saying where it is still wrong', () => {
    expect(parseRuleText('{"tool":"run_command"')).toMatchObject({ ok: false });
    const missing = parseRuleText(
      JSON.stringify({
        tool: 'run_command',
        effect: 'allow',
        match: { kind: 'command', words: [] },
        scope: { kind: 'everywhere' },
      }),
    );
    expect(missing).toEqual({ ok: false, check: 'check.programNeeded', where: 'match.words' });
    const fixed = {
      tool: 'run_command',
      effect: 'deny',
      match: { kind: 'command', words: ['git', 'push'] },
      scope: { kind: 'everywhere' },
    };
    expect(parseRuleText(JSON.stringify(fixed))).toEqual({ ok: true, definition: fixed });
  });
});
