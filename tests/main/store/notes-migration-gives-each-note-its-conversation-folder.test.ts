import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createMemoryNoteStore, DATABASE_FILE, openDatabase, SCHEMA_VERSION } from '../../../src/main/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-notes-migration-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database as schema version 2 left it: notes with a session and no folder. */
function writeVersionTwoDatabase(): void {
  openDatabase({ dataDir: dir }).close();
  const raw = new Database(join(dir, DATABASE_FILE));
  raw.exec(`
    DROP INDEX memory_notes_by_workspace;
    ALTER TABLE memory_notes DROP COLUMN workspace;
    INSERT INTO sessions (id, title, workspace, agent_id, created_at, updated_at) VALUES
      ('ses_a', 'A', '/projects/a', 'gatehouse', 'x', 'x'),
      ('ses_b', 'B', '/projects/b', 'gatehouse', 'x', 'x');
    INSERT INTO memory_notes (session_id, text, created_at) VALUES
      ('ses_a', 'note of A', '2030-01-01T00:00:00Z'),
      ('ses_b', 'note of B', '2030-01-02T00:00:00Z'),
      (NULL, 'note of a deleted conversation', '2030-01-03T00:00:00Z');
  `);
  raw.pragma('user_version = 2');
  raw.close();
}

describe('migration 3', () => {
  it("gives each existing note its conversation's folder, and none to a note whose conversation is gone", () => {
    writeVersionTwoDatabase();
    const db = openDatabase({ dataDir: dir });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const notes = createMemoryNoteStore(db, () => new Date());
      expect(notes.loadFolderNotes('/projects/a').map((n) => n.text)).toEqual(['note of A']);
      expect(notes.loadFolderNotes('/projects/b').map((n) => n.text)).toEqual(['note of B']);
      expect(notes.listNotes().map((n) => [n.workspace, n.text])).toEqual([
        ['/projects/a', 'note of A'],
        ['/projects/b', 'note of B'],
        [null, 'note of a deleted conversation'],
      ]);
    } finally {
      db.close();
    }
  });
});
