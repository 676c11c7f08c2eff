import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { SessionSummary } from '../../../shared';
import type { RuleDefinition, RuleView } from '../../../shared/rules';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import type { AppState } from '../state/app-state';
import { messageOf, type ClientResult } from '../ipc/client';
import { selectRules } from '../state/main-lists';
import { formatToolName } from '../approval/format';
import { formatTime, t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { deriveVisibleText } from '../text/visible-text';
import { BrokenRuleDialog } from '../rules/BrokenRuleDialog';
import { formatRuleMatch, formatRuleScope } from '../rules/describe-rule';
import { RuleEditorDialog } from '../rules/RuleEditorDialog';
import { createRuleEditorFromRule } from '../rules/rule-editor-state';
import '../rules/rules.css';

const selectSessions = (state: AppState) => state.sessions;
/** False only once main has said this computer has no command sandbox. */
const selectSandboxed = (state: AppState) => state.settings?.commandSandbox.available !== false;

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/**
 * Settings › Rules: every saved rule, in creation order (the order that names the rule a
 * decision records), with what it matches in words, what it does, where, when and from which call
 * it was made, how often it was used; on/off, Edit, Delete; broken rules with why and their text to
 * fix; Export and Import. The rules are main's, as the store keeps them (main-lists.ts): loaded when
 * Settings opens, listed again after each change made here, and replaced by main's pushes.
 */
export function RulesSection() {
  const controller = useController();
  const { lists, client } = controller;
  const sessions = useAppSelector(selectSessions);
  const { value: rules, loadError } = useAppSelector(selectRules);
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<RuleView | null>(null);
  const [deleting, setDeleting] = useState<RuleView | null>(null);

  const session = (id: string): SessionSummary | undefined => sessions.find((s) => s.id === id);
  const titleOf = (id: string) => session(id)?.title ?? null;
  const folderOf = (id: string) => session(id)?.workspace ?? null;

  /** Runs one change, says a refusal in plain words, and lists the rules again either way. */
  const change = async <T,>(run: Promise<ClientResult<T>>): Promise<string | null> => {
    const result = await run;
    setNotice(result.ok ? null : { tone: 'error', text: t('rules.page.failed', { message: messageOf(result) }) });
    return result.ok ? null : messageOf(result);
  };

  const saveEdit = async (rule: RuleView, definition: RuleDefinition): Promise<string | null> => {
    const saved = await lists.runRulesChange('rules:save', { id: rule.id, definition });
    if (!saved.ok) return messageOf(saved);
    setEditing(null);
    return null;
  };

  const exportRules = async () => {
    const exported = await client.call('rules:export', {});
    if (!exported.ok) setNotice({ tone: 'error', text: t('rules.page.failed', { message: messageOf(exported) }) });
    else
      setNotice(
        exported.value.path === null
          ? null
          : { tone: 'ok', text: t('rules.page.exported', { path: exported.value.path }) },
      );
  };

  const importText = async (text: string): Promise<boolean> => {
    const imported = await lists.runRulesChange('rules:import', { text });
    setNotice(
      imported.ok
        ? { tone: 'ok', text: t('rules.page.imported', { count: imported.value.imported }) }
        : { tone: 'error', text: t('rules.page.importFailed', { message: messageOf(imported) }) },
    );
    return imported.ok;
  };

  return (
    <section className="panel rules-section" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{t('rules.page.title')}</h2>
      <p>{t('rules.page.about')}</p>
      {loadError !== null && (
        <p role="alert" className="field-error">
          {t('rules.page.loadFailed', { message: loadError })}
        </p>
      )}
      {rules === null ? (
        loadError === null && <p className="muted">{t('rules.page.loading')}</p>
      ) : rules.length === 0 ? (
        <p className="muted">{t('rules.page.empty')}</p>
      ) : (
        <ul className="rules-list" aria-label={t('rules.page.list')}>
          {rules.map((rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              titleOf={titleOf}
              onToggle={(enabled) => change(lists.runRulesChange('rules:set-enabled', { id: rule.id, enabled }))}
              onEdit={() => setEditing(rule)}
              onDelete={() => setDeleting(rule)}
              onOpenConversation={(sessionId) => void controller.openSession(sessionId)}
            />
          ))}
        </ul>
      )}

      <div className="row">
        <button type="button" onClick={() => void exportRules()}>
          {t('rules.page.export')}
        </button>
        <ImportRules onImport={importText} />
      </div>
      <p className={notice?.tone === 'error' ? 'field-error' : 'form-ok'} role="status">
        {notice?.text ?? ''}
      </p>

      {editing !== null && editing.definition !== null && (
        <RuleEditorDialog
          open
          title={t('rules.editor.titleEdit', { id: editing.id })}
          editor={createRuleEditorFromRule({ ...editing, definition: editing.definition }, folderOf)}
          loadError={null}
          onSave={(definition) => saveEdit(editing, definition)}
          onDismiss={() => setEditing(null)}
        />
      )}
      {editing !== null && editing.definition === null && (
        <BrokenRuleDialog
          rule={editing}
          onSave={(definition) => saveEdit(editing, definition)}
          onDismiss={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('rules.page.deleteTitle', { id: deleting?.id ?? '' })}
        confirmLabel={t('rules.page.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const rule = deleting;
          setDeleting(null);
          if (rule !== null) void change(lists.runRulesChange('rules:delete', { id: rule.id }));
        }}
      >
        <p>
          {deleting?.definition ? formatRuleMatch(deleting.definition) : deleting ? formatToolName(deleting.tool) : ''}
        </p>
        <p>{t('rules.page.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

interface RuleRowProps {
  rule: RuleView;
  titleOf(sessionId: string): string | null;
  /** Resolves once main has answered and the list is read again. */
  onToggle(enabled: boolean): Promise<unknown>;
  onEdit(): void;
  onDelete(): void;
  /** Opens the conversation the rule was made in (where its call is). */
  onOpenConversation(sessionId: string): void;
}

function RuleRow({ rule, titleOf, onToggle, onEdit, onDelete, onOpenConversation }: RuleRowProps) {
  const id = useId();
  const sandboxed = useAppSelector(selectSandboxed);
  // The click shows at once; main's answer (the list read again) replaces it, a refusal included.
  const [toggling, setToggling] = useState<boolean | null>(null);
  const enabled = toggling ?? rule.enabled;
  const definition = rule.definition;
  const sourceTitle = rule.source !== null ? titleOf(rule.source.sessionId) : null;
  const created =
    rule.source === null
      ? t('rules.page.created', { time: formatTime(rule.createdAt) })
      : sourceTitle === null
        ? t('rules.page.createdFromUnknown', { time: formatTime(rule.createdAt) })
        : t('rules.page.createdFrom', {
            time: formatTime(rule.createdAt),
            title: deriveVisibleText(sourceTitle, { lines: 'mark' }),
          });
  const fired =
    rule.fired === 0 || rule.lastFiredAt === null
      ? t('rules.page.neverFired')
      : t('rules.page.fired', { count: rule.fired, time: formatTime(rule.lastFiredAt) });

  return (
    <li className={`rule-item${enabled ? '' : ' off'}`} data-rule-id={rule.id}>
      <div className="rule-head">
        <div>
          <span className={`rule-effect ${rule.effect}`}>{t(`rules.words.effect.${rule.effect}`)}</span>
          <span id={`${id}-what`} className="rule-what">
            {definition !== null ? formatRuleMatch(definition) : formatToolName(rule.tool)}
            {definition?.label !== undefined && ` — ${deriveVisibleText(definition.label, { lines: 'mark' })}`}
          </span>{' '}
          {!enabled && <span className="muted">{t('rules.page.off')}</span>}
        </div>
        <div className="rule-buttons">
          <label>
            <input
              type="checkbox"
              checked={enabled}
              aria-label={t('rules.page.enabledName', { id: rule.id })}
              onChange={(e) => {
                setToggling(e.target.checked);
                void onToggle(e.target.checked).finally(() => setToggling(null));
              }}
            />
            {t('rules.page.enabled')}
          </label>
          <button
            type="button"
            aria-label={t(definition !== null ? 'rules.page.editName' : 'rules.page.fixName', { id: rule.id })}
            onClick={onEdit}
          >
            {definition !== null ? t('rules.page.edit') : t('rules.page.fix')}
          </button>
          <button
            type="button"
            className="danger"
            aria-label={t('rules.page.deleteName', { id: rule.id })}
            onClick={onDelete}
          >
            {t('rules.page.delete')}
          </button>
        </div>
      </div>
      {definition !== null ? (
        <>
          <p>
            {t('rules.page.scope')}: {formatRuleScope(definition.scope, titleOf)}
          </p>
          {rule.toolState === 'changed' && (
            <p className="rule-broken" role="note">
              {t('rules.page.toolChanged', { tool: formatToolName(rule.tool) })}
            </p>
          )}
          {rule.toolState === 'not_pinned' && (
            <p className="rule-broken" role="note">
              {t('rules.page.toolNotPinned')}
            </p>
          )}
          {!sandboxed && rule.effect === 'allow' && rule.tool === 'run_command' && (
            <p className="rule-broken" role="note" data-rule-cannot-act="">
              {t('rules.page.noSandbox')}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="rule-broken">
            {t('rules.page.broken', { reason: rule.broken !== undefined ? wordMain(rule.broken) : '' })}
          </p>
          <p>
            {rule.effect === 'deny'
              ? t('rules.page.brokenDeny', { tool: formatToolName(rule.tool) })
              : t('rules.page.brokenAllow')}
          </p>
          {rule.raw !== undefined && <pre className="rule-raw">{deriveVisibleText(rule.raw)}</pre>}
        </>
      )}
      <p className="help">
        <code className="rule-id">{rule.id}</code> · {created}
        {rule.source !== null && sourceTitle !== null && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              onClick={() => rule.source !== null && onOpenConversation(rule.source.sessionId)}
            >
              {t('rules.page.openSource')}
            </button>
          </>
        )}{' '}
        · <span className="rule-fired">{fired}</span>
      </p>
    </li>
  );
}

/** Import from a file the person picks, or from pasted text; the whole file is refused if any rule in it is not valid. */
function ImportRules({ onImport }: { onImport(text: string): Promise<boolean> }) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    await onImport(await file.text());
    input.value = '';
  };
  return (
    <div className="rules-import">
      <button type="button" onClick={() => file.current?.click()}>
        {t('rules.page.import')}
      </button>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('rules.page.import')}
        onChange={(e) => void pick(e)}
      />
      <details>
        <summary>{t('rules.page.importPaste')}</summary>
        <label htmlFor={`${id}-text`}>{t('rules.page.importPasteLabel')}</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          spellCheck={false}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button
          type="button"
          disabled={pasted.trim() === ''}
          onClick={() => void onImport(pasted).then((ok) => ok && setPasted(''))}
        >
          {t('rules.page.importPasted')}
        </button>
      </details>
    </div>
  );
}
