import { describe, expect, it } from 'vitest';
import type { CallDecision } from '../../../src/shared/events';
import { say } from '../../../src/shared/main-messages';
import type { Inspection } from '../../../src/shared/tools';
import { t } from '../../../src/renderer/src/i18n';
import { deriveDecidedWords } from '../../../src/renderer/src/approval/derive-decided-words';
import { buildCallLooks, derivePreviewFor } from '../../../src/renderer/src/approval/derive-recorded-preview';

const deny = { callId: 'call_1', action: 'deny', args: { command: 'rm -rf build' } } as const;

describe('a decided call', () => {
  it.each([
    ['person', { ...deny, settledBy: { by: 'person' } }, 'You said no'],
    ['reviewer', { ...deny, settledBy: { by: 'reviewer' } }, 'The reviewer model said no'],
    ['policy', { ...deny, settledBy: { by: 'policy', layer: 'policy' } }, 'Refused by Gatehouse’s safety rules'],
    ['a rule', { ...deny, settledBy: { by: 'rule', ruleId: 'rule_1' } }, 'Refused by your rule'],
    [
      'a hook',
      {
        ...deny,
        settledBy: { by: 'hook' },
        hook: { effect: 'deny', reason: 'no', command: 'guard', source: 'user' },
      },
      'Refused by your hook',
    ],
    ['person', { ...deny, action: 'approve', settledBy: { by: 'person' } }, 'Approved'],
  ] as const)('decided by %s: %j reads “%s”', (_who, decision, words) => {
    expect(t(deriveDecidedWords(decision as unknown as CallDecision))).toBe(words);
  });

  it('shows a preview only of the look taken of exactly those arguments', () => {
    const look = (command: string): Inspection => ({
      paths: [],
      outsideWorkspace: false,
      outsideReasons: [],
      defaultEffect: 'ask',
      undoable: 'no',
      summary: say('call.run', { command }),
      preview: { type: 'args', text: command },
    });
    const looks = buildCallLooks([
      {
        request: {
          calls: [
            {
              callId: 'call_1',
              toolUseId: 'x',
              tool: 'run_command',
              args: { command: 'ls' },
              inspection: look('ls'),
              rationale: '',
            },
          ],
        },
        decided: {
          decisions: [
            {
              callId: 'call_1',
              action: 'edit',
              settledBy: { by: 'person' },
              args: { command: 'ls -la' },
              originalArgs: { command: 'ls' },
              inspection: look('ls -la'),
            },
          ],
        },
      },
    ]).get('call_1');
    expect(derivePreviewFor({ command: 'ls -la' }, looks)).toEqual({ type: 'args', text: 'ls -la' });
    expect(derivePreviewFor({ command: 'ls' }, looks)).toEqual({ type: 'args', text: 'ls' });
    expect(derivePreviewFor({ command: 'pwd' }, looks)).toBeNull();
  });
});
