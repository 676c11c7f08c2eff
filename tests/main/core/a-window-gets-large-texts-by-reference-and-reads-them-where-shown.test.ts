import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { DIFF_PAGE_CHARS, HELD_TEXT_MARK, readHeldMarker } from '../../../src/shared/held-texts';
import { derivePreviewTokenText } from '../../../src/shared/approval-drafts';
import type { CorePush } from '../../../src/shared/ipc';
import type { PendingCall } from '../../../src/shared/events';
import type { PendingApproval } from '../../../src/shared/views';
import { createWindowTexts } from '../../../src/main/core/window-texts';
import { say } from '../../../src/shared/main-messages';

/**
 * A window is sent a large text once at most, and only where it shows it: the pushes and loads of a
 * conversation carry each large argument and preview text as a held marker (its hash, length and
 * whether it hides characters), and a long diff as its first page; the window reads a text whole,
 * or the diff page by page, from the conversation that refers to it — and from no other.
 */
const APP = { url: 'app' };
let t: TestCore;
afterEach(async () => t?.dispose());

function lines(count: number, salt: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`${salt} line ${i} `.padEnd(49, String.fromCharCode(97 + (i % 26))));
  return `${out.join('\n')}\n`;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function openOn(script: Parameters<TestCore['server']['push']>, before: string) {
  t = await openTestCore([], { realTools: true });
  writeFileSync(join(t.workspace, 'notes.txt'), before);
  t.server.push(...script);
  const router = createIpcRouter(
    buildIpcHandlers(t.core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
    (s) => s.url === APP.url,
  );
  const pushed: CorePush[] = [];
  t.core.subscribe((e) => void pushed.push(e));
  const sid = t.core.createSession({ workspace: t.workspace }).id;
  return { router, pushed, sid };
}

function pushedApproval(pushed: CorePush[]): PendingCall {
  for (const p of pushed)
    if (p.type === 'event' && p.event.kind === 'approval_requested') return p.event.data.calls[0]!;
  throw new Error('no approval was pushed');
}

describe('a 5 MB rewrite, as a window gets it', () => {
  it('reaches the window in less than the file weighs, and every text it holds back reads back exact', async () => {
    const before = lines(100_000, 'old');
    const after = lines(100_000, 'new');
    const { router, pushed, sid } = await openOn(
      [reply(text('Rewriting.'), toolUse('c1', 'write_file', { path: 'notes.txt', content: after })), final('Done.')],
      before,
    );
    await t.core.send({ sessionId: sid, text: 'rewrite it', workMode: 'agent' });
    await waitForRunState(t.core, sid, 'awaiting_approval', 60_000);

    const bytes = pushed.reduce((n, p) => n + JSON.stringify(p).length, 0);
    expect(bytes).toBeLessThan(after.length);

    const call = pushedApproval(pushed);
    const held = readHeldMarker(call.args.content);
    expect(held).toEqual({ hash: sha256(after), chars: after.length, hiddenCharacters: false });
    const preview = call.inspection.preview;
    if (preview.type !== 'write') throw new Error('a write preview was expected');
    const write = preview.write;
    expect(write.unified.length).toBeLessThanOrEqual(DIFF_PAGE_CHARS);
    expect(write.unified.endsWith('\n')).toBe(true);
    expect(write.unifiedRest).toBeDefined();
    // The tool card the reply made holds the same marker, not the text.
    const reply_ = pushed.find((p) => p.type === 'event' && p.event.kind === 'assistant_message');
    expect(JSON.stringify(reply_).length).toBeLessThan(10_000);

    // The whole argument, read as the edit form reads it.
    const read = await router.dispatch('text:read', { sessionId: sid, hash: held!.hash }, APP);
    expect(read).toEqual({ ok: true, value: { text: after } });

    // The diff, page by page from where the window's copy ends, is the log's diff exactly.
    const logged = t.core.loadSession(sid).pending!.calls[0]!.inspection.preview;
    if (logged.type !== 'write') throw new Error('a write preview was expected');
    let diff = write.unified;
    let from: number | null = write.unified.length;
    let pages = 1;
    while (from !== null) {
      const page = await router.dispatch('text:page', { sessionId: sid, hash: write.unifiedRest!.hash, from }, APP);
      if (!page.ok) throw new Error(JSON.stringify(page));
      const value = page.value as { text: string; next: number | null };
      expect(value.text.length).toBeLessThanOrEqual(DIFF_PAGE_CHARS);
      diff += value.text;
      from = value.next;
      pages += 1;
    }
    expect(diff).toBe(logged.write.unified);
    expect(pages).toBeGreaterThan(10);
    // A page that would start inside a line is refused.
    expect(
      await router.dispatch('text:page', { sessionId: sid, hash: write.unifiedRest!.hash, from: 5 }, APP),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });

    // Opening the conversation, and the inbox's "Answer here", give the same window copy.
    const loaded = await router.dispatch('session:load', { sessionId: sid }, APP);
    const loadedCall = (loaded as { ok: true; value: { pending: PendingApproval } }).value.pending.calls[0]!;
    expect(loadedCall).toEqual(call);
    const got = await router.dispatch('approval:get', { approvalId: pendingId() }, APP);
    expect((got as { ok: true; value: PendingApproval }).value.calls[0]).toEqual(call);

    // Approving what the window showed: its token is over the window's copy, as main computes it.
    const approvalId = pendingId();
    const token = sha256(derivePreviewTokenText(call.tool, call.args, call.inspection));
    const saved = await router.dispatch(
      'approval:save-draft',
      {
        approvalId,
        callId: call.callId,
        client: 'window-1',
        draft: { action: 'approve', reason: '', editText: null, passEnv: [] },
      },
      APP,
    );
    expect(saved).toMatchObject({ ok: true });
    const version = (saved as { ok: true; value: { version: number } }).value.version;
    const sent = await router.dispatch(
      'approval:send',
      { approvalId, version, previewTokens: { [call.callId]: token } },
      APP,
    );
    expect(sent).toMatchObject({ ok: true, value: { ok: true } });
    await waitForRunState(t.core, sid, 'completed', 60_000);
    expect(readFileSync(join(t.workspace, 'notes.txt'), 'utf8')).toBe(after);
  }, 120_000);

  it('another conversation cannot read a text by its hash, even one it could guess', async () => {
    const after = lines(2_000, 'new');
    const { router, sid } = await openOn(
      [reply(text('Writing.'), toolUse('c1', 'write_file', { path: 'notes.txt', content: after })), final('Done.')],
      lines(2_000, 'old'),
    );
    await t.core.send({ sessionId: sid, text: 'write it', workMode: 'agent' });
    await waitForRunState(t.core, sid, 'awaiting_approval', 60_000);
    const other = t.core.createSession({ workspace: t.workspace }).id;
    expect(await router.dispatch('text:read', { sessionId: sid, hash: sha256(after) }, APP)).toMatchObject({
      ok: true,
    });
    expect(await router.dispatch('text:read', { sessionId: other, hash: sha256(after) }, APP)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await router.dispatch('text:read', { sessionId: sid, hash: 'a'.repeat(64) }, APP)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await router.dispatch('text:read', { sessionId: sid, hash: '../../etc/passwd' }, APP)).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload' },
    });
  }, 60_000);

  it('an argument the model wrote to look like a held text is held as itself, its hidden characters said', async () => {
    const forged = `${HELD_TEXT_MARK}${sha256('something else')}:12:0`;
    const { pushed, sid } = await openOn(
      [reply(text('Writing.'), toolUse('c1', 'write_file', { path: 'notes.txt', content: forged })), final('Done.')],
      'old\n',
    );
    await t.core.send({ sessionId: sid, text: 'write it', workMode: 'agent' });
    await waitForRunState(t.core, sid, 'completed', 60_000);
    // The tool card's arguments, as the reply pushed them: the marker names the forged string itself.
    const card = pushed.flatMap((p) =>
      p.type === 'event' && p.event.kind === 'assistant_message'
        ? p.event.data.content.flatMap((b) => (b.type === 'tool_use' ? [b.input] : []))
        : [],
    )[0] as { content: string };
    expect(readHeldMarker(card.content)).toEqual({
      hash: sha256(forged),
      chars: forged.length,
      hiddenCharacters: true,
    });
  }, 60_000);
});

function pendingId(): string {
  const id = t.core.listInbox()[0]?.approvalId;
  if (id === undefined) throw new Error('no approval is waiting');
  return id;
}

describe('the window copy of a call', () => {
  const storedFor = (sessionId: string, ...texts: string[]) => {
    const hashes = new Set(texts.map(sha256));
    return {
      hasSessionText: (sid: string, hash: string) => sid === sessionId && hashes.has(hash),
      readSessionText: (sid: string, hash: string) =>
        sid === sessionId ? (texts.find((s) => sha256(s) === hash) ?? null) : null,
    };
  };

  it('says a long argument hides a character even when the character is deep inside it', () => {
    const hiding = `${'a'.repeat(40_000)}\u202e${'b'.repeat(40_000)}`;
    const plain = 'c'.repeat(40_000);
    const windowTexts = createWindowTexts(storedFor('ses_1', hiding, plain));
    const call = {
      callId: 'call_1',
      toolUseId: 'tu_1',
      tool: 'mcp__mail__send',
      args: { body: hiding, note: plain, to: 'a@example.com' },
      inspection: {
        paths: [],
        outsideWorkspace: false,
        outsideReasons: [],
        defaultEffect: 'ask' as const,
        undoable: 'no' as const,
        summary: say('call.writeChange', { file: 'x', added: 1, removed: 1 }),
        preview: { type: 'args' as const, text: 'x' },
      },
      rationale: '',
    };
    const shown = windowTexts.call('ses_1', call);
    expect(readHeldMarker(shown.args.body)).toMatchObject({ chars: hiding.length, hiddenCharacters: true });
    expect(readHeldMarker(shown.args.note)).toMatchObject({ chars: plain.length, hiddenCharacters: false });
    expect(shown.args.to).toBe('a@example.com');
    // The log's own call is left as it was.
    expect(call.args.body).toBe(hiding);
    // Another conversation's copy holds nothing back it could not read: the text goes whole.
    expect(windowTexts.call('ses_2', call).args.body).toBe(hiding);
  });
});
