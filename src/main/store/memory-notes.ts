import type Database from 'better-sqlite3';
import type { MemoryNotes } from '../tools/types';

export interface MemoryNoteStore extends MemoryNotes {
  listNotes(): { sessionId: string | null; text: string; createdAt: string }[];
}

/** The `remember` tool's notes, kept in SQLite. */
export function createMemoryNoteStore(db: Database.Database, now: () => Date): MemoryNoteStore {
  const insert = db.prepare('INSERT INTO memory_notes (session_id, text, created_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT session_id, text, created_at FROM memory_notes ORDER BY id');
  return {
    saveNote: (note) => {
      insert.run(note.sessionId, note.text, now().toISOString());
    },
    listNotes: () =>
      (select.all() as { session_id: string | null; text: string; created_at: string }[]).map((r) => ({
        sessionId: r.session_id,
        text: r.text,
        createdAt: r.created_at,
      })),
  };
}
