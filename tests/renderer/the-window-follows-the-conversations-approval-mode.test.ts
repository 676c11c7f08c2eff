import { describe, expect, it } from 'vitest';
import { applySessionEvent, buildSessionView } from '../../src/renderer/src/state/apply-event';
import { createEventLog, snapshotOf } from './event-builders';

describe("the open conversation's approval mode in the window", () => {
  it('follows approval_mode_changed events, and remembers that yolo was confirmed once', () => {
    const log = createEventLog();
    const created = log.make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' });
    const manual = log.make('approval_mode_changed', { mode: 'manual' });
    let view = buildSessionView(snapshotOf([created, manual]));
    expect([view.approvalMode, view.yoloConfirmed]).toEqual(['manual', false]);

    view = applySessionEvent(view, log.make('approval_mode_changed', { mode: 'yolo' }));
    expect([view.approvalMode, view.yoloConfirmed]).toEqual(['yolo', true]);
    view = applySessionEvent(view, log.make('approval_mode_changed', { mode: 'manual' }));
    // Off again, but asked once per conversation: choosing yolo again needs no second confirmation.
    expect([view.approvalMode, view.yoloConfirmed]).toEqual(['manual', true]);
  });

  it("takes the summary's mode for a conversation whose log records none (written before modes were recorded)", () => {
    const log = createEventLog();
    const created = log.make('session_created', { title: 'Old', workspace: '/ws', agentId: 'default' });
    const snapshot = snapshotOf([created]);
    const view = buildSessionView({ ...snapshot, summary: { ...snapshot.summary, approvalMode: 'auto' } });
    expect([view.approvalMode, view.yoloConfirmed]).toEqual(['auto', false]);
  });
});
