import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useId,
  useReducer,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent,
} from 'react';
import type { CallDecision, EventData } from '../../../shared/events';
import type { PendingApproval } from '../../../shared/views';
import { AppContext } from '../react-hooks/app-context';
import { createHeldTextReader, HeldTextsContext } from './held-texts';

/** Auto approval: the reviewer model's answer to one sheet. */
type ReviewerReview = EventData<'reviewer_review'>;
import { t } from '../i18n';
import { CallCard } from './CallCard';
import { DecidedSheet } from './DecidedSheet';
import {
  applyChoiceEvent,
  buildSendTokens,
  createSheetChoices,
  deriveChoiceSummary,
  EMPTY_CHOICE,
  type ChoiceEvent,
  type PreviewEdit,
  type SheetChoices,
} from './sheet-choices';
import { deriveSheetKeyAction } from './sheet-keys';
import { deriveBulkLabels, deriveSubmitLabel } from './submit-label';
import { isActivatable, isTextField, listTabStops } from './dom-focus';
import { deriveSheetNotes } from './sheet-notes';
import { ReviewerHandOverNote } from './ReviewerHandOverNote';
import { SheetNotesView } from './SheetNotesView';
import { deriveHeaderLoose, findScrollContainer, revealInPane } from './reveal-in-pane';
import { useSheetDrafts } from './use-sheet-drafts';
import { deriveLocalCheck } from './ArgsEditor';
import { derivePreviewTokenOfCall } from './preview-token';
import type { SheetAnswers } from '../state/sheet-answers';
import './approval.css';

export { preloadDiffEditor } from './preload-diff-editor';

export interface ApprovalSheetProps {
  approval: PendingApproval;
  decided?: { answeredBy: 'person' | 'reviewer'; at: string; decisions: CallDecision[] } | null;
  workspace: string;
  /**
   * The person's answers as the main process keeps them, and Send. A refusal's staleCallIds are
   * edits whose preview went out of date: the sheet previews them again.
   */
  answers: SheetAnswers;
  /** After main accepted the send (the host moves the focus on). */
  onSent?(): void;
  onPreviewEdit: PreviewEdit;
  /** Focus the first call when the sheet appears, wherever the focus was (the inbox's "Answer here"). */
  autoFocus?: boolean;
  /** Auto approval: the reviewer model's answer, shown as advice beside each call when it handed the sheet over. */
  review?: ReviewerReview;
}

/**
 * The approval sheet for one pending batch. Holds only the person's unsent choices; the pending
 * approval and the decision come from the main process (props). Submit sends exactly one
 * DecisionInput per pending call. One call: approve or deny is also the send. Several: a choice
 * per call, then one send, or "approve all and send". Its header (what is asked, and the send
 * controls) is sticky; whatever takes the focus inside the sheet is scrolled clear of it.
 */
export function ApprovalSheet(props: ApprovalSheetProps) {
  // The large texts main holds back from this window are read from this conversation (src/shared/held-texts.ts).
  const client = useContext(AppContext)?.controller.client ?? null;
  const sessionId = props.approval.sessionId;
  const reader = useMemo(() => (client === null ? null : createHeldTextReader(client, sessionId)), [client, sessionId]);
  return (
    <HeldTextsContext.Provider value={reader}>
      {props.decided ? (
        <DecidedSheet approval={props.approval} decided={props.decided} />
      ) : (
        <PendingSheet key={props.approval.approvalId} {...props} />
      )}
    </HeldTextsContext.Provider>
  );
}

type SendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'refused' | 'failed'; message: string };

function PendingSheet({
  approval,
  workspace,
  answers,
  onSent,
  onPreviewEdit,
  autoFocus = false,
  review,
}: ApprovalSheetProps) {
  const id = useId();
  const calls = approval.calls;
  const single = calls.length === 1;
  const notes = deriveSheetNotes(calls);
  const [choices, dispatch] = useReducer(applyChoiceEvent, calls, createSheetChoices);
  const drafts = useSheetDrafts(approval.approvalId, calls, choices, dispatch, answers, deriveLocalCheck);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [expanded, setExpanded] = useState<{ callId: string; which: 'call' | 'edit' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = useRef(new Map<string, HTMLElement>());
  const reasons = useRef(new Map<string, HTMLTextAreaElement>());
  const submitButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const focusReasonOf = useRef<string | null>(null);
  const tookFocus = useRef(false);

  const choicesRef = useRef(choices);
  useEffect(() => {
    choicesRef.current = choices;
  }, [choices]);

  const summary = deriveChoiceSummary(calls, choices);
  const locked = send.status === 'sending' || send.status === 'sent';
  const canSubmit = !locked && summary.undecided.length === 0 && summary.editsNotReady.length === 0;
  const bulk = deriveBulkLabels(summary, calls.length);

  // Announce once the live region exists (text set after mount is what screen readers read), and
  // take the focus for y / n unless the person is already somewhere.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnouncement(t('approval.announce', { count: calls.length })));
    // "Nowhere" includes a control that was just disabled: the composer locks in the same commit
    // as the sheet appears, and the browser may not have moved its focus to <body> yet.
    // The composer counts as nowhere too: it is locked while an approval waits, and after the last
    // answer the focus goes back to it (so the next sheet of the same run must take it from there).
    // Once per sheet: a fresh copy of the same calls (a refresh from the main process) must not
    // pull the focus back to the first call while the person is further down.
    const active = document.activeElement;
    const nowhere =
      !active || active === document.body || active.matches(':disabled') || active.closest('form.composer') !== null;
    const first = calls[0];
    if (first && !tookFocus.current && (nowhere || autoFocus)) focusCard(first.callId);
    tookFocus.current = true;
    return () => cancelAnimationFrame(frame);
    // autoFocus is read once, as the sheet appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calls]);

  // A focused call is brought back into sight when its size changes (its diff editor swapped in, a
  // reason field opened) or a call above it grows and pushes it down: the reveal on focus measured before that.
  useEffect(() => {
    const sheet = section.current;
    if (!sheet || typeof ResizeObserver === 'undefined') return;
    // The sticky header is watched too: its send button's words change with the answers ("Approve the
    // other 4 and send"), and a header that grows a line would cover the card just revealed below it.
    const header = sheet.querySelector('.gh-sheet-header');
    const observer = new ResizeObserver((entries) => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || ![...cards.current.values()].includes(focused)) return;
      if (entries.length > 0) revealInPane(focused, sheet);
    });
    for (const card of cards.current.values()) observer.observe(card);
    if (header) observer.observe(header);
    return () => observer.disconnect();
  }, [calls]);

  // In a short pane (a small window, large text) a sticky header would cover most of it, and y / n would
  // act on calls the person cannot read: past a quarter of the pane it scrolls away with the sheet.
  const [looseHeader, setLooseHeader] = useState(false);
  useEffect(() => {
    const sheet = section.current;
    const header = sheet?.querySelector<HTMLElement>(':scope > .gh-sheet-header');
    const pane = sheet ? findScrollContainer(sheet) : null;
    if (!sheet || !header || !pane || typeof ResizeObserver === 'undefined') return;
    const measure = () => setLooseHeader(deriveHeaderLoose(header.offsetHeight, pane.clientHeight));
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(pane);
    measure();
    return () => observer.disconnect();
  }, []);

  // A host that focuses a container around the sheet (to scroll to it) hands the focus on to the
  // first unanswered call, so y / n work at once. Later focus moves inside the sheet are left alone.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const sheet = section.current;
      if (!sheet || !(target instanceof HTMLElement) || target === sheet || !target.contains(sheet)) return;
      const call = calls.find((c) => choicesRef.current[c.callId]?.action == null) ?? calls[0];
      if (call) focusCard(call.callId);
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

  /**
   * Sends these choices (the ones on screen, or the ones a one-step key just made): they are saved
   * as main's drafts first, then main decides from the drafts it holds at that version.
   */
  const submitChoices = useCallback(
    async (chosen: SheetChoices) => {
      if (locked || deriveChoiceSummary(calls, chosen).undecided.length > 0) return;
      setSend({ status: 'sending' });
      try {
        const [version, tokens] = await Promise.all([
          drafts.flush(chosen),
          buildSendTokens(calls, chosen, derivePreviewTokenOfCall),
        ]);
        if (!tokens.ok) {
          setSend({ status: 'idle' });
          return;
        }
        const result = await answers.send(version, tokens.previewTokens);
        if (!result.ok) for (const callId of result.staleCallIds) dispatch({ type: 'editStale', callId });
        setSend(result.ok ? { status: 'sent' } : { status: 'refused', message: result.message });
        if (result.ok) onSent?.();
      } catch (error) {
        setSend({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [answers, calls, drafts, locked, onSent],
  );
  const submit = () => void submitChoices(choices);

  /** A choice from a key or a button: on a sheet of one call it is also the send. */
  const choose = (event: ChoiceEvent & { type: 'choose' | 'chooseAll' }, send: boolean) => {
    if (locked) return;
    dispatch(event);
    if (send) void submitChoices(applyChoiceEvent(choices, event));
  };
  const approveAllAndSend = () => choose({ type: 'chooseAll', action: 'approve' }, true);

  function focusCard(callId: string) {
    cards.current.get(callId)?.focus({ preventScroll: true });
  }

  const focusCall = (index: number) => {
    const call = calls[Math.max(0, Math.min(calls.length - 1, index))];
    if (call) focusCard(call.callId);
  };

  // Whatever takes the focus inside the sheet (a key, Tab, a click) is scrolled into the room
  // between the sticky header and footer. Those two are always in sight; Monaco scrolls itself.
  const onFocus = (event: ReactFocusEvent<HTMLElement>) => {
    const target = event.target;
    const sheet = section.current;
    if (!sheet || !(target instanceof HTMLElement)) return;
    if (
      target.closest(
        looseHeader ? '.gh-monaco, .gh-write-expanded' : '.gh-sheet-header, .gh-monaco, .gh-write-expanded',
      )
    )
      return;
    revealInPane(target, sheet);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // The focus stays in the sheet until it is sent: Tab from its last control comes round to its first
    // (and Shift+Tab back), so y, n and Enter never act on something outside it.
    if (
      event.key === 'Tab' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      section.current &&
      !target.closest('.gh-monaco')
    ) {
      const stops = listTabStops(section.current);
      const at = stops.indexOf(target);
      const wrapTo = event.shiftKey
        ? at === 0
          ? stops.at(-1)
          : undefined
        : at === stops.length - 1
          ? stops[0]
          : undefined;
      if (wrapTo !== undefined) {
        event.preventDefault();
        wrapTo.focus();
        return;
      }
    }
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
      singleCall: single,
      focusedCallId: card?.dataset.callId ?? null,
    });
    if (!action) return;
    event.preventDefault();
    const index = calls.findIndex((c) => c.callId === card?.dataset.callId);
    switch (action.type) {
      case 'approve': {
        if (locked) return;
        choose({ type: 'choose', callId: action.callId, action: 'approve' }, single);
        if (single) return;
        // Move on to the next call still without an answer, or to submit when none is left.
        const next =
          calls.find((c, i) => i > index && c.callId !== action.callId && choices[c.callId]?.action == null) ??
          calls.find((c) => c.callId !== action.callId && choices[c.callId]?.action == null);
        if (next) focusCard(next.callId);
        else requestAnimationFrame(() => submitButton.current?.focus());
        return;
      }
      case 'deny':
        if (locked) return;
        choose({ type: 'choose', callId: action.callId, action: 'deny' }, single);
        if (!single) focusReasonOf.current = action.callId;
        return;
      case 'approveAllAndSend':
        approveAllAndSend();
        return;
      case 'move':
        // From the header (Send, where answering the last call leads), k goes back to the last call, j to the first.
        focusCall(index === -1 ? (action.delta === -1 ? calls.length - 1 : 0) : index + action.delta);
        return;
      case 'submit':
        submit();
        return;
      case 'closeDiff':
        if (expanded) focusCard(expanded.callId);
        setExpanded(null);
        return;
      case 'leave': {
        const sheet = section.current;
        // To the first control after the sheet (the composer's way back to it), else the page's first.
        const outside = sheet ? listTabStops(document.body).filter((el) => !sheet.contains(el)) : [];
        (
          outside.find(
            (el) => sheet !== null && (sheet.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          ) ?? outside[0]
        )?.focus();
        return;
      }
    }
  };

  const toggleExpanded = (callId: string, which: 'call' | 'edit') =>
    setExpanded((current) => (current?.callId === callId && current.which === which ? null : { callId, which }));

  const editing = single && calls[0] !== undefined && choices[calls[0].callId]?.action === 'edit';
  const showSend = !single || editing;

  return (
    <section
      ref={section}
      className={`gh-sheet${single ? ' gh-sheet-single' : ''}${looseHeader ? ' gh-sheet-loose-header' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      data-approval-id={approval.approvalId}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className="gh-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {/* One sticky bar: what is asked and the send controls stay in view while the calls scroll. */}
      <header className="gh-sheet-header">
        <div className="gh-sheet-heading">
          <h2 id={`${id}-title`} className="gh-sheet-title">
            {t('approval.title', { count: calls.length })}
          </h2>
          <div className="gh-send-row">
            {showSend && (
              <button ref={submitButton} type="button" className="gh-submit" disabled={!canSubmit} onClick={submit}>
                {deriveSubmitLabel(summary)}
              </button>
            )}
            {!single && bulk.approveAndSend !== null && (
              <button
                type="button"
                className="gh-approve-all-send"
                disabled={locked}
                aria-keyshortcuts="Shift+Y"
                title={t('approval.approveAllAndSend.key')}
                onClick={approveAllAndSend}
              >
                {bulk.approveAndSend}
              </button>
            )}
          </div>
        </div>
        {(send.status === 'refused' || send.status === 'failed') && (
          <p className="gh-error" role="alert">
            {send.status === 'refused'
              ? t('approval.refused', { message: send.message })
              : t('approval.failedToSend', { message: send.message })}
          </p>
        )}
        <p className="gh-muted gh-send-status" aria-live="polite">
          {send.status === 'sending' ? t('approval.submitting') : send.status === 'sent' ? t('approval.sent') : ''}
        </p>
      </header>

      <SheetNotesView
        id={`${id}-lead`}
        notes={notes}
        single={single}
        aside={
          !single && bulk.markApproved !== null && bulk.markDenied !== null ? (
            <div className="gh-bulk">
              <button
                type="button"
                disabled={locked}
                onClick={() => dispatch({ type: 'chooseAll', action: 'approve' })}
              >
                {bulk.markApproved}
              </button>
              <button type="button" disabled={locked} onClick={() => dispatch({ type: 'chooseAll', action: 'deny' })}>
                {bulk.markDenied}
              </button>
            </div>
          ) : undefined
        }
      />
      {review?.outcome === 'handed_over' && <ReviewerHandOverNote handOver={review.handOver} why={review.why} />}

      {calls.map((call, index) => (
        <CallCard
          key={call.callId}
          call={call}
          index={index}
          total={calls.length}
          choice={choices[call.callId] ?? EMPTY_CHOICE}
          dispatch={dispatch}
          onChoose={(action) => choose({ type: 'choose', callId: call.callId, action }, single)}
          single={single}
          notes={notes}
          onPreviewEdit={onPreviewEdit}
          workspace={workspace}
          disabled={locked}
          expanded={expanded?.callId === call.callId ? expanded.which : null}
          onToggleExpanded={(which) => toggleExpanded(call.callId, which)}
          advice={review?.verdicts.find((v) => v.callId === call.callId)}
          ruleContext={{ approvalId: approval.approvalId, sessionId: approval.sessionId }}
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
    </section>
  );
}
