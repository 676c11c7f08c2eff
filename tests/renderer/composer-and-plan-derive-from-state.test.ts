import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { buildSessionView } from '../../src/renderer/src/state/apply-event';
import {
  deriveCanRetry,
  deriveComposerGate,
  deriveContextPercent,
  derivePlan,
} from '../../src/renderer/src/state/derive';
import { createEventLog, runConfig, snapshotOf } from './event-builders';

const settings: PublicSettings = {
  provider: 'local',
  baseUrl: 'http://127.0.0.1:1',
  model: 'm',
  hasApiKey: false,
  keyStorage: 'basic_text',
  lastWorkspace: null,
  dataDir: '/d',
  contextWindow: 200_000,
  onboarded: true,
  commandSandbox: { available: true, detail: { id: 'sandbox.bubblewrap', params: { version: 'bubblewrap 0.9.0' } } },
  commandCacheReads: false,
  checkpointLimitMb: 200,
  theme: 'system',
  language: 'system',
  defaultApprovalMode: 'manual',
  reviewerModel: '',
  reviewerTimeoutSeconds: 60,
  reviewerThreshold: 0.8,
  reviewerDenialsToMe: false,
  approvalStaleHours: 24,
  checkForUpdates: true,
};

describe('what the composer allows', () => {
  const log = createEventLog();
  const base = [log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' })];
  const snapshot = snapshotOf(base);

  it('refuses while an approval waits, with the reason that points at it', () => {
    const view = buildSessionView({
      ...snapshot,
      pending: { sessionId: 'ses_1', runId: 'run_1', approvalId: 'apr_1', requestedAt: 'x', seq: 1, calls: [] },
    });
    expect(deriveComposerGate(view, snapshot.summary, settings)).toEqual({
      canSend: false,
      reason: 'composer.blocked.pending',
      action: 'approval',
    });
  });

  it('refuses without a model, or with the folder gone, and allows otherwise', () => {
    const view = buildSessionView(snapshot);
    expect(deriveComposerGate(view, snapshot.summary, { ...settings, provider: 'anthropic' })).toMatchObject({
      canSend: false,
      reason: 'composer.blocked.noModel',
    });
    expect(deriveComposerGate(view, { ...snapshot.summary, workspaceExists: false }, settings)).toMatchObject({
      canSend: false,
      reason: 'composer.blocked.workspace',
    });
    expect(deriveComposerGate(view, snapshot.summary, settings)).toEqual({ canSend: true });
  });

  it('offers Try again only after a retryable failure', () => {
    const l = createEventLog();
    const events = [
      l.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' }),
      l.make('user_message', { runId: 'run_1', text: 'hi', config: runConfig }),
      l.make('error', { runId: 'run_1', code: 'overloaded', message: '529', retryable: true }),
      l.make('run_state', { runId: 'run_1', state: 'failed' }),
    ];
    expect(deriveCanRetry(buildSessionView(snapshotOf(events)))).toBe(true);
    const auth = [
      ...events.slice(0, 2),
      l.make('error', { runId: 'run_1', code: 'auth', message: '401', retryable: false }),
      l.make('run_state', { runId: 'run_1', state: 'failed' }),
    ];
    expect(deriveCanRetry(buildSessionView(snapshotOf(auth)))).toBe(false);
  });

  it('reports context fullness as a percentage', () => {
    expect(
      deriveContextPercent(
        buildSessionView({ ...snapshot, context: { estimatedTokens: 50_000, contextWindow: 200_000 } }),
      ),
    ).toBe(25);
  });
});

describe('the plan checklist', () => {
  it('comes from the latest valid update_plan call', () => {
    const l = createEventLog();
    const plan = (id: string, items: unknown) =>
      l.make('assistant_message', {
        runId: 'run_1',
        content: [{ type: 'tool_use', callId: id, toolUseId: id, name: 'update_plan', input: { items } }],
        stopReason: 'tool_use',
        usage: null,
        interrupted: false,
      });
    const events = [
      l.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' }),
      plan('call_a', [{ text: 'read', status: 'done' }]),
      plan('call_b', [
        { text: 'read', status: 'done' },
        { text: 'write', status: 'in_progress' },
      ]),
      plan('call_c', 'not a list'),
    ];
    expect(derivePlan(buildSessionView(snapshotOf(events)))).toEqual([
      { text: 'read', status: 'done' },
      { text: 'write', status: 'in_progress' },
    ]);
  });
});
