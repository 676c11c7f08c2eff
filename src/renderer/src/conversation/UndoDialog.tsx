import { useEffect, useMemo, useRef, useState } from 'react';
import type { UndoFilePreview, UndoPreview, UndoTarget } from '../../../shared';
import '../approval/approval.css';
import { HunkList } from '../approval/HunkList';
import { parseUnifiedDiff } from '../approval/parse-unified-diff';
import { ModalDialog } from '../components/ModalDialog';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { wordMain } from '../i18n/main/word-main';

type Phase =
  | { kind: 'loading' }
  | { kind: 'preview'; preview: Extract<UndoPreview, { ok: true }> }
  | { kind: 'busy'; preview: Extract<UndoPreview, { ok: true }> }
  /** Refused (a file changed, too old) or failed: the main process's words, naming the file. */
  | { kind: 'refused'; message: string };

function UndoFile({ file }: { file: UndoFilePreview }) {
  const hunks = useMemo(() => parseUnifiedDiff(file.unified), [file.unified]);
  const path = deriveVisibleText(file.path, { lines: 'mark' });
  return (
    <section className="undo-file" data-testid="undo-file">
      <h3>{t(file.action === 'delete' ? 'undo.delete' : 'undo.restore', { path })}</h3>
      {file.notes.map((note) => (
        <p key={note.id} className="undo-note">
          {deriveVisibleText(wordMain(note))}
        </p>
      ))}
      {hunks.length > 0 ? <HunkList hunks={hunks} path={path} /> : <p className="undo-note">{t('undo.noDiff')}</p>}
    </section>
  );
}

/**
 * Shows what undoing a call (or a run) will do, as the main process computed it from its own
 * records, and undoes it on confirm. Focus starts on Cancel: a stray Enter never changes files.
 */
export function UndoDialog({
  target: first,
  onClose,
  wholeRun,
}: {
  target: UndoTarget;
  onClose(): void;
  wholeRun?: { target: UndoTarget; count: number };
}) {
  const controller = useController();
  // One Undo on a card: the run's other changes are offered here, as a choice inside the dialog.
  const [target, setTarget] = useState<UndoTarget>(first);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const offerRun = wholeRun !== undefined && target === first && 'callId' in first;

  useEffect(() => {
    let live = true;
    void controller.previewUndo(target).then((result) => {
      if (!live) return;
      // Main refused (already said as a notice): nothing to show.
      if (!result.ok) onClose();
      else
        setPhase(
          result.value.ok
            ? { kind: 'preview', preview: result.value }
            : { kind: 'refused', message: wordMain(result.value.text) },
        );
    });
    return () => {
      live = false;
    };
  }, [controller, target, onClose]);

  const confirm = async () => {
    if (phase.kind !== 'preview') return;
    setPhase({ kind: 'busy', preview: phase.preview });
    const result = await controller.applyUndo(target);
    if (!result.ok || result.value.outcome === 'success') onClose();
    else setPhase({ kind: 'refused', message: wordMain(result.value.text) });
  };

  const title =
    phase.kind === 'refused' ? t('undo.refusedTitle') : t('callId' in target ? 'undo.titleCall' : 'undo.titleRun');
  return (
    <ModalDialog open title={title} onDismiss={onClose} initialFocus={cancelRef}>
      <div className="dialog-body undo-body">
        {phase.kind === 'loading' && <p aria-live="polite">{t('undo.loading')}</p>}
        {phase.kind === 'refused' && (
          <p role="alert" className="undo-refused">
            {deriveVisibleText(phase.message)}
          </p>
        )}
        {(phase.kind === 'preview' || phase.kind === 'busy') && (
          <>
            <p>{t('undo.lead', { count: phase.preview.files.length })}</p>
            {phase.preview.files.map((file) => (
              <UndoFile key={file.path} file={file} />
            ))}
          </>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" ref={cancelRef} onClick={onClose}>
          {phase.kind === 'refused' ? t('undo.close') : t('common.cancel')}
        </button>
        {offerRun && phase.kind !== 'busy' && (
          <button
            type="button"
            onClick={() => {
              setPhase({ kind: 'loading' });
              setTarget(wholeRun.target);
            }}
          >
            {t('undo.wholeRun', { count: wholeRun.count })}
          </button>
        )}
        {phase.kind !== 'refused' && (
          <button type="button" className="primary" onClick={() => void confirm()} disabled={phase.kind !== 'preview'}>
            {t('undo.confirm')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
