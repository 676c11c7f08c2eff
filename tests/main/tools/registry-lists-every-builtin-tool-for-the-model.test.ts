import { describe, expect, it } from 'vitest';
import { say } from '../../../src/shared/main-messages';
import { BUILTIN_TOOL_NAMES } from '../../../src/shared/tools';
import { wordInEnglish } from '../../support/word-main';
import { createToolRegistry, rememberTool, updatePlanTool } from '../../../src/main/tools';
import { executeContext, inspectContext, never } from './helpers';

describe('the tool registry', () => {
  it('lists the built-in tools in order with strict JSON Schemas', () => {
    const registry = createToolRegistry();
    expect(registry.names()).toEqual([...BUILTIN_TOOL_NAMES]);
    const specs = registry.modelTools();
    expect(specs.map((s) => s.name)).toEqual([...BUILTIN_TOOL_NAMES]);
    for (const spec of specs) {
      expect(spec.input_schema.type).toBe('object');
      expect(spec.input_schema.additionalProperties).toBe(false);
      expect(spec.input_schema).not.toHaveProperty('$schema');
      expect(spec.description.length).toBeGreaterThan(20);
    }
    const run = specs.find((s) => s.name === 'run_command');
    expect(run?.input_schema.required).toEqual(['command']);
  });

  it('refuses two tools with one name', () => {
    expect(() => createToolRegistry({ extraTools: [rememberTool] })).toThrow(/two tools are named remember/);
  });

  it('update_plan previews the checklist and confirms briefly', async () => {
    const args = {
      items: [
        { text: 'Read code', status: 'done' as const },
        { text: 'Fix bug', status: 'in_progress' as const },
      ],
    };
    const inspection = await updatePlanTool.inspect(args, inspectContext('/tmp'));
    expect(inspection).toMatchObject({
      defaultEffect: 'allow',
      preview: { type: 'plan', items: args.items },
      summary: say('call.plan', { count: 2, done: 1 }),
    });
    expect(wordInEnglish(inspection.summary)).toBe('Update the plan (2 steps, 1 done)');
    expect(await updatePlanTool.execute(args, executeContext('/tmp', inspection), never)).toEqual({
      outcome: 'success',
      content: 'Plan updated: 1 of 2 done; now: Fix bug.',
    });
  });

  it('remember saves the note for the folder, always asks a person, and a failing store is a failure value', async () => {
    const saved: unknown[] = [];
    const inspection = await rememberTool.inspect({ text: 'Use pnpm' }, inspectContext('/tmp'));
    expect(inspection).toMatchObject({ defaultEffect: 'ask', actsOnWorld: true });
    const ok = await rememberTool.execute(
      { text: 'Use pnpm' },
      executeContext('/tmp', inspection, { memory: { saveNote: (n) => saved.push(n) } }),
      never,
    );
    expect(ok.outcome).toBe('success');
    expect(saved).toEqual([{ sessionId: 'session-1', workspace: '/tmp', text: 'Use pnpm' }]);
    const failed = await rememberTool.execute(
      { text: 'x' },
      executeContext('/tmp', inspection, {
        memory: {
          saveNote: () => {
            throw new Error('disk full');
          },
        },
      }),
      never,
    );
    expect(failed).toEqual({ outcome: 'failure', content: 'The note could not be saved: disk full' });
  });
});
