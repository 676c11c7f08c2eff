import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import type { Inspection } from '../../../src/shared/tools';
import { buildRuleDraft, buildRuleVerdict, parseAddressList, type StoredRule } from '../../../src/main/rules';
import { deriveUnnamedArguments } from '../../../src/main/mcp/derive-unnamed-arguments';

const HASH = 'a'.repeat(64);
const mailSchema = {
  type: 'object',
  properties: {
    to: { type: 'array', items: { type: 'string' }, description: 'Recipients' },
    cc: { type: 'array', items: { type: 'string' } },
    from: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    recipients: {
      type: 'array',
      items: { type: 'object', properties: { email: { type: 'string' }, name: { type: 'string' } } },
    },
    footer: { type: 'string', description: 'Text appended to the body of the mail' },
    reference: { type: 'string' },
  },
};
const calendarSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    start: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    attendees: { type: 'array', items: { $ref: '#/$defs/person' } },
    guests: { type: 'array', items: { type: 'string' } },
  },
  $defs: { person: { type: 'object', properties: { email: { type: 'string' }, responseStatus: { type: 'string' } } } },
};

/** An inspection as create-mcp-tools.ts makes one: the sheet's layout, the schema, the definition's hash. */
function inspect(kind: 'mail' | 'calendar', layoutAddresses: string[] = ['bob@corp.com']): Inspection {
  const recipients = layoutAddresses.map((address) => ({ address, external: false }));
  return {
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    defaultEffect: 'ask',
    actsOnWorld: true,
    undoable: 'no',
    summary: '',
    preview: {
      type: 'mcp',
      mcp: {
        server: 'm',
        tool: kind === 'mail' ? 'send_mail' : 'create_event',
        title: null,
        description: '',
        annotations: {},
        trusted: true,
        definitionHash: HASH,
        inputSchema: kind === 'mail' ? mailSchema : calendarSchema,
        ...(kind === 'mail'
          ? { mail: { action: 'send', to: recipients, cc: [], bcc: [], attachments: [] } }
          : { calendar: { action: 'create', before: null, after: { guests: recipients } } }),
      },
    },
  } as unknown as Inspection;
}

let n = 0;
const within = (kind: 'recipients_within' | 'guests_within', over: Partial<RuleDefinition> = {}): StoredRule => {
  const tool = kind === 'recipients_within' ? 'mcp__m__send_mail' : 'mcp__m__create_event';
  const definition: RuleDefinition = {
    tool,
    effect: 'allow',
    match: { kind: 'mcp', conditions: [{ kind, domains: ['corp.com'] }] },
    scope: { kind: 'everywhere' },
    toolDefinition: HASH,
    ...over,
  };
  return { id: `rule_${++n}`, tool, effect: definition.effect, enabled: true, definition };
};
const judge = (rule: StoredRule, kind: 'mail' | 'calendar', args: Record<string, unknown>) =>
  buildRuleVerdict([rule], {
    tool: rule.tool,
    args,
    inspection: inspect(kind),
    workspaceRoot: '/w',
    sessionId: 'ses_a',
  });

describe('addresses are read strictly as RFC 5322 address lists', () => {
  it.each([
    ['bob@corp.com', ['bob@corp.com']],
    ['Bob <bob@CORP.com>', ['bob@corp.com']],
    ['"Bob, Builder" <bob@corp.com>', ['bob@corp.com']],
    ['a@corp.com, Ann <ann@corp.com>', ['a@corp.com', 'ann@corp.com']],
  ])('%j reads as %j', (text, addresses) => {
    const read = parseAddressList(text);
    expect(read.ok && read.addresses.map((a) => a.address)).toEqual(addresses);
  });
  it.each([
    ['<eve@attacker.example> bob@corp.com', 'angle'],
    ['bob@corp.com <eve@attacker.example>', 'angle'],
    ['Bob <bob@corp.com', 'angle'],
    ['eve@attacker.example\n@corp.com', 'hidden_character'],
    ['eve@attacker.example\r\nBcc: x@y.z', 'hidden_character'],
    ['bob@corp.com\u202e', 'hidden_character'],
    ['eve@attacker.example@corp.com', 'two_at'],
    ['"eve@attacker.example" <bob@corp.com>', 'two_at'],
    ['"eve@attacker"@corp.com', 'two_at'],
    ['bob@corp.com (eve@attacker.example)', 'comment'],
    ['Team: eve@attacker.example, bob@corp.com;', 'group'],
    ['bob@[10.0.0.1]', 'not_plain'],
    ['bob@cоrp.com', 'not_an_address'],
    ['Bob Builder', 'not_an_address'],
    ['', 'not_an_address'],
  ])('%j is unreadable: %s', (text, problem) => {
    expect(parseAddressList(text)).toEqual({ ok: false, problem });
  });
});

describe('a "recipients within corp.com" rule', () => {
  it.each([
    [{ to: ['bob@corp.com'], subject: 's', body: 'b' }],
    [{ to: ['Bob <bob@corp.com>', 'ann@CORP.com'], cc: ['carl@corp.com'], subject: 's', body: 'b' }],
    // The body and the schema's own body text may quote anyone: they are text, not recipients.
    [
      {
        to: ['bob@corp.com'],
        subject: 'From eve@attacker.example',
        body: 'eve@attacker.example wrote: <eve@attacker.example>',
      },
    ],
    [{ to: ['bob@corp.com'], subject: 's', body: 'b', footer: 'Reply to eve@attacker.example' }],
    [{ to: ['bob@corp.com'], recipients: [{ email: 'ann@corp.com', name: 'Ann' }], subject: 's', body: 'b' }],
  ])('allows %j', async (args) => {
    expect(await judge(within('recipients_within'), 'mail', args)).toMatchObject({ effect: 'allow' });
  });

  it.each([
    [{ to: ['<eve@attacker.example> bob@corp.com'] }, 'to[0]', 'angle'],
    [{ to: ['eve@attacker.example\n@corp.com'] }, 'to[0]', 'hidden_character'],
    [{ to: ['bob@corp.com'], cc: ['Undisclosed: eve@attacker.example;'] }, 'cc[0]', 'group'],
    [{ to: ['bob@corp.com (eve@attacker.example)'] }, 'to[0]', 'comment'],
    [{ to: ['"eve@attacker.example" <bob@corp.com>'] }, 'to[0]', 'two_at'],
    [{ to: ['Eve Attacker'] }, 'to[0]', 'not_an_address'],
    [{ to: ['bob@corp.com'], recipients: [{ name: 'Eve' }] }, 'recipients[0]', 'not_an_address'],
  ])('asks, saying which address it cannot read: %j', async (args, field, problem) => {
    const rule = within('recipients_within');
    expect(await judge(rule, 'mail', { subject: 's', body: 'b', ...args })).toEqual({
      effect: 'ask',
      ruleId: rule.id,
      held: { reason: 'unreadable_address', field, problem },
    });
  });

  it.each([
    [{ to: ['bob@corp.com', 'eve@attacker.example'] }],
    [{ to: ['bob@corp.com'], recipients: [{ email: 'eve@attacker.example' }] }],
    [{ to: ['bob@corp.com'], from: 'eve@attacker.example' }],
    [{ to: ['bob@corp.com'], reference: 'eve@attacker.example' }],
    [{ to: ['bob@corp.com.attacker.example'] }],
    [{ to: ['bob@sub.corp.com'] }],
  ])('does not allow an outside address anywhere but the text: %j', async (args) => {
    expect(await judge(within('recipients_within'), 'mail', { subject: 's', body: 'b', ...args })).toBeUndefined();
  });

  it('a deny rule on recipients that cannot be read asks instead of guessing', async () => {
    const rule = within('recipients_within', { effect: 'deny' });
    expect(await judge(rule, 'mail', { to: ['<eve@attacker.example> bob@corp.com'], subject: 's', body: 'b' })).toEqual(
      { effect: 'ask', ruleId: rule.id },
    );
  });

  it('"Always allow…" offers the domains of every address, and nothing for an unreadable one', async () => {
    const where = { sessionId: 'ses_a', workspaceRoot: '/w' };
    const args = {
      to: ['bob@corp.com'],
      recipients: [{ email: 'ann@team.corp.com' }],
      subject: 's',
      body: 'eve@attacker.example',
    };
    const draft = await buildRuleDraft({ tool: 'mcp__m__send_mail', args, inspection: inspect('mail') }, where);
    expect(draft.definition).toMatchObject({
      match: { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['corp.com', 'team.corp.com'] }] },
      toolDefinition: HASH,
    });
    const bad = { to: ['<eve@attacker.example> bob@corp.com'], subject: 's', body: 'b' };
    expect(
      (await buildRuleDraft({ tool: 'mcp__m__send_mail', args: bad, inspection: inspect('mail') }, where)).definition
        .match,
    ).toEqual({ kind: 'any' });
  });
});

describe('a "guests within corp.com" rule reads every guest alias', () => {
  it('allows an event whose attendees and guests are all colleagues; its times are not people', async () => {
    const args = {
      title: 'Plan',
      start: '2026-12-01T10:00:00Z',
      to: '2026-12-01T11:00:00Z',
      attendees: [{ email: 'ann@corp.com', responseStatus: 'needsAction' }],
      guests: ['bob@corp.com'],
    };
    expect(await judge(within('guests_within'), 'calendar', args)).toMatchObject({ effect: 'allow' });
  });
  it('does not allow `guests: [bob@corp.com]` beside the real `attendees: [eve@…]`', async () => {
    const args = {
      title: 'Plan',
      start: '2026-12-01T10:00:00Z',
      guests: ['bob@corp.com'],
      attendees: [{ email: 'eve@attacker.example' }],
    };
    expect(await judge(within('guests_within'), 'calendar', args)).toBeUndefined();
  });
  it('asks for an attendee given by a name the server might resolve', async () => {
    const rule = within('guests_within');
    const args = { title: 'Plan', start: '2026-12-01T10:00:00Z', attendees: [{ responseStatus: 'x' }] };
    expect(await judge(rule, 'calendar', args)).toMatchObject({
      effect: 'ask',
      held: { reason: 'unreadable_address', field: 'attendees[0]' },
    });
  });
});

describe('an MCP allow rule matches only the tool definition it was saved for', () => {
  const args = { to: ['bob@corp.com'], subject: 's', body: 'b' };
  it('the same definition: allowed; another: it asks and says the tool changed; none kept: it asks and says so', async () => {
    expect(await judge(within('recipients_within'), 'mail', args)).toMatchObject({ effect: 'allow' });
    const changed = within('recipients_within', { toolDefinition: 'b'.repeat(64) });
    expect(await judge(changed, 'mail', args)).toEqual({
      effect: 'ask',
      ruleId: changed.id,
      held: { reason: 'tool_changed' },
    });
    const legacy = within('recipients_within', { toolDefinition: undefined });
    delete legacy.definition!.toolDefinition;
    expect(await judge(legacy, 'mail', args)).toEqual({
      effect: 'ask',
      ruleId: legacy.id,
      held: { reason: 'tool_not_pinned' },
    });
    const anyCall: StoredRule = {
      ...legacy,
      id: 'rule_any',
      definition: { ...legacy.definition!, match: { kind: 'any' }, toolDefinition: 'c'.repeat(64) },
    };
    expect(await judge(anyCall, 'mail', args)).toMatchObject({ effect: 'ask', held: { reason: 'tool_changed' } });
  });
  it('a rule for this definition still speaks when one for an older one is held; a deny rule still denies', async () => {
    const old = within('recipients_within', { toolDefinition: 'b'.repeat(64) });
    const current = within('recipients_within');
    expect(
      await buildRuleVerdict([old, current], {
        tool: old.tool,
        args,
        inspection: inspect('mail'),
        workspaceRoot: '/w',
        sessionId: 'ses_a',
      }),
    ).toEqual({ effect: 'allow', ruleId: current.id });
    const deny: StoredRule = {
      id: 'rule_deny',
      tool: old.tool,
      effect: 'deny',
      enabled: true,
      definition: { tool: old.tool, effect: 'deny', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    };
    expect(
      await buildRuleVerdict([deny], {
        tool: old.tool,
        args,
        inspection: inspect('mail'),
        workspaceRoot: '/w',
        sessionId: 'ses_a',
      }),
    ).toEqual({ effect: 'deny', ruleId: 'rule_deny' });
  });
});

describe("arguments the tool's schema does not name are refused", () => {
  it.each([
    [mailSchema, { to: ['bob@corp.com'], subject: 's', body: 'b' }, []],
    [mailSchema, { to: ['bob@corp.com'], bcc: ['eve@attacker.example'], subject: 's', body: 'b' }, ['bcc']],
    [
      mailSchema,
      { to: ['bob@corp.com'], recipients: [{ email: 'a@corp.com', cc: 'eve@attacker.example' }] },
      ['recipients[0].cc'],
    ],
    [calendarSchema, { title: 't', guests: ['bob@corp.com'], attendees: [{ email: 'a@corp.com' }] }, []],
    [calendarSchema, { title: 't', invitees: ['eve@attacker.example'] }, ['invitees']],
    [
      calendarSchema,
      { title: 't', attendees: [{ email: 'a@corp.com', optional: 'eve@attacker.example' }] },
      ['attendees[0].optional'],
    ],
    [{ type: 'object' }, { anything: 1 }, ['anything']],
    [
      { type: 'object', properties: { headers: { type: 'object', additionalProperties: { type: 'string' } } } },
      { headers: { 'X-A': '1' } },
      [],
    ],
    [{ type: 'object', allOf: [{ properties: { a: {} } }, { properties: { b: {} } }] }, { a: 1, b: 2, c: 3 }, ['c']],
    [{ type: 'object', patternProperties: { '^x-': {} } }, { 'x-trace': '1', y: 2 }, ['y']],
  ])('%#: %j → %j', (schema, args, expected) => {
    expect(deriveUnnamedArguments(schema, args as Record<string, unknown>)).toEqual(expected);
  });
});
