import { describe, expect, it } from 'vitest';
import { buildCommandProfile, describeSandboxLimits, type SandboxGrant } from '../../../src/main/sandbox';
import { wordInEnglish } from '../../support/word-main';

const base = {
  workspaceRoot: '/home/ana/project',
  home: '/home/ana',
  dataDir: '/home/ana/.config/Gatehouse',
  tempDir: '/tmp/gatehouse-cmd-abc',
  outsidePaths: ['/home/ana/exports', '/home/ana/.config/Gatehouse/sessions'],
  hosts: ['registry.npmjs.org', 'registry.npmjs.org'],
  cacheReads: ['/home/ana/.npm', '/home/ana/.config/Gatehouse'],
  system: {
    hiddenRoots: ['/opt', '/srv', '/mnt'],
    secrets: ['/etc/shadow'],
    programFolders: ['/opt/node-22/bin', '/opt/node-22', '/home/ana/.config/Gatehouse/bin'],
  },
};
const profileOf = (grant: SandboxGrant) => buildCommandProfile({ ...base, grant });

describe('each grant builds its profile', () => {
  it.each<[SandboxGrant, { readable: string[]; writable: string[]; hosts: string[] }]>([
    [
      'read_only',
      {
        readable: ['/opt/node-22/bin', '/opt/node-22', '/home/ana/project'],
        writable: ['/tmp/gatehouse-cmd-abc'],
        hosts: [],
      },
    ],
    [
      'approved',
      {
        readable: ['/opt/node-22/bin', '/opt/node-22', '/home/ana/.npm'],
        writable: ['/home/ana/project', '/tmp/gatehouse-cmd-abc', '/home/ana/exports'],
        hosts: ['registry.npmjs.org'],
      },
    ],
    [
      'yolo',
      {
        readable: ['/opt/node-22/bin', '/opt/node-22', '/home/ana/.npm'],
        writable: ['/home/ana/project', '/tmp/gatehouse-cmd-abc'],
        hosts: [],
      },
    ],
  ])('%s: reads, writes and reaches only what it was given (never the data folder)', (grant, expected) => {
    expect(profileOf(grant)).toMatchObject({
      grant,
      workspaceRoot: base.workspaceRoot,
      tempDir: base.tempDir,
      ...expected,
    });
  });

  it.each<SandboxGrant>(['read_only', 'approved', 'yolo'])(
    '%s: hides the homes, credentials, the data folder, /run, the shared temp folders, the system secrets and every top-level folder but the system own',
    (grant) => {
      expect(profileOf(grant).hidden).toEqual(
        expect.arrayContaining([
          '/home',
          '/root',
          '/home/ana',
          '/home/ana/.ssh',
          '/home/ana/.aws',
          '/home/ana/.config/Gatehouse',
          '/run',
          '/var/run',
          '/tmp',
          '/var/tmp',
          '/opt',
          '/srv',
          '/mnt',
          '/etc/shadow',
        ]),
      );
    },
  );
});

describe('the approval sheet lines', () => {
  it('for a command that may write, name what the library always keeps read-only', () => {
    const lines = describeSandboxLimits('approved', profileOf('approved')).map(wordInEnglish);
    expect(lines.slice(0, 3)).toEqual([
      'Git hooks and settings (.git/hooks, .git/config) stay read-only, here and in the repositories already inside this folder, so nothing can be planted that runs later.',
      'Shell start-up and tool settings files stay read-only and cannot be created: .gitconfig, .gitmodules, .bashrc, .bash_profile, .zshrc, .zprofile, .profile, .ripgreprc, .mcp.json.',
      'Editor and assistant settings folders stay read-only and cannot be created: .vscode, .idea, .claude/commands, .claude/agents.',
    ]);
    expect(lines).toContain('Changes only inside this folder and /home/ana/exports; everything else is read-only.');
    expect(lines).toContain('Network only to registry.npmjs.org; any other host is refused.');
    expect(lines).toContain(
      'Your home folder is hidden, except this folder and, to read only, /home/ana/.npm; keys and passwords stay hidden.',
    );
  });

  it('for yolo, no outside path and no host', () => {
    const lines = describeSandboxLimits('yolo', profileOf('yolo')).map(wordInEnglish);
    expect(lines).toContain('Changes only inside this folder; everything else is read-only.');
    expect(lines).toContain('No network: any host it tries is refused, and named so it can be asked for.');
  });

  it('for a read-only command, that nothing can change and there is no network', () => {
    const messages = describeSandboxLimits('read_only', profileOf('read_only'));
    expect(messages.map((m) => m.id)).toEqual([
      'fence.readOnly',
      'fence.noNetworkAtAll',
      'fence.homeHidden',
      'fence.dataHidden',
      'fence.restHidden',
      'fence.socketsHidden',
      'fence.stopped',
    ]);
    const lines = messages.map(wordInEnglish);
    expect(lines.join('\n')).not.toMatch(/\.git\/hooks/);
    expect(lines).toEqual([
      'Nothing can be changed: it may only read this folder, and write a temporary folder that is deleted afterwards.',
      'No network at all.',
      'Your home folder is hidden (keys, passwords, browser profiles), except this folder.',
      'Gatehouse\u2019s own data folder is hidden.',
      'Of the rest of this computer it sees only the system\u2019s programs and settings and where the programs it runs are installed; other folders (another project, disks, /opt, /srv, /mnt) are hidden, and so are the system\u2019s passwords and keys.',
      'Other programs\u2019 sockets and shared temporary folders (/run, /tmp) are out of reach.',
      'Everything it starts is stopped when it ends, when you press Stop, or when it runs out of time.',
    ]);
  });
});
