import type { PendingCall } from '../../../shared/events';
import type { Inspection } from '../../../shared/tools';
import { isEnvName, isSteeringVariableName, MAX_PASS_ENV } from '../../../shared/passed-env';
import type { EditPreviewResult } from '../../../shared/ipc';
import type { PreToolUseRecord } from '../../../shared/hook-records';
import type { CallDraft } from '../../../shared/approval-drafts';
import type { MainMessage } from '../../../shared/main-messages';
import { readHeldOrSelf } from './held-text-cache';

/**
 * The sheet's choices before Send: pure state and `apply*` transitions. The window's copy of what
 * the person is answering; main keeps each call's answer as a draft (use-sheet-drafts.ts) and, on
 * Send, builds the decision from its drafts — never from this state.
 */

export type ChoiceAction = 'approve' | 'deny' | 'edit';
type Args = Record<string, unknown>;

/** Asks the main process to inspect edited arguments again (approval:preview-edit); never rejects for a refusal. */
export type PreviewEdit = (callId: string, args: Args) => Promise<EditPreviewResult>;

/** The argument editor: its text and what the main process said about it. */
export type EditCheck =
  | { status: 'invalid'; message: string } // not JSON or not an object: never sent
  | { status: 'checking'; args: Args }
  /**
   * "This is what will run". previewToken names the main process's preview on screen and goes
   * with the edit, so a file that changes before submit is caught; absent for the call as proposed.
   */
  | {
      status: 'valid';
      args: Args;
      inspection: Inspection;
      previewToken?: string;
      /** Saved rules: a deny rule matches this edit, so sending it records the call as denied by that rule. */
      refusedByRule?: { ruleId: string };
      /** Hooks: their verdict on this edit (`args` is already a hook's rewrite), and main's words when a hook refuses it. */
      hook?: PreToolUseRecord;
      refusedByHook?: { text: MainMessage };
    }
  | { status: 'refused'; message: string }; // the tool's schema said no

export interface CallChoice {
  action: ChoiceAction | null;
  reason: string;
  /** null while the editor is closed. */
  editText: string | null;
  editCheck: EditCheck | null;
  /**
   * Withheld environment variables the person ticked for this command (names, in the sheet's order).
   * Sent only with an approve or an edit; kept while the person switches to deny and back.
   */
  passEnv: readonly string[];
}

export type SheetChoices = Readonly<Record<string, CallChoice>>;

export const EMPTY_CHOICE: CallChoice = { action: null, reason: '', editText: null, editCheck: null, passEnv: [] };

/**
 * Pure. The withheld environment variables a person may pass to this call: a command's, as its
 * preview lists them, keeping only names the main process accepts (others could never be sent).
 */
export function derivePassableEnv(call: PendingCall): string[] {
  const preview = call.inspection.preview;
  if (call.tool !== 'run_command' || preview.type !== 'command') return [];
  return (preview.command.withheldEnv ?? []).filter((name) => isEnvName(name) && !isSteeringVariableName(name));
}

export function createSheetChoices(calls: readonly PendingCall[]): SheetChoices {
  return Object.fromEntries(calls.map((c) => [c.callId, EMPTY_CHOICE]));
}

export type ChoiceEvent =
  | { type: 'choose'; callId: string; action: ChoiceAction }
  /** Answers every call the person has not answered yet; an answer already given stays as it is. */
  | { type: 'chooseAll'; action: 'approve' | 'deny' }
  | { type: 'reason'; callId: string; reason: string }
  /** Opens the editor with `text` and its check, or reopens it with the text typed before. */
  | { type: 'openEdit'; callId: string; text: string; check: EditCheck }
  | { type: 'closeEdit'; callId: string }
  | { type: 'editText'; callId: string; text: string; check: EditCheck }
  /** A main-process answer for `text`; dropped when the text has changed since. */
  | { type: 'editChecked'; callId: string; text: string; check: EditCheck }
  /** The main process said the preview is out of date: look at the same text again. */
  | { type: 'editStale'; callId: string }
  /** Ticks or unticks one withheld environment variable for this call. */
  | { type: 'passEnv'; callId: string; name: string; pass: boolean }
  /**
   * The answer main holds for this call (kept from before a reload, or made in another window).
   * `check` is what its edit text means locally; an editor whose text is unchanged keeps its look.
   */
  | { type: 'restore'; callId: string; draft: CallDraft; check: EditCheck | null };

/** Pure. Unknown call ids leave the state as it is. */
export function applyChoiceEvent(state: SheetChoices, event: ChoiceEvent): SheetChoices {
  if (event.type === 'chooseAll') {
    const next: Record<string, CallChoice> = {};
    // A "Will not run" or "Will run with your changes" is the person's own answer: "all" never overrides it.
    for (const [id, choice] of Object.entries(state))
      next[id] = choice.action === null ? { ...choice, action: event.action } : choice;
    return next;
  }
  const current = state[event.callId];
  if (!current) return state;
  const put = (choice: CallChoice): SheetChoices => ({ ...state, [event.callId]: choice });
  switch (event.type) {
    case 'choose':
      return put({ ...current, action: event.action });
    case 'reason':
      return put({ ...current, reason: event.reason });
    case 'openEdit':
      return current.editText === null
        ? put({ ...current, action: 'edit', editText: event.text, editCheck: event.check })
        : put({ ...current, action: 'edit' });
    case 'closeEdit':
      return put({
        ...current,
        action: current.action === 'edit' ? null : current.action,
        editText: null,
        editCheck: null,
      });
    case 'editText':
      return put({ ...current, action: 'edit', editText: event.text, editCheck: event.check });
    case 'editChecked':
      return current.editText === event.text ? put({ ...current, editCheck: event.check }) : state;
    case 'passEnv': {
      const without = current.passEnv.filter((n) => n !== event.name);
      if (!event.pass) return put({ ...current, passEnv: without });
      if (without.length >= MAX_PASS_ENV) return state;
      return put({ ...current, passEnv: [...without, event.name] });
    }
    case 'restore': {
      const { draft } = event;
      const sameText = draft.editText !== null && draft.editText === current.editText;
      return put({
        action: draft.action,
        reason: draft.reason,
        passEnv: [...draft.passEnv],
        editText: draft.editText,
        editCheck: draft.editText === null ? null : sameText ? current.editCheck : event.check,
      });
    }
    case 'editStale': {
      if (current.editText === null) return state;
      const parsed = parseArgsText(current.editText);
      return parsed.ok ? put({ ...current, editCheck: { status: 'checking', args: parsed.args } }) : state;
    }
  }
}

/**
 * Pure. The part of a call's choice main keeps as its draft (the edit's look is asked again after a
 * reload). Only variables the card listed, in its order; the main process checks them again.
 */
export function deriveCallDraft(call: PendingCall, choice: CallChoice): CallDraft {
  const passEnv = derivePassableEnv(call).filter((name) => choice.passEnv.includes(name));
  return { action: choice.action, reason: choice.reason, editText: choice.editText, passEnv };
}

/** Pure. Parses the editor's text: the arguments must be one JSON object. */
export function parseArgsText(text: string): { ok: true; args: Args } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'not-object' };
  }
  return { ok: true, args: value as Args };
}

/**
 * Pure but for the window's cache of texts read. Structural equality for JSON values (key order
 * ignored); a held text (src/shared/held-texts.ts) is equal to the text it stands for once read.
 */
export function deriveJsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') return readHeldOrSelf(a) === readHeldOrSelf(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deriveJsonEqual(v, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && deriveJsonEqual(ra[k], rb[k]));
}

export interface ChoiceSummary {
  approve: number;
  edit: number;
  deny: number;
  /** Calls with no choice yet. */
  undecided: string[];
  /** Calls whose edited arguments are not (yet) validated by the main process. */
  editsNotReady: string[];
}

/** Pure. What submit would do; edits equal to the proposal count as approvals. */
export function deriveChoiceSummary(calls: readonly PendingCall[], choices: SheetChoices): ChoiceSummary {
  const summary: ChoiceSummary = { approve: 0, edit: 0, deny: 0, undecided: [], editsNotReady: [] };
  for (const call of calls) {
    const choice = choices[call.callId];
    if (!choice || choice.action === null) summary.undecided.push(call.callId);
    else if (choice.action === 'edit') {
      const check = choice.editCheck;
      if (check?.status !== 'valid') summary.editsNotReady.push(call.callId);
      else if (deriveJsonEqual(check.args, call.args)) summary.approve += 1;
      else summary.edit += 1;
    } else summary[choice.action] += 1;
  }
  return summary;
}

/**
 * What Send names besides the version: for every call the person approves or edits, the token of
 * what this window shows — the call as asked (hashed here by `tokenOf`), or the main process's look at
 * the edit. Main builds the decisions from the drafts it holds and refuses the send unless each token
 * is what would run. Refuses (with the call ids at fault) while any call has no choice or an edit
 * the main process has not accepted.
 */
export async function buildSendTokens(
  calls: readonly PendingCall[],
  choices: SheetChoices,
  tokenOf: (call: PendingCall) => Promise<string>,
): Promise<
  { ok: true; previewTokens: Record<string, string> } | { ok: false; undecided: string[]; editsNotReady: string[] }
> {
  const summary = deriveChoiceSummary(calls, choices);
  if (summary.undecided.length > 0 || summary.editsNotReady.length > 0) {
    return { ok: false, undecided: summary.undecided, editsNotReady: summary.editsNotReady };
  }
  const previewTokens: Record<string, string> = {};
  for (const call of calls) {
    const choice = choices[call.callId] as CallChoice;
    if (choice.action === 'deny') continue;
    const check = choice.editCheck;
    // An edit is judged as main will judge it: by the text typed, against the model's arguments.
    const typed = choice.action === 'edit' && choice.editText !== null ? parseArgsText(choice.editText) : null;
    const changed = typed !== null && typed.ok && !deriveJsonEqual(typed.args, call.args);
    if (changed && check?.status === 'valid' && check.previewToken !== undefined)
      previewTokens[call.callId] = check.previewToken;
    else if (!changed) previewTokens[call.callId] = await tokenOf(call);
  }
  return { ok: true, previewTokens };
}
