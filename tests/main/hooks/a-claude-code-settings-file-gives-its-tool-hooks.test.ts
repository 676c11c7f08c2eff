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
      { event: 'PreToolUse', reason: expect.stringMatching(/type "prompt"; Gatehouse runs only command hooks/) },
      { event: 'PreToolUse', reason: expect.stringMatching(/"\(" is not a pattern Gatehouse can read/) },
      { event: 'Stop', reason: 'Gatehouse runs only PreToolUse and PostToolUse hooks.' },
    ]);
  });

  it('refuses a text that is not a settings file, in plain words', () => {
    expect(() => parseClaudeSettingsText('nope')).toThrow(/not JSON/);
    expect(() => parseClaudeSettingsText('{"model":"x"}')).toThrow(/no "hooks" entry/);
  });
});
