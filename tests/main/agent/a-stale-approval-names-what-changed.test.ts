import { describe, expect, it } from 'vitest';
import { deriveInspectionChange } from '../../../src/main/agent/derive-inspection-change';
import { say } from '../../../src/shared/main-messages';
import type { Inspection } from '../../../src/shared/tools';

const command = (verdict: 'read_only' | 'ask', confined = true): Inspection => ({
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: verdict === 'read_only' ? 'allow' : 'ask',
  undoable: 'no',
  summary: say('call.run', { command: 'make' }),
  preview: {
    type: 'command',
    command: {
      command: 'make',
      cwd: '/w',
      verdict,
      // No message id words a command's reason yet: it travels as legacy text (src/main/tools/run-command.ts).
      reason: say('legacy.text', { text: '' }),
      syntax: { ok: true, message: '' },
      commands: [['make']],
      sandbox: { confined, limits: [] },
    },
  },
});

const mcp = (definitionHash: string): Inspection => ({
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask',
  undoable: 'no',
  summary: say('call.mcp', { name: 'send', server: 'mail' }),
  actsOnWorld: true,
  preview: {
    type: 'mcp',
    mcp: {
      server: 'mail',
      tool: 'send',
      title: null,
      description: 'Send',
      inputSchema: {},
      annotations: {},
      trusted: false,
      definitionHash,
    },
  },
});

describe('what a stale approval says changed', () => {
  it('nothing, when the fresh look is the same (key order does not matter)', () => {
    const a = command('ask');
    // The same look, its keys written in another order.
    const b = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(a).reverse()))) as Inspection;
    expect(deriveInspectionChange(a, b)).toBeNull();
  });

  it('a command judged differently, or no longer sandboxed', () => {
    expect(deriveInspectionChange(command('read_only'), command('ask'))).toBe('the command is judged differently now');
    expect(deriveInspectionChange(command('ask'), command('ask', false))).toBe(
      'the command would not run in the same sandbox',
    );
  });

  it('an MCP tool whose server changed its definition', () => {
    expect(deriveInspectionChange(mcp('h1'), mcp('h2'))).toBe('the server changed the send tool since you saw it');
  });

  it('a call that now reaches outside the folder', () => {
    expect(
      deriveInspectionChange(command('ask'), {
        ...command('ask'),
        outsideWorkspace: true,
        outsideReasons: [say('outside.path', { path: '/elsewhere/a-link' })],
      }),
    ).toMatch(/outside/);
  });

  it('any other difference still counts', () => {
    expect(
      deriveInspectionChange(command('ask'), { ...command('ask'), summary: say('call.run', { command: 'make all' }) }),
    ).toBe('what it would do changed');
  });
});
