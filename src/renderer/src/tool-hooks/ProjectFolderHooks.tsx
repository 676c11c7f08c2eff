import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from '../react-hooks/app-context';
import { flushSync } from 'react-dom';
import type { HookTrustRefusal, ProjectHookView, ProjectHooksView } from '../../../shared/hooks';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { messageOf, type ClientResult } from '../ipc/client';
import { formatTime, t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { deriveVisibleText } from '../text/visible-text';
import { formatHookMatcher } from './describe-hook';
import './hooks.css';

/** Main's reason, in words; what it names (a command's words, a file) is the folder's text, shown as data. */
function formatRefusal(refusal: HookTrustRefusal): string {
  const params = Object.fromEntries(
    Object.entries(refusal.params).map(([k, v]) => [
      k,
      typeof v === 'string' ? deriveVisibleText(v, { lines: 'mark' }) : v,
    ]),
  );
  return t(`hooks.project.refused.${refusal.reason}`, params);
}

/** One project hook as it will run: its file, when, on which actions, the exact command, the folder's files it runs, or why it cannot be trusted. */
function ProjectHook({ hook, refusal }: { hook: ProjectHookView; refusal?: HookTrustRefusal }) {
  return (
    <li className="project-hook" data-project-hook-id={hook.id}>
      <p>
        {t(`hooks.words.event.${hook.event}`)}, {formatHookMatcher(hook.matcher)} ·{' '}
        <span className="help">{t('hooks.project.source', { file: hook.source })}</span>
      </p>
      <pre className="hook-command hook-command-block">{deriveVisibleText(hook.command)}</pre>
      {refusal !== undefined && <p className="field-error">{formatRefusal(refusal)}</p>}
      {hook.scripts !== undefined && hook.scripts.length > 0 && (
        <>
          <p className="help">{t('hooks.project.scripts')}</p>
          <ul>
            {hook.scripts.map((script) => (
              <li key={script}>
                <code className="hook-command">{deriveVisibleText(script, { lines: 'mark' })}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** Pure: the first reason a hook cannot be trusted, as a prop (one sentence per refused hook). */
function refusalOf(view: ProjectHooksView, hookId: string): { refusal?: HookTrustRefusal } {
  const refusal = view.refusals.find((r) => r.hookId === hookId);
  return refusal === undefined ? {} : { refusal };
}

/**
 * One open folder's own hooks (hooks:project: reading runs nothing): their state in words (none,
 * not trusted, trusted, changed since trusted), each hook's exact command and the scripts it runs
 * shown before any choice, then "Trust this folder's hooks" (a dialog showing the commands again,
 * trusting exactly the hash that was shown; not offered while main says why a hook cannot be
 * trusted, one sentence under each such hook) or "Stop trusting". A refusal (the hooks changed
 * meanwhile) is said and the folder is read again, so the person sees what changed.
 */
export function ProjectFolderHooks({ folder }: { folder: string }) {
  const client = useClient();
  const [view, setView] = useState<ProjectHooksView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  /** Reads the folder again (after a refusal: the hooks may have changed while the person read them). */
  const readAgain = useCallback(async () => {
    const found = await client.call('hooks:project', { folder });
    if (found.ok) setView(found.value);
  }, [client, folder]);

  useEffect(() => {
    let shown = true;
    void client.call('hooks:project', { folder }).then((read) => {
      if (!shown) return;
      if (read.ok) setView(read.value);
      else setError(t('hooks.project.loadFailed', { message: messageOf(read) }));
    });
    return () => {
      shown = false;
    };
  }, [client, folder]);

  const change = async (run: Promise<ClientResult<ProjectHooksView>>) => {
    setBusy(true);
    const result = await run;
    if (result.ok) {
      setView(result.value);
      setError(null);
    } else {
      setError(t('hooks.project.failed', { message: messageOf(result) }));
      await readAgain();
    }
    // Drawn now, so the focus below lands on the new words.
    flushSync(() => setBusy(false));
    // The button pressed may be gone (Trust once trusted): the focus goes to the folder's new state, read out.
    status.current?.focus();
  };

  const shownFolder = deriveVisibleText(folder, { lines: 'mark' });
  return (
    <li className="project-folder" data-folder={folder}>
      <h4>{shownFolder}</h4>
      {view === null ? (
        error === null && <p className="muted">{t('hooks.project.loading')}</p>
      ) : (
        <>
          <p ref={status} tabIndex={-1} className={`project-status project-status-${view.status}`}>
            {view.status === 'changed' && view.trustedCopy === 'missing'
              ? t('hooks.project.status.changedNoCopy')
              : t(`hooks.project.status.${view.status}`, {
                  time: view.trustedAt !== undefined ? formatTime(view.trustedAt) : '',
                })}
          </p>
          {view.hooks.length > 0 && (
            <ul className="project-hooks-list">
              {view.hooks.map((hook) => (
                <ProjectHook key={hook.id} hook={hook} {...refusalOf(view, hook.id)} />
              ))}
            </ul>
          )}
          {view.refusals
            .filter((r) => r.hookId === undefined)
            .map((r, i) => (
              <p key={i} className="field-error">
                {formatRefusal(r)}
              </p>
            ))}
          {view.problems.length > 0 && (
            <>
              <p>{t('hooks.project.problems')}</p>
              <ul>
                {view.problems.map((p, i) => (
                  <li key={i}>{deriveVisibleText(wordMain(p), { lines: 'mark' })}</li>
                ))}
              </ul>
            </>
          )}
          {view.skipped.length > 0 && (
            <p className="help">
              {t('hooks.project.skipped', {
                events: view.skipped
                  .map((s) => deriveVisibleText(`${s.file}: ${s.event}: ${wordMain(s.reason)}`, { lines: 'mark' }))
                  .join(', '),
              })}
            </p>
          )}
          {view.hooks.length > 0 && <p className="help">{t('hooks.project.allowNote')}</p>}
        </>
      )}
      {error !== null && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="row">
        {view !== null && view.hooks.length > 0 && view.status !== 'trusted' && view.refusals.length === 0 && (
          <button
            type="button"
            aria-label={t('hooks.project.trustName', { folder: shownFolder })}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('hooks.project.trust')}
          </button>
        )}
        {view !== null && (view.status === 'trusted' || view.status === 'changed') && (
          <button
            type="button"
            aria-label={t('hooks.project.untrustName', { folder: shownFolder })}
            disabled={busy}
            onClick={() => void change(client.call('hooks:untrust-folder', { folder }))}
          >
            {t('hooks.project.untrust')}
          </button>
        )}
        <button
          type="button"
          aria-label={t('hooks.project.refreshName', { folder: shownFolder })}
          disabled={busy}
          onClick={() => void change(client.call('hooks:project', { folder }))}
        >
          {t('hooks.project.refresh')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming && view !== null}
        title={t('hooks.project.trustTitle')}
        confirmLabel={t('hooks.project.trustConfirm')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (view !== null) void change(client.call('hooks:trust-folder', { folder, hash: view.hash }));
        }}
      >
        <div className="hook-dialog-wide">
          <p>{t('hooks.project.trustBody', { folder: shownFolder })}</p>
          <ul className="project-hooks-list">
            {view?.hooks.map((hook) => (
              <ProjectHook key={hook.id} hook={hook} />
            ))}
          </ul>
          <p>{t('hooks.project.trustAsk')}</p>
        </div>
      </ConfirmDialog>
    </li>
  );
}
