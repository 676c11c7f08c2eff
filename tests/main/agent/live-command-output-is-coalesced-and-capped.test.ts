import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLiveOutput, LIVE_OUTPUT_LIMITS, LIVE_OUTPUT_TRUNCATED } from '../../../src/main/agent/live-output';
import { runToolCall } from '../../../src/main/agent/run-tool-call';
import type { LoopDeps, RunTarget } from '../../../src/main/agent';
import type { LiveEvent, SessionEvent } from '../../../src/shared/events';
import { say } from '../../../src/shared/main-messages';
import type { ToolDefinition } from '../../../src/main/tools/types';
import { createFakeRegistry } from '../../support/fake-tools';
import { useTempStore } from '../../support/temp-store';

const { intervalMs, maxChars } = LIVE_OUTPUT_LIMITS;

interface Sent {
  at: number;
  chunk: string;
}

describe('live output of one call (fake clock)', () => {
  let sent: Sent[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());
  const create = () => createLiveOutput((chunk) => sent.push({ at: Date.now(), chunk }));
  const joined = () => sent.map((s) => s.chunk).join('');

  it('a flood (10 MB in a second) becomes a couple of pushes: everything up to the cap in order, then one marker', () => {
    const live = create();
    let produced = '';
    for (let i = 0; i < 10_000; i++) {
      const chunk = `${String(i).padStart(6, '0')}${'x'.repeat(1018)}`;
      produced += i < 100 ? chunk : '';
      live.push(chunk);
      if (i % 10 === 9) vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(10_000);
    live.close();
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(joined()).toBe(produced.slice(0, maxChars) + LIVE_OUTPUT_TRUNCATED);
    expect(joined().split(LIVE_OUTPUT_TRUNCATED)).toHaveLength(2);
  });

  it('under the cap, many small chunks are joined at most once per interval and nothing is lost', () => {
    const live = create();
    let produced = '';
    for (let i = 0; i < 5_000; i++) {
      const chunk = `line ${i}\n`;
      produced += chunk;
      live.push(chunk);
      vi.advanceTimersByTime(0.4);
    }
    live.close();
    expect(produced.length).toBeLessThan(maxChars);
    expect(joined()).toBe(produced);
    // 2 seconds of output: about one push per interval, not 5,000.
    expect(sent.length).toBeLessThanOrEqual(2_000 / intervalMs + 2);
    for (let i = 1; i < sent.length - 1; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(intervalMs);
  });

  it('a slow trickle arrives as it comes', () => {
    const live = create();
    for (let i = 0; i < 5; i++) {
      live.push(`tick ${i}\n`);
      expect(sent.at(-1)).toEqual({ at: Date.now(), chunk: `tick ${i}\n` });
      vi.advanceTimersByTime(500);
    }
    expect(sent).toHaveLength(5);
  });

  it('close sends what waits at once, and nothing comes after it', () => {
    const live = create();
    live.push('first\n');
    live.push('second\n');
    expect(joined()).toBe('first\n');
    live.close();
    expect(joined()).toBe('first\nsecond\n');
    live.push('late\n');
    vi.advanceTimersByTime(10 * intervalMs);
    expect(joined()).toBe('first\nsecond\n');
  });

  it('the cap never splits a character made of two UTF-16 units', () => {
    const live = create();
    live.push('a'.repeat(maxChars - 1) + '😀' + 'b');
    live.close();
    expect(joined()).toBe('a'.repeat(maxChars - 1) + LIVE_OUTPUT_TRUNCATED);
  });
});

describe('runToolCall with a tool that floods its progress', () => {
  const temp = useTempStore();

  async function run(
    execute: ToolDefinition['execute'],
  ): Promise<{ order: (LiveEvent | SessionEvent)[]; live: string }> {
    const schema = z.object({}).strict();
    const flood = {
      name: 'run_command',
      description: 'floods',
      schema,
      inspect: async () => ({
        defaultEffect: 'allow',
        summary: say('call.run', { command: 'flood' }),
        paths: [],
        outsideWorkspace: false,
        outsideReasons: [],
        undoable: 'no',
        preview: { type: 'args', text: 'flood' },
      }),
      execute,
    } as unknown as ToolDefinition;
    temp.store.createSession({ id: 'ses_1', title: 't', workspace: temp.dir, agentId: 'a' });
    const order: (LiveEvent | SessionEvent)[] = [];
    const deps = {
      store: temp.store,
      tools: createFakeRegistry([flood]),
      memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
      now: () => new Date(),
      ids: { newId: (p: string) => `${p}1` },
      contextWindow: 1_000_000,
      maxTokens: 1024,
      loadModel: () => ({ ok: false, message: 'no model in this test' }),
      emit: {
        events: (events: readonly SessionEvent[]) => order.push(...events),
        live: (e: LiveEvent) => order.push(e),
      },
    } as unknown as LoopDeps;
    const target: RunTarget = {
      sessionId: 'ses_1',
      runId: 'run_1',
      workspaceRoot: temp.dir,
      signal: new AbortController().signal,
      config: { workMode: 'agent', approvalMode: 'yolo', tools: ['run_command'], model: 'm', agentId: 'a' },
    };
    const result = await runToolCall(deps, target, {
      callId: 'call_1',
      toolUseId: 'tu_1',
      tool: 'run_command',
      args: {},
      settledBy: { by: 'yolo' },
      inspection: {
        defaultEffect: 'allow',
        summary: say('call.run', { command: 'flood' }),
        paths: [],
        outsideWorkspace: false,
        outsideReasons: [],
        undoable: 'no',
        preview: { type: 'args', text: 'flood' },
      },
    });
    expect(result).toEqual({ kind: 'done', outcome: 'success' });
    const live = order.flatMap((e) => ('type' in e && e.type === 'tool_progress' ? [e.chunk] : [])).join('');
    return { order, live };
  }
  const kinds = (order: (LiveEvent | SessionEvent)[]) => order.map((e) => ('kind' in e ? e.kind : e.type));

  it('100 MB of progress is pushed as a few bounded chunks, all before the result', async () => {
    const { order, live } = await run(async (_args, ctx) => {
      const chunk = 'z'.repeat(64 * 1024);
      for (let i = 0; i < 1_600; i++) {
        ctx.onProgress?.(chunk);
        if (i % 100 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      return { outcome: 'success', content: 'done' };
    });
    expect(kinds(order)).toEqual(['tool_call', 'tool_progress', 'tool_progress', 'tool_result']);
    expect(live).toBe('z'.repeat(maxChars) + LIVE_OUTPUT_TRUNCATED);
  });

  it('what waits when the tool returns is pushed before its result is committed', async () => {
    const { order, live } = await run(async (_args, ctx) => {
      ctx.onProgress?.('one\n');
      ctx.onProgress?.('two\n');
      return { outcome: 'success', content: 'done' };
    });
    expect(kinds(order)).toEqual(['tool_call', 'tool_progress', 'tool_progress', 'tool_result']);
    expect(live).toBe('one\ntwo\n');
  });
});
