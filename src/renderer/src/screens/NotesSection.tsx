import type { MemoryNoteView } from '../../../shared/ipc';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { selectNotes } from '../state/main-lists';
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

/**
 * Settings' Notes: what a note is, then every note by folder, each with Delete. The notes are main's,
 * as the store keeps them (loaded when Settings opens, then pushed); a refusal to list them is a notice.
 */
export function NotesSection() {
  const controller = useController();
  const kept = useAppSelector(selectNotes);
  const notes = kept.value ?? (kept.loadError !== null ? [] : null);
  const remove = (id: number) => void controller.lists.runNoteDelete(id);

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
                    {note.text}{' '}
                    <span className="help">{t('settings.notesSavedAt', { time: formatTime(note.createdAt) })}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={t('settings.notesDeleteLabel', { text: shorten(note.text) })}
                    onClick={() => remove(note.id)}
                  >
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
