import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleDefinition } from '../../../src/shared/rules';
import { wordInEnglish } from '../../support/word-main';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

/** The fake write_file does not create folders: the ones these tests write into exist. */
async function openWithFolders(...args: Parameters<typeof openTestCore>): Promise<TestCore> {
  const opened = await openTestCore(...args);
  for (const folder of ['notes', 'secret']) mkdirSync(join(opened.workspace, folder));
  return opened;
}

const writeRule = (sessionId: string, effect: RuleDefinition['effect'], glob = 'notes/**'): RuleDefinition => ({
  tool: 'write_file',
  effect,
  match: { kind: 'path', glob },
  scope: { kind: 'conversation', sessionId },
});

describe('saved rules decide through the pipeline', () => {
  it('a rule saved from a sheet lets the next matching call run without asking, and the audit names it', async () => {
    t = await openWithFolders([
      reply(text('First note.'), toolUse('a', 'write_file', { path: 'notes/a.md', content: 'A' })),
      reply(text('Second note.'), toolUse('b', 'write_file', { path: 'notes/b.md', content: 'B' })),
      final('Done.'),
    ]);
    const { session, pending } = await sendUntilApproval(t, 'write two notes');
    const draft = await t.core.rules.draft({ approvalId: pending.approvalId, callId: pending.calls[0]!.callId });
    expect(draft.definition).toMatchObject({
      tool: 'write_file',
      effect: 'allow',
      scope: { kind: 'conversation', sessionId: session.id },
    });
    const rule = t.core.rules.save({
      definition: draft.definition,
      source: { sessionId: session.id, callId: pending.calls[0]!.callId },
    });
    // Sheets already open keep their calls as they are: this one still waits for the person.
    expect(t.core.loadSession(session.id).pending?.approvalId).toBe(pending.approvalId);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');

    expect(t.effects()).toEqual(['write notes/a.md A', 'write notes/b.md B']);
    const audit = t.core.exportAudit(session.id).entries;
    expect(
      audit.map((e) => [e.settledBy.by, e.action, e.settledBy.by === 'rule' ? e.settledBy.ruleId : null, e.outcome]),
    ).toEqual([
      ['person', 'approve', null, 'success'],
      ['rule', 'allow', rule.id, 'success'],
    ]);
    const listed = t.core.rules.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: rule.id,
      fired: 1,
      source: { sessionId: session.id, callId: pending.calls[0]!.callId },
    });
    expect(listed[0]!.lastFiredAt).not.toBeNull();
  });

  it('a deny rule beats an allow rule, and the model reads that a saved rule refused it', async () => {
    t = await openWithFolders([
      reply(toolUse('a', 'write_file', { path: 'notes/a.md', content: 'A' })),
      final('Understood.'),
    ]);
    const session = t.core.createSession({ workspace: t.workspace });
    const allow = t.core.rules.save({ definition: writeRule(session.id, 'allow') });
    const deny = t.core.rules.save({ definition: writeRule(session.id, 'deny', 'notes/*.md') });
    await t.core.send({ sessionId: session.id, text: 'write it', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual([]);
    const audit = t.core.exportAudit(session.id).entries;
    expect(audit).toMatchObject([{ settledBy: { by: 'rule', ruleId: deny.id }, action: 'deny', outcome: 'denied' }]);
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain(
      `saved a rule (${deny.id}) that never allows this call`,
    );
    expect(t.core.rules.list().map((r) => [r.id, r.fired])).toEqual([
      [allow.id, 0],
      [deny.id, 1],
    ]);
  });

  it('an allow rule never lifts a call outside the workspace nor an unbound tool', async () => {
    t = await openWithFolders([
      reply(
        toolUse('out', 'write_file', { path: '../elsewhere.md', content: 'X' }),
        toolUse('plan', 'read_file', { path: 'notes/a.md' }),
      ),
      final('Ok.'),
    ]);
    const session = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({
      definition: { tool: 'write_file', effect: 'allow', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    });
    // read_file is bound in agent mode; in plan mode write_file is not bound at all.
    await t.core.send({ sessionId: session.id, text: 'go', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval');
    const pending = t.core.loadSession(session.id).pending!;
    expect(pending.calls.map((c) => [c.tool, c.inspection.outsideWorkspace, c.rule?.effect])).toEqual([
      ['write_file', true, 'allow'],
    ]);
    expect(t.effects()).toEqual(['read notes/a.md']);
  });

  it('an unbound tool stays denied whatever a rule says', async () => {
    t = await openWithFolders([reply(toolUse('w', 'write_file', { path: 'notes/a.md', content: 'A' })), final('Ok.')]);
    const session = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({
      definition: { tool: 'write_file', effect: 'allow', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    });
    await t.core.send({ sessionId: session.id, text: 'plan only', workMode: 'plan' });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual([]);
    expect(t.core.exportAudit(session.id).entries).toMatchObject([
      { action: 'deny', settledBy: { by: 'policy', layer: 'binding' } },
    ]);
  });

  it('an ask rule keeps a call with the person even in yolo, and a person may still approve it', async () => {
    t = await openWithFolders([reply(toolUse('w', 'write_file', { path: 'notes/a.md', content: 'A' })), final('Ok.')]);
    const session = t.core.createSession({ workspace: t.workspace });
    const ask = t.core.rules.save({ definition: { ...writeRule(session.id, 'ask'), match: { kind: 'any' } } });
    t.core.setApprovalMode({ sessionId: session.id, mode: 'yolo', confirmYolo: true });
    await t.core.send({ sessionId: session.id, text: 'go', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval');
    const pending = t.core.loadSession(session.id).pending!;
    expect(pending.calls[0]!.rule).toEqual({ effect: 'ask', ruleId: ask.id });
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write notes/a.md A']);
    expect(t.core.rules.list()[0]!.fired).toBe(1);
  });

  it("a person's edit that a deny rule matches is denied by that rule while the rest of the sheet runs", async () => {
    t = await openWithFolders([
      reply(
        toolUse('a', 'write_file', { path: 'notes/a.md', content: 'A' }),
        toolUse('b', 'write_file', { path: 'notes/b.md', content: 'B' }),
      ),
      final('Ok.'),
    ]);
    const { session, pending } = await sendUntilApproval(t, 'two notes');
    const deny = t.core.rules.save({ definition: writeRule(session.id, 'deny', 'secret/**') });
    const [a, b] = pending.calls;
    const preview = await t.core.previewEdit({
      approvalId: pending.approvalId,
      callId: a!.callId,
      args: { path: 'secret/a.md', content: 'A' },
    });
    expect(preview).toMatchObject({ ok: true, refusedByRule: { ruleId: deny.id } });
    const r = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: a!.callId, action: 'edit', args: { path: 'secret/a.md', content: 'A' } },
        { callId: b!.callId, action: 'approve' },
      ],
    });
    expect(r).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write notes/b.md B']);
    expect(
      t.core
        .exportAudit(session.id)
        .entries.map((e) => [
          e.callId,
          e.settledBy.by,
          e.action,
          e.settledBy.by === 'rule' ? e.settledBy.ruleId : null,
          e.outcome,
        ]),
    ).toEqual([
      [a!.callId, 'rule', 'deny', deny.id, 'denied'],
      [b!.callId, 'person', 'approve', null, 'success'],
    ]);
  });

  it('rules survive a restart and keep deciding', async () => {
    t = await openWithFolders([reply(toolUse('w', 'write_file', { path: 'notes/a.md', content: 'A' })), final('Ok.')]);
    const session = t.core.createSession({ workspace: t.workspace });
    const saved = t.core.rules.save({
      definition: { ...writeRule(session.id, 'allow'), scope: { kind: 'folder', folder: t.workspace } },
    });
    const disabled = t.core.rules.save({ definition: writeRule(session.id, 'deny') });
    t.core.rules.setEnabled(disabled.id, false);
    await t.core.close();
    await t.reopen();
    expect(t.core.rules.list().map((r) => [r.id, r.enabled, r.definition?.match])).toEqual([
      [saved.id, true, { kind: 'path', glob: 'notes/**' }],
      [disabled.id, false, { kind: 'path', glob: 'notes/**' }],
    ]);
    await t.core.send({ sessionId: session.id, text: 'go', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write notes/a.md A']);
    expect(t.core.exportAudit(session.id).entries[0]).toMatchObject({ settledBy: { by: 'rule', ruleId: saved.id } });
  });

  it('a rule is checked when saved: a conversation that is gone or a pattern that cannot fit is refused with a message for the person', async () => {
    t = await openWithFolders();
    const session = t.core.createSession({ workspace: t.workspace });
    const refusalOf = (save: () => unknown): unknown => {
      try {
        save();
      } catch (err) {
        return err;
      }
      throw new Error('the save was not refused');
    };
    expect(
      refusalOf(() =>
        t.core.rules.save({
          definition: { ...writeRule(session.id, 'allow'), scope: { kind: 'conversation', sessionId: 'ses_gone' } },
        }),
      ),
    ).toMatchObject({ code: 'invalid_input', text: { id: 'rules.conversationGone' } });
    expect(
      refusalOf(() =>
        t.core.rules.save({
          definition: { ...writeRule(session.id, 'allow'), match: { kind: 'command', words: ['ls'] } },
        }),
      ),
    ).toMatchObject({
      code: 'invalid_input',
      text: { id: 'rules.problem.commandNotRunCommand', params: { tool: 'write_file' } },
    });
    expect(
      refusalOf(() =>
        t.core.rules.save({
          definition: { ...writeRule(session.id, 'allow'), scope: { kind: 'folder', folder: 'relative/folder' } },
        }),
      ),
    ).toMatchObject({ code: 'invalid_input', text: { id: 'rules.folderNotFull' } });
    expect(t.core.rules.list()).toEqual([]);
  });

  it('export and import round-trip every rule as a readable file; a bad file imports nothing', async () => {
    t = await openWithFolders();
    const session = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({ definition: { ...writeRule(session.id, 'allow'), scope: { kind: 'everywhere' } } });
    t.core.rules.save({
      definition: {
        tool: 'run_command',
        effect: 'deny',
        match: { kind: 'command', words: ['git', 'push'] },
        scope: { kind: 'everywhere' },
        label: 'never push',
      },
    });
    const file = t.core.rules.exportFile();
    expect(file).toContain('"git"');
    expect(JSON.parse(file)).toMatchObject({ format: 'gatehouse-rules', version: 1 });
    expect(() =>
      t.core.rules.importFile(
        '{"format":"gatehouse-rules","version":1,"rules":[{"definition":{"tool":"write_file"}}]}',
      ),
    ).toThrow(expect.objectContaining({ text: expect.objectContaining({ id: 'rules.import.invalidAt' }) }));
    const cannotWork = JSON.stringify({
      format: 'gatehouse-rules',
      version: 1,
      rules: [{ definition: { ...writeRule(session.id, 'allow'), match: { kind: 'path', glob: '../**' } } }],
    });
    expect(() => t.core.rules.importFile(cannotWork)).toThrow(
      expect.objectContaining({
        text: {
          id: 'rules.import.ruleCannotWork',
          params: { number: 1, problem: 'globGoesUp', tool: 'write_file', program: '' },
        },
      }),
    );
    expect(t.core.rules.list()).toHaveLength(2);
    const imported = t.core.rules.importFile(file);
    expect(imported.imported).toBe(2);
    expect(t.core.rules.list().map((r) => r.definition?.label ?? r.tool)).toEqual([
      'write_file',
      'never push',
      'write_file',
      'never push',
    ]);
  });

  it('delete everything removes every rule', async () => {
    t = await openWithFolders();
    const session = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({ definition: writeRule(session.id, 'allow') });
    await t.core.deleteEverything();
    expect(t.core.rules.list()).toEqual([]);
  });
});

describe('approvals go stale', () => {
  const day = 24 * 3_600_000;

  it('a call approved on a day-old sheet whose file changed since is asked again with the reason; unchanged, it runs', async () => {
    let clock = Date.parse('2026-12-01T10:00:00Z');
    t = await openWithFolders(
      [
        reply(
          toolUse('a', 'write_file', { path: 'a.md', content: 'new A' }),
          toolUse('b', 'write_file', { path: 'b.md', content: 'new B' }),
        ),
        final('Ok.'),
      ],
      { now: () => new Date(clock) },
    );
    writeFileSync(join(t.workspace, 'a.md'), 'A v1\n');
    writeFileSync(join(t.workspace, 'b.md'), 'B v1\n');
    const { session, pending } = await sendUntilApproval(t, 'update both');
    // A day and an hour later, a.md was changed by someone else; b.md was not.
    clock += day + 3_600_000;
    writeFileSync(join(t.workspace, 'a.md'), 'A v2 from elsewhere\n');
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'approve' as const })),
    });
    await waitForRunState(t.core, session.id, 'awaiting_approval');
    expect(t.effects()).toEqual(['write b.md new B']);
    const again = t.core.loadSession(session.id).pending!;
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0]!.supersedes?.reason).toMatchObject({
      id: 'stale.approvalOld',
      params: { hours: 24, change: 'file', subject: expect.stringMatching(/a\.md$/) },
    });
    expect(wordInEnglish(again.calls[0]!.supersedes?.reason)).toMatch(
      /more than 24 hours old, and since then .*a\.md changed/,
    );
    const preview = again.calls[0]!.inspection.preview;
    expect(preview.type === 'write' && preview.write.original).toBe('A v2 from elsewhere\n');
    await t.core.submitDecisions({
      approvalId: again.approvalId,
      decisions: [{ callId: again.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(readFileSync(join(t.workspace, 'a.md'), 'utf8')).toBe('new A');
  });

  it('the setting decides how old is too old', async () => {
    let clock = Date.parse('2026-12-01T10:00:00Z');
    t = await openWithFolders([reply(toolUse('a', 'write_file', { path: 'a.md', content: 'new' })), final('Ok.')], {
      now: () => new Date(clock),
    });
    t.core.updateSettings({ approvalStaleHours: 48 });
    expect(t.core.getSettings().approvalStaleHours).toBe(48);
    writeFileSync(join(t.workspace, 'a.md'), 'v1\n');
    const { session, pending } = await sendUntilApproval(t, 'update');
    clock += day + 3_600_000;
    // Within 48 hours nothing is checked again here (the write's own guard still checks the file).
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write a.md new']);
    // Fewer than 1 hour is refused, naming the setting; the saved one stays.
    expect(() => t.core.updateSettings({ approvalStaleHours: 0 })).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'approvalStaleHours', check: 'check.staleHoursRange' } },
      }),
    );
    expect(t.core.getSettings().approvalStaleHours).toBe(48);
  });
});
