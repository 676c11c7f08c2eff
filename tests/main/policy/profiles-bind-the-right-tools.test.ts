import { describe, expect, it } from 'vitest';
import {
  BUILTIN_CATALOGUE,
  isBound,
  modePrompt,
  modesBinding,
  profileFor,
  type CatalogueEntry,
} from '../../../src/main/policy';
import { BUILTIN_TOOL_NAMES } from '../../../src/shared/tools';

describe('profileFor', () => {
  it('ask binds only the read-only tools', () => {
    expect(profileFor('ask').tools).toEqual(['read_file', 'list_dir', 'search']);
  });

  it('plan binds the read-only tools and update_plan', () => {
    expect(profileFor('plan').tools).toEqual(['read_file', 'list_dir', 'search', 'update_plan']);
  });

  it('agent binds every built-in tool', () => {
    expect([...profileFor('agent').tools].sort()).toEqual([...BUILTIN_TOOL_NAMES].sort());
  });

  it('the catalogue lists exactly the built-in tool names', () => {
    expect(BUILTIN_CATALOGUE.map((t) => t.name)).toEqual([...BUILTIN_TOOL_NAMES]);
  });

  it.each(['ask', 'plan', 'agent'] as const)('%s: the profile and its tool list are frozen', (mode) => {
    const profile = profileFor(mode);
    expect(profile.id).toBe(mode);
    expect(profile.mode).toBe(mode);
    expect(Object.isFrozen(profile)).toBe(true);
    expect(Object.isFrozen(profile.tools)).toBe(true);
    expect(Object.isFrozen(profile.overrides)).toBe(true);
    expect(() => (profile.tools as string[]).push('run_command')).toThrow();
  });

  it('takes a wider catalogue: MCP tools bind in agent only', () => {
    const catalogue: CatalogueEntry[] = [...BUILTIN_CATALOGUE, { name: 'mcp__mail__send', category: 'external' }];
    expect(isBound(profileFor('agent', catalogue), 'mcp__mail__send')).toBe(true);
    expect(isBound(profileFor('plan', catalogue), 'mcp__mail__send')).toBe(false);
    expect(isBound(profileFor('ask', catalogue), 'mcp__mail__send')).toBe(false);
  });
});

describe('isBound', () => {
  it.each([
    ['ask', 'read_file', true],
    ['ask', 'write_file', false],
    ['ask', 'run_command', false],
    ['ask', 'remember', false],
    ['ask', 'update_plan', false],
    ['plan', 'update_plan', true],
    ['plan', 'edit_file', false],
    ['agent', 'run_command', true],
    ['agent', 'no_such_tool', false],
  ] as const)('%s binds %s: %s', (mode, tool, bound) => {
    expect(isBound(profileFor(mode), tool)).toBe(bound);
  });
});

describe('modePrompt', () => {
  it('agent adds no rules', () => {
    expect(modePrompt(profileFor('agent'))).toBeNull();
  });

  it('ask says it cannot change files, run commands, write memory or edit the plan, and must say so plainly', () => {
    const rules = modePrompt(profileFor('ask'));
    expect(rules).toMatch(/cannot change or create files/);
    expect(rules).toMatch(/run commands/);
    expect(rules).toMatch(/memory/);
    expect(rules).toMatch(/plan/);
    expect(rules).toMatch(/never pretend/i);
  });

  it('plan says it only plans and points to Agent mode for code changes', () => {
    const rules = modePrompt(profileFor('plan'));
    expect(rules).toMatch(/only plan/);
    expect(rules).toMatch(/switch to Agent mode/);
  });
});

describe('modesBinding', () => {
  it('names the modes where a tool is available', () => {
    expect(modesBinding('write_file')).toEqual(['agent']);
    expect(modesBinding('update_plan')).toEqual(['plan', 'agent']);
    expect(modesBinding('read_file')).toEqual(['ask', 'plan', 'agent']);
    expect(modesBinding('nope')).toEqual([]);
  });
});
