import type Database from 'better-sqlite3';

/** Key/value settings as JSON text. Secrets go in already sealed (see core/settings). */
export interface SettingsStore {
  loadSetting(key: string): unknown;
  saveSetting(key: string, value: unknown): void;
  deleteSetting(key: string): void;
}

/** Settings over an open, migrated database; loadSetting returns undefined for a missing key. */
export function createSettingsStore(db: Database.Database): SettingsStore {
  const select = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare('DELETE FROM settings WHERE key = ?');
  return {
    loadSetting: (key) => {
      const raw = select.get(key) as string | undefined;
      return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    },
    saveSetting: (key, value) => {
      upsert.run(key, JSON.stringify(value));
    },
    deleteSetting: (key) => {
      remove.run(key);
    },
  };
}
