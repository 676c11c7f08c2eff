import { describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { deriveCommandHosts } from '../../../../src/main/tools/command';
import { parseShell } from '../../../../src/main/shell';
import { createTempWorkspace, inspectContext } from '../helpers';

const hostsOf = async (command: string) => deriveCommandHosts(await parseShell(command));

describe('command hosts are named', () => {
  it.each([
    ['curl https://Example.COM/a?b=c', ['example.com']],
    ['curl -s "https://user:pw@api.example.com:8443/x" | jq .', ['api.example.com']],
    ['wget http://[::1]:8080/x', ['::1']],
    ['npm install --registry=https://npm.corp.example/ left-pad', ['npm.corp.example', 'registry.npmjs.org']],
    ['npm test', ['registry.npmjs.org']],
    ['npx tsc', ['registry.npmjs.org']],
    ['yarn add x', ['registry.npmjs.org', 'registry.yarnpkg.com']],
    ['pnpm i', ['registry.npmjs.org']],
    ['pip install requests', ['files.pythonhosted.org', 'pypi.org']],
    ['python3 -m pip install requests', ['files.pythonhosted.org', 'pypi.org']],
    ['cargo build', ['crates.io', 'index.crates.io', 'static.crates.io']],
    ['go mod download', ['proxy.golang.org', 'sum.golang.org']],
    ['gem install rails', ['rubygems.org']],
    [
      'sudo apt-get install -y jq',
      ['archive.ubuntu.com', 'deb.debian.org', 'security.debian.org', 'security.ubuntu.com'],
    ],
    ['timeout 60 npm ci', ['registry.npmjs.org']],
    ['env CI=1 yarn', ['registry.npmjs.org', 'registry.yarnpkg.com']],
    ['git clone git@github.com:org/repo.git', ['github.com']],
    ['git clone --depth 1 -b main https://gitlab.example/org/r.git dir', ['gitlab.example']],
    ['git -C sub fetch ssh://git@host.example:2222/r.git', ['host.example']],
    ['git fetch origin main:main', []],
    ['git push origin HEAD:refs/heads/x', []],
    ['git remote add upstream bitbucket.org:team/r.git', ['bitbucket.org']],
    ['git show HEAD:src/x.ts', []],
    ['scp ./a.txt deploy@Build.Example:/srv/a.txt', ['build.example']],
    ['rsync -av ./dist/ backup.example::module/dist', ['backup.example']],
    ['rsync -av ./dist/ ./copy/', []],
    ['ssh -p 22 -i key ops@bastion.example uptime', ['bastion.example']],
    ['ssh -J jump.example target.example ls', ['jump.example', 'target.example']],
    ['ls -la', []],
    ['cat ./a:b', []],
    ['echo see https://docs.example.org/x && curl https://docs.example.org/y', ['docs.example.org']],
    ['curl file:///etc/passwd', []],
  ])('%j names %j', async (command, hosts) => {
    expect(await hostsOf(command)).toEqual(hosts);
  });

  it('gives names lower-cased, once each, sorted', async () => {
    const hosts = await hostsOf('curl https://B.example/ https://a.example/ https://b.EXAMPLE/x; npm i');
    expect(hosts).toEqual(['a.example', 'b.example', 'registry.npmjs.org']);
  });

  it('the command preview carries them', async () => {
    const ws = createTempWorkspace();
    try {
      const inspection = await runCommandTool.inspect(
        { command: 'npm install && curl https://api.example.com/x' },
        inspectContext(ws.root),
      );
      expect(inspection.preview.type === 'command' && inspection.preview.command.hosts).toEqual([
        'api.example.com',
        'registry.npmjs.org',
      ]);
      const plain = await runCommandTool.inspect({ command: 'ls' }, inspectContext(ws.root));
      expect(plain.preview.type === 'command' && plain.preview.command.hosts).toEqual([]);
    } finally {
      ws.cleanup();
    }
  });
});
