import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { HookImportResult } from '../../../shared/hooks';
import { ModalDialog } from '../components/ModalDialog';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { deriveVisibleText } from '../text/visible-text';
import { formatHookSentence } from './describe-hook';
import './hooks.css';

interface ImportClaudeHooksDialogProps {
  open: boolean;
  /** Imports the text (hooks:import); resolves with what was added and left out, or main's refusal in plain words. */
  onImport(text: string): Promise<{ ok: true; result: HookImportResult } | { ok: false; message: string }>;
  onClose(): void;
}

/**
 * "Import from Claude Code…": a Claude Code settings.json, picked as a file or pasted. Afterwards it
 * lists each hook imported (in words, with its command) and each entry left out with why, so the
 * person sees exactly what Gatehouse will run. The pasted text stays until an import succeeds.
 */
export function ImportClaudeHooksDialog({ open, onImport, onClose }: ImportClaudeHooksDialogProps) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<
    { ok: true; result: HookImportResult } | { ok: false; message: string } | null
  >(null);
  const file = useRef<HTMLInputElement>(null);

  const run = async (text: string): Promise<boolean> => {
    setWorking(true);
    const answered = await onImport(text);
    setWorking(false);
    setOutcome(answered);
    return answered.ok;
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (chosen === undefined) return;
    await run(await chosen.text());
    input.value = '';
  };
  const close = () => {
    setOutcome(null);
    onClose();
  };

  return (
    <ModalDialog open={open} title={t('hooks.import.title')} onDismiss={close}>
      <div className="dialog-body hooks-import hook-dialog-wide">
        <p>{t('hooks.import.lead')}</p>
        <button type="button" onClick={() => file.current?.click()} disabled={working}>
          {t('hooks.import.pick')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('hooks.import.pick')}
          onChange={(e) => void pick(e)}
        />
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('hooks.import.pasteLabel')}</label>
          <textarea
            id={`${id}-text`}
            rows={6}
            spellCheck={false}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        </div>
        <button
          type="button"
          disabled={working || pasted.trim() === ''}
          onClick={() => void run(pasted).then((ok) => ok && setPasted(''))}
        >
          {t('hooks.import.pasted')}
        </button>
        <div className="hooks-import-result" role="status">
          {working && <p>{t('hooks.import.working')}</p>}
          {outcome !== null && !outcome.ok && (
            <p className="field-error">{t('hooks.import.failed', { message: outcome.message })}</p>
          )}
          {outcome !== null && outcome.ok && <ImportResult result={outcome.result} />}
        </div>
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={close}>
          {t('hooks.import.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

function ImportResult({ result }: { result: HookImportResult }) {
  return (
    <>
      {result.imported.length === 0 ? (
        <p>{t('hooks.import.none')}</p>
      ) : (
        <>
          <p className="form-ok">{t('hooks.import.imported', { count: result.imported.length })}</p>
          <ul aria-label={t('hooks.import.imported', { count: result.imported.length })}>
            {result.imported.map((hook) => (
              <li key={hook.id}>
                <code className="hook-command">{deriveVisibleText(hook.command, { lines: 'mark' })}</code> —{' '}
                {formatHookSentence(hook)}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.skipped.length > 0 && (
        <>
          <p>{t('hooks.import.skipped', { count: result.skipped.length })}</p>
          <ul>
            {result.skipped.map((entry, i) => (
              <li key={i}>
                {t('hooks.import.skippedEntry', {
                  event: deriveVisibleText(entry.event, { lines: 'mark' }),
                  reason: deriveVisibleText(wordMain(entry.reason), { lines: 'mark' }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
