import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import type { MainMessage } from '../../../src/shared/main-messages';

/**
 * A real 100,000-line write (~5 MB, through the Messages API stream, the real tools and
 * previews, a real SQLite file) reaches a pending approval with its preview; a write past
 * write_file's own limit is refused with words for the person beside the words for the model.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const lines = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `const row${i} = make("${word}", ${i}); // line ${i + 1}`).join('\n') + '\n';

describe('a write of several megabytes', () => {
  it('reaches the sheet with its diff, hash and grouped meaning, and once approved lands on disk exactly', async () => {
    t = await openTestCore([], { realTools: true });
    const before = lines(100_000, 'tomato');
    const after = before.replaceAll('tomato', 'TOMATO');
    expect(after.length).toBeGreaterThan(4_500_000);
    writeFileSync(join(t.workspace, 'big.ts'), before);
    t.server.push(
      reply(text('Upper-casing every tomato.'), toolUse('w1', 'write_file', { path: 'big.ts', content: after })),
    );
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'shout the tomatoes', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 60_000);

    const pending = t.core.loadSession(s.id).pending!;
    const preview = pending.calls[0]!.inspection.preview;
    if (preview.type !== 'write') throw new Error(`expected a write preview, got ${preview.type}`);
    const write = preview.write;
    expect(write).toMatchObject({
      kind: 'change',
      textsOmitted: true,
      original: null,
      proposed: null,
      added: 100_000,
      removed: 100_000,
    });
    expect(write.proposedHash).toBe(createHash('sha256').update(after).digest('hex'));
    expect(write.meaning?.groups).toEqual([
      expect.objectContaining({ kind: 'substitute', from: 'tomato', to: 'TOMATO', places: 100_000, lines: 100_000 }),
    ]);
    expect(write.meaning?.otherLines).toBe(0);
    expect(readFileSync(join(t.workspace, 'big.ts'), 'utf8')).toBe(before);

    t.server.push(final('Done.'));
    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed', 60_000);
    expect(readFileSync(join(t.workspace, 'big.ts'), 'utf8')).toBe(after);
  }, 120_000);

  it('past write_file’s limit it is refused before anyone is asked: plain words on the card, its own message for the model', async () => {
    t = await openTestCore([], { realTools: true });
    const huge = 'x'.repeat(11 * 1024 * 1024);
    t.server.push(reply(toolUse('w2', 'write_file', { path: 'huge.txt', content: huge })), final('I will write less.'));
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a huge file', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed', 60_000);

    const result = t.core.loadSession(s.id).events.find((e) => e.kind === 'tool_result');
    expect(result?.data).toMatchObject({ outcome: 'denied', settledBy: { by: 'policy', layer: 'validation' } });
    const data = result!.data as { content: string; personNote?: MainMessage };
    expect(data.personNote).toEqual({
      id: 'call.fieldTooLong',
      params: { field: 'content', size: 11534336, max: 10485760 },
    });
    const note = wordInEnglish(data.personNote);
    expect(note).toBe(
      'Not run: the file’s new content is 11,534,336 characters; Gatehouse accepts at most 10,485,760 in one call. Nothing was changed; the assistant was told why.',
    );
    // The model reads numbers and what to do instead; the person never reads "arguments" or field names.
    expect(data.content).toContain('content is 11534336 characters; write_file takes at most 10485760');
    expect(data.content).toContain('edit_file');
    expect(note).not.toMatch(/argument|write_file|11534336|10485760/);
    const sent = JSON.stringify(t.server.requests[1]!.body.messages.at(-1)!.content);
    expect(sent).toContain('write_file takes at most 10485760');
    expect(sent).not.toContain('Nothing was changed; the assistant was told why');
  }, 120_000);
});
