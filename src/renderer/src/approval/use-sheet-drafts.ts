import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import type { CallDraft } from '../../../shared/approval-drafts';
import { EMPTY_CALL_DRAFT } from '../../../shared/empty-call-draft';
import type { PendingCall } from '../../../shared/events';
import type { SheetAnswers } from '../state/sheet-answers';
import { deriveCallDraft, type ChoiceEvent, type EditCheck, type SheetChoices } from './sheet-choices';

/** Typing (a reason, an edit) is saved this long after the last key; a choice is saved at once. */
const TYPING_DELAY_MS = 300;

function randomClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const keyOf = (draft: CallDraft) => JSON.stringify(draft);

/**
 * Keeps the sheet's answers in the main process: loads what main holds when the sheet appears
 * (a reload, a restart, the same sheet in the inbox), saves each call's answer as it is made, and
 * takes the answers another window makes. `flush` saves whatever is not yet saved (from the state
 * given: a one-step key's choice is not rendered yet) and resolves with the version main holds,
 * which Send names. `localCheck` says what an edit's text means before main has looked at it.
 */
export function useSheetDrafts(
  approvalId: string,
  calls: readonly PendingCall[],
  choices: SheetChoices,
  dispatch: Dispatch<ChoiceEvent>,
  answers: SheetAnswers,
  localCheck: (text: string) => EditCheck,
): { flush(state: SheetChoices): Promise<number> } {
  const [client] = useState(randomClientId);
  const [loaded, setLoaded] = useState(false);
  const version = useRef(0);
  /** Per call: the draft main holds as far as this window knows (saved from here, loaded, or pushed). */
  const held = useRef(new Map<string, string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const saving = useRef(new Set<Promise<unknown>>());
  const loading = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ calls, choices, answers, localCheck });
  useLayoutEffect(() => {
    latest.current = { calls, choices, answers, localCheck };
  });

  const take = useCallback(
    (callId: string, draft: CallDraft) => {
      held.current.set(callId, keyOf(draft));
      const check = draft.editText === null ? null : latest.current.localCheck(draft.editText);
      dispatch({ type: 'restore', callId, draft, check });
    },
    [dispatch],
  );

  const saveNow = useCallback(
    (callId: string, draft: CallDraft) => {
      const timer = timers.current.get(callId);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(callId);
      const key = keyOf(draft);
      if (held.current.get(callId) === key) return;
      held.current.set(callId, key);
      const saved = latest.current.answers.save(callId, client, draft).then((v) => {
        if (v !== null) version.current = Math.max(version.current, v);
      });
      saving.current.add(saved);
      void saved.finally(() => saving.current.delete(saved));
    },
    [client],
  );

  // What main holds when the sheet appears, then what other windows answer. Once per approval: a
  // fresh copy of the same calls from main must not put back an answer the person is still typing.
  useEffect(() => {
    let live = true;
    loading.current = latest.current.answers.load().then((drafts) => {
      if (!live) return;
      if (drafts !== null) {
        version.current = Math.max(version.current, drafts.version);
        for (const call of latest.current.calls) {
          const kept = drafts.calls[call.callId];
          if (kept !== undefined) take(call.callId, kept.draft);
          // No answer kept: main holds none, so opening the sheet saves none (an empty one saved now
          // could overwrite an answer another window gives at the same moment).
          else if (!held.current.has(call.callId)) held.current.set(call.callId, keyOf(EMPTY_CALL_DRAFT));
        }
      }
      setLoaded(true);
    });
    const off = latest.current.answers.watch((push) => {
      version.current = Math.max(version.current, push.version);
      if (push.client !== client) take(push.callId, push.draft);
    });
    return () => {
      live = false;
      off();
    };
  }, [approvalId, client, take]);

  // Each change is saved once what main held is known: a choice at once, typing once the person pauses.
  useEffect(() => {
    if (!loaded) return;
    for (const call of calls) {
      const choice = choices[call.callId];
      if (choice === undefined) continue;
      const draft = deriveCallDraft(call, choice);
      const before = held.current.get(call.callId);
      if (before === keyOf(draft)) continue;
      const typing = before !== undefined && (JSON.parse(before) as CallDraft).action === draft.action;
      const timer = timers.current.get(call.callId);
      if (timer !== undefined) clearTimeout(timer);
      if (!typing) saveNow(call.callId, draft);
      else
        timers.current.set(
          call.callId,
          setTimeout(() => saveNow(call.callId, draft), TYPING_DELAY_MS),
        );
    }
  }, [loaded, calls, choices, saveNow]);

  // Typing not yet saved when the sheet goes away (another screen, the window closing) is saved then.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const call of latest.current.calls) {
        const choice = latest.current.choices[call.callId];
        if (pending.has(call.callId) && choice !== undefined) saveNow(call.callId, deriveCallDraft(call, choice));
      }
    };
  }, [saveNow]);

  const flush = useCallback(
    async (state: SheetChoices) => {
      await loading.current;
      for (const call of latest.current.calls) {
        const choice = state[call.callId];
        if (choice !== undefined) saveNow(call.callId, deriveCallDraft(call, choice));
      }
      await Promise.all([...saving.current]);
      return version.current;
    },
    [saveNow],
  );

  return { flush };
}
