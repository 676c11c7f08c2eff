import { beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../../support/fetch-translations';
import type { HookRunRecord, PostToolUseRecord, PreToolUseRecord } from '../../../src/shared/hook-records';
import type { SessionSummary } from '../../../src/shared';
import { t } from '../../../src/renderer/src/i18n';
import { setLocale } from '../../../src/renderer/src/i18n/active-locale';
import { say } from '../../../src/shared/main-messages';
import { deriveNotRunBecause, deriveRanBecause } from '../../../src/renderer/src/screens/audit-groups';
import type { AuditEntry } from '../../../src/shared';
import {
  deriveCallHookNotes,
  deriveHookOutcomeNotes,
  deriveOpenFolders,
  formatHookSentence,
} from '../../../src/renderer/src/tool-hooks/describe-hook';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

const run = (over: Partial<HookRunRecord> & Pick<HookRunRecord, 'hookId' | 'outcome'>): HookRunRecord => ({
  source: 'user',
  command: `/hooks/${over.hookId}.sh`,
  counted: true,
  ...over,
});
const record = (over: Partial<PreToolUseRecord>): PreToolUseRecord => ({
  runs: [],
  inputHash: 'h',
  errors: [],
  ...over,
});
/** What the person reads for each note, with the hook it names. */
const read = (r: PreToolUseRecord | undefined) =>
  deriveCallHookNotes(r).map((n) => [n.kind, t(n.key, n.params), n.command ?? null]);

describe('what hooks said about a waiting call, in plain words', () => {
  it('marks a rewrite with the hook that made it, yours or the folder’s', () => {
    const rewrite = { hookId: 'hook_a', command: '/hooks/move.js', replaced: { path: 'draft.md', content: 'x' } };
    expect(
      read(
        record({ runs: [run({ hookId: 'hook_a', outcome: 'no_opinion', counted: false, rewrote: true })], rewrite }),
      ),
    ).toEqual([['rewrite', 'Changed by your hook', '/hooks/move.js']]);
    const fromFolder = { ...rewrite, hookId: 'project:.claude/settings.json:PreToolUse:0:0' };
    expect(
      read(
        record({
          runs: [
            run({ hookId: fromFolder.hookId, source: 'project', outcome: 'no_opinion', counted: false, rewrote: true }),
          ],
          rewrite: fromFolder,
        }),
      )[0]?.[1],
    ).toBe('Changed by this folder’s hook');
  });

  it("words Gatehouse's own reasons a hook did not run in the window, naming the hook; a hook's own failure stays as main said it", () => {
    const runs = [
      run({ hookId: 'hook_a', outcome: 'error', error: 'english from main', errorCode: 'no_sandbox' }),
      run({
        hookId: 'project:.gatehouse/hooks.json:PreToolUse:0:0',
        source: 'project',
        command: 'bash .gatehouse/guard.sh',
        outcome: 'error',
        error: 'english',
        errorCode: 'files_gone',
      }),
      run({ hookId: 'hook_b', outcome: 'error', error: 'did not answer within 1 seconds and was stopped.' }),
      run({
        hookId: 'hook_c',
        outcome: 'error',
        error: 'failed with exit code 3: jq: not found',
        errorText: say('hooks.failed.exitCodeSaid', { code: 3, said: 'jq: not found' }),
      }),
    ];
    expect(
      read(
        record({
          effect: 'ask',
          runs,
          errors: [
            'first',
            'second',
            'The hook "/hooks/hook_b.sh" did not answer within 1 seconds and was stopped. The call waits for you.',
            'The hook "/hooks/hook_c.sh" failed with exit code 3: jq: not found The call waits for you.',
          ],
        }),
      ),
    ).toEqual([
      [
        'error',
        'Your hook “/hooks/hook_a.sh” is set to run in the sandbox, which this computer does not have, so it did not run. The action waits for you.',
        null,
      ],
      [
        'error',
        'The folder’s hook “bash .gatehouse/guard.sh” did not run: files of it you trusted in this folder were removed since you trusted them. The action waits for you.',
        null,
      ],
      [
        'error',
        'The hook "/hooks/hook_b.sh" did not answer within 1 seconds and was stopped. The call waits for you.',
        null,
      ],
      // A failure recorded with its message is worded by the window, in its language.
      [
        'error',
        'The hook “/hooks/hook_c.sh” could not answer. It failed with exit code 3 and said: “jq: not found”. The action waits for you.',
        null,
      ],
    ]);
  });

  it('words a rewrite the tool refused in the window’s language, once, and an older record’s English as it was', () => {
    const english =
      'The hook /hooks/move.js changed the input into something write_file does not accept (path: expected string), so the call was kept as the assistant asked and waits for you.';
    const rejected = record({
      effect: 'ask',
      errors: [english],
      rewriteRejected: { command: '/hooks/move.js', tool: 'write_file', detail: 'path: expected string' },
    });
    expect(read(rejected)).toEqual([
      [
        'error',
        'The hook “/hooks/move.js” changed this action into something write_file does not accept (path: expected string), so it stays as the assistant asked it. The action waits for you.',
        null,
      ],
    ]);
    setLocale('es');
    try {
      expect(read(rejected)[0]?.[1]).toMatch(/^El hook «\/hooks\/move\.js» cambió esta acción/);
    } finally {
      setLocale('en');
    }
    // A record from before the field: main's English, shown once.
    expect(read(record({ effect: 'ask', errors: [english] }))).toEqual([['error', english, null]]);
  });

  it('says why a rewritten call waits: a folder’s rewrite is never more than ask, and a second change is not applied', () => {
    const hookId = 'project:.claude/settings.json:PreToolUse:0:0';
    const rewrite = { hookId, command: 'node .claude/hooks/rewrite.js', replaced: { command: 'npm test' } };
    const original = {
      effect: 'allow' as const,
      runs: [
        run({ hookId: 'hook_a', outcome: 'allow' }),
        run({ hookId, source: 'project', outcome: 'no_opinion', counted: false, rewrote: true }),
      ],
      inputHash: 'o',
    };
    // The person's hook allowed the rewritten input too; the folder's rewrite keeps it asking, and the sheet says so.
    expect(
      read(
        record({
          effect: 'ask',
          rewrite,
          original,
          runs: [
            run({ hookId: 'hook_a', outcome: 'allow' }),
            run({ hookId, source: 'project', outcome: 'no_opinion', counted: false }),
          ],
        }),
      ),
    ).toEqual([
      ['rewrite', 'Changed by this folder’s hook', 'node .claude/hooks/rewrite.js'],
      [
        'rewriteAsks',
        'This folder’s hook changed this action, so it waits for you: a folder’s hook can make an action ask you, never let it run.',
        'node .claude/hooks/rewrite.js',
      ],
    ]);
    const again = record({
      effect: 'ask',
      rewrite: { ...rewrite, hookId: 'hook_a', command: '/hooks/append.js' },
      rewroteAgain: { hookId: 'hook_a', command: '/hooks/append.js' },
      runs: [run({ hookId: 'hook_a', outcome: 'allow' })],
    });
    expect(read(again)).toEqual([
      ['rewrite', 'Changed by your hook', '/hooks/append.js'],
      [
        'rewriteAsks',
        'A hook changed this action a second time. Gatehouse did not apply that change, and the action waits for you.',
        '/hooks/append.js',
      ],
    ]);
  });

  it('gives an ask its reason like a rule’s note, and a failed hook its own warning (the ask then needs no second line)', () => {
    expect(
      read(
        record({
          effect: 'ask',
          reason: 'b.md is shared',
          runs: [run({ hookId: 'hook_a', outcome: 'ask', reason: 'b.md is shared' })],
        }),
      ),
    ).toEqual([['ask', 'Your hook asks: b.md is shared', '/hooks/hook_a.sh']]);
    expect(
      read(record({ effect: 'ask', runs: [run({ hookId: 'hook_a', outcome: 'ask', source: 'project' })] })),
    ).toEqual([['ask', 'This folder’s hook asks you about this.', '/hooks/hook_a.sh']]);
    const error = 'The hook "/hooks/lint.sh" did not answer within 5 seconds and was stopped. The call waits for you.';
    expect(
      read(
        record({
          effect: 'ask',
          runs: [run({ hookId: 'hook_l', outcome: 'error', error: 'did not answer' })],
          errors: [error],
        }),
      ),
    ).toEqual([['error', error, null]]);
  });

  it('says a deny stands over an approval, an allow a floor kept asking still waits, and why a folder’s hooks did not run (once)', () => {
    expect(
      read(
        record({
          effect: 'deny',
          reason: 'No env files.',
          runs: [run({ hookId: 'hook_g', outcome: 'deny', reason: 'No env files.' })],
        }),
      )[0]?.[1],
    ).toBe('Your hook will refuse this, even if you approve it: No env files.');
    expect(read(record({ effect: 'allow', runs: [run({ hookId: 'hook_g', outcome: 'allow' })] }))[0]?.[1]).toMatch(
      /^Your hook allows this, but it still needs your answer/,
    );
    const why =
      'This folder’s hooks have not been trusted, so Gatehouse did not run them. Read their commands in Settings › Hooks and trust the folder to run them.';
    const notRun = (n: number) =>
      run({ hookId: `project:x:${n}`, source: 'project', outcome: 'not_run', counted: false, reason: why });
    expect(read(record({ runs: [notRun(0), notRun(1)] }))).toEqual([['notRun', why, null]]);
    // Recorded since as a message: the same words, and in the window's language.
    const notRunNow = (n: number) =>
      run({
        hookId: `project:y:${n}`,
        source: 'project',
        outcome: 'not_run',
        counted: false,
        notRunText: say('hooks.notRun.untrusted'),
      });
    expect(read(record({ runs: [notRunNow(0), notRunNow(1)] }))).toEqual([['notRun', why, null]]);
    setLocale('es');
    try {
      expect(read(record({ runs: [notRunNow(0)] }))[0]?.[1]).toMatch(/^No se ha confiado en los hooks de esta carpeta/);
    } finally {
      setLocale('en');
    }
  });

  it('says a folder’s allow was heard but does not count', () => {
    expect(
      read(record({ runs: [run({ hookId: 'project:f:0', source: 'project', outcome: 'allow', counted: false })] })),
    ).toEqual([
      [
        'projectAllow',
        'This folder’s hook would allow it, but a folder’s hook cannot let anything run without you: it was written with the folder, not by you.',
        '/hooks/project:f:0.sh',
      ],
    ]);
  });

  it('passes a hook’s message to the person, and says nothing when no hook matched', () => {
    expect(
      read(
        record({
          runs: [
            run({ hookId: 'hook_m', outcome: 'no_opinion', counted: false, message: 'Checked by the team linter.' }),
          ],
        }),
      ),
    ).toEqual([['message', 'Your hook says: Checked by the team linter.', '/hooks/hook_m.sh']]);
    expect(read(undefined)).toEqual([]);
  });
});

describe('which hook decided a call, after the fact', () => {
  const post: PostToolUseRecord = {
    runs: [
      run({ hookId: 'hook_p', outcome: 'context' }),
      run({ hookId: 'project:f:0', source: 'project', outcome: 'block' }),
    ],
    notes: [
      { hookId: 'hook_p', kind: 'context', text: 'Run the formatter.' },
      { hookId: 'project:f:0', kind: 'block', text: 'Tests fail now.' },
    ],
  };

  it('names the hook that allowed or refused it, and attributes each note on the result to its hook', () => {
    const allowed = deriveHookOutcomeNotes({
      settledByHook: true,
      denied: false,
      hook: record({
        effect: 'allow',
        runs: [
          run({ hookId: 'hook_n', outcome: 'no_opinion', counted: false }),
          run({ hookId: 'hook_g', outcome: 'allow', addedContext: true }),
        ],
        additionalContext: ['Lint first.'],
      }),
      postHook: post,
    });
    expect(allowed.decided).toEqual({ key: 'hooks.card.allowedBy', command: '/hooks/hook_g.sh' });
    expect(allowed.post.map((n) => [t(n.key, { text: n.text }), n.command])).toEqual([
      ['Your hook added a note for the assistant: Lint first.', '/hooks/hook_g.sh'],
      ['Your hook added a note for the assistant: Run the formatter.', '/hooks/hook_p.sh'],
      ['This folder’s hook flagged the result: Tests fail now.', '/hooks/project:f:0.sh'],
    ]);
    // A record from before hooks' notes were attributed still reads, unattributed.
    const older = deriveHookOutcomeNotes({
      settledByHook: true,
      denied: false,
      hook: record({
        effect: 'allow',
        runs: [run({ hookId: 'hook_g', outcome: 'allow' })],
        additionalContext: ['Lint first.'],
      }),
      postHook: undefined,
    });
    expect(older.post.map((n) => [t(n.key, { text: n.text }), n.command])).toEqual([
      ['A hook added a note for the assistant: Lint first.', undefined],
    ]);
    const refused = deriveHookOutcomeNotes({
      settledByHook: true,
      denied: true,
      hook: record({ effect: 'deny', runs: [run({ hookId: 'p', source: 'project', outcome: 'deny' })] }),
      postHook: undefined,
    });
    expect(t(refused.decided!.key)).toBe('Refused by this folder’s hook.');
    const withReason = deriveHookOutcomeNotes({
      settledByHook: true,
      denied: true,
      hook: record({ effect: 'deny', reason: 'No env files.', runs: [run({ hookId: 'hook_g', outcome: 'deny' })] }),
      postHook: undefined,
    });
    expect(t(withReason.decided!.key, { reason: withReason.decided!.reason! })).toBe(
      'Refused by your hook: No env files.',
    );
  });

  it('keeps what each hook said to the person (its systemMessage) beside the record, with its hook', () => {
    const notes = deriveHookOutcomeNotes({
      settledByHook: false,
      denied: false,
      hook: record({ runs: [run({ hookId: 'hook_a', outcome: 'no_opinion', counted: false, message: 'Checked.' })] }),
      postHook: {
        runs: [run({ hookId: 'p', source: 'project', outcome: 'no_opinion', counted: false, message: 'Formatted.' })],
        notes: [],
      },
    });
    expect(notes.says.map((n) => [t(n.key, { text: n.text }), n.command])).toEqual([
      ['Your hook says: Checked.', '/hooks/hook_a.sh'],
      ['This folder’s hook says: Formatted.', '/hooks/p.sh'],
    ]);
  });

  it('says nothing about deciding when a person or a rule decided, but still shows a rewrite', () => {
    const rewrite = { hookId: 'hook_a', command: '/hooks/move.js', replaced: { path: 'a.md' } };
    const notes = deriveHookOutcomeNotes({
      settledByHook: false,
      denied: false,
      hook: record({
        rewrite,
        runs: [run({ hookId: 'hook_a', outcome: 'no_opinion', counted: false, rewrote: true })],
      }),
      postHook: undefined,
    });
    expect(notes.decided).toBeNull();
    expect(notes.rewrite).toEqual({
      key: 'hooks.card.changedBy',
      command: '/hooks/move.js',
      replaced: { path: 'a.md' },
    });
  });
});

describe('the record says when a hook decided', () => {
  const entry = (over: Partial<AuditEntry>): AuditEntry => ({
    at: '',
    runId: 'run_1',
    approvalId: null,
    callId: 'call_1',
    tool: 'write_file',
    settledBy: { by: 'person' },
    action: 'approve',
    args: {},
    ...over,
  });
  it('names the hook that let a call run, that refused it, or that refused a person’s edit; a person’s own deny stays theirs', () => {
    expect(t(deriveRanBecause(entry({ settledBy: { by: 'hook' }, action: 'allow', outcome: 'success' })))).toBe(
      'Your hook allowed it',
    );
    expect(t(deriveNotRunBecause(entry({ settledBy: { by: 'hook' }, action: 'deny', outcome: 'denied' })))).toBe(
      'Your hook did not allow it',
    );
    const refusedEdit = entry({
      action: 'deny',
      outcome: 'denied',
      settledBy: { by: 'hook' },
      hook: record({ effect: 'deny', runs: [run({ hookId: 'hook_g', outcome: 'deny' })] }),
    });
    expect(t(deriveNotRunBecause(refusedEdit))).toBe('Your hook did not allow it');
    const asked = entry({
      action: 'deny',
      outcome: 'denied',
      hook: record({ effect: 'ask', runs: [run({ hookId: 'hook_g', outcome: 'ask' })] }),
    });
    expect(t(deriveNotRunBecause(asked))).toBe('You said no');
  });
});

describe('Settings › Hooks in words', () => {
  it('says when a hook runs, on which actions, where and for how long', () => {
    expect(formatHookSentence({ event: 'PreToolUse', matcher: '', timeoutSec: 60, sandbox: 'hook' })).toBe(
      'Before an action runs, for every action; runs in the sandbox, stopped after 60 seconds.',
    );
    expect(formatHookSentence({ event: 'PostToolUse', matcher: 'Write|Edit', timeoutSec: 1, sandbox: 'none' })).toBe(
      'After an action ran, for actions named Write, Edit; runs with your full rights, stopped after 1 second.',
    );
  });

  it('lists each conversation’s folder once, most recently used first, leaving out folders that are gone', () => {
    const s = (id: string, workspace: string, updatedAt: string, workspaceExists = true) =>
      ({ id, workspace, updatedAt, workspaceExists }) as SessionSummary;
    expect(
      deriveOpenFolders([
        s('a', '/w/garden', '2026-12-01T10:00:00Z'),
        s('b', '/w/notes', '2026-12-01T11:00:00Z'),
        s('c', '/w/garden', '2026-12-01T12:00:00Z'),
        s('d', '/w/gone', '2026-12-01T13:00:00Z', false),
      ]),
    ).toEqual(['/w/garden', '/w/notes']);
  });
});
