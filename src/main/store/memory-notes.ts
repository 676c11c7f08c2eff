import type Database from 'better-sqlite3';
import type { MemoryNotes } from '../tools/types';

/** A note saved with `remember`. `workspace` is null for a note older than folders whose conversation is gone. */
export interface MemoryNote {
  id: number;
  workspace: string | null;
  text: string;
  createdAt: string;
}

export interface MemoryNoteStore extends MemoryNotes {
  /** The folder's notes, oldest first: what is read back into its conversations. */
  loadFolderNotes(workspace: string): MemoryNote[];
  /** Every note, by folder (notes without one last), oldest first within a folder. */
  listNotes(): MemoryNote[];
  /** Deletes one note (secure_delete zeroes its text in the file); false when there was none. */
  deleteNote(id: number): boolean;
}

interface RawNote {
  id: number;
  workspace: string | null;
  text: string;
  created_at: string;
}

function toNote(r: RawNote): MemoryNote {
  return { id: r.id, workspace: r.workspace, text: r.text, createdAt: r.created_at };
}

/** The `remember` tool's notes, kept in SQLite per folder. Throws only SQLite errors. */
export function createMemoryNoteStore(db: Database.Database, now: () => Date): MemoryNoteStore {
  const insert = db.prepare('INSERT INTO memory_notes (session_id, workspace, text, created_at) VALUES (?, ?, ?, ?)');
  const selectFolder = db.prepare(
    'SELECT id, workspace, text, created_at FROM memory_notes WHERE workspace = ? ORDER BY id',
  );
  const selectAll = db.prepare(
    'SELECT id, workspace, text, created_at FROM memory_notes ORDER BY workspace IS NULL, workspace, id',
  );
  const remove = db.prepare('DELETE FROM memory_notes WHERE id = ?');
  return {
    saveNote: (note) => {
      insert.run(note.sessionId, note.workspace, note.text, now().toISOString());
    },
    loadFolderNotes: (workspace) => (selectFolder.all(workspace) as RawNote[]).map(toNote),
    listNotes: () => (selectAll.all() as RawNote[]).map(toNote),
    deleteNote: (id) => remove.run(id).changes === 1,
  };
}
