import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { createSettingsStore, DATABASE_FILE, openDatabase } from '../../../src/main/store';

const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
let db: Database.Database | undefined;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-modes-'));
});
afterEach(() => {
  db?.close();
  db = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('the data folder and the database files', () => {
  it('are created 0700 and 0600, the WAL and shared-memory files included', () => {
    const dataDir = join(root, 'data');
    db = openDatabase({ dataDir });
    createSettingsStore(db).saveSetting('model', 'something written, so the WAL has frames');
    const path = join(dataDir, DATABASE_FILE);
    expect(existsSync(`${path}-wal`)).toBe(true);
    expect(existsSync(`${path}-shm`)).toBe(true);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });

  it('are tightened when an older build left them readable by others', () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    openDatabase({ dataDir }).close();
    const path = join(dataDir, DATABASE_FILE);
    chmodSync(path, 0o644);
    db = openDatabase({ dataDir });
    createSettingsStore(db).saveSetting('model', 'written after the reopen');
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });
});
