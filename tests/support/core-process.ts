import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join, dirname } from 'node:path';
import type { CoreEvent } from '../../src/main/core';
import type { SessionEvent } from '../../src/shared/events';
import type { SessionSummary } from '../../src/shared/views';
import { nodeArgsForTestEntry } from './test-entry-bundles';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CoreChildOptions {
  /** The built-in tools (real files in the workspace) instead of the fake ones. */
  realTools?: boolean;
  /** Every tool's execute stops for good just before or just after its real work (see core-child.ts). */
  hold?: 'before-execute' | 'after-execute';
}

/** Where a held tool stopped. */
export interface HeldTool {
  phase: 'before-execute' | 'after-execute';
  tool: string;
  callId: string;
}

export interface CoreChild {
  child: ChildProcess;
  events: CoreEvent[];
  /** Resolves once a tool is held (only with the `hold` option). */
  waitForHold(timeoutMs?: number): Promise<HeldTool>;
  call<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  waitForEvent(pred: (e: CoreEvent) => boolean, timeoutMs?: number): Promise<CoreEvent>;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
}

/** Starts tests/support/core-child.ts on a database; resolves once the core is open. */
export async function spawnCoreChild(
  dataDir: string,
  baseUrl: string,
  effectsPath: string,
  options: CoreChildOptions = {},
): Promise<CoreChild> {
  const flags = [
    ...(options.realTools === true ? ['--real-tools'] : []),
    ...(options.hold !== undefined ? [`--hold=${options.hold}`] : []),
  ];
  const child = spawn(
    process.execPath,
    [...nodeArgsForTestEntry('core-child'), dataDir, baseUrl, effectsPath, ...flags],
    {
      cwd: repo,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const events: CoreEvent[] = [];
  const replies = new Map<
    number,
    (m: { ok: boolean; value?: unknown; error?: { code: string; message: string } }) => void
  >();
  const watchers: { pred: (e: CoreEvent) => boolean; resolve: (e: CoreEvent) => void }[] = [];
  let nextId = 1;
  let resolveHeld: (held: HeldTool) => void = () => undefined;
  const held = new Promise<HeldTool>((resolve) => (resolveHeld = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`core child exited early (${code})`)));
    child.on('message', (raw) => {
      const m = raw as { type?: string; id?: number; event?: CoreEvent; ok?: boolean };
      if (m.type === 'ready') resolve();
      else if (m.type === 'held') resolveHeld(m as unknown as HeldTool);
      else if (m.type === 'core' && m.event) {
        events.push(m.event);
        for (const w of [...watchers]) {
          if (!w.pred(m.event)) continue;
          watchers.splice(watchers.indexOf(w), 1);
          w.resolve(m.event);
        }
      } else if (m.id !== undefined) replies.get(m.id)?.(m as never);
    });
  });
  await ready;
  return {
    child,
    events,
    waitForHold: (timeoutMs = 15_000) =>
      Promise.race([
        held,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no tool was held')), timeoutMs).unref()),
      ]),
    call: (method, ...args) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        replies.set(id, (m) =>
          m.ok
            ? resolve(m.value as never)
            : reject(Object.assign(new Error(m.error?.message), { code: m.error?.code })),
        );
        child.send({ id, method, args });
      }),
    waitForEvent: (pred, timeoutMs = 15_000) => {
      const seen = events.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('timed out waiting for a core event')), timeoutMs);
        watchers.push({ pred, resolve: (e) => (clearTimeout(t), resolve(e)) });
      });
    },
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A filter for pushes of one durable event kind. */
export const isEventPush =
  (kind: SessionEvent['kind']) =>
  (e: CoreEvent): boolean =>
    e.type === 'event' && e.event.kind === kind;

/** The run state a child core reports for a session. */
export async function loadChildRunState(c: CoreChild, sessionId: string): Promise<string | null | undefined> {
  const sessions = await c.call<SessionSummary[]>('listSessions');
  return sessions.find((s) => s.id === sessionId)?.runState;
}

/** Polls a child core until the session's run reaches `state` (15 s at most). */
export async function waitForChildRunState(c: CoreChild, sessionId: string, state: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await loadChildRunState(c, sessionId)) !== state) {
    if (Date.now() > deadline) throw new Error(`never reached ${state}; at ${await loadChildRunState(c, sessionId)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
