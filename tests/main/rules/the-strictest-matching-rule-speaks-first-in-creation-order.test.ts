import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import { say } from '../../../src/shared/main-messages';
import type { Inspection } from '../../../src/shared/tools';
import {
  buildRuleDraft,
  buildRulesFile,
  buildRuleVerdict,
  deriveGlobRegex,
  deriveRuleProblem,
  parseRulesFile,
  type StoredRule,
} from '../../../src/main/rules';

const root = '/home/ana/project';
const subject = (
  tool: string,
  args: Record<string, unknown>,
  extra: { inspection?: Inspection; sessionId?: string; workspaceRoot?: string } = {},
) => ({
  tool,
  args,
  workspaceRoot: extra.workspaceRoot ?? root,
  sessionId: extra.sessionId ?? 'ses_a',
  ...(extra.inspection ? { inspection: extra.inspection } : {}),
});
let n = 0;
const rule = (
  definition: Omit<RuleDefinition, 'scope'> & { scope?: RuleDefinition['scope'] },
  over: Partial<StoredRule> = {},
): StoredRule => {
  const full = { scope: { kind: 'everywhere' as const }, ...definition } as RuleDefinition;
  return { id: `rule_${++n}`, tool: full.tool, effect: full.effect, enabled: true, definition: full, ...over };
};
const write = (glob: string, effect: RuleDefinition['effect']) =>
  rule({ tool: 'write_file', effect, match: { kind: 'path', glob } });

const mailInspection = (addresses: string[]): Inspection =>
  ({
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    defaultEffect: 'ask',
    actsOnWorld: true,
    undoable: 'no',
    summary: 'Send a mail',
    preview: {
      type: 'mcp',
      mcp: {
        server: 'mail',
        tool: 'send',
        title: null,
        description: '',
        inputSchema: {},
        annotations: {},
        trusted: false,
        definitionHash: 'a'.repeat(64),
        mail: {
          action: 'send',
          to: addresses.map((address) => ({ address, external: false })),
          cc: [],
          bcc: [],
          attachments: [],
        },
      },
    },
  }) as unknown as Inspection;

describe('which rule speaks for a call', () => {
  it('deny beats ask beats allow, and the first matching rule of the winner is named', async () => {
    const a1 = write('notes/**', 'allow');
    const k1 = write('**/*.md', 'ask');
    const k2 = write('notes/*', 'ask');
    const d1 = write('secret/**', 'deny');
    const rules = [a1, k1, k2, d1];
    expect(await buildRuleVerdict(rules, subject('write_file', { path: 'notes/a.txt' }))).toEqual({
      effect: 'ask',
      ruleId: k2.id,
    });
    expect(await buildRuleVerdict(rules, subject('write_file', { path: 'notes/a.md' }))).toEqual({
      effect: 'ask',
      ruleId: k1.id,
    });
    expect(await buildRuleVerdict([a1], subject('write_file', { path: 'notes/deep/a.txt' }))).toEqual({
      effect: 'allow',
      ruleId: a1.id,
    });
    expect(await buildRuleVerdict(rules, subject('write_file', { path: 'secret/x.md' }))).toEqual({
      effect: 'deny',
      ruleId: d1.id,
    });
    expect(await buildRuleVerdict(rules, subject('write_file', { path: 'src/x.ts' }))).toBeUndefined();
    expect(await buildRuleVerdict(rules, subject('edit_file', { path: 'notes/a.txt' }))).toBeUndefined();
  });

  it('an allow path rule never vouches for a path that leaves the folder, however it is written', async () => {
    const all = write('**', 'allow');
    expect(await buildRuleVerdict([all], subject('write_file', { path: '../other/a.md' }))).toBeUndefined();
    expect(
      await buildRuleVerdict([write('notes/**', 'allow')], subject('write_file', { path: 'notes/../secret/a.md' })),
    ).toBeUndefined();
    expect(await buildRuleVerdict([all], subject('write_file', { path: '/etc/passwd' }))).toBeUndefined();
  });

  it('a disabled rule is skipped; a broken allow matches nothing; a broken deny or ask makes its tool ask', async () => {
    const off = { ...write('**', 'deny'), enabled: false };
    expect(await buildRuleVerdict([off], subject('write_file', { path: 'a.md' }))).toBeUndefined();
    const brokenAllow: StoredRule = {
      id: 'rule_ba',
      tool: 'write_file',
      effect: 'allow',
      enabled: true,
      definition: null,
      broken: say('rules.stored.notJson'),
    };
    const brokenDeny: StoredRule = {
      id: 'rule_bd',
      tool: 'write_file',
      effect: 'deny',
      enabled: true,
      definition: null,
      broken: say('rules.stored.notJson'),
    };
    expect(await buildRuleVerdict([brokenAllow], subject('write_file', { path: 'a.md' }))).toBeUndefined();
    expect(await buildRuleVerdict([brokenAllow, brokenDeny], subject('write_file', { path: 'a.md' }))).toEqual({
      effect: 'ask',
      ruleId: 'rule_bd',
    });
    expect(await buildRuleVerdict([brokenDeny], subject('read_file', { path: 'a.md' }))).toBeUndefined();
    // A working deny still refuses outright.
    const deny = write('a.md', 'deny');
    expect(await buildRuleVerdict([brokenDeny, deny], subject('write_file', { path: 'a.md' }))).toEqual({
      effect: 'deny',
      ruleId: deny.id,
    });
  });

  it('scope: one conversation, a folder and what is under it, or everywhere', async () => {
    const conv = rule({
      tool: 'read_file',
      effect: 'allow',
      match: { kind: 'any' },
      scope: { kind: 'conversation', sessionId: 'ses_a' },
    });
    expect(await buildRuleVerdict([conv], subject('read_file', { path: 'a' }))).toMatchObject({ effect: 'allow' });
    expect(await buildRuleVerdict([conv], subject('read_file', { path: 'a' }, { sessionId: 'ses_b' }))).toBeUndefined();
    const folder = rule({
      tool: 'read_file',
      effect: 'allow',
      match: { kind: 'any' },
      scope: { kind: 'folder', folder: '/home/ana' },
    });
    expect(await buildRuleVerdict([folder], subject('read_file', { path: 'a' }))).toMatchObject({ effect: 'allow' });
    expect(
      await buildRuleVerdict([folder], subject('read_file', { path: 'a' }, { workspaceRoot: '/home/anabel/x' })),
    ).toBeUndefined();
  });

  it('mail rules read the recipients as the sheet lays them out: all in the domains, at least one', async () => {
    const within = rule({
      tool: 'mcp__mail__send',
      effect: 'allow',
      match: { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['example.com'] }] },
      toolDefinition: 'a'.repeat(64),
    });
    const ok = subject(
      'mcp__mail__send',
      {},
      { inspection: mailInspection(['ana@example.com', 'Bo <bo@EXAMPLE.com>']) },
    );
    const out = subject(
      'mcp__mail__send',
      {},
      { inspection: mailInspection(['ana@example.com', 'eve@example.com.evil.io']) },
    );
    expect(await buildRuleVerdict([within], ok)).toMatchObject({ effect: 'allow' });
    expect(await buildRuleVerdict([within], out)).toBeUndefined();
    expect(
      await buildRuleVerdict([within], subject('mcp__mail__send', {}, { inspection: mailInspection([]) })),
    ).toBeUndefined();
    const draftOnly = rule({
      tool: 'mcp__mail__send',
      effect: 'allow',
      match: { kind: 'mcp', conditions: [{ kind: 'field_equals', field: 'options.draft', value: true }] },
      toolDefinition: 'a'.repeat(64),
    });
    const pinned = { inspection: mailInspection([]) };
    expect(
      await buildRuleVerdict([draftOnly], subject('mcp__mail__send', { options: { draft: true } }, pinned)),
    ).toMatchObject({ effect: 'allow' });
    expect(
      await buildRuleVerdict([draftOnly], subject('mcp__mail__send', { options: { draft: 'true' } }, pinned)),
    ).toBeUndefined();
  });
});

describe('path patterns', () => {
  it.each([
    ['src/**', 'src', true],
    ['src/**', 'src/a/b.ts', true],
    ['src/**', 'srcx/a', false],
    ['*.md', 'a.md', true],
    ['*.md', 'docs/a.md', false],
    ['**/*.md', 'docs/deep/a.md', true],
    ['**/*.md', 'a.md', true],
    ['docs/?.md', 'docs/a.md', true],
    ['docs/{a,b}.md', 'docs/b.md', true],
    ['docs/{a,b}.md', 'docs/c.md', false],
    ['a.md', 'a+md', false],
  ])('%s on %s: %s', (glob, path, expected) => {
    expect(deriveGlobRegex(glob)!.test(path)).toBe(expected);
  });
});

describe('a rule that cannot work is refused with a message for the person', () => {
  it.each([
    [{ tool: 'run_command', match: { kind: 'path', glob: 'src/**' } }, 'rules.problem.pathNotFileTool'],
    [{ tool: 'write_file', match: { kind: 'command', words: ['ls'] } }, 'rules.problem.commandNotRunCommand'],
    [{ tool: 'write_file', match: { kind: 'path', glob: '/etc/**' } }, 'rules.problem.globFromTop'],
    [{ tool: 'write_file', match: { kind: 'path', glob: '../**' } }, 'rules.problem.globGoesUp'],
    [{ tool: 'write_file', match: { kind: 'path', glob: 'src/{a' } }, 'rules.problem.globOpenBrace'],
    [{ tool: 'run_command', match: { kind: 'command', words: ['-rf'] } }, 'rules.problem.commandFirstWordOption'],
    [
      { tool: 'write_file', match: { kind: 'mcp', conditions: [{ kind: 'field_equals', field: 'a', value: 1 }] } },
      'rules.problem.fieldsNotMcp',
    ],
  ] as const)('%j', (partial, id) => {
    expect(
      deriveRuleProblem({ effect: 'allow', scope: { kind: 'everywhere' }, ...partial } as RuleDefinition),
    ).toMatchObject({ id });
  });
  it('names the tool it does not fit, as data', () => {
    expect(
      deriveRuleProblem({
        tool: 'run_command',
        effect: 'allow',
        match: { kind: 'path', glob: 'src/**' },
        scope: { kind: 'everywhere' },
      }),
    ).toEqual({ id: 'rules.problem.pathNotFileTool', params: { tool: 'run_command' } });
  });
  it('fitting rules have no problem', () => {
    expect(
      deriveRuleProblem({
        tool: 'mcp__mail__send',
        effect: 'deny',
        match: { kind: 'any' },
        scope: { kind: 'everywhere' },
      }),
    ).toBeNull();
  });
});

describe('"Always allow…" is filled from the call', () => {
  const inspection = { paths: [] } as unknown as Inspection;
  it('offers the words that name what a known program does, and every word of any other', async () => {
    const git = await buildRuleDraft(
      { tool: 'run_command', args: { command: 'git log --oneline -5' }, inspection },
      { sessionId: 'ses_a', workspaceRoot: root },
    );
    expect(git.definition).toEqual({
      tool: 'run_command',
      effect: 'allow',
      match: { kind: 'command', words: ['git', 'log'], furtherArguments: 'any' },
      scope: { kind: 'conversation', sessionId: 'ses_a' },
    });
    expect(git.commandWords).toEqual(['git', 'log', '--oneline', '-5']);
    const py = await buildRuleDraft(
      { tool: 'run_command', args: { command: 'python3 build.py --fast' }, inspection },
      { sessionId: 'ses_a', workspaceRoot: root },
    );
    expect(py.definition.match).toEqual({ kind: 'command', words: ['python3', 'build.py', '--fast'] });
  });
  it('offers the folder of a file and below it, inside the workspace only', async () => {
    const d = await buildRuleDraft(
      {
        tool: 'write_file',
        args: { path: 'notes/2026/a.md' },
        inspection: { paths: [`${root}/notes/2026/a.md`] } as Inspection,
      },
      { sessionId: 'ses_a', workspaceRoot: root },
    );
    expect(d.definition.match).toEqual({ kind: 'path', glob: 'notes/2026/**' });
    expect(d.relativePaths).toEqual(['notes/2026/a.md']);
    expect(d.folder).toBe(root);
  });
  it("offers a mail rule on the recipients' domains", async () => {
    const d = await buildRuleDraft(
      { tool: 'mcp__mail__send', args: {}, inspection: mailInspection(['a@example.com', 'b@team.example.com']) },
      { sessionId: 'ses_a', workspaceRoot: root },
    );
    expect(d.definition.match).toEqual({
      kind: 'mcp',
      conditions: [{ kind: 'recipients_within', domains: ['example.com', 'team.example.com'] }],
    });
  });
});

describe('the rules file', () => {
  it('round-trips and says where a bad file is wrong', () => {
    const definition: RuleDefinition = {
      tool: 'run_command',
      effect: 'deny',
      match: { kind: 'command', words: ['git', 'push'] },
      scope: { kind: 'everywhere' },
    };
    const text = buildRulesFile(
      [{ definition, enabled: false, createdAt: '2026-12-01T00:00:00.000Z' }],
      '2026-12-01T01:00:00.000Z',
    );
    expect(parseRulesFile(text)).toEqual({
      ok: true,
      rules: [{ definition, enabled: false, createdAt: '2026-12-01T00:00:00.000Z' }],
    });
    expect(parseRulesFile('nope')).toMatchObject({ ok: false, message: { id: 'rules.import.notJson' } });
    expect(parseRulesFile('{"rules":[]}')).toMatchObject({ ok: false, message: { id: 'rules.import.notRulesFile' } });
    expect(
      parseRulesFile('{"format":"gatehouse-rules","version":1,"rules":[{"definition":{"tool":"x","effect":"maybe"}}]}'),
    ).toMatchObject({
      ok: false,
      message: { id: 'rules.import.invalidAt', params: { where: expect.stringMatching(/^rules › #1 › definition/) } },
    });
  });
});
