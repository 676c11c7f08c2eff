import { useEffect, useMemo, useState } from 'react';
import type { AuditExport } from '../../../shared';
import { useController } from '../hooks/app-context';
import { formatToolName } from '../approval/format';
import { formatTime, t, type MessageKey } from '../i18n';
import { deriveVisibleJson, deriveVisibleText } from '../text/visible-text';

function Args({ value }: { value: Record<string, unknown> | undefined }) {
  return value ? <pre className="audit-args">{deriveVisibleJson(value)}</pre> : <span className="muted">—</span>;
}

const OUTCOMES: Partial<Record<string, MessageKey>> = {
  success: 'tool.success',
  failure: 'tool.failure',
  denied: 'tool.denied',
  cancelled: 'tool.cancelled',
  unknown: 'tool.unknown',
};

/** A recorded outcome in words ("Done"); one the catalogue does not know is shown as recorded. */
function formatOutcome(outcome: string | undefined): string {
  if (outcome === undefined) return '—';
  const key = OUTCOMES[outcome];
  return key ? t(key) : outcome;
}

/** Who approved what and when, with the arguments that ran beside the ones proposed; JSON export. */
export function AuditScreen({ sessionId, title }: { sessionId: string; title: string }) {
  const controller = useController();
  const [audit, setAudit] = useState<AuditExport | null>(null);

  useEffect(() => {
    let live = true;
    void controller.exportAudit(sessionId).then((a) => live && setAudit(a));
    return () => {
      live = false;
    };
  }, [controller, sessionId]);

  const download = useMemo(() => {
    if (!audit) return null;
    const blob = new Blob([JSON.stringify(audit, null, 2)], { type: 'application/json' });
    return URL.createObjectURL(blob);
  }, [audit]);
  useEffect(() => () => {
    if (download) URL.revokeObjectURL(download);
  }, [download]);

  return (
    <div className="screen audit">
      <div className="row spread">
        <h1>{t('audit.title', { title: audit?.title ?? title })}</h1>
        <div className="row">
          {download && (
            <a className="button" href={download} download={`gatehouse-audit-${sessionId}.json`}>
              {t('audit.export')}
            </a>
          )}
          <button type="button" onClick={() => controller.showScreen('conversation')}>
            {t('audit.back')}
          </button>
        </div>
      </div>
      {audit && audit.entries.length === 0 && <p className="empty-state">{t('audit.empty')}</p>}
      {audit && audit.entries.length > 0 && (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.tool')}</th>
              <th scope="col">{t('audit.decision')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.args')}</th>
              <th scope="col">{t('audit.original')}</th>
              <th scope="col">{t('audit.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.entries.map((entry, index) => (
              <tr key={`${entry.callId}-${index}`}>
                <td>{formatTime(entry.at)}</td>
                <td title={entry.tool}>{formatToolName(entry.tool)}</td>
                <td>
                  {t(`audit.action.${entry.action}`)}
                  {entry.reason && <div className="muted">“{deriveVisibleText(entry.reason)}”</div>}
                </td>
                <td className="audit-who">{t(`decider.${entry.decidedBy}`)}</td>
                <td>
                  <Args value={entry.args} />
                </td>
                <td>
                  <Args value={entry.originalArgs} />
                </td>
                <td>
                  {formatOutcome(entry.outcome)}
                  {entry.unconfined && <span className="audit-unconfined"> {t('audit.unconfined')}</span>}
                  {entry.passEnv && entry.passEnv.length > 0 && <span className="audit-pass-env"> {t('audit.passEnv', { names: entry.passEnv.join(', ') })}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
