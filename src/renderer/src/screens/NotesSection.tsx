import { useEffect, useState } from 'react';
import type { MemoryNoteView } from '../../../shared/ipc';
import { useController } from '../react-hooks/app-context';
import { formatTime, t } from '../i18n';

interface NoteGroup {
  /** Null for notes whose folder is unknown (older than folders; never read back). */
  workspace: string | null;
  notes: MemoryNoteView[];
}

/** Groups notes by folder in the order they come (the main process sorts them). Pure. */
function deriveNoteGroups(notes: readonly MemoryNoteView[]): NoteGroup[] {
  const groups: NoteGroup[] = [];
  for (const note of notes) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.workspace === note.workspace) last.notes.push(note);
    else groups.push({ workspace: note.workspace, notes: [note] });
  }
  return groups;
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Settings' Notes: what a note is, then every note by folder, each with Delete. Loads when shown. */
export function NotesSection() {
  const controller = useController();
  const [notes, setNotes] = useState<MemoryNoteView[] | null>(null);

  useEffect(() => {
    let shown = true;
    void controller.listNotes().then((loaded) => {
      if (shown) setNotes(loaded ?? []);
    });
    return () => {
      shown = false;
    };
  }, [controller]);

  const remove = async (id: number) => {
    await controller.deleteNote(id);
    // Listed again either way: a refusal for a note already gone should drop it from the list too.
    const loaded = await controller.listNotes();
    if (loaded !== null) setNotes(loaded);
  };

  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('settings.notes')}</h2>
      <p>{t('settings.notesAbout')}</p>
      {notes === null ? (
        <p className="muted">{t('settings.notesLoading')}</p>
      ) : notes.length === 0 ? (
        <p className="muted">{t('settings.notesEmpty')}</p>
      ) : (
        deriveNoteGroups(notes).map((group) => (
          <div key={group.workspace ?? ''} className="note-group">
            <h3>{group.workspace ?? t('settings.notesNoFolder')}</h3>
            <ul>
              {group.notes.map((note) => (
                <li key={note.id} className="row spread">
                  <span>
                    {note.text} <span className="help">{t('settings.notesSavedAt', { time: formatTime(note.createdAt) })}</span>
                  </span>
                  <button type="button" aria-label={t('settings.notesDeleteLabel', { text: shorten(note.text) })} onClick={() => void remove(note.id)}>
                    {t('settings.notesDelete')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
