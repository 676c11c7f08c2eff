import { describe, expect, it } from 'vitest';
import { approvalModeNote, explainPersonDenial, explainPolicyDenial } from '../../../src/main/policy';
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

describe('policy denials tell the model what to do instead', () => {
  it('a tool not available in this mode names the mode that has it', () => {
    const text = explainPolicyDenial({ tool: 'write_file', mode: 'ask', bound: false, known: true });
    expect(text).toMatch(/^Not run:/);
    expect(text).toContain('not available in Ask mode');
    expect(text).toContain('Agent mode');
  });

  it('update_plan in ask mode points to Plan and Agent mode', () => {
    const text = explainPolicyDenial({ tool: 'update_plan', mode: 'ask', bound: false, known: true });
    expect(text).toContain('Plan mode and Agent mode');
  });

  it('invalid arguments say what was wrong', () => {
    const text = explainPolicyDenial({
      tool: 'read_file',
      mode: 'agent',
      bound: true,
      known: true,
      inspectError: 'path: Required',
    });
    expect(text).toContain('path: Required');
    expect(text).toMatch(/Fix them/);
  });

  it('an unknown tool is named', () => {
    expect(explainPolicyDenial({ tool: 'format_disk', mode: 'agent', bound: false, known: false })).toContain(
      'no tool called "format_disk"',
    );
  });
});

describe('a person’s denial', () => {
  it('carries the reason and tells the model not to retry without asking', () => {
    const text = explainPersonDenial('  wrong file  ');
    expect(text).toContain('Their reason: wrong file');
    expect(text).toMatch(/Do not retry/);
  });

  it('says so when no reason was given', () => {
    expect(explainPersonDenial(undefined)).toContain('no reason');
    expect(explainPersonDenial('   ')).toContain('no reason');
  });
});

describe('approval mode notes', () => {
  it('auto says it behaves as manual until a reviewer exists', () => {
    expect(approvalModeNote('auto')).toEqual(say('run.autoWaits'));
    expect(wordInEnglish(approvalModeNote('auto'))).toMatch(/waits for you/);
    expect(approvalModeNote('manual')).toBeNull();
    expect(approvalModeNote('yolo')).toBeNull();
  });
});
