import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useController } from '../react-hooks/app-context';
import type { PublicSettings } from '../../../shared';
import type { HookDefinition, HookView } from '../../../shared/hooks';
import { Icon } from '../components/Icon';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { messageOf } from '../ipc/client';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import type { AppState } from '../state/app-state';
import { selectHooks } from '../state/main-lists';
import { deriveVisibleText } from '../text/visible-text';
import { deriveOpenFolders, formatHookSentence, formatShortCommand } from '../tool-hooks/describe-hook';
import { HookForm } from '../tool-hooks/HookForm';
import { ImportClaudeHooksDialog } from '../tool-hooks/ImportClaudeHooksDialog';
import { ProjectFolderHooks } from '../tool-hooks/ProjectFolderHooks';
import '../tool-hooks/hooks.css';

const selectSessions = (state: AppState) => state.sessions;

/** Which form is open: none, a new hook, or the hook with this id. */
type Editing = null | 'new' | string;

/**
 * Settings › Hooks: what a hook is and why trust matters, in one breath each; the
 * person's hooks in the order they run (in words, with the exact command and where it runs), Add,
 * Edit and Delete; "Import from Claude Code…"; and for each folder a conversation works in, the
 * hooks that folder brings and whether they may run. The hooks are main's, as the store keeps them
 * (main-lists.ts): loaded when Settings opens, listed again after each change made here, and pushed.
 * Without a sandbox on this computer it says first that sandboxed hooks do not run (their calls ask).
 */
export function HooksSection({ sandbox }: { sandbox: PublicSettings['commandSandbox'] }) {
  const { lists } = useController();
  const sessions = useAppSelector(selectSessions);
  const folders = useMemo(() => deriveOpenFolders(sessions), [sessions]);
  const { value: hooks, loadError } = useAppSelector(selectHooks);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  /** Where the focus goes when a form closes: its hook's Edit button, or Add a hook. */
  const returnFocus = useRef<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const closeForm = useCallback(() => {
    setEditing((open) => {
      returnFocus.current = open;
      return null;
    });
  }, []);
  useEffect(() => {
    const back = returnFocus.current;
    if (editing !== null || back === null) return;
    returnFocus.current = null;
    const target =
      back === 'new' ? addButton.current : document.querySelector<HTMLElement>(`li[data-hook-id="${back}"] .hook-edit`);
    target?.focus();
  }, [editing, hooks]);
  const [deleting, setDeleting] = useState<HookView | null>(null);
  const [importing, setImporting] = useState(false);

  const save = async (
    id: string | undefined,
    definition: HookDefinition,
    confirmed: boolean,
  ): Promise<string | null> => {
    const saved = await lists.runHooksChange('hooks:save', {
      ...(id !== undefined ? { id } : {}),
      definition,
      ...(confirmed ? { confirmRunWithoutSandbox: true } : {}),
    });
    if (!saved.ok) return messageOf(saved);
    closeForm();
    setNotice({ tone: 'ok', text: t('hooks.page.saved') });
    return null;
  };

  const remove = async (hook: HookView) => {
    const removed = await lists.runHooksChange('hooks:remove', { id: hook.id });
    setNotice(removed.ok ? null : { tone: 'error', text: t('hooks.page.failed', { message: messageOf(removed) }) });
    // Its row (and the Delete button the dialog would give the focus back to) is gone.
    addButton.current?.focus();
  };

  const importText = async (text: string) => {
    const imported = await lists.runHooksChange('hooks:import', { text });
    return imported.ok
      ? ({ ok: true, result: imported.value } as const)
      : ({ ok: false, message: messageOf(imported) } as const);
  };

  return (
    <section className="panel hooks-section" aria-labelledby="hooks-heading">
      <h2 id="hooks-heading">{t('hooks.page.title')}</h2>
      <p>{t('hooks.page.about')}</p>
      <p className="help">{t('hooks.page.safety')}</p>
      {!sandbox.available && (
        <p className="key-storage basic_text" role="note">
          <Icon name="warning" /> {t('hooks.page.noSandbox', { detail: wordMain(sandbox.detail) })}
        </p>
      )}
      {loadError !== null && (
        <p role="alert" className="field-error">
          {t('hooks.page.loadFailed', { message: loadError })}
        </p>
      )}
      {hooks === null ? (
        loadError === null && <p className="muted">{t('hooks.page.loading')}</p>
      ) : hooks.length === 0 ? (
        <p className="muted">{t('hooks.page.empty')}</p>
      ) : (
        <ul className="hooks-list" aria-label={t('hooks.page.list')}>
          {hooks.map((hook) =>
            editing === hook.id ? (
              <li key={hook.id} className="hook-item" data-hook-id={hook.id}>
                <HookForm
                  hook={hook}
                  onSave={(definition, confirmed) => save(hook.id, definition, confirmed)}
                  onCancel={closeForm}
                />
              </li>
            ) : (
              <HookRow
                key={hook.id}
                hook={hook}
                formOpen={editing !== null}
                onEdit={() => setEditing(hook.id)}
                onDelete={() => setDeleting(hook)}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' && (
        <HookForm
          hook={null}
          onSave={(definition, confirmed) => save(undefined, definition, confirmed)}
          onCancel={closeForm}
        />
      )}
      {/* One form at a time: what is typed in an open form is never dropped by opening another. */}
      {editing === null && (
        <div className="row">
          <button
            ref={addButton}
            type="button"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('hooks.page.add')}
          </button>
          <button type="button" onClick={() => setImporting(true)}>
            {t('hooks.import.open')}
          </button>
        </div>
      )}
      <p className={notice?.tone === 'error' ? 'field-error' : 'form-ok'} role="status">
        {notice?.text ?? ''}
      </p>

      <h3>{t('hooks.project.title')}</h3>
      <p>{t('hooks.project.about')}</p>
      {folders.length === 0 ? (
        <p className="muted">{t('hooks.project.noFolders')}</p>
      ) : (
        <ul className="project-hooks-list" aria-label={t('hooks.project.title')}>
          {folders.map((folder) => (
            <ProjectFolderHooks key={folder} folder={folder} />
          ))}
        </ul>
      )}

      <ImportClaudeHooksDialog open={importing} onImport={importText} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('hooks.page.deleteTitle')}
        confirmLabel={t('hooks.page.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const hook = deleting;
          setDeleting(null);
          if (hook !== null) void remove(hook);
        }}
      >
        <pre className="hook-command hook-command-block">{deriveVisibleText(deleting?.command ?? '')}</pre>
        <p>{t('hooks.page.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** `formOpen`: another hook's form is open; its Edit waits until that one is saved or cancelled. */
function HookRow({
  hook,
  formOpen,
  onEdit,
  onDelete,
}: {
  hook: HookView;
  formOpen: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const short = deriveVisibleText(formatShortCommand(hook.command), { lines: 'mark' });
  return (
    <li className="hook-item" data-hook-id={hook.id}>
      <div className="hook-head">
        <p className={hook.sandbox === 'none' ? 'hook-sentence hook-full-rights-line' : 'hook-sentence'}>
          {formatHookSentence(hook)}
          {hook.sandbox === 'none' && (
            <span className="hook-full-rights" aria-hidden="true">
              {' '}
              ⚠
            </span>
          )}
        </p>
        <div className="hook-buttons">
          <button
            type="button"
            className="hook-edit"
            aria-label={t('hooks.page.editName', { command: short })}
            disabled={formOpen}
            onClick={onEdit}
          >
            {t('hooks.page.edit')}
          </button>
          <button
            type="button"
            className="danger"
            aria-label={t('hooks.page.deleteName', { command: short })}
            onClick={onDelete}
          >
            {t('hooks.page.delete')}
          </button>
        </div>
      </div>
      <pre className="hook-command hook-command-block">{deriveVisibleText(hook.command)}</pre>
    </li>
  );
}
