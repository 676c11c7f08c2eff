import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useClient } from '../react-hooks/app-context';
import type { PendingCall } from '../../../shared/events';
import type { RuleDefinition, RuleDraft, RuleView } from '../../../shared/rules';
import { messageOf } from '../ipc/client';
import { t } from '../i18n';
import { formatRuleMatch, formatRuleSentence } from './describe-rule';
import { loadRuleEditor, RuleEditorDialog } from '../screens/lazy-screens';
import { buildConversationAllow, createRuleEditorFromDraft, type RuleEditor } from './rule-editor-state';
import './rules.css';

export interface CallRuleContext {
  approvalId: string;
  sessionId: string;
}

interface CallRuleActionsInput {
  call: PendingCall;
  /** The waiting sheet the call is on; without one (a sheet drawn outside a conversation) there are no rule buttons. */
  context: CallRuleContext | undefined;
  /** The call's one-line summary, already made visible (for the buttons' accessible names). */
  summary: string;
  disabled: boolean;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; rule: RuleView; here: boolean }
  | { kind: 'undone' }
  /** `said`: the whole sentence, in the window's words. */
  | { kind: 'failed'; said: string };

type Dialog = { open: false } | { open: true; editor: RuleEditor | null; loadError: string | null };

/**
 * A waiting call's rule controls: "Allow <the rule, in words> in this conversation" (one click: main's
 * draft for this call, saved as it stands as an allow for this conversation, with Undo; offered only
 * where main says the call's own words make a rule that narrow, RuleDraft's `oneClick`) and "Always
 * allow…" (the rule editor, filled from the same draft). A saved rule applies to calls asked for from
 * now on: this call still waits for the person's answer.
 *
 * Two pieces, placed by the card: `buttons` join the call's Approve / Deny / Edit row (so the card
 * is no taller and stays in sight as the keys move through the sheet; in the Tab order after the
 * call's own choices; no key of their own, so y, n, j, k and Enter stay the sheet's), and `status`,
 * a line that says what was saved (with Undo) or why not, shown only once there is something to say.
 */
export function useCallRuleActions({ call, context, summary, disabled }: CallRuleActionsInput): {
  buttons: ReactNode;
  status: ReactNode;
} {
  const client = useClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  // After a one-click save the focus goes to its Undo, after Undo back to the button (each replaces
  // the other under the focus), unless the person has put the focus somewhere else meanwhile.
  const allowButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'undo' | 'allow' | null>(null);
  // Main's draft for this call, asked for once: whether one click may save it, and the rule it would be.
  const [offer, setOffer] = useState<RuleDraft | null>(null);
  const approvalId = context?.approvalId;
  useEffect(() => {
    if (approvalId === undefined) return;
    let shown = true;
    void client.call('rules:draft', { approvalId, callId: call.callId }).then((draft) => {
      if (shown && draft.ok) setOffer(draft.value);
    });
    return () => {
      shown = false;
    };
  }, [client, approvalId, call.callId]);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const active = document.activeElement;
    const target = (next === 'undo' ? undoButton : allowButton).current;
    if (active === null || active === document.body || active === allowButton.current || active === undoButton.current)
      target?.focus();
  });
  if (context === undefined) return { buttons: null, status: null };
  const { sessionId } = context;
  const source = { sessionId, callId: call.callId };
  // A rule never lets a call outside the folder run unasked (docs/policy.md): the words must not promise it.
  const outside = call.inspection.outsideWorkspace;

  // Exactly the rule the button names: the draft it was drawn from, saved as it stands.
  const oneClick = offer !== null && offer.oneClick ? buildConversationAllow(offer, sessionId) : null;
  const allowHere = async (definition: RuleDefinition) => {
    setStatus({ kind: 'saving' });
    const saved = await client.call('rules:save', { definition, source });
    if (saved.ok) focusNext.current = 'undo';
    setStatus(
      saved.ok
        ? { kind: 'saved', rule: saved.value, here: true }
        : { kind: 'failed', said: t('rules.sheet.failed', { message: messageOf(saved) }) },
    );
  };

  const openEditor = async () => {
    // The editor is a chunk of its own (lazy-screens.ts), loaded at idle: a window that cannot load
    // it says so on the card, and the sheet stays as it was (a lazy dialog that failed would take
    // the whole window down with it). A later click asks for the chunk again.
    const unloadable = await loadRuleEditor().then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (unloadable !== null) {
      setStatus({ kind: 'failed', said: t('rules.sheet.editorUnavailable', { message: unloadable }) });
      return;
    }
    setStatus((s) => (s.kind === 'failed' ? { kind: 'idle' } : s));
    setDialog({ open: true, editor: null, loadError: null });
    // The draft the card already holds, else asked for now (the editor may open before it came).
    const draft =
      offer !== null
        ? ({ ok: true, value: offer } as const)
        : await client.call('rules:draft', { approvalId: context.approvalId, callId: call.callId });
    setDialog((d) =>
      !d.open
        ? d
        : draft.ok
          ? { open: true, editor: createRuleEditorFromDraft(draft.value, sessionId), loadError: null }
          : { open: true, editor: null, loadError: messageOf(draft) },
    );
  };

  // The dialog gives the focus back to "Always allow…" as it leaves (useFocusReturn).
  const closeEditor = () => setDialog({ open: false });

  const saveFromEditor = async (definition: RuleDefinition): Promise<string | null> => {
    const saved = await client.call('rules:save', { definition, source });
    if (!saved.ok) return messageOf(saved);
    setStatus({ kind: 'saved', rule: saved.value, here: false });
    closeEditor();
    return null;
  };

  const undo = async (rule: RuleView) => {
    const removed = await client.call('rules:delete', { id: rule.id });
    if (removed.ok) focusNext.current = 'allow';
    setStatus(
      removed.ok
        ? { kind: 'undone' }
        : { kind: 'failed', said: t('rules.sheet.undoFailed', { message: messageOf(removed) }) },
    );
  };

  const busy = disabled || status.kind === 'saving';
  // Saved once for this call: a second click would only save the same rule again (Undo brings the button back).
  const savedHere = status.kind === 'saved' && status.here;
  const buttons = (
    <>
      {oneClick !== null && (
        <button
          ref={allowButton}
          type="button"
          className="gh-rule-allow-here"
          disabled={busy || savedHere}
          aria-label={t('rules.sheet.allowHereName', { rule: formatRuleMatch(oneClick), summary })}
          onClick={() => void allowHere(oneClick)}
        >
          {t('rules.sheet.allowHere', { rule: formatRuleMatch(oneClick) })}
        </button>
      )}
      <button
        type="button"
        className="gh-rule-always"
        disabled={busy}
        aria-haspopup="dialog"
        aria-label={t('rules.sheet.alwaysName', { summary })}
        onClick={() => void openEditor()}
      >
        {t('rules.sheet.always')}
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <RuleEditorDialog
            open
            title={t('rules.editor.titleNew')}
            editor={dialog.editor}
            loadError={dialog.loadError}
            {...(outside ? { note: t('rules.editor.outsideNote') } : {})}
            onSave={saveFromEditor}
            onDismiss={closeEditor}
          />
        </Suspense>
      )}
    </>
  );

  const said =
    status.kind === 'saving'
      ? t('rules.sheet.saving')
      : status.kind === 'saved'
        ? status.rule.definition === null
          ? t(outside ? 'rules.sheet.savedOutside' : 'rules.sheet.savedHere')
          : status.here
            ? t('rules.sheet.savedHereRule', { rule: formatRuleMatch(status.rule.definition) })
            : t('rules.sheet.saved', { rule: formatRuleSentence(status.rule.definition) })
        : status.kind === 'undone'
          ? t('rules.sheet.undone')
          : '';
  // The status region is always there (so what it says is announced); it takes room only when it speaks.
  // Shown under the line of what the call touches, where the buttons are.
  const statusLine = (
    <div className={`gh-rule-actions${said === '' && status.kind !== 'failed' ? ' gh-rule-actions-quiet' : ''}`}>
      <p className="gh-rule-status" role="status">
        {said}
        {status.kind === 'saved' && (
          <>
            {' '}
            <button ref={undoButton} type="button" className="gh-link-button" onClick={() => void undo(status.rule)}>
              {t('rules.sheet.undo')}
            </button>
          </>
        )}
      </p>
      {status.kind === 'failed' && (
        <p className="gh-error gh-rule-status" role="alert">
          {status.said}
        </p>
      )}
    </div>
  );
  return { buttons, status: statusLine };
}
