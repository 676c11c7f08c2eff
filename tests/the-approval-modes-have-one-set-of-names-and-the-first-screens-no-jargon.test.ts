import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApprovalModeSchema, CloudModelProblemSchema, WorkspaceProblemSchema } from '../src/shared';
import { t, type MessageKey } from '../src/renderer/src/i18n';
import { appMessages } from '../src/renderer/src/i18n/app';
import { approvalMessages } from '../src/renderer/src/i18n/approval';
import { hooksMessages } from '../src/renderer/src/i18n/hooks';
import { mcpMessages } from '../src/renderer/src/i18n/mcp';
import { rulesMessages } from '../src/renderer/src/i18n/rules';

const repo = join(import.meta.dirname, '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const policyDoc = readFileSync(join(repo, 'docs/policy.md'), 'utf8');
const catalogue: Record<string, string | Record<string, string>> = {
  ...appMessages,
  ...approvalMessages,
  ...hooksMessages,
  ...mcpMessages,
  ...rulesMessages,
};
const everyMessage: [string, string][] = Object.entries(catalogue).flatMap(([key, m]): [string, string][] =>
  typeof m === 'string' ? [[key, m]] : Object.values(m).map((form): [string, string] => [key, form]),
);

describe('the approval modes, named once', () => {
  const names = ApprovalModeSchema.options.map((mode) => t(`mode.${mode}`));

  it('are You, Reviewer and Nobody in the window, and the same in README and docs/policy.md', () => {
    expect(names).toEqual(['You', 'Reviewer', 'Nobody']);
    for (const name of names) {
      expect(readme, name).toContain(`**${name}**`);
      expect(policyDoc, name).toContain(`**${name}**`);
    }
    for (const old of ['**Manual**', '**Auto**', '**Yolo**']) {
      expect(readme).not.toContain(old);
      expect(policyDoc).not.toContain(old);
    }
  });

  it('leave no "yolo" anywhere the window writes', () => {
    expect(everyMessage.filter(([, m]) => /yolo/i.test(m))).toEqual([]);
  });
});

describe('the first screens', () => {
  // What onboarding and a first conversation show before the person opens anything: its lines, the
  // model fields' help, and the help of the default modes under the message box.
  const firstLines: MessageKey[] = [
    ...(Object.keys(appMessages) as MessageKey[]).filter((k) => k.startsWith('onboarding.')),
    'settings.provider',
    'settings.provider.anthropic',
    'settings.provider.local',
    'settings.apiKey',
    'settings.apiKeyNone',
    'settings.apiKeyHelp',
    'settings.baseUrlHelp',
    'conversation.empty',
    'composer.placeholder',
    'composer.workMode',
    'composer.approvalMode',
    'mode.ask.help',
    'mode.plan.help',
    'mode.agent.help',
    'mode.manual.help',
  ];

  it("README's first paragraph says what the app does today, with nothing promised for later", () => {
    const first = readme.split('\n\n')[1] ?? '';
    expect(first).toContain('act through MCP');
    expect(first).not.toMatch(/\(soon\)|coming soon/i);
  });

  it('say no "hooks", "yolo" or "tokens" by default', () => {
    expect(
      firstLines.map((k): [string, string] => [k, t(k)]).filter(([, m]) => /\bhooks?\b|yolo|tokens?\b/i.test(m)),
    ).toEqual([]);
  });

  it('have words for every folder problem and every key problem main can name', () => {
    for (const problem of WorkspaceProblemSchema.options)
      expect(t(`onboarding.folder.${problem}`, { path: '/p', dataDir: '/d' })).toMatch(/\/p/);
    for (const problem of CloudModelProblemSchema.options)
      expect(t(`onboarding.model.${problem}`, { model: 'm' })).not.toBe(`onboarding.model.${problem}`);
  });
});
