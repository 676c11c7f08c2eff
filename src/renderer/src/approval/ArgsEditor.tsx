import { useEffect, useId, useState, type Dispatch } from 'react';
import type { PendingCall } from '../../../shared/events';
import {
  deriveJsonEqual,
  parseArgsText,
  type CallChoice,
  type ChoiceEvent,
  type EditCheck,
  type PreviewEdit,
} from './sheet-choices';
import { InspectionDetails } from './InspectionDetails';
import { FoldedLongText, isFoldedWhenEdited } from './FoldedLongText';
import { countEditorLines } from '../../../shared/write-preview-limits';
import type { SheetNotes } from './sheet-notes';

const NOTHING_SHARED: SheetNotes = {
  sharedReversibility: null,
  sharedFence: null,
  anyRationale: false,
  sharedRationale: null,
  sharedReasonSentences: [],
};
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { McpArgsForm } from './mcp/McpArgsForm';
import { deriveFileToolForm } from './derive-file-tool-form';
import { EditHookNotes } from '../tool-hooks/CallHookNotes';
import { EditRefusedByRuleNote } from '../rules/CallRuleNote';
import { wordMain } from '../i18n/main/word-main';

const CHECK_DELAY_MS = 250;

interface ArgsEditorProps {
  call: PendingCall;
  choice: CallChoice;
  dispatch: Dispatch<ChoiceEvent>;
  onPreviewEdit: PreviewEdit;
  workspace: string;
  expanded: boolean;
  onToggleExpanded(): void;
}

/** Pure. What typing `text` means before the main process has looked at it. */
export function deriveLocalCheck(text: string): EditCheck {
  const parsed = parseArgsText(text);
  if (parsed.ok) return { status: 'checking', args: parsed.args };
  return {
    status: 'invalid',
    message:
      parsed.message === 'not-object'
        ? t('approval.edit.notObject')
        : t('approval.edit.invalidJson', { message: parsed.message }),
  };
}

/**
 * Edits a call's arguments: a form (an MCP tool's schema, a built-in file tool's path and texts)
 * above the arguments as JSON, both writing the same text, parsed live, then checked against the
 * tool's schema by the main process (onPreviewEdit), whose fresh preview is shown as "this is what
 * will run".
 */
export function ArgsEditor({
  call,
  choice,
  dispatch,
  onPreviewEdit,
  workspace,
  expanded,
  onToggleExpanded,
}: ArgsEditorProps) {
  const id = useId();
  const [jsonOpened, setJsonOpened] = useState(false);
  const text = choice.editText ?? '';
  const jsonFolded = !jsonOpened && isFoldedWhenEdited(text);
  const check = choice.editCheck;

  useEffect(() => {
    if (check?.status !== 'checking') return;
    let live = true;
    const timer = setTimeout(() => {
      onPreviewEdit(call.callId, check.args).then(
        (result) => {
          if (!live) return;
          const next: EditCheck = result.ok
            ? {
                status: 'valid',
                args: result.args,
                inspection: result.inspection,
                previewToken: result.previewToken,
                ...(result.refusedByRule !== undefined ? { refusedByRule: result.refusedByRule } : {}),
                ...(result.hook !== undefined ? { hook: result.hook } : {}),
                ...(result.refusedByHook !== undefined ? { refusedByHook: result.refusedByHook } : {}),
              }
            : { status: 'refused', message: t('approval.edit.refused', { message: wordMain(result.text) }) };
          dispatch({ type: 'editChecked', callId: call.callId, text, check: next });
        },
        (error: unknown) => {
          if (!live) return;
          const message = error instanceof Error ? error.message : String(error);
          dispatch({ type: 'editChecked', callId: call.callId, text, check: { status: 'refused', message } });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [call.callId, check, dispatch, onPreviewEdit, text]);

  const message =
    check?.status === 'invalid' || check?.status === 'refused'
      ? check.message
      : check?.status === 'checking'
        ? t('approval.edit.checking')
        : '';

  const edit = (next: string) =>
    dispatch({ type: 'editText', callId: call.callId, text: next, check: deriveLocalCheck(next) });
  const preview = call.inspection.preview;
  // An MCP call is edited through its schema's form, a built-in file tool through its own; the JSON below is the same arguments.
  const form = preview.type === 'mcp' ? preview.mcp.inputSchema : deriveFileToolForm(call.tool);

  return (
    <div className="gh-edit">
      {/* The form and the JSON write the same text: one edit path, checked by main. */}
      {form !== null && <McpArgsForm schema={form} text={text} onText={edit} />}
      <label htmlFor={jsonFolded ? undefined : `${id}-args`} className="gh-label">
        {t('approval.edit.label')}
      </label>
      <p id={`${id}-help`} className="gh-muted">
        {t('approval.edit.help')}
      </p>
      {jsonFolded ? (
        <FoldedLongText text={text} name={t('approval.edit.label')} onOpen={() => setJsonOpened(true)} />
      ) : (
        <textarea
          id={`${id}-args`}
          className="gh-args-input"
          spellCheck={false}
          value={text}
          rows={Math.min(16, Math.max(4, countEditorLines(text) + 1))}
          aria-invalid={check?.status === 'invalid' || check?.status === 'refused'}
          aria-describedby={`${id}-help ${id}-status`}
          onChange={(e) => edit(e.target.value)}
        />
      )}
      <p
        id={`${id}-status`}
        className={check?.status === 'invalid' || check?.status === 'refused' ? 'gh-warning-text' : 'gh-muted'}
        aria-live="polite"
      >
        {message}
      </p>
      <button type="button" onClick={() => dispatch({ type: 'closeEdit', callId: call.callId })}>
        {t('approval.edit.discard')}
      </button>
      {check?.status === 'valid' && (
        <section className="gh-will-run" aria-labelledby={`${id}-will-run`}>
          <h4 id={`${id}-will-run`}>{t('approval.edit.willRun')}</h4>
          {check.refusedByRule !== undefined && <EditRefusedByRuleNote ruleId={check.refusedByRule.ruleId} />}
          <EditHookNotes hook={check.hook} refusedByHook={check.refusedByHook} />
          {deriveJsonEqual(check.args, call.args) ? (
            <p className="gh-muted">{t('approval.edit.same')}</p>
          ) : (
            <>
              <p>{deriveVisibleText(wordMain(check.inspection.summary), { lines: 'mark' })}</p>
              {/* What will run is shown whole: the sheet's shared notes were said about the proposal. */}
              <InspectionDetails
                tool={call.tool}
                notes={NOTHING_SHARED}
                inspection={check.inspection}
                args={check.args}
                workspace={workspace}
                expanded={expanded}
                onToggleExpanded={onToggleExpanded}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
