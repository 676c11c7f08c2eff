import { describe, expect, it, vi } from 'vitest';
import { createApprovalAlerts, type AlertDeps } from '../../../src/main/app/approval-alerts';
import { say } from '../../../src/shared/main-messages';
import type { InboxItem } from '../../../src/shared/views';
import type { AppLanguage } from '../../../src/shared/language';

function item(n: number, calls = 1): InboxItem {
  return {
    sessionId: `ses_${n}`,
    runId: `run_${n}`,
    approvalId: `apr_${n}`,
    requestedAt: '2026-11-29T12:00:00.000Z',
    seq: 3,
    sessionTitle: `Session ${n}`,
    calls: Array.from({ length: calls }, () => ({
      callId: `call_${n}`,
      tool: 'write_file',
      summary: say('call.writeChange', { file: 'x', added: 1, removed: 0 }),
      outsideWorkspace: false,
    })),
  };
}

function deps(focused: boolean, language: AppLanguage = 'en') {
  const d = {
    setBadgeCount: vi.fn(),
    isAnyWindowFocused: () => focused,
    notify: vi.fn(),
    openApproval: vi.fn(),
    language: () => language,
  } satisfies AlertDeps;
  return d;
}

describe('approval alerts', () => {
  it('shows the count of pending approvals on the badge, from the start', () => {
    const d = deps(true);
    const alerts = createApprovalAlerts(d, [item(1), item(2)]);
    expect(d.setBadgeCount).toHaveBeenLastCalledWith(2);
    alerts.handle({ type: 'inbox_changed', inbox: [item(2)] });
    expect(d.setBadgeCount).toHaveBeenLastCalledWith(1);
  });

  it('notifies once per new approval while no window has focus; a click opens that sheet', () => {
    const d = deps(false);
    const alerts = createApprovalAlerts(d, [item(1)]);
    alerts.handle({ type: 'inbox_changed', inbox: [item(1), item(2, 3)] });
    alerts.handle({ type: 'inbox_changed', inbox: [item(1), item(2, 3)] });
    expect(d.notify).toHaveBeenCalledTimes(1);
    const shown = d.notify.mock.calls[0]![0] as { body: string; onClick: () => void };
    expect(shown.body).toBe('Session 2: 3 actions wait for your approval.');
    shown.onClick();
    expect(d.openApproval).toHaveBeenCalledWith({ sessionId: 'ses_2', approvalId: 'apr_2' });
  });

  it.each([
    [
      'es',
      'Gatehouse te está esperando',
      'Session 2: 3 acciones esperan tu aprobación.',
      'Session 1: 1 acción espera tu aprobación.',
    ],
    ['zh-CN', 'Gatehouse 正在等你', 'Session 2：3 项操作等待你的审批。', 'Session 1：1 项操作等待你的审批。'],
  ] as const)('speaks the person’s language (%s), plurals included', (language, title, many, one) => {
    const d = deps(false, language);
    const alerts = createApprovalAlerts(d, []);
    alerts.handle({ type: 'inbox_changed', inbox: [item(2, 3)] });
    alerts.handle({ type: 'inbox_changed', inbox: [item(2, 3), item(1)] });
    expect(d.notify.mock.calls.map(([n]) => [(n as { title: string }).title, (n as { body: string }).body])).toEqual([
      [title, many],
      [title, one],
    ]);
  });

  it('does not notify while the person is looking at the app', () => {
    const d = deps(true);
    createApprovalAlerts(d, []).handle({ type: 'inbox_changed', inbox: [item(5)] });
    expect(d.notify).not.toHaveBeenCalled();
  });
});
