import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The release workflow cannot run here; what can be checked is that it runs what the README tells a developer to run. */
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

describe('the release workflow', () => {
  it('installs, then builds each system on its own runner with an npm run dist:* script the README documents', () => {
    const workflow = read('.github/workflows/release.yml');
    const runs = [...workflow.matchAll(/^\s*- run: (.+)$/gm)].map((m) => m[1]!.trim());
    expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run ${{ matrix.dist }} -- --publish always']);
    const targets = [...workflow.matchAll(/- os: (\S+)\n\s+dist: (\S+)/g)].map((m) => [m[1], m[2]]);
    expect(targets).toEqual([
      ['ubuntu-latest', 'dist:linux'],
      ['macos-latest', 'dist:mac'],
      ['windows-latest', 'dist:win'],
    ]);

    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const readme = read('README.md');
    for (const [, dist] of targets) {
      expect(scripts[dist!], dist).toMatch(/^node scripts\/run-dist\.mjs (linux|mac|win)$/);
      expect(readme, dist).toContain(`npm run ${dist}`);
    }
  });

  it('names its signing secrets and never holds one', () => {
    const workflow = read('.github/workflows/release.yml');
    for (const name of [
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
      'WIN_CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
    ]) {
      expect(workflow, name).toMatch(new RegExp(`^\\s+${name}: \\$\\{\\{ .*secrets\\.[A-Z_]+.* \\}\\}$`, 'm'));
    }
  });

  it('stops a Linux build of the .deb before it starts when nobody is named its maintainer, and says what to set', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_REPOSITORY: 'example/gatehouse' };
    delete env.GATEHOUSE_DEB_MAINTAINER;
    const run = spawnSync(process.execPath, ['scripts/run-dist.mjs', 'linux'], {
      cwd: process.cwd(),
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'the .deb must name its maintainer: set GATEHOUSE_DEB_MAINTAINER to "Name <mail address>"',
    );
    expect(read('.github/workflows/release.yml')).toContain(
      'GATEHOUSE_DEB_MAINTAINER: ${{ vars.GATEHOUSE_DEB_MAINTAINER }}',
    );
  });
});
