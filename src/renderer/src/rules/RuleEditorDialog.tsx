import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useClient } from '../react-hooks/app-context';
import type { Effect } from '../../../shared/modes';
import type { RuleDefinition, RuleExamples, RuleHistoryMatch } from '../../../shared/rules';
import { ModalDialog } from '../components/ModalDialog';
import { formatToolName } from '../approval/format';
import { formatTime, t } from '../i18n';
import { wordCheck } from '../i18n/main/word-main';
import { deriveVisibleText } from '../text/visible-text';
import { formatRuleCondition } from './describe-rule';
import { RuleExamplesList, useRuleExamples } from './RuleExamples';
import { DialogPortal } from './DialogPortal';
import { buildRuleDefinition } from './check-rule-definition';
import {
  deriveScopeKinds,
  type MatchKind,
  type RuleEditor,
  type RuleEditorState,
  type ScopeKind,
} from './rule-editor-state';
import { useFocusReturn } from './use-focus-return';
import './rules.css';
import { SaveActions } from './SaveActions';

const PREVIEW_LIMIT = 20;
const PREVIEW_DELAY_MS = 250;
const EFFECTS: readonly Effect[] = ['allow', 'ask', 'deny'];

interface RuleEditorDialogProps {
  open: boolean;
  title: string;
  /** Null while the rule is being filled (rules:draft). */
  editor: RuleEditor | null;
  /** Why the rule could not be filled, in plain words. */
  loadError: string | null;
  /** Saves the definition (rules:save); resolves with a refusal in plain words, or null once saved. */
  onSave(definition: RuleDefinition): Promise<string | null>;
  onDismiss(): void;
  /** A sentence shown above the rule (e.g. that this call reaches outside the folder, where no rule lets it run). */
  note?: string;
}

/**
 * "Always allow…" and Edit: the rule it would save, editable — what happens (allow, always ask,
 * never), which calls (a path pattern, a prefix of the command's own words, MCP conditions, or any
 * call of the tool), where, and a name. A live preview lists the calls of the conversation it would
 * have matched. A refused save is said inline and nothing typed is lost. Focus-trapped (a modal
 * <dialog>); Esc closes it; every control is a native one, so the keyboard reaches all of them.
 */
export function RuleEditorDialog({ open, title, editor, loadError, onSave, onDismiss, note }: RuleEditorDialogProps) {
  useFocusReturn();
  return (
    <DialogPortal>
      <ModalDialog open={open} title={title} onDismiss={onDismiss}>
        {note !== undefined && (
          <p className="rule-note" role="note">
            {note}
          </p>
        )}
        {editor !== null ? (
          <RuleEditorForm editor={editor} onSave={onSave} onCancel={onDismiss} />
        ) : (
          <>
            {loadError !== null ? (
              <p role="alert" className="field-error">
                {t('rules.editor.loadFailed', { message: loadError })}
              </p>
            ) : (
              <p role="status">{t('rules.editor.loading')}</p>
            )}
            <div className="dialog-actions">
              <button type="button" onClick={onDismiss}>
                {t('common.cancel')}
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </DialogPortal>
  );
}

type Preview =
  | { status: 'incomplete' | 'noConversation' | 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'done'; total: number; matches: RuleHistoryMatch[] };

/** Asks main which calls of the conversation the rule would have matched, once the editing pauses. */
function usePreview(sessionId: string | null, definition: RuleDefinition | null): Preview {
  const client = useClient();
  // The key stands for the question: a new object with the same content asks nothing new.
  const key = definition === null || sessionId === null ? null : JSON.stringify([sessionId, definition]);
  const [answer, setAnswer] = useState<{ key: string; preview: Preview } | null>(null);
  useEffect(() => {
    if (key === null || definition === null || sessionId === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void client.call('rules:matches', { sessionId, definition, limit: PREVIEW_LIMIT }).then((result) => {
        if (!live) return;
        setAnswer({
          key,
          preview: result.ok
            ? { status: 'done', ...result.value }
            : { status: 'failed', message: result.error.message },
        });
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  if (definition === null) return { status: 'incomplete' };
  if (sessionId === null) return { status: 'noConversation' };
  return answer !== null && answer.key === key ? answer.preview : { status: 'checking' };
}

function RuleEditorForm({
  editor,
  onSave,
  onCancel,
}: {
  editor: RuleEditor;
  onSave(definition: RuleDefinition): Promise<string | null>;
  onCancel(): void;
}) {
  const id = useId();
  const { choices } = editor;
  const [state, setState] = useState<RuleEditorState>(editor.state);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Main says for the rule as ticked whether "and any further arguments" may be offered for its
  // words; until it has, a tick is kept (main refuses it on save where it may not be).
  const asTicked = useMemo(() => buildRuleDefinition(choices, state, true), [choices, state]);
  const examples = useRuleExamples(asTicked.ok ? asTicked.definition : null);
  const furtherStatus = examples.status === 'done' ? examples.answer.furtherArguments : null;
  const furtherOffered = furtherStatus === null ? state.furtherArguments : furtherStatus.status === 'offered';
  const built = useMemo(() => buildRuleDefinition(choices, state, furtherOffered), [choices, state, furtherOffered]);
  const preview = usePreview(choices.sessionId, built.ok ? built.definition : null);
  const set = (patch: Partial<RuleEditorState>) => {
    setState((s) => ({ ...s, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!built.ok) return setError(wordCheck(built.check));
    setSaving(true);
    const refusal = await onSave(built.definition);
    setSaving(false);
    setError(refusal);
  };

  const scopeLabel = (kind: ScopeKind) =>
    kind === 'folder'
      ? choices.folder !== null
        ? t('rules.editor.scope.folder', { folder: deriveVisibleText(choices.folder, { lines: 'mark' }) })
        : t('rules.editor.scope.folderUnknown')
      : t(`rules.editor.scope.${kind}`);

  return (
    <form className="rule-editor" noValidate onSubmit={(e) => void submit(e)}>
      <p className="help">{t('rules.editor.tool', { tool: formatToolName(choices.tool) })}</p>

      <fieldset className="choice-field">
        <legend>{t('rules.editor.effect')}</legend>
        {EFFECTS.map((effect) => (
          <label key={effect} className="radio-line">
            <input
              type="radio"
              name={`${id}-effect`}
              value={effect}
              checked={state.effect === effect}
              onChange={() => set({ effect })}
            />
            <span>{t(`rules.editor.effect.${effect}`)}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="choice-field">
        <legend>{t('rules.editor.match')}</legend>
        {choices.matchKinds.map((kind) => (
          <div key={kind}>
            <label className="radio-line">
              <input
                type="radio"
                name={`${id}-match`}
                value={kind}
                checked={state.matchKind === kind}
                onChange={() => set({ matchKind: kind })}
              />
              <span>{t(`rules.editor.match.${kind}`)}</span>
            </label>
            {state.matchKind === kind && (
              <MatchDetails kind={kind} editor={editor} state={state} set={set} idPrefix={id} further={furtherStatus} />
            )}
          </div>
        ))}
      </fieldset>

      <fieldset className="choice-field">
        <legend>{t('rules.editor.scope')}</legend>
        {deriveScopeKinds(choices).map((kind) => (
          <label key={kind} className="radio-line">
            <input
              type="radio"
              name={`${id}-scope`}
              value={kind}
              checked={state.scopeKind === kind}
              onChange={() => set({ scopeKind: kind })}
            />
            <span>{scopeLabel(kind)}</span>
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-label`}>{t('rules.editor.label')}</label>
        <input
          id={`${id}-label`}
          value={state.label}
          maxLength={200}
          onChange={(e) => set({ label: e.target.value })}
        />
      </div>

      <RuleExamplesList examples={examples} effect={state.effect} />
      <RulePreview preview={preview} />
      <p className="help">{t('rules.editor.appliesFromNow')}</p>

      {error !== null && (
        <p role="alert" className="field-error">
          {t('rules.editor.failed', { message: error })}
        </p>
      )}
      <SaveActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

interface MatchDetailsProps {
  kind: MatchKind;
  editor: RuleEditor;
  state: RuleEditorState;
  set(patch: Partial<RuleEditorState>): void;
  idPrefix: string;
  /** Whether main offers "and any further arguments" for the chosen words; null until it has said. */
  further: RuleExamples['furtherArguments'] | null;
}

/** The chosen kind's own control: the pattern, the command's first words, or the MCP conditions. */
function MatchDetails({ kind, editor, state, set, idPrefix, further }: MatchDetailsProps) {
  const { choices } = editor;
  switch (kind) {
    case 'any':
      return null;
    case 'path':
      return (
        <div className="rule-match-details">
          <label htmlFor={`${idPrefix}-glob`}>{t('rules.editor.glob')}</label>
          <input
            id={`${idPrefix}-glob`}
            className="rule-glob"
            value={state.glob}
            spellCheck={false}
            aria-describedby={`${idPrefix}-glob-help`}
            onChange={(e) => set({ glob: e.target.value })}
          />
          <p id={`${idPrefix}-glob-help`} className="help">
            {t('rules.editor.globHelp')}
          </p>
          {choices.globSuggestions.length > 0 && (
            <div className="row rule-glob-suggestions">
              {choices.globSuggestions.map((glob) => (
                <button key={glob} type="button" aria-pressed={state.glob === glob} onClick={() => set({ glob })}>
                  {t('rules.editor.globUse', { glob: deriveVisibleText(glob, { lines: 'mark' }) })}
                </button>
              ))}
            </div>
          )}
        </div>
      );
    case 'command':
      return (
        <fieldset className="rule-match-details choice-field">
          <legend>{t('rules.editor.words')}</legend>
          {choices.commandWords.map((_, index) => {
            const count = index + 1;
            return (
              <label key={count} className="radio-line">
                <input
                  type="radio"
                  name={`${idPrefix}-words`}
                  value={count}
                  checked={state.wordCount === count}
                  onChange={() => set({ wordCount: count })}
                />
                <code className="rule-words">
                  {deriveVisibleText(choices.commandWords.slice(0, count).join(' '), { lines: 'mark' })}
                </code>
              </label>
            );
          })}
          <p className="help">{t('rules.editor.wordsHelp')}</p>
          {further?.status === 'offered' && (
            <>
              <label className="radio-line">
                <input
                  type="checkbox"
                  checked={state.furtherArguments}
                  onChange={(e) => set({ furtherArguments: e.target.checked })}
                />
                <span>{t('rules.editor.further')}</span>
              </label>
              {state.furtherArguments && <p className="help">{t('rules.editor.furtherHelp')}</p>}
            </>
          )}
          {further?.status === 'refused' && (
            <p className="help rule-further-refused" role="note">
              {t('rules.editor.furtherRefused', { program: deriveVisibleText(further.refusedFor, { lines: 'mark' }) })}
            </p>
          )}
        </fieldset>
      );
    case 'mcp':
      return (
        <fieldset className="rule-match-details choice-field">
          <legend>{t('rules.editor.conditions')}</legend>
          {choices.mcpConditions.map((condition, index) => (
            <label key={JSON.stringify(condition)} className="radio-line">
              <input
                type="checkbox"
                checked={state.conditions[index] === true}
                onChange={(e) =>
                  set({
                    conditions: choices.mcpConditions.map((_, i) =>
                      i === index ? e.target.checked : state.conditions[i] === true,
                    ),
                  })
                }
              />
              <span>{formatRuleCondition(condition)}</span>
            </label>
          ))}
        </fieldset>
      );
  }
}

function RulePreview({ preview }: { preview: Preview }) {
  const line =
    preview.status === 'done'
      ? t('rules.editor.previewCount', { count: preview.total })
      : preview.status === 'failed'
        ? t('rules.editor.previewFailed', { message: preview.message })
        : t(
            preview.status === 'incomplete'
              ? 'rules.editor.previewIncomplete'
              : preview.status === 'noConversation'
                ? 'rules.editor.previewNoConversation'
                : 'rules.editor.previewChecking',
          );
  return (
    <section className="rule-preview" aria-label={t('rules.editor.preview')}>
      <h3>{t('rules.editor.preview')}</h3>
      <p className="rule-preview-count" aria-live="polite">
        {line}
      </p>
      {preview.status === 'done' && preview.matches.length > 0 && (
        <>
          {preview.matches.length < preview.total && (
            <p className="help">{t('rules.editor.previewShown', { count: preview.matches.length })}</p>
          )}
          <ul className="rule-preview-list">
            {preview.matches.map((match) => (
              <li key={match.callId}>
                <span>{deriveVisibleText(match.summary, { lines: 'mark' })}</span>{' '}
                <time className="help" dateTime={match.at}>
                  {formatTime(match.at)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
