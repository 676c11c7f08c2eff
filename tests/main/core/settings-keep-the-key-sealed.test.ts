import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('settings and sessions', () => {
  it('stores the API key only sealed and never returns it', async () => {
    t = await openTestCore();
    const after = t.core.updateSettings({ apiKey: 'sk-secret-123' });
    expect(after.hasApiKey).toBe(true);
    expect(JSON.stringify(after)).not.toContain('sk-secret');
    await t.core.close();
    const db = new Database(join(t.dataDir, 'gatehouse.db'), { readonly: true });
    const rows = JSON.stringify(db.prepare('SELECT * FROM settings').all());
    db.close();
    expect(rows).not.toContain('sk-secret-123');
    const core = await t.reopen();
    expect(core.getSettings()).toMatchObject({
      hasApiKey: true,
      model: 'scripted',
      provider: 'local',
      contextWindow: 200000,
    });
    expect(core.updateSettings({ apiKey: '' }).hasApiKey).toBe(false);
    expect(() => core.updateSettings({ contextWindow: 5 } as never)).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'contextWindow', check: 'check.contextWindowRange' } },
      }),
    );
  });

  it('checks the workspace exists and realpaths it; unknown sessions are not_found', async () => {
    t = await openTestCore();
    expect(() => t.core.createSession({ workspace: join(t.root, 'nope') })).toThrow(
      expect.objectContaining({ code: 'workspace_missing' }),
    );
    mkdirSync(join(t.workspace, 'sub'));
    const s = t.core.createSession({ workspace: join(t.workspace, 'sub', '..') });
    expect(s.workspace).toBe(t.workspace.replace(/\/$/, ''));
    expect(t.core.renameSession(s.id, 'Renamed').title).toBe('Renamed');
    expect(t.core.getSettings().lastWorkspace).toBe(s.workspace);
    expect(() => t.core.loadSession('ses_missing')).toThrow(expect.objectContaining({ code: 'not_found' }));
    t.core.deleteSession(s.id);
    expect(t.core.listSessions()).toEqual([]);
  });
});
