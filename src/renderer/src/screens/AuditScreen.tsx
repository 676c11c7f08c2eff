import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { AuditEntry, AuditExport } from '../../../shared';
import { useController } from '../react-hooks/app-context';
import { formatToolName } from '../approval/format';
import { formatDateTime, t, type MessageKey } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import '../rules/rules.css';
import { HookOutcomeNotes } from '../tool-hooks/HookOutcomeNotes';
import {
  deriveAuditFate,
  deriveAuditGroups,
  deriveNotRunBecause,
  deriveRanBecause,
  deriveRefusedByHook,
  type AuditRunGroup,
} from './audit-groups';
import { useAppSelector } from '../react-hooks/use-app-selector';
import type { AppState } from '../state/app-state';
import { buildCallLooks, derivePreviewFor, type CallLook } from '../approval/derive-recorded-preview';
import { RecordedCallPair, RecordedCallView } from '../approval/RecordedCallView';
import { useRuleWords } from '../rules/use-rule-words';

const OUTCOMES: Partial<Record<string, MessageKey>> = {
  success: 'tool.success',
  failure: 'tool.failure',
  unknown: 'tool.unknown',
};

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** What the record can show of each call: the looks its sheets took (by call id), and the folder paths are shown relative to. */
interface RecordLooks {
  looks: ReadonlyMap<string, CallLook[]>;
  workspace: string;
}

const RecordLooksContext = createContext<RecordLooks>({ looks: new Map(), workspace: '' });

// Slices, so a streamed token does not redraw the record.
const selectApprovals = (state: AppState) => state.session?.approvals;
const selectOpenSessionId = (state: AppState) => state.session?.sessionId;
const selectWorkspace = (state: AppState) => state.session?.workspace ?? '';

/** What ran, or was asked for, in the layout its sheet showed (read-only); an edit beside the model's proposal. */
function CallShown({ entry, ran }: { entry: AuditEntry; ran: boolean }) {
  const { looks, workspace } = useContext(RecordLooksContext);
  const callLooks = looks.get(entry.callId);
  const shown = {
    preview: derivePreviewFor(entry.args, callLooks),
    args: entry.args,
    label: t(ran ? 'audit.args' : 'audit.asked'),
  };
  const original =
    entry.originalArgs !== undefined
      ? {
          preview: derivePreviewFor(entry.originalArgs, callLooks),
          args: entry.originalArgs,
          label: t('audit.original'),
        }
      : null;
  // The sheet's colours without its frame.
  return (
    <div className="gh-sheet gh-record">
      {ran ? (
        <RecordedCallPair ran={shown} original={original} workspace={workspace} />
      ) : (
        <RecordedCallView call={shown} workspace={workspace} />
      )}
    </div>
  );
}

/** The request's first line, shortened: the heading of its group. */
function shortRequest(text: string): string {
  const line =
    deriveVisibleText(text)
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

function RanTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="audit-table">
      <thead>
        <tr>
          <th scope="col">{t('audit.when')}</th>
          <th scope="col">{t('audit.tool')}</th>
          <th scope="col">{t('audit.decision')}</th>
          <th scope="col">{t('audit.args')}</th>
          <th scope="col">{t('audit.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={`${entry.callId}-${index}`} data-call-id={entry.callId}>
            <td>
              <When iso={entry.at} />
            </td>
            <td title={entry.tool}>{formatToolName(entry.tool)}</td>
            <td>
              {t(deriveRanBecause(entry))}
              <RuleId entry={entry} />
              <HookOutcomeNotes
                settledByHook={entry.settledBy.by === 'hook'}
                denied={false}
                hook={entry.hook}
                postHook={entry.postHook}
                className="audit-hook"
              />
            </td>
            <td>
              <CallShown entry={entry} ran />
            </td>
            <td>
              {entry.outcome !== undefined ? t(OUTCOMES[entry.outcome] ?? 'tool.unknown') : '—'}
              {entry.unconfined && <span className="audit-unconfined"> {t('audit.unconfined')}</span>}
              {entry.passEnv && entry.passEnv.length > 0 && (
                <span className="audit-pass-env"> {t('audit.passEnv', { names: entry.passEnv.join(', ') })}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Saved rules: the rule that decided it, by its words ("why did this run without asking me"); its id stays on the element. */
function RuleId({ entry }: { entry: AuditEntry }) {
  const ruleId = entry.settledBy.by === 'rule' ? entry.settledBy.ruleId : undefined;
  const words = useRuleWords(ruleId);
  if (ruleId === undefined) return null;
  return (
    <span className="audit-rule muted" data-rule-id={ruleId}>
      {' '}
      {t('audit.byRule', { rule: words })}
    </span>
  );
}

/** The reason worth showing: the person's own, or what changed in a file. Never text written for the model. */
function shownReason(entry: AuditEntry): string | null {
  if (entry.reason === undefined || entry.reason.trim() === '') return null;
  if (deriveAuditFate(entry) === 'denied' && entry.settledBy.by === 'person')
    return t('audit.yourReason', { reason: deriveVisibleText(entry.reason) });
  if (entry.action === 'superseded') return deriveVisibleText(entry.reason);
  return null;
}

function NotRunTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="audit-table">
      <thead>
        <tr>
          <th scope="col">{t('audit.when')}</th>
          <th scope="col">{t('audit.tool')}</th>
          <th scope="col">{t('audit.whatHappened')}</th>
          <th scope="col">{t('audit.asked')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const reason = shownReason(entry);
          return (
            <tr key={`${entry.callId}-${index}`} data-call-id={entry.callId}>
              <td>
                <When iso={entry.at} />
              </td>
              <td title={entry.tool}>{formatToolName(entry.tool)}</td>
              <td>
                {t(deriveNotRunBecause(entry))}
                <RuleId entry={entry} />
                <HookOutcomeNotes
                  settledByHook={deriveRefusedByHook(entry)}
                  denied
                  hook={entry.hook}
                  postHook={entry.postHook}
                  className="audit-hook"
                />
                {reason !== null && <div className="muted">{reason}</div>}
              </td>
              <td>
                <CallShown entry={entry} ran={false} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RunGroup({ group, index }: { group: AuditRunGroup; index: number }) {
  const headingId = `audit-run-${index}`;
  return (
    <section className="audit-run panel" aria-labelledby={headingId} data-run-id={group.runId}>
      <h2 id={headingId}>
        {group.run ? (
          <>
            <When iso={group.run.at} /> · “{shortRequest(group.run.request)}”
          </>
        ) : (
          t('audit.unknownRequest')
        )}
      </h2>
      {group.run && (
        <p className="muted">
          {t('conversation.modes', {
            work: t(`mode.${group.run.workMode}`),
            approval: t(`mode.${group.run.approvalMode}`),
          })}
        </p>
      )}
      {group.ran.length > 0 && (
        <>
          <h3>{t('audit.ranHeading', { count: group.ran.length })}</h3>
          <RanTable entries={group.ran} />
        </>
      )}
      {group.notRun.length > 0 && (
        <>
          <h3>{t('audit.notRunHeading', { count: group.notRun.length })}</h3>
          <NotRunTable entries={group.notRun} />
        </>
      )}
    </section>
  );
}

/**
 * Each request the person sent, with what ran under it and, apart, what was denied, cancelled or
 * asked again, each call in the layout its sheet showed (from the open conversation's approvals);
 * JSON export.
 */
export function AuditScreen({ sessionId, title }: { sessionId: string; title: string }) {
  const controller = useController();
  const [audit, setAudit] = useState<AuditExport | null>(null);

  useEffect(() => {
    let live = true;
    void controller.exportAudit(sessionId).then((a) => live && setAudit(a.ok ? a.value : null));
    return () => {
      live = false;
    };
  }, [controller, sessionId]);

  const download = useMemo(() => {
    if (!audit) return null;
    const blob = new Blob([JSON.stringify(audit, null, 2)], { type: 'application/json' });
    return URL.createObjectURL(blob);
  }, [audit]);
  useEffect(
    () => () => {
      if (download) URL.revokeObjectURL(download);
    },
    [download],
  );
  const groups = useMemo(() => (audit ? deriveAuditGroups(audit.entries, audit.runs) : []), [audit]);
  const approvals = useAppSelector(selectApprovals);
  const openId = useAppSelector(selectOpenSessionId);
  const workspace = useAppSelector(selectWorkspace);
  const record = useMemo<RecordLooks>(
    () => ({
      looks: openId === sessionId && approvals !== undefined ? buildCallLooks(Object.values(approvals)) : new Map(),
      workspace,
    }),
    [approvals, openId, sessionId, workspace],
  );

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
      {audit && groups.length === 0 && <p className="empty-state">{t('audit.empty')}</p>}
      <RecordLooksContext.Provider value={record}>
        {groups.map((group, index) => (
          <RunGroup key={group.runId} group={group} index={index} />
        ))}
      </RecordLooksContext.Provider>
    </div>
  );
}
