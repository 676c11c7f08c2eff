import { describe, expect, it } from 'vitest';
import { say } from '../../../src/shared/main-messages';
import { parseHookAnswer, type HookProcessEnd } from '../../../src/main/hooks';

const end = (over: Partial<HookProcessEnd>): HookProcessEnd => ({
  exitCode: 0,
  signal: null,
  timedOut: false,
  stdout: '',
  stderr: '',
  timeoutSec: 60,
  ...over,
});
const json = (o: unknown) => end({ stdout: JSON.stringify(o) });
const pre = (specific: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  json({ ...extra, hookSpecificOutput: { hookEventName: 'PreToolUse', ...specific } });

describe('PreToolUse answers', () => {
  it.each<[string, HookProcessEnd, ReturnType<typeof parseHookAnswer>]>([
    ['exit 0, nothing', end({}), { outcome: 'no_opinion' }],
    ['exit 0, plain text', end({ stdout: 'checked 3 files\n' }), { outcome: 'no_opinion' }],
    [
      'allow with a reason',
      pre({ permissionDecision: 'allow', permissionDecisionReason: 'safe' }),
      { outcome: 'allow', reason: 'safe' },
    ],
    [
      'deny with a reason',
      pre({ permissionDecision: 'deny', permissionDecisionReason: 'no rm -rf' }),
      { outcome: 'deny', reason: 'no rm -rf' },
    ],
    ['ask', pre({ permissionDecision: 'ask' }), { outcome: 'ask' }],
    ['defer: no opinion', pre({ permissionDecision: 'defer' }), { outcome: 'no_opinion' }],
    [
      'a rewrite with allow',
      pre({ permissionDecision: 'allow', updatedInput: { file_path: '/x' } }),
      { outcome: 'allow', updatedInput: { file_path: '/x' } },
    ],
    [
      'a rewrite alone',
      pre({ updatedInput: { command: 'ls' } }),
      { outcome: 'no_opinion', updatedInput: { command: 'ls' } },
    ],
    [
      'a deny drops its rewrite',
      pre({ permissionDecision: 'deny', updatedInput: { command: 'ls' } }),
      { outcome: 'deny', reason: 'The hook gave no reason.' },
    ],
    [
      'additional context',
      pre({ additionalContext: 'tests live in test/' }),
      { outcome: 'no_opinion', additionalContext: 'tests live in test/' },
    ],
    ['legacy approve', json({ decision: 'approve', reason: 'fine' }), { outcome: 'allow', reason: 'fine' }],
    ['legacy block', json({ decision: 'block', reason: 'nope' }), { outcome: 'deny', reason: 'nope' }],
    [
      'continue: false denies with stopReason',
      json({ continue: false, stopReason: 'stop everything' }),
      { outcome: 'deny', reason: 'stop everything' },
    ],
    [
      'systemMessage is kept for the record',
      json({ systemMessage: 'hello' }),
      { outcome: 'no_opinion', message: 'hello' },
    ],
    ['suppressOutput changes nothing', json({ suppressOutput: true }), { outcome: 'no_opinion' }],
    [
      'exit 2: deny with stderr',
      end({ exitCode: 2, stderr: 'Blocked: rm -rf\n' }),
      { outcome: 'deny', reason: 'Blocked: rm -rf' },
    ],
    ['exit 2 without stderr', end({ exitCode: 2 }), { outcome: 'deny', reason: 'The hook gave no reason.' }],
    [
      'exit 1: error',
      end({ exitCode: 1, stderr: 'jq: not found' }),
      {
        outcome: 'error',
        error: 'failed with exit code 1: jq: not found',
        errorText: say('hooks.failed.exitCodeSaid', { code: 1, said: 'jq: not found' }),
      },
    ],
    [
      'timeout',
      end({ exitCode: null, signal: 'SIGKILL', timedOut: true, timeoutSec: 5 }),
      {
        outcome: 'error',
        error: 'did not answer within 5 seconds and was stopped.',
        errorText: say('hooks.failed.timedOut', { seconds: 5 }),
      },
    ],
    [
      'crash',
      end({ exitCode: null, signal: 'SIGSEGV' }),
      {
        outcome: 'error',
        error: 'stopped abruptly (SIGSEGV) before answering.',
        errorText: say('hooks.failed.stoppedBy', { signal: 'SIGSEGV' }),
      },
    ],
    [
      'not started',
      end({ exitCode: null, spawnError: 'could not be started: ENOENT' }),
      {
        outcome: 'error',
        error: 'could not be started: ENOENT',
        errorText: say('hooks.failed.notStarted', { detail: 'could not be started: ENOENT' }),
      },
    ],
    [
      'broken JSON',
      end({ stdout: '{"hookSpecificOutput": ' }),
      {
        outcome: 'error',
        error: 'printed something that starts like JSON but is not valid JSON.',
        errorText: say('hooks.failed.notJson'),
      },
    ],
    [
      'a wrong decision word',
      pre({ permissionDecision: 'maybe' }),
      {
        outcome: 'error',
        error: expect.stringMatching(
          /shape Gatehouse does not understand \(hookSpecificOutput\.permissionDecision/,
        ) as unknown as string,
        errorText: say('hooks.failed.badShape', { where: 'hookSpecificOutput.permissionDecision' }),
      },
    ],
    [
      'an answer for another event',
      json({ hookSpecificOutput: { hookEventName: 'PostToolUse' } }),
      {
        outcome: 'error',
        error: 'answered for PostToolUse while it was asked about PreToolUse.',
        errorText: say('hooks.failed.otherEvent', { answered: 'PostToolUse', asked: 'PreToolUse' }),
      },
    ],
  ])('%s', (_name, input, answer) => {
    expect(parseHookAnswer('PreToolUse', input)).toEqual(answer);
  });
});

describe('PostToolUse answers', () => {
  it.each<[string, HookProcessEnd, ReturnType<typeof parseHookAnswer>]>([
    [
      'block with a reason',
      json({ decision: 'block', reason: 'lint failed' }),
      { outcome: 'block', reason: 'lint failed' },
    ],
    [
      'exit 2 blocks with stderr',
      end({ exitCode: 2, stderr: 'tests fail' }),
      { outcome: 'block', reason: 'tests fail' },
    ],
    [
      'extra context',
      json({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'formatted' } }),
      { outcome: 'context', additionalContext: 'formatted' },
    ],
    ['continue: false', json({ continue: false }), { outcome: 'block', reason: 'The hook asked to stop.' }],
    ['nothing', end({ stdout: 'ok' }), { outcome: 'no_opinion' }],
  ])('%s', (_name, input, answer) => {
    expect(parseHookAnswer('PostToolUse', input)).toEqual(answer);
  });
});
