import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { buildCommandEnvironment, deriveWithheldNames, isPassedVariableName } from '../../../../src/main/tools/command';
import { deriveWithheldNote } from '../../../../src/main/tools/run-command';
import { wordInEnglish } from '../../../support/word-main';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';

// A deny-list by name let DATABASE_URL, SENTRY_DSN, SLACK_WEBHOOK_URL, DB_PASS and STRIPE_KEY reach
// a read-only `printenv`, whose output goes to the model. Only an allowlist passes now.
const WITHHELD: Record<string, string> = {
  DATABASE_URL: 'postgres://u:secret-1@db/x',
  SENTRY_DSN: 'https://secret-2@sentry.example/1',
  SLACK_WEBHOOK_URL: 'https://hooks.slack.example/secret-3',
  DB_PASS: 'secret-4',
  STRIPE_KEY: 'sk_live_secret5',
  ANTHROPIC_API_KEY: 'sk-ant-secret-6',
  GITHUB_TOKEN: 'ghp_secret7',
  MY_PLAIN_SETTING: 'secret-8',
  GIT_DIR: '/tmp/secret-9',
  GIT_CONFIG_PARAMETERS: "'core.pager=secret-10'",
  BASH_ENV: '/tmp/secret-11',
  CDPATH: '/tmp/secret-12',
};
const PASSED: Record<string, string> = { LANG: 'C.UTF-8', LC_TIME: 'C', TZ: 'UTC', TMPDIR: '/tmp', TERM: 'dumb' };

describe('only allowlisted environment variables reach commands', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const saved = new Map<string, string | undefined>();
  beforeAll(() => {
    ws = createTempWorkspace();
    for (const [name, value] of Object.entries({ ...WITHHELD, ...PASSED })) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    ws.cleanup();
  });

  it.each(['printenv', 'env'])(
    '%s stays read-only, and its child sees only the allowlist and the git settings Gatehouse sets',
    async (command) => {
      const reviewed = await runCommandTool.inspect({ command }, inspectContext(ws.root));
      expect(reviewed.defaultEffect).toBe('allow');
      // As the app runs it: a read-only auto-run, in the read-only sandbox.
      const result = await runCommandTool.execute(
        { command },
        executeContext(ws.root, reviewed, { settledBy: { by: 'policy', layer: 'policy' } }),
        never,
      );
      const output = result.outcome === 'stale' ? '' : result.content;
      for (let i = 1; i <= 12; i += 1) expect(output).not.toContain(`secret-${i}`);
      expect(output).not.toContain('secret5');
      expect(output).not.toContain('secret7');
      // TMPDIR is the command's own temp folder inside the sandbox, never the shared /tmp.
      for (const [name, value] of Object.entries(PASSED))
        if (name !== 'TMPDIR') expect(output).toContain(`${name}=${value}`);
      expect(output).toMatch(/^TMPDIR=\/.+/m);
      expect(output).not.toMatch(/^TMPDIR=\/tmp$/m);
      expect(output).toContain(`PATH=${process.env.PATH ?? ''}`);
      expect(output).toContain(`HOME=${process.env.HOME ?? ''}`);
      const names = output
        .split('\n')
        .slice(1)
        .map((line) => line.split('=')[0] ?? '')
        .filter((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
      for (const name of names) {
        const ours = /^(GIT_|PAGER$|PWD$|SHLVL$|_$|OLDPWD$|GATEHOUSE_COMMAND_RUN$)/.test(name);
        expect(isPassedVariableName(name) || ours, name).toBe(true);
      }
    },
  );

  it('the sheet names what is withheld, never the values', async () => {
    const reviewed = await runCommandTool.inspect({ command: 'ls' }, inspectContext(ws.root));
    const note = reviewed.preview.type === 'command' ? reviewed.preview.command.withheldNote : undefined;
    expect(note?.id).toBe('command.withheld');
    const reason = wordInEnglish(note);
    expect(reason).toContain(
      'Only PATH, HOME, USER, LOGNAME, SHELL, LANG, LC_*, TERM, TZ, TMPDIR, PWD are passed to the command;',
    );
    expect(reason).toMatch(/\d+ other environment variables are withheld: /);
    expect(reason).toContain('DATABASE_URL');
    expect(reason).not.toContain('secret-1');
    const withheld = reviewed.preview.type === 'command' ? reviewed.preview.command.withheldEnv : [];
    expect(withheld).toEqual(deriveWithheldNames(process.env));
    expect(withheld).toEqual(expect.arrayContaining(Object.keys(WITHHELD)));
  });

  it('lists the withheld names sorted, and words the note for none, one and many', () => {
    expect(deriveWithheldNames({ PATH: '/bin', ZED: '1', DB_PASS: 'x', LC_ALL: 'C', HOME: '/h', A_B: '2' })).toEqual([
      'A_B',
      'DB_PASS',
      'ZED',
    ]);
    expect(deriveWithheldNote([])).toEqual({
      id: 'command.passedOnly',
      params: { passed: 'PATH, HOME, USER, LOGNAME, SHELL, LANG, LC_*, TERM, TZ, TMPDIR, PWD' },
    });
    expect(wordInEnglish(deriveWithheldNote([]))).toBe(
      'Only PATH, HOME, USER, LOGNAME, SHELL, LANG, LC_*, TERM, TZ, TMPDIR, PWD are passed to the command.',
    );
    expect(wordInEnglish(deriveWithheldNote(['DB_PASS']))).toMatch(
      /; 1 other environment variable is withheld: DB_PASS\.$/,
    );
    const many = Array.from({ length: 45 }, (_, i) => `V${String(i).padStart(2, '0')}`);
    expect(deriveWithheldNote(many).params).toMatchObject({ count: 45, more: 5 });
    expect(wordInEnglish(deriveWithheldNote(many))).toMatch(
      /45 other environment variables are withheld: V00, .*V39 and 5 more\.$/,
    );
  });

  it.each([
    ['PATH', true],
    ['HOME', true],
    ['USER', true],
    ['LOGNAME', true],
    ['SHELL', true],
    ['LANG', true],
    ['LC_ALL', true],
    ['LC_CTYPE', true],
    ['TERM', true],
    ['TZ', true],
    ['TMPDIR', true],
    ['PWD', true],
    ['LANGUAGE', false],
    ['LC_', false],
    ['lc_all', false],
    ['path', false],
    ['SSH_AUTH_SOCK', false],
    ['GIT_AUTHOR_NAME', false],
    ['NODE_OPTIONS', false],
    ['LD_PRELOAD', false],
    ['DATABASE_URL', false],
    ['SENTRY_DSN', false],
  ])('%s passes: %s', (name, passed) => {
    expect(isPassedVariableName(name)).toBe(passed);
  });

  it('sets its git safety settings over anything the app’s environment says', () => {
    const env = buildCommandEnvironment({
      PATH: '/bin',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'core.pager',
      GIT_CONFIG_VALUE_0: 'sh',
      GIT_ALLOW_PROTOCOL: 'ext',
    });
    expect(env.PATH).toBe('/bin');
    expect(env.GIT_ALLOW_PROTOCOL).toBe('none');
    expect(env.GIT_NO_LAZY_FETCH).toBe('1');
    const config = Object.fromEntries(
      Array.from({ length: Number(env.GIT_CONFIG_COUNT) }, (_, i) => [
        env[`GIT_CONFIG_KEY_${i}`],
        env[`GIT_CONFIG_VALUE_${i}`],
      ]),
    );
    expect(config).toMatchObject({
      'core.fsmonitor': 'false',
      'core.hooksPath': '/dev/null',
      'core.pager': 'cat',
      'safe.bareRepository': 'explicit',
      'protocol.allow': 'never',
      'protocol.ext.allow': 'never',
      'protocol.file.allow': 'never',
    });
    // A person-approved command keeps the network transports and still never gets ext:: or fd::.
    const approved = buildCommandEnvironment({ PATH: '/bin' }, 'approved');
    expect(approved.GIT_ALLOW_PROTOCOL).toBeUndefined();
    const approvedKeys = Array.from(
      { length: Number(approved.GIT_CONFIG_COUNT) },
      (_, i) => approved[`GIT_CONFIG_KEY_${i}`],
    );
    expect(approvedKeys).toContain('protocol.ext.allow');
    expect(approvedKeys).not.toContain('protocol.allow');
  });

  it('git run with that environment takes the forced settings as command-line config', () => {
    const out = execFileSync('git', ['config', '--show-scope', '--get', 'protocol.allow'], {
      env: buildCommandEnvironment(process.env),
      cwd: ws.root,
    }).toString();
    expect(out.trim()).toBe('command\tnever');
  });
});
