import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { findProcessesWith } from '../../sandbox/sandbox-fixture';

/**
 * A sleep no other process runs: the command's children are found by it in /proc, since the PIDs a
 * sandboxed command sees ($!) are those of its own PID namespace, not the host's.
 */
function uniqueSleep(): string {
  return `sleep 30.${String(process.pid).padStart(7, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

describe('run_command runs bash in the workspace', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());

  async function run(
    command: string,
    opts: { timeout_seconds?: number; signal?: AbortSignal; onProgress?: (c: string) => void } = {},
  ) {
    const args = { command, ...(opts.timeout_seconds ? { timeout_seconds: opts.timeout_seconds } : {}) };
    const reviewed = await runCommandTool.inspect(args, inspectContext(ws.root));
    return runCommandTool.execute(
      args,
      executeContext(ws.root, reviewed, opts.onProgress ? { onProgress: opts.onProgress } : {}),
      opts.signal ?? never,
    );
  }

  it('reports the exit code and output, in the workspace folder', async () => {
    const result = await run('pwd; echo oops >&2; exit 3');
    expect(result).toMatchObject({ outcome: 'failure' });
    expect(result.outcome !== 'stale' && result.content).toContain('Exit code 3.');
    expect(result.outcome !== 'stale' && result.content).toContain(ws.root);
    expect(result.outcome !== 'stale' && result.content).toContain('oops');
  });

  it('streams output as it comes', async () => {
    const chunks: string[] = [];
    const result = await run('echo one; sleep 0.2; echo two', { onProgress: (c) => chunks.push(c) });
    expect(result.outcome).toBe('success');
    expect(chunks.join('')).toBe('one\ntwo\n');
  });

  it('keeps the head and the tail of long output', async () => {
    const result = await run('echo FIRST; seq 1 20000; echo LAST');
    const content = result.outcome === 'stale' ? '' : result.content;
    expect(content).toContain('FIRST');
    expect(content).toContain('LAST');
    expect(content).toMatch(/characters omitted/);
    expect(content.length).toBeLessThan(31_000);
  });

  it('on timeout says so and kills what the command started', async () => {
    const sleep = uniqueSleep();
    const started = Date.now();
    const result = await run(`${sleep} & ${sleep}`, { timeout_seconds: 1 });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(result.outcome === 'stale' ? '' : result.content).toMatch(/Timed out after 1 s/);
    await waitFor(() => findProcessesWith(sleep).length === 0, 3000);
    expect(findProcessesWith(sleep)).toEqual([]);
  });

  it('on Stop says it was cancelled and kills the process group, even a child ignoring SIGTERM', async () => {
    const sleep = uniqueSleep();
    const controller = new AbortController();
    const running = run(`bash -c 'trap "" TERM; ${sleep}' & ${sleep}`, { signal: controller.signal });
    await waitFor(() => findProcessesWith(sleep).length >= 2, 5000);
    controller.abort();
    const result = await running;
    expect(result.outcome).toBe('failure');
    expect(result.outcome === 'stale' ? '' : result.content).toMatch(/Cancelled/);
    await waitFor(() => findProcessesWith(sleep).length === 0, 4000);
    expect(findProcessesWith(sleep)).toEqual([]);
  });
});
