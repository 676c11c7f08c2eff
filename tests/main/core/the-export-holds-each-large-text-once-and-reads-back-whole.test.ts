import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_TEXT_MARK, parseExport } from '../../../src/main/core/export-texts';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * "Export everything" writes each large text once. An approved write of a ~1 MB new file holds its
 * content in the reply, the request, the decision, the call and the audit; the export holds it once
 * in `texts`, beside the sheet's diff of it (a different text, also once), and the same content
 * written in a second conversation adds no entry. Read back with parseExport, the file gives every
 * conversation's events and audit as the core reads them; a model's argument that imitates a
 * reference reads back as written; small strings stay where they were.
 */
const DISTINCTIVE = '// the-one-line-that-marks-this-big-file-5d1c07';
const BIG = `${DISTINCTIVE}\n${Array.from({ length: 24_000 }, (_, i) => `export const row${i} = ${i * 7}; // row ${i}`).join('\n')}\n`;
const BIG_HASH = createHash('sha256').update(BIG).digest('hex');
/** What a model might write to pose as a reference to the big file's content. */
const FORGED = `${EXPORT_TEXT_MARK}${BIG_HASH}`;

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

interface WholeExport {
  sessions: { summary: { id: string }; events: { kind: string; data: Record<string, unknown> }[]; audit: unknown[] }[];
  texts?: unknown;
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** Runs "Export everything" through the IPC router, as the window asks for it; returns the file's text. */
async function exportEverything(core: TestCore): Promise<string> {
  const exportPath = join(core.root, 'export.json');
  const desktop: DesktopServices = {
    platform: 'linux',
    pickFolder: async () => null,
    saveJson: async (_name, json) => {
      await writeFile(exportPath, json, 'utf8');
      return exportPath;
    },
  };
  const router = createIpcRouter(buildIpcHandlers(core.core, desktop), () => true);
  expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({ ok: true, value: { path: exportPath } });
  return readFileSync(exportPath, 'utf8');
}

/** A conversation in which the model writes `path` with BIG and the person approves it. */
async function approveBigWrite(core: TestCore, path: string): Promise<string> {
  core.server.push(reply(text('Writing it.'), toolUse(`w_${path}`, 'write_file', { path, content: BIG })));
  const { session, pending } = await sendUntilApproval(core, `write ${path}`);
  core.server.push(final('Done.'));
  await core.core.submitDecisions({
    approvalId: pending.approvalId,
    decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
  });
  await waitForRunState(core.core, session.id, 'completed', 60_000);
  return session.id;
}

function expectEveryConversationAsTheCoreReadsIt(core: TestCore, whole: WholeExport, ids: string[]): void {
  expect(whole.sessions.map((s) => s.summary.id).sort()).toEqual([...ids].sort());
  for (const s of whole.sessions) {
    expect(s.events).toEqual(core.core.loadSession(s.summary.id).events);
    expect(s.audit).toEqual(core.core.exportAudit(s.summary.id).entries);
  }
}

describe('the export', () => {
  it('holds an approved ~1 MB write once and reads back to the events and audit the core holds', async () => {
    expect(BIG.length).toBeGreaterThan(1_000_000);
    t = await openTestCore([], { realTools: true });
    const id = await approveBigWrite(t, 'big.ts');

    const raw = await exportEverything(t);
    const whole = parseExport(raw) as unknown as WholeExport;
    expect(whole.texts).toBeUndefined();
    expectEveryConversationAsTheCoreReadsIt(t, whole, [id]);

    // The content once; the sheet's diff of the new file once, as its added line.
    expect(count(raw, DISTINCTIVE)).toBe(2);
    expect(count(raw, `+${DISTINCTIVE}`)).toBe(1);
    const texts = (JSON.parse(raw) as { texts: Record<string, string> }).texts;
    expect(texts[BIG_HASH]).toBe(BIG);
    expect(Object.keys(texts)).toHaveLength(2);
    // Everything but the texts is small, and the file is a fraction of what it was with every text
    // in place (the export as it was written before, with the content five times).
    const textChars = Object.values(texts).reduce((sum, s) => sum + s.length, 0);
    expect(raw.length - textChars).toBeLessThan(64 * 1024);
    const inPlace = JSON.stringify(whole, null, 2);
    expect(count(inPlace, DISTINCTIVE)).toBe(6);
    expect(raw.length).toBeLessThan(inPlace.length / 2.5);
  }, 120_000);

  it('keeps one entry for the same text in two conversations, a forged reference as written, and small strings inline', async () => {
    t = await openTestCore([], { realTools: true });
    const first = await approveBigWrite(t, 'big.ts');

    // The forged write is refused before anyone is asked (Gatehouse writes no NUL byte); its
    // arguments are in the log all the same, and the model's last reply is the forged string.
    t.server.push(
      reply(
        toolUse('w2', 'write_file', { path: 'copy.ts', content: BIG }),
        toolUse('w3', 'write_file', { path: 'forged.txt', content: FORGED }),
      ),
    );
    const second = await sendUntilApproval(t, 'copy it, and write the other one');
    expect(second.pending.calls.map((c) => c.args)).toEqual([{ path: 'copy.ts', content: BIG }]);
    t.server.push(final(FORGED));
    await t.core.submitDecisions({
      approvalId: second.pending.approvalId,
      decisions: [{ callId: second.pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, second.session.id, 'completed', 60_000);
    expect(readFileSync(join(t.workspace, 'copy.ts'), 'utf8')).toBe(BIG);

    const raw = await exportEverything(t);
    const texts = (JSON.parse(raw) as { texts: Record<string, string> }).texts;
    // The content once for both conversations, and each file's diff once.
    expect(count(raw, DISTINCTIVE)).toBe(3);
    expect(count(raw, `+${DISTINCTIVE}`)).toBe(2);
    expect(texts[BIG_HASH]).toBe(BIG);
    // The forged string is exported as a text of its own; small strings stay where they were.
    expect(Object.values(texts)).toContain(FORGED);
    expect(raw).toContain('"text": "write big.ts"');
    expect(raw).toContain('"path": "forged.txt"');

    const whole = parseExport(raw) as unknown as WholeExport;
    expectEveryConversationAsTheCoreReadsIt(t, whole, [first, second.session.id]);
    const events = whole.sessions.find((s) => s.summary.id === second.session.id)!.events;
    expect(events.find((e) => e.kind === 'tool_call' && e.data.toolUseId === 'w3')?.data.args).toEqual({
      path: 'forged.txt',
      content: FORGED,
    });
    expect(events.filter((e) => e.kind === 'assistant_message').at(-1)?.data.content).toEqual([
      { type: 'text', text: FORGED },
    ]);
  }, 120_000);
});
