import { useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import { useController } from '../react-hooks/app-context';
import { formatTime, t } from '../i18n';
import type { ApprovalRecord } from '../state/session-view';
import { ApprovalSheet } from '../approval/ApprovalSheet';
import { COMPOSER_INPUT, runFocusWhenReady } from '../approval/focus-when-ready';

interface ApprovalSlotProps {
  record: ApprovalRecord;
  /** True while this is the session's waiting approval (from the main process). */
  waiting: boolean;
  workspace: string;
  focus: boolean;
}

/**
 * Where an approval sits in the conversation: the full sheet while it waits; afterwards one line
 * saying who answered and when, with the sheet (in its decided state) behind a toggle.
 */
export function ApprovalSlot({ record, waiting, workspace, focus }: ApprovalSlotProps) {
  const controller = useController();
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { approvalId } = record.request;
  const answers = useMemo(() => controller.answersFor(approvalId), [controller, approvalId]);

  useEffect(() => {
    if (!focus || !ref.current) return;
    // Scroll only the conversation pane (scrollIntoView would also shift the window itself).
    const el = ref.current;
    const pane = el.closest('.conversation-scroll');
    if (pane) pane.scrollTop += el.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    el.focus({ preventScroll: true });
    controller.focusedApproval();
  }, [focus, controller]);

  // Answered (the sheet leaves the waiting state): the focus goes back to the composer, once the
  // run lets it take text again, unless the person has put it somewhere else. This does not wait
  // on the reply to the send (a slow reply, or an answer given from the inbox, still returns it).
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    const was = wasWaiting.current;
    wasWaiting.current = waiting;
    if (was && !waiting) runFocusWhenReady(COMPOSER_INPUT, ref.current);
  }, [waiting]);

  const sheet = (
    <ApprovalSheet
      approval={record.request}
      decided={record.decided}
      workspace={workspace}
      {...(record.review !== undefined ? { review: record.review } : {})}
      answers={answers}
      // Answered: the focus goes back to the composer (once the run lets it take text again).
      onSent={() => runFocusWhenReady(COMPOSER_INPUT, ref.current)}
      onPreviewEdit={(callId, args) => controller.previewEdit(approvalId, callId, args)}
    />
  );

  if (waiting) {
    return (
      // The sheet names itself as a region; this wrapper is only the scroll and focus target.
      <div ref={ref} tabIndex={-1} className="approval-slot waiting" id={`approval-${approvalId}`}>
        {sheet}
      </div>
    );
  }
  const decided = record.decided;
  const who = decided ? t(`decider.${decided.answeredBy}`) : null;
  return (
    <div ref={ref} tabIndex={-1} className="approval-slot decided" id={`approval-${approvalId}`}>
      <p className="approval-line">
        <Icon name={decided ? 'check' : 'ban'} />{' '}
        {decided
          ? t('approvalSlot.decidedSummary', { who: who ?? '', time: formatTime(decided.at) })
          : t('approvalSlot.closed')}
        {record.superseded.length > 0 && <span className="muted"> · {t('approvalSlot.superseded')}</span>}
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('approvalSlot.hide') : t('approvalSlot.show')}
        </button>
      </p>
      {expanded && sheet}
    </div>
  );
}
