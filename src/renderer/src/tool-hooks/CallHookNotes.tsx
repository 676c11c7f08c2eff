import { useId, useState } from 'react';
import type { PreToolUseRecord } from '../../../shared/hook-records';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveReadableJson } from '../approval/format';
import { deriveCallHookNotes, type HookNote } from './describe-hook';
import './hooks.css';
import { wordMain } from '../i18n/main/word-main';
import type { MainMessage } from '../../../shared/main-messages';

/** Hook text (reasons, errors, messages, commands) is a program's output: hidden characters shown, never markup. */
const visible = (note: HookNote): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(note.params).map(([k, v]) => [
      k,
      typeof v === 'string' ? deriveVisibleText(v, { lines: 'mark' }) : v,
    ]),
  );

function HookCommand({ command }: { command: string | undefined }) {
  if (command === undefined) return null;
  return (
    <code className="gh-hook-command" title={t('hooks.sheet.hook', { command: deriveVisibleText(command) })}>
      {deriveVisibleText(command, { lines: 'mark' })}
    </code>
  );
}

/**
 * On an approval card: what the PreToolUse hooks said about this call (PendingCall.hook).
 * A rewrite gets a visible mark naming the hook, and the model's own input on demand; a hook's
 * error is a warning (it is why the call asks); an ask or deny reads like a rule's note; a folder's
 * hooks that did not run say why. The args the card shows are already the effective ones.
 */
export function CallHookNotes({
  hook,
  subject = 'call',
}: {
  hook: PreToolUseRecord | undefined;
  subject?: 'call' | 'edit';
}) {
  const id = useId();
  const controller = useController();
  const [showOriginal, setShowOriginal] = useState(false);
  const notes = deriveCallHookNotes(hook, subject);
  if (notes.length === 0) return null;
  return (
    <div className="gh-hook-notes">
      {notes.map((note, i) =>
        note.kind === 'rewrite' && hook?.rewrite !== undefined ? (
          <div key={i} className="gh-hook-rewrite" role="note" data-hook-id={hook.rewrite.hookId}>
            <p>
              <span className="gh-hook-mark" aria-hidden="true">
                ✎{' '}
              </span>
              <strong>{t(note.key)}</strong> <HookCommand command={note.command} />
            </p>
            <p className="gh-muted">
              {t(subject === 'edit' ? 'hooks.sheet.changedEditHelp' : 'hooks.sheet.changedHelp')}
            </p>
            <button
              type="button"
              className="gh-hook-original-toggle"
              aria-expanded={showOriginal}
              aria-controls={`${id}-original`}
              onClick={() => setShowOriginal((v) => !v)}
            >
              {showOriginal ? t('hooks.sheet.hideOriginal') : t('hooks.sheet.showOriginal')}
            </button>
            {showOriginal && (
              <div
                id={`${id}-original`}
                className="gh-hook-original"
                role="group"
                aria-label={t(subject === 'edit' ? 'hooks.sheet.originalEditName' : 'hooks.sheet.originalName')}
              >
                <p className="gh-muted">
                  {t(subject === 'edit' ? 'hooks.sheet.originalEdit' : 'hooks.sheet.original')}
                </p>
                <pre className="gh-code-block">
                  <code>{deriveReadableJson(hook.rewrite.replaced)}</code>
                </pre>
              </div>
            )}
          </div>
        ) : (
          <p
            key={i}
            className={`gh-hook-note gh-hook-${note.kind}${note.kind === 'error' ? ' gh-warning' : ''}`}
            role="note"
          >
            {note.kind === 'error' && <span aria-hidden="true">⚠ </span>}
            {t(note.key, visible(note))}
            {note.kind === 'notRun' && (
              <>
                {' '}
                <button
                  type="button"
                  className="gh-link-button"
                  aria-label={t('hooks.sheet.openSettingsName')}
                  onClick={() => controller.showScreen('settings')}
                >
                  {t('hooks.sheet.openSettings')}
                </button>
              </>
            )}
            {note.kind !== 'error' && note.command !== undefined && (
              <>
                {' '}
                <span className="gh-muted">
                  (<HookCommand command={note.command} />)
                </span>
              </>
            )}
          </p>
        ),
      )}
    </div>
  );
}

/**
 * Under a person's edit, in "This is what will run": hooks ran again on the edited input
 * (EditPreviewResult.hook). Main's refusal when a hook denies the edit (sending it records the call
 * as denied by that hook), then what else the hooks said, a rewrite of the edit included.
 */
export function EditHookNotes({
  hook,
  refusedByHook,
}: {
  hook: PreToolUseRecord | undefined;
  refusedByHook: { text: MainMessage } | undefined;
}) {
  return (
    <>
      {refusedByHook !== undefined && (
        <p className="gh-warning gh-hook-refusal" role="note">
          <span aria-hidden="true">⚠ </span>
          {deriveVisibleText(wordMain(refusedByHook.text), { lines: 'mark' })}
        </p>
      )}
      <CallHookNotes hook={hook} subject="edit" />
    </>
  );
}
