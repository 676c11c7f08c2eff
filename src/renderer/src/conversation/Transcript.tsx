import { useDeferredValue } from 'react';
import { Markdown } from '../components/Markdown';
import { formatTokens, t } from '../i18n';
import type { SessionView, TranscriptEntry } from '../state/session-view';
import { ApprovalSlot } from './ApprovalSlot';
import { RunErrorNotice } from './RunErrorNotice';
import { ToolCard } from './ToolCard';

interface TranscriptProps {
  view: SessionView;
  focusApprovalId: string | null;
}

function Entry({ entry, view, focusApprovalId }: { entry: TranscriptEntry } & TranscriptProps) {
  switch (entry.kind) {
    case 'user':
      return (
        <article className="message user" aria-label={t('conversation.you')}>
          <div className="message-author">{t('conversation.you')}</div>
          <p className="user-text">{entry.text}</p>
          <div className="message-meta">
            {t('conversation.modes', {
              work: t(`mode.${entry.config.workMode}`),
              approval: t(`mode.${entry.config.approvalMode}`),
            })}
          </div>
        </article>
      );
    case 'assistant':
      return (
        <article className="message assistant" aria-label={t('conversation.assistant')}>
          {entry.text && <Markdown text={entry.text} />}
          {entry.interrupted && <p className="muted">{t('conversation.interrupted')}</p>}
          {entry.usage && (
            <div className="message-meta usage">
              {entry.model
                ? t('conversation.usageWithModel', { model: entry.model, input: formatTokens(entry.usage.inputTokens), output: formatTokens(entry.usage.outputTokens) })
                : t('conversation.usage', { input: formatTokens(entry.usage.inputTokens), output: formatTokens(entry.usage.outputTokens) })}
            </div>
          )}
        </article>
      );
    case 'tool': {
      const card = view.tools[entry.callId];
      return card ? <ToolCard card={card} liveOutput={view.liveOutput[entry.callId]} /> : null;
    }
    case 'approval': {
      const record = view.approvals[entry.approvalId];
      if (!record) return null;
      return (
        <ApprovalSlot
          record={record}
          waiting={view.pending?.approvalId === entry.approvalId}
          workspace={view.workspace}
          focus={focusApprovalId === entry.approvalId}
        />
      );
    }
    case 'error':
      return <RunErrorNotice entry={entry} view={view} />;
    case 'compaction':
      return <p className="compaction-note muted">{t('conversation.compacted')}</p>;
    case 'workspace':
      return <p className="workspace-note muted">{t('conversation.workspaceChanged', { path: entry.workspace, previous: entry.previous })}</p>;
  }
}

/** The conversation, oldest first, with the reply being written at the end. */
export function Transcript({ view, focusApprovalId }: TranscriptProps) {
  return (
    <div className="transcript" role="log" aria-label={t('conversation.transcript')}>
      {view.entries.map((entry) => (
        <Entry key={`${entry.kind}-${entry.seq}-${entry.kind === 'tool' ? entry.callId : ''}`} entry={entry} view={view} focusApprovalId={focusApprovalId} />
      ))}
      {view.liveText && view.liveText.text.length > 0 && <LiveText text={view.liveText.text} />}
    </div>
  );
}

/** Past this many characters a reply being written is shown as plain text until it is complete. */
const LIVE_MARKDOWN_LIMIT = 20_000;

/**
 * The reply being written. Each delta would otherwise parse the whole text as markdown again
 * (quadratic: a long reply in small pieces froze the window), so renders are deferred (React
 * skips the ones it has no time for) and a long reply is plain text until its last piece arrives.
 */
function LiveText({ text }: { text: string }) {
  const shown = useDeferredValue(text);
  return (
    <article className="message assistant streaming" aria-busy="true">
      {shown.length > LIVE_MARKDOWN_LIMIT ? <p className="user-text">{shown}</p> : <Markdown text={shown} />}
    </article>
  );
}
