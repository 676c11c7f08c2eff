import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { CorePush, IpcResult } from '../../src/shared/ipc';
import type { CoreBackend } from './browser-harness';
import { nodeArgsForTestEntry } from './test-entry-bundles';

const repo = resolve(import.meta.dirname, '../..');

export interface IpcCoreChild extends CoreBackend {
  child: ChildProcess;
  /** Every push the core sent, in order (durable events, live deltas, lists). */
  pushes: CorePush[];
  /** Calls a channel as the page would (through the same router). */
  call<T = unknown>(channel: string, payload: unknown): Promise<IpcResult<T>>;
  /** What the native folder picker answers from now on (as if the person chose `path`). */
  setPickedFolder(path: string): void;
  /**
   * For a child started without a model (`modelBaseUrl` null): points its settings at the scripted
   * model as a started child's are (or, `fresh`, leaves them as a first run finds them).
   */
  useModel(modelBaseUrl: string, options?: { fresh?: boolean }): Promise<void>;
  /** SIGKILL: no shutdown code runs, as when the app crashes. */
  kill(): Promise<void>;
}

export interface IpcCoreChildOptions {
  /** Leave the settings as a first run finds them (no model, not onboarded) instead of pointing them at the scripted model. */
  fresh?: boolean;
  /** Variables added to the child's environment (this process's otherwise). */
  env?: Record<string, string>;
}

/**
 * Starts tests/support/ipc-core-child.ts on a data folder; resolves once the core is open. With a
 * null `modelBaseUrl` the core opens with its settings untouched until `useModel` (a child started
 * ahead of the test that will use it: tests/support/browser-fixture.ts).
 */
export async function startIpcCoreChild(
  dataDir: string,
  modelBaseUrl: string | null,
  workspace: string,
  options: IpcCoreChildOptions = {},
): Promise<IpcCoreChild> {
  const rest = [dataDir, modelBaseUrl ?? '-', workspace, ...(options.fresh ? ['--fresh'] : [])];
  const child = spawn(process.execPath, [...nodeArgsForTestEntry('ipc-core-child'), ...rest], {
    cwd: repo,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pushes: CorePush[] = [];
  const replies = new Map<number, (result: IpcResult<unknown>) => void>();
  let configured: (() => void) | null = null;
  // Every window attached to this core hears its pushes, as every BrowserWindow does in the app.
  const sinks = new Set<(push: CorePush) => void>();
  let nextId = 1;

  await new Promise<void>((ready, fail) => {
    child.once('exit', (code, signal) => fail(new Error(`core child exited before it was ready (${code ?? signal})`)));
    child.on('message', (raw) => {
      const m = raw as { ready?: true; configured?: true; id?: number; result?: IpcResult<unknown>; push?: CorePush };
      if (m.ready) ready();
      else if (m.configured) configured?.();
      else if (m.push) {
        pushes.push(m.push);
        for (const sink of sinks) sink(m.push);
      } else if (m.id !== undefined && m.result) {
        replies.get(m.id)?.(m.result);
        replies.delete(m.id);
      }
    });
  });
  child.removeAllListeners('exit');

  const call = <T>(channel: string, payload: unknown) =>
    new Promise<IpcResult<T>>((done, fail) => {
      if (!child.connected) {
        fail(new Error('the core child is not running'));
        return;
      }
      const id = nextId++;
      replies.set(id, done as (r: IpcResult<unknown>) => void);
      child.send({ id, channel, payload });
    });

  return {
    child,
    pushes,
    call,
    invoke: (channel, payload) => call(channel, payload),
    setPickedFolder(path) {
      // Same channel as the requests, so it lands before any request sent after it.
      child.send({ pick: path });
    },
    useModel: (baseUrl, useOptions = {}) =>
      new Promise<void>((done, fail) => {
        if (!child.connected) {
          fail(new Error('the core child is not running'));
          return;
        }
        configured = done;
        child.send({ model: { baseUrl, fresh: useOptions.fresh === true } });
      }),
    onPush(listener) {
      sinks.add(listener);
    },
    kill: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}
