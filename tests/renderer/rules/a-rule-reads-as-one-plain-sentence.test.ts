import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import { formatRuleMatch, formatRuleScope, formatRuleSentence } from '../../../src/renderer/src/rules/describe-rule';

const titles = (id: string) => (id === 'ses_garden' ? 'Garden' : null);

describe('a rule reads as one plain sentence', () => {
  it('says what it does, to which calls, and where', () => {
    const git: RuleDefinition = {
      tool: 'run_command',
      effect: 'allow',
      match: { kind: 'command', words: ['git', 'log'] },
      scope: { kind: 'conversation', sessionId: 'ses_garden' },
    };
    expect(formatRuleSentence(git, titles)).toBe('allow exactly the command “git log” in “Garden”');
    const widened: RuleDefinition = {
      ...git,
      match: { kind: 'command', words: ['git', 'log'], furtherArguments: 'any' },
    };
    expect(formatRuleSentence(widened, titles)).toBe('allow commands starting with “git log” in “Garden”');
    const push: RuleDefinition = {
      tool: 'run_command',
      effect: 'deny',
      match: { kind: 'command', words: ['git', 'push'] },
      scope: { kind: 'everywhere' },
    };
    expect(formatRuleSentence(push)).toBe('never allow commands starting with “git push” everywhere');
    const notes: RuleDefinition = {
      tool: 'write_file',
      effect: 'ask',
      match: { kind: 'path', glob: 'notes/**' },
      scope: { kind: 'folder', folder: '/home/me/garden' },
    };
    expect(formatRuleSentence(notes)).toBe('always ask before “Write a file” on notes/** in /home/me/garden');
  });

  it('names MCP conditions and any call of a tool in words', () => {
    expect(
      formatRuleMatch({
        tool: 'mcp__mail__send_mail',
        match: {
          kind: 'mcp',
          conditions: [
            { kind: 'recipients_within', domains: ['example.com', 'example.org'] },
            { kind: 'field_equals', field: 'options.draft', value: true },
          ],
        },
      }),
    ).toBe('“send mail (from mail)” when every recipient is at example.com or example.org and options.draft is true');
    expect(
      formatRuleMatch({
        tool: 'mcp__calendar__create_event',
        match: { kind: 'mcp', conditions: [{ kind: 'guests_within', domains: ['example.com'] }] },
      }),
    ).toBe('“create event (from calendar)” when every guest is at example.com');
    expect(formatRuleMatch({ tool: 'mcp__mail__send_mail', match: { kind: 'any' } })).toBe(
      'every “send mail (from mail)”',
    );
  });

  it('shows hidden characters a model put in a command instead of drawing them', () => {
    expect(formatRuleMatch({ tool: 'run_command', match: { kind: 'command', words: ['ls\u202e'] } })).toBe(
      'commands starting with “ls⟨U+202E⟩”',
    );
  });

  it('names a conversation it cannot find plainly', () => {
    expect(formatRuleScope({ kind: 'conversation', sessionId: 'ses_gone' }, titles)).toBe('in one conversation');
    expect(formatRuleScope({ kind: 'everywhere' })).toBe('everywhere');
  });
});
