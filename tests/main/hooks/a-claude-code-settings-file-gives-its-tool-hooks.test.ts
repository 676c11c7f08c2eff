import { describe, expect, it } from 'vitest';
import { parseClaudeSettingsText } from '../../../src/main/hooks';

describe("importing Claude Code's settings.json", () => {
  it('reads PreToolUse and PostToolUse command hooks, sandboxed, and lists everything else as skipped', () => {
    const text = JSON.stringify({
      permissions: { allow: ['Bash(ls:*)'] },
      hooks: {
        PreToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: '~/.claude/hooks/no-rm.sh', timeout: 5 }] },
          {
            matcher: 'Write|Edit',
            hooks: [
              { type: 'command', command: 'node guard.js' },
              { type: 'prompt', prompt: 'check' },
            ],
          },
          { matcher: '(', hooks: [{ type: 'command', command: 'x' }] },
        ],
        PostToolUse: [{ hooks: [{ type: 'command', command: 'npx prettier --write', timeout: 9000 }] }],
        Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }],
      },
    });
    const parsed = parseClaudeSettingsText(text);
    expect(parsed.hooks).toEqual([
      {
        event: 'PreToolUse',
        matcher: 'Bash',
        command: '~/.claude/hooks/no-rm.sh',
        timeoutSec: 5,
        sandbox: 'hook',
        position: 'PreToolUse:0:0',
      },
      {
        event: 'PreToolUse',
        matcher: 'Write|Edit',
        command: 'node guard.js',
        timeoutSec: 60,
        sandbox: 'hook',
        position: 'PreToolUse:1:0',
      },
      {
        event: 'PostToolUse',
        matcher: '',
        command: 'npx prettier --write',
        timeoutSec: 600,
        sandbox: 'hook',
        position: 'PostToolUse:0:0',
      },
    ]);
    expect(parsed.skipped).toEqual([
      {
        event: 'PreToolUse',
        reason: { id: 'hooks.skip.notCommand', params: { entry: 2, hook: 2, type: 'prompt' } },
      },
      { event: 'PreToolUse', reason: { id: 'hooks.matcherUnreadable', params: { matcher: '(' } } },
      { event: 'Stop', reason: { id: 'hooks.skip.otherEvent', params: {} } },
    ]);
  });

  it('refuses a text that is not a settings file, with a message for the person', () => {
    expect(() => parseClaudeSettingsText('nope')).toThrow(
      expect.objectContaining({ text: { id: 'hooks.import.notJson', params: {} } }),
    );
    expect(() => parseClaudeSettingsText('{"model":"x"}')).toThrow(
      expect.objectContaining({ text: { id: 'hooks.import.noHooks', params: {} } }),
    );
  });
});
