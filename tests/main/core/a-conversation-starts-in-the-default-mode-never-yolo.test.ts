import { afterEach, describe, expect, it } from 'vitest';
import { createSettingsStore, openDatabase } from '../../../src/main/store';
import { CoreError } from '../../../src/main/core';
import { final, reply, toolUse } from '../../support/model-script';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

const refusal = (fn: () => unknown): CoreError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof CoreError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
};

describe("a conversation's approval mode", () => {
  it('starts in the default from settings, which may be manual or auto but never yolo', async () => {
    t = await openTestCore();
    expect(t.core.getSettings().defaultApprovalMode).toBe('manual');
    const first = t.core.createSession({ workspace: t.workspace });
    expect(first.approvalMode).toBe('manual');
    expect(t.core.loadSession(first.id).events.at(-1)).toMatchObject({
      kind: 'approval_mode_changed',
      data: { mode: 'manual' },
    });

    expect(refusal(() => t.core.updateSettings({ defaultApprovalMode: 'yolo' } as never)).code).toBe('invalid_input');
    expect(t.core.updateSettings({ defaultApprovalMode: 'auto' }).defaultApprovalMode).toBe('auto');
    expect(t.core.createSession({ workspace: t.workspace }).approvalMode).toBe('auto');
  });

  it('reads a yolo default stored by an older Gatehouse as manual', async () => {
    t = await openTestCore();
    await t.core.close();
    const db = openDatabase({ dataDir: t.dataDir });
    createSettingsStore(db).saveSetting('defaultApprovalMode', 'yolo');
    db.close();
    const core = await t.reopen();
    expect(core.getSettings().defaultApprovalMode).toBe('manual');
    expect(core.createSession({ workspace: t.workspace }).approvalMode).toBe('manual');
  });

  it('becomes yolo only when confirmed, is recorded as an event, and each send freezes it into its run', async () => {
    t = await openTestCore([reply(toolUse('tu_1', 'write_file', { path: 'a.txt', content: 'x' })), final('done')]);
    const s = t.core.createSession({ workspace: t.workspace });
    expect(refusal(() => t.core.setApprovalMode({ sessionId: s.id, mode: 'yolo' })).code).toBe('invalid_input');
    expect(t.core.loadSession(s.id).summary.approvalMode).toBe('manual');

    expect(t.core.setApprovalMode({ sessionId: s.id, mode: 'yolo', confirmYolo: true }).approvalMode).toBe('yolo');
    expect(t.core.listSessions().find((x) => x.id === s.id)?.approvalMode).toBe('yolo');
    await t.core.send({ sessionId: s.id, text: 'write a.txt', workMode: 'agent' });
    await waitForRunState(t.core, s.id, 'completed');
    const events = t.core.loadSession(s.id).events;
    expect(events.find((e) => e.kind === 'user_message')).toMatchObject({ data: { config: { approvalMode: 'yolo' } } });
    // Yolo let the write run without a sheet.
    expect(events.some((e) => e.kind === 'approval_requested')).toBe(false);
    expect(events.find((e) => e.kind === 'tool_call')).toMatchObject({ data: { settledBy: { by: 'yolo' } } });
    expect(events.filter((e) => e.kind === 'approval_mode_changed').map((e) => e.data.mode)).toEqual([
      'manual',
      'yolo',
    ]);
  });
});
