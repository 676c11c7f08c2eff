/**
 * Runs as its own process (`node --import tsx run-sandbox-checks.ts`), so a test can start it as
 * another user: builds a fixture and a sandbox as that user, runs read-only and approved commands
 * that try to break out, and prints one JSON line of what happened (on the disk, at the server, in
 * the process table). Not a test file: the-sandbox-runs-as-an-unprivileged-user-too.test.ts runs it.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createCommandSandbox } from '../../../src/main/sandbox';
import {
  createSandboxFixture,
  findProcessesWith,
  runIn,
  SECRET_KEY,
  startCountingServer,
  waitFor,
} from './sandbox-fixture';

const fx = createSandboxFixture();
const server = await startCountingServer();
const sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home });
try {
  const tag = `nobody-${randomUUID()}`;
  const readOnly = await runIn(
    sandbox,
    fx,
    `id -u; echo x > readme.txt; echo x > ${fx.outside}/keep.txt; cat ${fx.home}/.ssh/id_rsa; curl -sS --max-time 3 http://127.0.0.1:${server.port}/; setsid -f sh -c 'sleep 30; echo ${tag}'; exit 0`,
  );
  const readOnlyLeftovers = !(await waitFor(() => findProcessesWith(tag).length === 0, 2000));
  const hitsAfterReadOnly = server.hits();
  const approved = await runIn(
    sandbox,
    fx,
    `echo built > out.txt; echo x > ${fx.outside}/keep.txt; echo evil > .git/hooks/pre-commit; cat ${fx.home}/.ssh/id_rsa; curl -sS --noproxy '' http://127.0.0.1:${server.port}/; curl -sS http://example.com/; exit 0`,
    { grant: 'approved', hosts: ['127.0.0.1'] },
  );
  const report = {
    uid: process.getuid?.(),
    status: sandbox.status,
    readOnly: {
      confined: readOnly.confined,
      uidInside: readOnly.output.split('\n')[0],
      workspaceUnchanged: readFileSync(path.join(fx.ws, 'readme.txt'), 'utf8') === 'workspace text\n',
      outsideUnchanged: readFileSync(path.join(fx.outside, 'keep.txt'), 'utf8') === 'outside text\n',
      keyRead: readOnly.output.includes(SECRET_KEY),
      serverHits: hitsAfterReadOnly,
      leftovers: readOnlyLeftovers,
      blocked: readOnly.blocked,
    },
    approved: {
      confined: approved.confined,
      workspaceWritten: existsSync(path.join(fx.ws, 'out.txt')),
      outsideUnchanged: readFileSync(path.join(fx.outside, 'keep.txt'), 'utf8') === 'outside text\n',
      hookPlanted: existsSync(path.join(fx.ws, '.git', 'hooks', 'pre-commit')),
      keyRead: approved.output.includes(SECRET_KEY),
      serverReached: approved.output.includes('hello from the test server'),
      serverHits: server.hits() - hitsAfterReadOnly,
      blocked: approved.blocked,
    },
  };
  console.log(JSON.stringify(report));
} finally {
  await sandbox.close();
  await server.close();
  fx.cleanup();
}
