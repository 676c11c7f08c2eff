import { describe, expect, it, vi } from 'vitest';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import type { GatehouseCore } from '../../../src/main/core/types';
import { TOOL_ARGS_INPUT_LIMITS, ToolArgsInputSchema } from '../../../src/shared/decisions';
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';
import { buildDecisionsFromDrafts } from '../../../src/main/agent/build-decisions-from-drafts';

const APP = { url: 'file:///app/out/renderer/index.html' };

function setup() {
  const core = {
    previewEdit: vi.fn(async () => ({ ok: false as const, text: say('edit.notInApproval') })),
    subscribe: () => () => undefined,
  } as unknown as GatehouseCore;
  const router = createIpcRouter(
    buildIpcHandlers(core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
    (s) => s.url === APP.url,
  );
  return { core, router };
}

function nested(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let at = root;
  for (let i = 0; i < depth; i++) at = (at['a'] = {}) as Record<string, unknown>;
  return root;
}

const cyclic: Record<string, unknown> = { path: 'a.txt' };
cyclic['self'] = cyclic;

describe('edited arguments crossing IPC', () => {
  it.each([
    ['nested 100,000 deep (stack)', nested(100_000)],
    ['nested 200 deep', nested(200)],
    ['a cycle', cyclic],
    ['a Date', { path: 'a.txt', when: new Date(0) }],
    ['a Map', { path: 'a.txt', m: new Map([['k', 'v']]) }],
    ['NaN', { path: 'a.txt', n: Number.NaN }],
    // Past the bound that admits write_file's own limit: the tool then checks its size in plain words.
    ['a huge string', { path: 'a.txt', content: 'x'.repeat(TOOL_ARGS_INPUT_LIMITS.chars + 1) }],
    ['a BigInt', { path: 'a.txt', n: 1n }],
  ])('%s is a typed invalid_payload and never reaches the core', async (_name, args) => {
    const { core, router } = setup();
    const preview = await router.dispatch(
      'approval:preview-edit',
      { approvalId: 'apr_1', callId: 'call_1', args },
      APP,
    );
    expect(preview).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    expect(core.previewEdit).not.toHaveBeenCalled();
  });

  it('ordinary JSON arguments pass', async () => {
    const { core, router } = setup();
    const args = { path: 'a.txt', content: 'x', opts: { list: [1, 'two', null, true, { deep: nested(20) }] } };
    expect(
      await router.dispatch('approval:preview-edit', { approvalId: 'apr_1', callId: 'call_1', args }, APP),
    ).toEqual({ ok: true, value: { ok: false, text: say('edit.notInApproval') } });
    expect(core.previewEdit).toHaveBeenCalledTimes(1);
  });
});

/** What a window sends: text the person typed, parsed, then structured-cloned by Electron's IPC (both keep `__proto__` as an own key). */
const sent = (json: string): Record<string, unknown> => structuredClone(JSON.parse(json) as Record<string, unknown>);

describe('an edit carrying a __proto__ key crossing IPC', () => {
  it.each([
    ['at the top, with an object', '{"path":"a.txt","content":"x","__proto__":{"content":"y"}}'],
    ['at the top, with a string', '{"path":"a.txt","content":"x","__proto__":"y"}'],
    ['nested in an object', '{"path":"a.txt","content":"x","opts":{"mode":1,"__proto__":{"admin":true}}}'],
    ['inside an array', '{"path":"a.txt","content":"x","list":[1,{"__proto__":null}]}'],
  ])('%s: refused whole, naming the arguments (for the key), and never reaches the core', async (_where, json) => {
    const { core, router } = setup();
    const args = sent(json);
    const preview = await router.dispatch(
      'approval:preview-edit',
      { approvalId: 'apr_1', callId: 'call_1', args },
      APP,
    );
    expect(preview).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_payload',
        text: { id: 'ipc.invalidPayload', params: { fields: 'args', check: 'check.notExpected' } },
      },
    });
    // The refusal is for the key: the schema that checks the arguments names it.
    expect(
      ToolArgsInputSchema.safeParse(args)
        .error?.issues.map((i) => i.message)
        .join(' '),
    ).toContain('"__proto__"');
    expect(core.previewEdit).not.toHaveBeenCalled();
  });

  it('constructor and prototype are ordinary keys: they reach the core unchanged (and the tool schema refuses them as unknown)', async () => {
    const { core, router } = setup();
    const args = sent('{"path":"a.txt","content":"x","constructor":{"prototype":{"admin":true}}}');
    expect(
      await router.dispatch('approval:preview-edit', { approvalId: 'apr_1', callId: 'call_1', args }, APP),
    ).toEqual({ ok: true, value: { ok: false, text: say('edit.notInApproval') } });
    const received = vi.mocked(core.previewEdit).mock.calls[0]![0];
    expect(Object.keys(received.args)).toEqual(['path', 'content', 'constructor']);
    expect(received.args).toEqual({ path: 'a.txt', content: 'x', constructor: { prototype: { admin: true } } });
  });

  it('a non-object is still refused', async () => {
    const { router } = setup();
    for (const args of ['text', ['a'], null]) {
      expect(
        await router.dispatch('approval:preview-edit', { approvalId: 'apr_1', callId: 'call_1', args }, APP),
      ).toMatchObject({
        ok: false,
        error: {
          code: 'invalid_payload',
          text: { id: 'ipc.invalidPayload', params: { fields: 'args', check: 'check.notExpected' } },
        },
      });
      expect(
        ToolArgsInputSchema.safeParse(args)
          .error?.issues.map((i) => i.message)
          .join(' '),
      ).toContain('JSON object');
    }
  });
});

/** The editor's text as a draft holds it, turned into a decision by main when the person sends. */
function sendEditText(editText: string) {
  const call = {
    callId: 'call_1',
    toolUseId: 'tu_1',
    tool: 'write_file',
    args: { path: 'a.txt', content: 'x' },
    inspection: {} as never,
    rationale: '',
  };
  const pending = { sessionId: 'ses_1', runId: 'run_1', approvalId: 'apr_1', requestedAt: '', seq: 1, calls: [call] };
  const drafts = {
    approvalId: 'apr_1',
    version: 1,
    calls: { call_1: { client: 'window-one', draft: { action: 'edit' as const, reason: '', editText, passEnv: [] } } },
  };
  return buildDecisionsFromDrafts(pending, drafts, { call_1: 'a'.repeat(64) }, () => 'b'.repeat(64));
}

describe('an edit sent from the draft main holds', () => {
  it.each([
    ['a __proto__ key at the top', '{"path":"a.txt","content":"x","__proto__":{"content":"y"}}', '"__proto__"'],
    ['a __proto__ key inside an array', '{"path":"a.txt","content":"x","list":[1,{"__proto__":null}]}', '"__proto__"'],
    ['nested 200 deep', JSON.stringify(nested(200)), 'deeper'],
    ['not an object', '["a"]', 'JSON object'],
  ])('%s is refused whole, naming the problem', (_name, text, mention) => {
    const refused = sendEditText(text);
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_args',
      callIds: ['call_1'],
      text: { id: 'drafts.notAnObject', params: { fields: '*' } },
    });
    expect(wordInEnglish(refused.ok ? undefined : refused.text)).toMatch(/must be one JSON object/);
    // The schema that refused the text names the problem (for a developer; the person reads the sentence above).
    expect(
      ToolArgsInputSchema.safeParse(JSON.parse(text))
        .error?.issues.map((i) => i.message)
        .join(' '),
    ).toContain(mention);
  });

  it('not JSON is refused whole, naming the problem', () => {
    const refused = sendEditText('{"path":');
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_args',
      callIds: ['call_1'],
      text: { id: 'drafts.invalidJson', params: { detail: expect.any(String) } },
    });
    expect(wordInEnglish(refused.ok ? undefined : refused.text)).toMatch(/not valid JSON/);
  });

  it('ordinary JSON goes on as the edit, with the preview the window named', () => {
    expect(sendEditText('{"path":"a.txt","content":"mine"}')).toEqual({
      ok: true,
      decisions: [
        { callId: 'call_1', action: 'edit', args: { path: 'a.txt', content: 'mine' }, previewToken: 'a'.repeat(64) },
      ],
    });
  });
});
