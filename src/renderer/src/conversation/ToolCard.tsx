import type { ToolArgs } from '../../../shared';
import { deriveReadableJson, formatToolName } from '../approval/format';
import { Icon, type IconName } from '../components/Icon';
import { useNow } from '../react-hooks/use-now';
import { t, type MessageKey } from '../i18n';
import { deriveElapsedSeconds, deriveToolLabel } from '../state/derive';
import type { ToolCardState, ToolStatus } from '../state/session-view';
import { deriveOutputText, deriveVisibleText } from '../text/visible-text';
import { UNDOABLE_TOOLS } from '../state/undo-status';
import { UndoControl } from './UndoControl';
import { HookOutcomeNotes } from '../tool-hooks/HookOutcomeNotes';
import { useOpenSessionId } from './use-open-session-id';
import { PlainLines } from '../components/PlainLines';
import { DecidedByRuleNote } from '../rules/CallRuleNote';
import { McpResultBlocks } from './McpResultBlocks';
import { AskMeInstead } from './AskMeInstead';
import { wordMain } from '../i18n/main/word-main';

const STATUS: Record<ToolStatus, { icon: IconName; label: MessageKey }> = {
  proposed: { icon: 'dots', label: 'tool.proposed' },
  awaiting: { icon: 'clock', label: 'tool.awaiting' },
  approved: { icon: 'check', label: 'tool.approved' },
  running: { icon: 'running', label: 'tool.running' },
  success: { icon: 'check', label: 'tool.success' },
  failure: { icon: 'cross', label: 'tool.failure' },
  denied: { icon: 'ban', label: 'tool.denied' },
  cancelled: { icon: 'cancelled', label: 'tool.cancelled' },
  unknown: { icon: 'question', label: 'tool.unknown' },
};

/** Arguments, output and reasons are the model's (or a command's) text: hidden characters are shown, terminal escapes dropped. */
function formatArgs(args: ToolArgs): string {
  return deriveReadableJson(args);
}

/** One tool call with its state in words and an icon (never colour alone), its arguments and output. */
export function ToolCard({ card, liveOutput }: { card: ToolCardState; liveOutput: string | undefined }) {
  const running = card.status === 'running';
  const now = useNow(running);
  // The person's own no reads as theirs; a rule's, a hook's or the reviewer's stays "Not allowed".
  const byPerson = card.status === 'denied' && card.settledBy?.by === 'person';
  const status = byPerson ? { icon: STATUS.denied.icon, label: 'tool.deniedByYou' as const } : STATUS[card.status];
  const rawLabel = deriveToolLabel(card);
  const label = rawLabel === null ? null : deriveVisibleText(rawLabel, { lines: 'mark' });
  const toolName = formatToolName(card.tool);
  // A hook's refusal says its reason on its own line (HookOutcomeNotes); the content is written for the model.
  const rawReason =
    card.status === 'denied'
      ? (card.reason ??
        (card.personNote !== undefined ? wordMain(card.personNote) : undefined) ??
        (card.settledBy?.by === 'hook' ? undefined : card.content))
      : undefined;
  const reason = rawReason === undefined ? undefined : deriveVisibleText(rawReason);
  const sessionId = useOpenSessionId();

  return (
    <article
      className={`tool-card status-${card.status}`}
      aria-label={t('tool.cardName', { tool: toolName, status: t(status.label) })}
      data-call-id={card.callId}
    >
      <header className="tool-card-head">
        <span className="tool-status">
          <Icon name={status.icon} className={`tool-icon${running ? ' spin' : ''}`} />
          {t(status.label)}
        </span>
        {/* The plain name for people; the tool's own name on hover, for those who know it. */}
        <span className="tool-name" title={deriveVisibleText(card.tool, { lines: 'mark' })}>
          {toolName}
        </span>
        {label && <span className="tool-summary">{label}</span>}
        {running && card.startedAt && (
          <span className="tool-elapsed">
            {t('tool.elapsed', { seconds: deriveElapsedSeconds(card.startedAt, now) })}
          </span>
        )}
      </header>
      {reason && (
        <p className="tool-reason">{t(byPerson ? 'tool.deniedYourReason' : 'tool.deniedReason', { reason })}</p>
      )}
      {card.status === 'unknown' && <p className="tool-reason">{t('tool.unknownHelp')}</p>}
      {card.settledBy?.by === 'rule' && (
        <DecidedByRuleNote className="tool-rule" ruleId={card.settledBy.ruleId} denied={card.status === 'denied'} />
      )}
      <HookOutcomeNotes
        settledByHook={card.settledBy?.by === 'hook'}
        denied={card.status === 'denied'}
        hook={card.hook}
        postHook={card.postHook}
        className="tool-hook"
      />
      {card.originalArgs && <p className="tool-edited">{t('tool.editedNote')}</p>}
      {card.unconfined && <p className="tool-unconfined">{t('tool.unconfined')}</p>}
      <AskMeInstead card={card} />
      {/* Undo: only file writes have one; commands and MCP tools show none. */}
      {card.status === 'success' && UNDOABLE_TOOLS.has(card.tool) && sessionId !== null && (
        <UndoControl card={card} sessionId={sessionId} />
      )}
      <details className="tool-details">
        <summary>{t('tool.showArgs')}</summary>
        <PlainLines as="pre" className="tool-args" testId="tool-args" text={formatArgs(card.args)} />
        {card.originalArgs && (
          <>
            <h4>{t('tool.showOriginal')}</h4>
            <PlainLines as="pre" className="tool-args original" text={formatArgs(card.originalArgs)} />
          </>
        )}
      </details>
      {running && liveOutput && (
        <div className="tool-live">
          <h4>{t('tool.liveOutput')}</h4>
          <PlainLines as="pre" ariaLive="off" text={deriveOutputText(liveOutput)} />
        </div>
      )}
      {card.mcpBlocks !== undefined && card.status !== 'denied' && <McpResultBlocks blocks={card.mcpBlocks} />}
      {card.content && card.status !== 'denied' && (
        <details className="tool-details">
          <summary>{t('tool.output')}</summary>
          <PlainLines as="pre" className="tool-output" text={deriveOutputText(card.content)} />
        </details>
      )}
    </article>
  );
}
