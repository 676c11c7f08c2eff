import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { buildCommandEnvironment, isSecretVariableName } from '../../../../src/main/tools/command/environment';
import { deriveWithheldNote } from '../../../../src/main/tools/run-command';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';

const SECRETS: Record<string, string> = {
  ANTHROPIC_API_KEY: 'sk-ant-secret-1',
  ANTHROPIC_BASE_URL: 'http://secret-2.example',
  OPENAI_API_KEY: 'sk-secret-3',
  OPENAI_ORG: 'secret-4',
  AWS_SECRET_ACCESS_KEY: 'secret-5',
  AWS_SESSION_TOKEN: 'secret-6',
  GITHUB_TOKEN: 'ghp_secret7',
  GH_TOKEN: 'gho_secret8',
  NPM_TOKEN: 'npm_secret9',
  MY_SERVICE_PASSWORD: 'secret-10',
  PGPASSWORD: 'secret-11',
  DB_CREDENTIALS: 'secret-12',
  DEPLOY_PRIVATE_KEY: 'secret-13',
  stripe_secret_key: 'secret-14',
  SLACK_APIKEY: 'secret-15',
  VAULT_TOKEN: 'secret-16',
};
const PLAIN: Record<string, string> = {
  GATEHOUSE_TEST_PLAIN: 'plain-value',
  TOKENIZER_PATH: '/opt/tok',
  KEYBOARD_LAYOUT: 'gb',
  GIT_AUTHOR_NAME: 'Ada',
};

describe('run_command withholds secret environment variables', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const saved = new Map<string, string | undefined>();
  beforeAll(() => {
    ws = createTempWorkspace();
    for (const [name, value] of Object.entries({ ...SECRETS, ...PLAIN })) {
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

  it('lets a read-only printenv run without asking, and the child sees no secret but keeps PATH, HOME and the rest', async () => {
    const args = { command: 'printenv' };
    const reviewed = await runCommandTool.inspect(args, inspectContext(ws.root));
    expect(reviewed.defaultEffect).toBe('allow');
    const result = await runCommandTool.execute(args, executeContext(ws.root, reviewed), never);
    expect(result.outcome).toBe('success');
    const output = result.outcome === 'stale' ? '' : result.content;
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(output).not.toContain(value);
      expect(output).not.toMatch(new RegExp(`^${name}=`, 'm'));
    }
    for (const [name, value] of Object.entries(PLAIN)) expect(output).toContain(`${name}=${value}`);
    expect(output).toContain(`PATH=${process.env.PATH}`);
    expect(output).toContain(`HOME=${process.env.HOME}`);
  });

  it('says in the command preview that secrets are not passed, naming the ones left out', async () => {
    const reviewed = await runCommandTool.inspect({ command: 'ls' }, inspectContext(ws.root));
    const reason = reviewed.preview.type === 'command' ? reviewed.preview.command.reason : '';
    expect(reason).toContain('Secret environment variables (API keys, tokens, passwords) are not passed to the command');
    expect(reason).toContain('AWS_SECRET_ACCESS_KEY');
    expect(reason).not.toContain('sk-ant-secret-1');
  });

  it('names at most six variables in the note, and says plainly when there are none', () => {
    expect(deriveWithheldNote([])).toBe('Secret environment variables (API keys, tokens, passwords) are not passed to the command.');
    expect(deriveWithheldNote(['A_TOKEN'])).toMatch(/: A_TOKEN is left out\.$/);
    expect(deriveWithheldNote(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => `${n}_TOKEN`))).toMatch(/F_TOKEN and 2 more are left out\.$/);
  });

  const names: [string, boolean][] = [
    ...Object.keys(SECRETS).map((name): [string, boolean] => [name, true]),
    ...Object.keys(PLAIN).map((name): [string, boolean] => [name, false]),
    ['PATH', false], ['HOME', false], ['LANG', false], ['LC_ALL', false], ['TERM', false], ['SSH_AUTH_SOCK', false],
    ['GIT_CONFIG_KEY_0', false], ['HF_TOKEN', true], ['npm_config__auth', true], ['GOOGLE_APPLICATION_CREDENTIALS', true],
  ];
  it.each(names)('classifies %s as secret: %s', (name, secret) => {
    expect(isSecretVariableName(name)).toBe(secret);
  });

  it('keeps its own git overrides after withholding secrets', () => {
    const env = buildCommandEnvironment({ PATH: '/bin', GITHUB_TOKEN: 'x' });
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env.PATH).toBe('/bin');
    expect(env.GIT_CONFIG_KEY_0).toBe('core.fsmonitor');
  });
});
