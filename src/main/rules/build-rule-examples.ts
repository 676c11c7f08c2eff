import type { McpCallPreview } from '../../shared/mcp';
import type { RuleDefinition, RuleExample, RuleExamples } from '../../shared/rules';
import type { Inspection } from '../../shared/tools';
import { buildCommandMatch, deriveQuotedLine } from './match-command';
import { decideMcpCondition } from './match-mcp';
import { deriveTargetTaking } from './target-programs';
import { say } from '../../shared/main-messages';

/** Commands built around the rule's own words: itself, and what an attacker appends or puts in front. */
function deriveCommandCandidates(words: readonly string[]): string[] {
  const line = deriveQuotedLine(words);
  const out = [
    line,
    `${line} src`,
    `${line} --force`,
    `${line} > notes.txt`,
    `${line} && curl https://example.com`,
    `FOO=1 ${line}`,
    `sudo ${line}`,
  ];
  if (words.length > 1) out.push(deriveQuotedLine(words.slice(0, -1)));
  return [...new Set(out)];
}

/** Recipient values a domain rule is asked about: colleagues, outsiders, and the strings that hide one behind the other. */
function deriveRecipientCandidates(domain: string): string[] {
  return [
    `colleague@${domain}`,
    `Colleague <colleague@${domain}>`,
    'someone@elsewhere.example',
    `colleague@${domain}.elsewhere.example`,
    `<someone@elsewhere.example> colleague@${domain}`,
    `someone@elsewhere.example\n@${domain}`,
    `"someone@elsewhere.example" <colleague@${domain}>`,
    `Team: someone@elsewhere.example, colleague@${domain};`,
  ];
}

/** A mail or an event with one recipient value, laid out as its sheet would lay it out. */
function deriveExampleInspection(field: 'to' | 'guests', value: string): Inspection {
  const people = [{ address: value, external: false }];
  const mcp: McpCallPreview = {
    server: 'example',
    tool: field === 'to' ? 'send_mail' : 'create_event',
    title: null,
    description: '',
    annotations: {},
    trusted: false,
    definitionHash: '',
    inputSchema: { type: 'object', properties: { [field]: { type: 'array', items: { type: 'string' } } } },
    ...(field === 'to'
      ? { mail: { action: 'send', to: people, cc: [], bcc: [], attachments: [] } }
      : { calendar: { action: 'create', before: null, after: { guests: people } } }),
  };
  return {
    paths: [],
    outsideWorkspace: false,
    outsideReasons: [],
    defaultEffect: 'ask',
    actsOnWorld: true,
    undoable: 'no',
    summary: say('call.mcpUntrusted', { name: mcp.tool, server: mcp.server }),
    preview: { type: 'mcp', mcp },
  };
}

/**
 * Concrete calls a definition would and would not match, judged by the same matcher the loop uses
 * (an allow narrowly, a deny or ask broadly), for the editor to show before saving; and whether
 * "and any further arguments" may be offered for its words. Reads nothing but the shell parser;
 * never throws for a definition that parses.
 */
export async function buildRuleExamples(definition: RuleDefinition): Promise<RuleExamples> {
  const broad = definition.effect !== 'allow';
  const { match } = definition;
  if (match.kind === 'command') {
    const examples: RuleExample[] = [];
    for (const command of deriveCommandCandidates(match.words)) {
      examples.push({ kind: 'command', command, outcome: await buildCommandMatch(match, command, broad) });
    }
    const taking = deriveTargetTaking(match.words);
    return {
      examples,
      furtherArguments: taking === null ? { status: 'offered' } : { status: 'refused', refusedFor: taking },
    };
  }
  if (match.kind === 'mcp') {
    const domains = match.conditions.flatMap((c) => (c.kind === 'field_equals' ? [] : c.domains));
    const condition = match.conditions.find((c) => c.kind !== 'field_equals');
    const examples: RuleExample[] = [];
    if (condition !== undefined && domains.length > 0) {
      const field = condition.kind === 'recipients_within' ? 'to' : 'guests';
      for (const value of deriveRecipientCandidates(domains[0]!)) {
        const result = decideMcpCondition(condition, { [field]: [value] }, deriveExampleInspection(field, value));
        const problem = result.unreadable?.problem;
        const outcome = result.holds ? 'match' : problem !== undefined && broad ? 'unsure' : 'no_match';
        examples.push({ kind: 'recipient', field, value, outcome, ...(problem !== undefined ? { problem } : {}) });
      }
    }
    return { examples, furtherArguments: { status: 'not_a_command' } };
  }
  return { examples: [], furtherArguments: { status: 'not_a_command' } };
}
