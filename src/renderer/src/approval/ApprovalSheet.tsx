import { useCallback, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { CallDecision } from '../../../shared/events';
import type { Decider, DecisionInput } from '../../../shared/decisions';
import type { PendingApproval } from '../../../shared/views';
import { t } from '../i18n';
import { CallCard } from './CallCard';
import { DecidedSheet } from './DecidedSheet';
import { applyChoiceEvent, buildDecisionInputs, createSheetChoices, deriveChoiceSummary, EMPTY_CHOICE, type PreviewEdit } from './sheet-choices';
import { deriveSheetKeyAction } from './sheet-keys';
import { deriveSubmitLabel } from './submit-label';
import { isActivatable, isTextField } from './dom-focus';
import './approval.css';

export { preloadDiffEditor } from './preload-diff-editor';

export interface ApprovalSheetProps {
  approval: PendingApproval;
  decided?: { decidedBy: Decider; at: string; decisions: CallDecision[] } | null;
  workspace: string;
  /** A refusal's staleCallIds are edits whose preview went out of date: the sheet previews them again. */
  onSubmit(decisions: DecisionInput[]): Promise<{ ok: true } | { ok: false; message: string; staleCallIds?: string[] }>;
  onPreviewEdit: PreviewEdit;
}

/**
 * The approval sheet for one pending batch. Holds only the person's unsent choices; the pending
 * approval and the decision come from the main process (props). Submit sends exactly one
 * DecisionInput per pending call.
 */
export function ApprovalSheet(props: ApprovalSheetProps) {
  if (props.decided) return <DecidedSheet approval={props.approval} decided={props.decided} />;
  return <PendingSheet key={props.approval.approvalId} {...props} />;
}

type SendState =
  | { status: 'idle' | 'sending' | 'sent' }
  | { status: 'refused' | 'failed'; message: string };

function PendingSheet({ approval, workspace, onSubmit, onPreviewEdit }: ApprovalSheetProps) {
  const id = useId();
  const calls = approval.calls;
  const [choices, dispatch] = useReducer(applyChoiceEvent, calls, createSheetChoices);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [expanded, setExpanded] = useState<{ callId: string; which: 'call' | 'edit' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = useRef(new Map<string, HTMLElement>());
  const reasons = useRef(new Map<string, HTMLTextAreaElement>());
  const submitButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const focusReasonOf = useRef<string | null>(null);

  const choicesRef = useRef(choices);
  useEffect(() => {
    choicesRef.current = choices;
  }, [choices]);

  const summary = deriveChoiceSummary(calls, choices);
  const locked = send.status === 'sending' || send.status === 'sent';
  const canSubmit = !locked && summary.undecided.length === 0 && summary.editsNotReady.length === 0;

  // Announce once the live region exists (text set after mount is what screen readers read), and
  // take the focus for y / n unless the person is already somewhere.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnouncement(t('approval.announce', { count: calls.length })));
    // "Nowhere" includes a control that was just disabled: the composer locks in the same commit
    // as the sheet appears, and the browser may not have moved its focus to <body> yet.
    const active = document.activeElement;
    const nowhere = !active || active === document.body || active.matches(':disabled');
    const first = calls[0];
    if (first && nowhere) cards.current.get(first.callId)?.focus();
    return () => cancelAnimationFrame(frame);
  }, [calls]);

  // A host that focuses a container around the sheet (to scroll to it) hands the focus on to the
  // first unanswered call, so y / n work at once. Later focus moves inside the sheet are left alone.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const sheet = section.current;
      if (!sheet || !(target instanceof HTMLElement) || target === sheet || !target.contains(sheet)) return;
      const call = calls.find((c) => choicesRef.current[c.callId]?.action == null) ?? calls[0];
      if (call) cards.current.get(call.callId)?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [calls]);

  // After `n`, the reason field appears: focus it once it is rendered.
  useEffect(() => {
    const callId = focusReasonOf.current;
    if (callId === null) return;
    focusReasonOf.current = null;
    reasons.current.get(callId)?.focus();
  });

  const submit = useCallback(async () => {
    const built = buildDecisionInputs(calls, choices);
    if (!built.ok || locked) return;
    setSend({ status: 'sending' });
    try {
      const result = await onSubmit(built.decisions);
      if (!result.ok) for (const callId of result.staleCallIds ?? []) dispatch({ type: 'editStale', callId });
      setSend(result.ok ? { status: 'sent' } : { status: 'refused', message: result.message });
    } catch (error) {
      setSend({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [calls, choices, locked, onSubmit]);

  const focusCall = (index: number) => {
    const call = calls[Math.max(0, Math.min(calls.length - 1, index))];
    if (call) cards.current.get(call.callId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const card = target.closest<HTMLElement>('[data-call-id]');
    const action = deriveSheetKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      inTextField: isTextField(target),
      inReasonField: target instanceof HTMLTextAreaElement && [...reasons.current.values()].includes(target),
      onActivatable: isActivatable(target),
      onCard: card !== null && card === target,
      diffExpanded: expanded !== null,
      canSubmit,
      focusedCallId: card?.dataset.callId ?? null,
    });
    if (!action) return;
    event.preventDefault();
    const index = calls.findIndex((c) => c.callId === card?.dataset.callId);
    switch (action.type) {
      case 'approve': {
        if (locked) return;
        dispatch({ type: 'choose', callId: action.callId, action: 'approve' });
        // Move on to the next call still without an answer, or to submit when none is left.
        const next = calls.find((c, i) => i > index && c.callId !== action.callId && choices[c.callId]?.action == null)
          ?? calls.find((c) => c.callId !== action.callId && choices[c.callId]?.action == null);
        if (next) cards.current.get(next.callId)?.focus();
        else requestAnimationFrame(() => submitButton.current?.focus());
        return;
      }
      case 'deny':
        if (locked) return;
        dispatch({ type: 'choose', callId: action.callId, action: 'deny' });
        focusReasonOf.current = action.callId;
        return;
      case 'move':
        focusCall(index === -1 ? 0 : index + action.delta);
        return;
      case 'submit':
        void submit();
        return;
      case 'closeDiff':
        if (expanded) cards.current.get(expanded.callId)?.focus();
        setExpanded(null);
        return;
    }
  };

  const toggleExpanded = (callId: string, which: 'call' | 'edit') =>
    setExpanded((current) => (current?.callId === callId && current.which === which ? null : { callId, which }));

  return (
    <section
      ref={section}
      className="gh-sheet"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      data-approval-id={approval.approvalId}
      onKeyDown={onKeyDown}
    >
      <div className="gh-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      <header className="gh-sheet-header">
        <h2 id={`${id}-title`} className="gh-sheet-title">
          {t('approval.title', { count: calls.length })}
        </h2>
        <p id={`${id}-lead`}>{t('approval.lead')}</p>
        <p className="gh-muted gh-keys">{t('approval.keys')}</p>
        <div className="gh-bulk">
          <button type="button" disabled={locked} onClick={() => dispatch({ type: 'chooseAll', action: 'approve' })}>
            {t('approval.approveAll')}
          </button>
          <button type="button" disabled={locked} onClick={() => dispatch({ type: 'chooseAll', action: 'deny' })}>
            {t('approval.denyAll')}
          </button>
        </div>
      </header>

      {calls.map((call, index) => (
        <CallCard
          key={call.callId}
          call={call}
          index={index}
          total={calls.length}
          choice={choices[call.callId] ?? EMPTY_CHOICE}
          dispatch={dispatch}
          onPreviewEdit={onPreviewEdit}
          workspace={workspace}
          disabled={locked}
          expanded={expanded?.callId === call.callId ? expanded.which : null}
          onToggleExpanded={(which) => toggleExpanded(call.callId, which)}
          cardRef={(el) => {
            if (el) cards.current.set(call.callId, el);
            else cards.current.delete(call.callId);
          }}
          reasonRef={(el) => {
            if (el) reasons.current.set(call.callId, el);
            else reasons.current.delete(call.callId);
          }}
        />
      ))}

      <footer className="gh-sheet-footer">
        {(send.status === 'refused' || send.status === 'failed') && (
          <p className="gh-error" role="alert">
            {send.status === 'refused'
              ? t('approval.refused', { message: send.message })
              : t('approval.failedToSend', { message: send.message })}
          </p>
        )}
        <button ref={submitButton} type="button" className="gh-submit" disabled={!canSubmit} onClick={() => void submit()}>
          {deriveSubmitLabel(summary)}
        </button>
        <p className="gh-muted" aria-live="polite">
          {send.status === 'sending' ? t('approval.submitting') : send.status === 'sent' ? t('approval.sent') : ''}
        </p>
      </footer>
    </section>
  );
}
