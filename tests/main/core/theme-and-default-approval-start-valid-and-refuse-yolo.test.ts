import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('the theme and the approval mode new conversations start in', () => {
  it('default to the system look and to you, save and survive a restart, and never take yolo', async () => {
    t = await openTestCore();
    expect(t.core.getSettings()).toMatchObject({ theme: 'system', defaultApprovalMode: 'manual' });
    expect(t.core.updateSettings({ theme: 'dark', defaultApprovalMode: 'auto' })).toMatchObject({
      theme: 'dark',
      defaultApprovalMode: 'auto',
    });
    expect(() => t.core.updateSettings({ defaultApprovalMode: 'yolo' } as never)).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'defaultApprovalMode', check: 'check.notExpected' } },
      }),
    );
    expect(() => t.core.updateSettings({ theme: 'neon' } as never)).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'theme', check: 'check.notExpected' } },
      }),
    );
    const core = await t.reopen();
    expect(core.getSettings()).toMatchObject({ theme: 'dark', defaultApprovalMode: 'auto' });
  });

  it('falls back to the defaults when the stored value is one this version does not know', async () => {
    t = await openTestCore();
    await t.core.close();
    const db = new Database(join(t.dataDir, 'gatehouse.db'));
    db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run('theme', JSON.stringify('neon'));
    db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(
      'defaultApprovalMode',
      JSON.stringify('yolo'),
    );
    db.close();
    const core = await t.reopen();
    expect(core.getSettings()).toMatchObject({ theme: 'system', defaultApprovalMode: 'manual' });
  });
});
