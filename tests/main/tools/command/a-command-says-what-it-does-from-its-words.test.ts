import { describe, expect, it } from 'vitest';
import { describeCommandActions } from '../../../../src/main/tools/command/describe-command-actions';
import { parseShell } from '../../../../src/main/shell/shell-parse';

const read = async (command: string) => describeCommandActions(await parseShell(command));

describe('what a command does, read from its words', () => {
  it.each([
    ['rm old-draft.txt', [{ verb: 'delete', program: 'rm', targets: ['old-draft.txt'] }]],
    ['rm -rf build dist', [{ verb: 'delete', program: 'rm', targets: ['build', 'dist'] }]],
    ['rmdir empty', [{ verb: 'delete', program: 'rmdir', targets: ['empty'] }]],
    ['mv notes.txt archive/', [{ verb: 'move', program: 'mv', targets: ['notes.txt'], destination: 'archive/' }]],
    ['cp a.md b.md backup', [{ verb: 'copy', program: 'cp', targets: ['a.md', 'b.md'], destination: 'backup' }]],
    ['mkdir -p archive/2026', [{ verb: 'create-folder', program: 'mkdir', targets: ['archive/2026'] }]],
    ['touch todo.md', [{ verb: 'create-file', program: 'touch', targets: ['todo.md'] }]],
    ['chmod +x deploy.sh', [{ verb: 'change-permissions', program: 'chmod', targets: ['deploy.sh'] }]],
    ['npm install left-pad', [{ verb: 'install-packages', program: 'npm', targets: ['left-pad'] }]],
    ['npm ci', [{ verb: 'install-packages', program: 'npm', targets: [] }]],
    ['pip install requests==2.32', [{ verb: 'install-packages', program: 'pip', targets: ['requests==2.32'] }]],
    [
      'curl -fsSL https://example.com/data.json',
      [{ verb: 'reach-network', program: 'curl', targets: ['https://example.com/data.json'] }],
    ],
    ['./deploy.sh', [{ verb: 'run-script', program: './deploy.sh', targets: ['./deploy.sh'] }]],
    ['bash scripts/build.sh --fast', [{ verb: 'run-script', program: 'bash', targets: ['scripts/build.sh'] }]],
    ['make test', [{ verb: 'run-script', program: 'make', targets: [] }]],
    ['git commit -m "Add notes"', [{ verb: 'git-commit', program: 'git', targets: [] }]],
    ['git push origin main', [{ verb: 'git-push', program: 'git', targets: ['origin'] }]],
    ['git checkout -b feature', [{ verb: 'git-change', program: 'git', targets: ['checkout'] }]],
    ['ls -la', [{ verb: 'read', program: 'ls', targets: [] }]],
    ['sort names.txt > sorted.txt', [{ verb: 'write-file', program: '', targets: ['sorted.txt'] }]],
    ['frobnicate --all', [{ verb: 'other', program: 'frobnicate', targets: [] }]],
  ])('%s', async (command, actions) => {
    expect(await read(command)).toEqual(actions);
  });

  it('says every step of a chain, in order, and leaves out the folder changes', async () => {
    expect(await read('mkdir -p archive && mv old-notes.txt archive/')).toEqual([
      { verb: 'create-folder', program: 'mkdir', targets: ['archive'] },
      { verb: 'move', program: 'mv', targets: ['old-notes.txt'], destination: 'archive/' },
    ]);
    expect(await read('cd docs && rm -f draft.md')).toEqual([{ verb: 'delete', program: 'rm', targets: ['draft.md'] }]);
  });

  it('says nothing it cannot stand behind: a command it cannot read whole gets no sentence', async () => {
    expect(await read('rm $(cat list.txt)')).toEqual([]);
    expect(await read('eval "$CMD"')).toEqual([]);
  });
});
