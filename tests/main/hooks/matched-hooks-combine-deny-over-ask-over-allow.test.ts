import { describe, expect, it } from 'vitest';
import { PreToolUseRecordSchema } from '../../../src/shared/hook-records';
import {
  buildPostToolUseRecord,
  buildPreToolUseAnswer,
  deriveInputHash,
  type HookAnswer,
  type HookRun,
} from '../../../src/main/hooks';
import { say, type MainMessage } from '../../../src/shared/main-messages';

const run = (
  hookId: string,
  answer: HookAnswer,
  source: 'user' | 'project' = 'user',
  notRun?: MainMessage,
): HookRun => ({
  hookId,
  source,
  command: `${hookId}.sh`,
  answer,
  ...(notRun !== undefined ? { notRun } : {}),
});
const identity = (a: Record<string, unknown>) => ({ mapped: a });
const combine = (runs: HookRun[]) => buildPreToolUseAnswer(runs, 'h', identity);

describe('PreToolUse hooks matched for one call, combined', () => {
  it('nothing matched: no answer', () => {
    expect(combine([])).toBeUndefined();
  });

  it.each<[string, HookRun[], 'allow' | 'deny' | 'ask' | undefined]>([
    [
      'deny beats ask and allow',
      [run('a', { outcome: 'allow' }), run('b', { outcome: 'ask' }), run('c', { outcome: 'deny', reason: 'r' })],
      'deny',
    ],
    ['ask beats allow', [run('a', { outcome: 'allow' }), run('b', { outcome: 'ask' })], 'ask'],
    ['an error asks', [run('a', { outcome: 'allow' }), run('b', { outcome: 'error', error: 'failed.' })], 'ask'],
    [
      'a deny stands over an error',
      [run('a', { outcome: 'error', error: 'x' }), run('b', { outcome: 'deny' })],
      'deny',
    ],
    ["a person's allow", [run('a', { outcome: 'allow' })], 'allow'],
    ["a project's allow does not count", [run('a', { outcome: 'allow' }, 'project')], undefined],
    ["a project's deny counts", [run('a', { outcome: 'deny' }, 'project')], 'deny'],
    ["a project's ask counts", [run('a', { outcome: 'ask' }, 'project'), run('b', { outcome: 'allow' })], 'ask'],
    ['no opinion', [run('a', { outcome: 'no_opinion' })], undefined],
    [
      'a hook that did not run counts for nothing',
      [run('a', { outcome: 'no_opinion' }, 'project', say('hooks.notRun.untrusted'))],
      undefined,
    ],
  ])('%s', (_name, runs, effect) => {
    expect(combine(runs)?.record.effect).toBe(effect);
  });

  it('records every run, counted or not, and lists errors in plain words', () => {
    const answer = combine([
      run('p', { outcome: 'allow', reason: 'repo says fine' }, 'project'),
      run('u', {
        outcome: 'error',
        error: 'did not answer within 5 seconds and was stopped.',
        errorText: say('hooks.failed.timedOut', { seconds: 5 }),
      }),
      run('q', { outcome: 'no_opinion' }, 'project', say('hooks.notRun.noTrustedCopy')),
    ])!;
    expect(answer.record.runs).toEqual([
      { hookId: 'p', source: 'project', command: 'p.sh', outcome: 'allow', counted: false, reason: 'repo says fine' },
      {
        hookId: 'u',
        source: 'user',
        command: 'u.sh',
        outcome: 'error',
        counted: true,
        error: 'did not answer within 5 seconds and was stopped.',
        errorText: say('hooks.failed.timedOut', { seconds: 5 }),
      },
      {
        hookId: 'q',
        source: 'project',
        command: 'q.sh',
        outcome: 'not_run',
        counted: false,
        notRunText: say('hooks.notRun.noTrustedCopy'),
      },
    ]);
    expect(answer.record.errors).toEqual([
      'The hook "u.sh" did not answer within 5 seconds and was stopped. The call waits for you.',
    ]);
    expect(answer.record.inputHash).toBe('h');
  });

  it('whatever a hook prints, its record fits what the event log accepts', () => {
    const long = 'x'.repeat(50_000);
    const answer = combine([
      {
        hookId: 'h'.repeat(300),
        source: 'user',
        command: long,
        answer: { outcome: 'error', error: long.slice(0, 4000) },
      },
      run('d', { outcome: 'deny', reason: long.slice(0, 4000), additionalContext: long.slice(0, 10_000) }),
    ])!;
    expect(PreToolUseRecordSchema.safeParse(answer.record).success).toBe(true);
  });

  it('the first hook in order with an updatedInput rewrites; the others saw the original', () => {
    const answer = combine([
      run('a', { outcome: 'allow' }),
      run('b', { outcome: 'no_opinion', updatedInput: { file_path: '/b' } }),
      run('c', { outcome: 'allow', updatedInput: { file_path: '/c' } }),
    ])!;
    expect(answer.rewrite).toEqual({ hookId: 'b', command: 'b.sh', args: { mapped: { file_path: '/b' } } });
    expect(answer.record.runs.map((r) => r.rewrote ?? false)).toEqual([false, true, false]);
  });

  it('a denied call is not rewritten; reasons and context are kept', () => {
    const answer = combine([
      run('a', { outcome: 'allow', updatedInput: { x: 1 }, additionalContext: 'ctx' }),
      run('b', { outcome: 'deny', reason: 'no' }),
    ])!;
    expect(answer.rewrite).toBeUndefined();
    expect(answer.record).toMatchObject({ effect: 'deny', reason: 'no', additionalContext: ['ctx'] });
    // The note is attributed: the run that added it says so.
    expect(answer.record.runs.map((r) => [r.hookId, r.addedContext ?? false])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('the input hash is the same for the same tool and arguments in any key order', () => {
    expect(deriveInputHash('write_file', { path: 'a', content: 'b' })).toBe(
      deriveInputHash('write_file', { content: 'b', path: 'a' }),
    );
    expect(deriveInputHash('write_file', { path: 'a', content: 'b' })).not.toBe(
      deriveInputHash('write_file', { path: 'a', content: 'c' }),
    );
  });
});

describe('PostToolUse hooks matched for one call', () => {
  it('notes for blocks and context, attributed; errors and unrun hooks only recorded', () => {
    expect(buildPostToolUseRecord([])).toBeUndefined();
    const record = buildPostToolUseRecord([
      run('lint', { outcome: 'block', reason: 'lint failed' }),
      run('fmt', { outcome: 'context', additionalContext: 'formatted' }),
      run('bad', { outcome: 'error', error: 'failed.' }),
      run('repo', { outcome: 'no_opinion' }, 'project', say('hooks.notRun.untrusted')),
    ])!;
    expect(record.notes).toEqual([
      { hookId: 'lint', kind: 'block', text: 'lint failed' },
      { hookId: 'fmt', kind: 'context', text: 'formatted' },
    ]);
    expect(record.runs.map((r) => r.outcome)).toEqual(['block', 'context', 'error', 'not_run']);
  });
});
