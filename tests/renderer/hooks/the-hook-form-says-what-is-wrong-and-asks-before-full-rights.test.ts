import { describe, expect, it } from 'vitest';
import type { HookView } from '../../../src/shared/hooks';
import {
  buildHookDefinition,
  createHookFormState,
  deriveNeedsFullRightsConfirm,
} from '../../../src/renderer/src/tool-hooks/hook-form-state';

const saved: HookView = {
  id: 'hook_a1',
  event: 'PostToolUse',
  matcher: 'Write',
  command: '~/bin/fmt',
  timeoutSec: 20,
  sandbox: 'none',
  createdAt: '',
  updatedAt: '',
};

describe('the hook form', () => {
  it('starts a new hook before actions, for every action, in the sandbox, with the default time limit; an edit starts from the hook as saved', () => {
    expect(createHookFormState(null)).toEqual({
      event: 'PreToolUse',
      matcher: '',
      command: '',
      timeout: '60',
      sandbox: 'hook',
    });
    expect(createHookFormState(saved)).toEqual({
      event: 'PostToolUse',
      matcher: 'Write',
      command: '~/bin/fmt',
      timeout: '20',
      sandbox: 'none',
    });
  });

  it('says field by field what is wrong: an unreadable pattern, no command, a time limit that is not 1 to 600 whole seconds', () => {
    const built = buildHookDefinition({
      event: 'PreToolUse',
      matcher: 'Write(',
      command: '  ',
      timeout: '1.5',
      sandbox: 'hook',
    });
    expect(built).toEqual({
      ok: false,
      errors: {
        matcher: expect.stringContaining('"Write(" is not a pattern Gatehouse can read.'),
        command: 'Write the command the hook runs.',
        timeout: 'Write a whole number of seconds from 1 to 600.',
      },
    });
    for (const timeout of ['', '0', '601', 'ten'])
      expect(buildHookDefinition({ ...createHookFormState(null), command: 'x', timeout })).toMatchObject({
        ok: false,
        errors: { timeout: expect.any(String) },
      });
  });

  it('saves what was typed, trimmed', () => {
    expect(
      buildHookDefinition({
        event: 'PreToolUse',
        matcher: ' Bash ',
        command: ' ~/.claude/hooks/guard.sh\n',
        timeout: '600',
        sandbox: 'hook',
      }),
    ).toEqual({
      ok: true,
      definition: {
        event: 'PreToolUse',
        matcher: 'Bash',
        command: '~/.claude/hooks/guard.sh',
        timeoutSec: 600,
        sandbox: 'hook',
      },
    });
  });

  it('asks before running a hook with full rights, unless this exact command already runs so', () => {
    const def = (command: string, sandbox: 'hook' | 'none') => ({
      event: 'PreToolUse' as const,
      matcher: '',
      command,
      timeoutSec: 60,
      sandbox,
    });
    expect(deriveNeedsFullRightsConfirm(null, def('x', 'none'))).toBe(true);
    expect(deriveNeedsFullRightsConfirm(null, def('x', 'hook'))).toBe(false);
    expect(deriveNeedsFullRightsConfirm(saved, def('~/bin/fmt', 'none'))).toBe(false);
    expect(deriveNeedsFullRightsConfirm(saved, def('~/bin/fmt --write', 'none'))).toBe(true);
    expect(deriveNeedsFullRightsConfirm({ ...saved, sandbox: 'hook' }, def('~/bin/fmt', 'none'))).toBe(true);
  });
});
