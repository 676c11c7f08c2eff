import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../src/main/tools';
import { buildCommandEnvironment } from '../../../src/main/tools/command';
import { buildPassedEnvironment } from '../../../src/main/tools/command';
import { DeciderSchema, deriveSettledBy } from '../../../src/shared/decisions';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

/**
 * The variables a person ticks on a command's sheet reach that command, read from the app's
 * environment when it runs. Any other decider's passEnv is ignored (defence in depth: only a
 * person's submission can carry one), and a passed name never replaces a git setting Gatehouse forces.
 */
const SAVED = new Map<string, string | undefined>();
const SET: Record<string, string> = { GATEHOUSE_PASS_ME: 'value-1', GIT_CONFIG_COUNT: '99' };

describe('passed variables reach only a command a person approved', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    for (const [name, value] of Object.entries(SET)) {
      SAVED.set(name, process.env[name]);
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of SAVED) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    ws.cleanup();
  });

  it.each(DeciderSchema.options)('decided by %s', async (by) => {
    const settledBy = deriveSettledBy(by === 'policy' ? 'policy' : by, 'rule_1');
    const command = 'printenv GATEHOUSE_PASS_ME; echo "count=$GIT_CONFIG_COUNT"';
    const reviewed = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    const result = await runCommandTool.execute(
      { command },
      executeContext(ws.root, reviewed, { settledBy, passEnv: ['GATEHOUSE_PASS_ME', 'GIT_CONFIG_COUNT'] }),
      never,
    );
    const output = result.outcome === 'stale' ? '' : result.content;
    if (by === 'person') {
      expect(output).toContain('value-1');
      expect(output).toContain('The person passed these environment variables to this command: GATEHOUSE_PASS_ME.');
      expect(output).toContain('Set by Gatehouse itself, so not replaced: GIT_CONFIG_COUNT.');
    } else {
      expect(output).not.toContain('value-1');
      expect(output).not.toContain('passed these environment variables');
    }
    expect(output).not.toContain('count=99');
  });

  it('adds exactly the named variables that are set, and says which were not', () => {
    const env = buildCommandEnvironment({ PATH: '/bin' }, 'approved');
    const base = { PATH: '/bin', A_TOKEN: 'a', B_TOKEN: 'b', GIT_PAGER: 'less' };
    const passed = buildPassedEnvironment(env, base, 'person', ['A_TOKEN', 'MISSING_ONE', 'GIT_PAGER']);
    expect(passed.env).toEqual({ ...env, A_TOKEN: 'a' });
    expect(passed.env.B_TOKEN).toBeUndefined();
    expect(passed.env.GIT_PAGER).toBe('cat');
    expect(passed.note.split('\n')).toEqual([
      'The person passed these environment variables to this command: A_TOKEN.',
      "Not set in Gatehouse's environment when it ran, so not passed: MISSING_ONE.",
      'Set by Gatehouse itself, so not replaced: GIT_PAGER.',
    ]);
    expect(buildPassedEnvironment(env, base, 'person', [])).toEqual({ env, note: '' });
    expect(buildPassedEnvironment(env, base, 'yolo', ['A_TOKEN'])).toEqual({ env, note: '' });
  });
});
