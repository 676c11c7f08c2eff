import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseApprovalMode, parseWorkMode } from '../../../src/main/policy';

describe('parseWorkMode', () => {
  it.each([
    ['ask', 'ask'],
    ['plan', 'plan'],
    ['agent', 'agent'],
    ['  ASK ', 'ask'],
    ['Plan', 'plan'],
    ['\tAgent\n', 'agent'],
    ['', 'agent'],
    ['   ', 'agent'],
    ['yolo', 'agent'],
    ['asking', 'agent'],
  ])('%j → %s', (raw, expected) => {
    expect(parseWorkMode(raw)).toBe(expected);
  });

  it.each([undefined, null, 3, true, {}, ['ask'], Symbol('ask')])('a non-string (%s) falls back to agent', (raw) => {
    expect(parseWorkMode(raw)).toBe('agent');
  });

  it('never returns anything outside the three modes', () => {
    fc.assert(fc.property(fc.anything(), (raw) => ['ask', 'plan', 'agent'].includes(parseWorkMode(raw))));
  });
});

describe('parseApprovalMode', () => {
  it.each([
    ['manual', 'manual'],
    ['auto', 'auto'],
    ['yolo', 'yolo'],
    [' YOLO ', 'yolo'],
    ['Auto', 'auto'],
    ['', 'manual'],
    ['agent', 'manual'],
    ['yolo!', 'manual'],
  ])('%j → %s', (raw, expected) => {
    expect(parseApprovalMode(raw)).toBe(expected);
  });

  it.each([undefined, null, 0, false, {}, ['yolo']])('a non-string (%s) falls back to manual, the safe default', (raw) => {
    expect(parseApprovalMode(raw)).toBe('manual');
  });

  it('only an exact (trimmed, case-insensitive) "yolo" ever yields yolo', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const parsed = parseApprovalMode(raw);
        return parsed !== 'yolo' || raw.trim().toLowerCase() === 'yolo';
      }),
    );
  });
});
