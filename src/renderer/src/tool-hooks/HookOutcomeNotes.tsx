import type { CallDecision, PendingCall } from '../../../shared/events';
import type { PostToolUseRecord, PreToolUseRecord } from '../../../shared/hook-records';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveReadableJson } from '../approval/format';
import { deriveHookOutcomeNotes } from './describe-hook';
import './hooks.css';
import { PlainLines } from '../components/PlainLines';

interface HookOutcomeNotesProps {
  /** A hook settled the call. */
  settledByHook: boolean;
  denied: boolean;
  hook: PreToolUseRecord | undefined;
  postHook: PostToolUseRecord | undefined;
  /** The transcript's card (`tool-hook`), a row of the approval record (`audit-hook`) or a decided sheet (`gh-decided-hook`). */
  className: 'tool-hook' | 'audit-hook' | 'gh-decided-hook';
}

function Command({ command }: { command: string | undefined }) {
  if (command === undefined) return null;
  return (
    <>
      {' '}
      <code className="hook-command">{deriveVisibleText(command, { lines: 'mark' })}</code>
    </>
  );
}

/**
 * Hooks, after the fact: the hook that let a call run or refused it (settled by a hook),
 * the hook that changed its input (with the model's own input on demand), and the notes PostToolUse
 * hooks appended to its result, each attributed to the hook that wrote it. Read from the event log's
 * records (tool_call.hook, tool_result.hook / postHook, or the audit entry's).
 */
export function HookOutcomeNotes({ settledByHook, denied, hook, postHook, className }: HookOutcomeNotesProps) {
  const notes = deriveHookOutcomeNotes({ settledByHook, denied, hook, postHook });
  if (notes.decided === null && notes.rewrite === null && notes.post.length === 0 && notes.says.length === 0)
    return null;
  return (
    <>
      {notes.decided !== null && (
        <div className={`${className} hook-decided`} data-decided-by="hook">
          {/* The record's own column already says what the hook did; here it says which hook. */}
          {className === 'audit-hook' && notes.decided.command !== undefined
            ? t('hooks.audit.by')
            : t(notes.decided.key, { reason: deriveVisibleText(notes.decided.reason ?? '', { lines: 'mark' }) })}
          <Command command={notes.decided.command} />
        </div>
      )}
      {notes.rewrite !== null && (
        <div className={`${className} hook-rewrite`}>
          {t(notes.rewrite.key)}
          <Command command={notes.rewrite.command} />
          <details>
            <summary>{t('hooks.card.original')}</summary>
            <PlainLines as="pre" className="tool-args original" text={deriveReadableJson(notes.rewrite.replaced)} />
          </details>
        </div>
      )}
      {notes.says.map((note, i) => (
        <div key={`says-${i}`} className={`${className} hook-says`}>
          {t(note.key, { text: deriveVisibleText(note.text, { lines: 'mark' }) })}
          <Command command={note.command} />
        </div>
      ))}
      {notes.post.map((note, i) => (
        <div key={i} className={`${className} tool-hook-post`}>
          {t(note.key, { text: deriveVisibleText(note.text, { lines: 'mark' }) })}
          <Command command={note.command} />
        </div>
      ))}
    </>
  );
}

/**
 * On a decided sheet, per call: the hook that refused a person's edit (the decision is a deny
 * settled by the hook, its verdict beside it), or the hook that changed what ran; a call's own
 * rewrite is on the pending call.
 */
export function DecidedHookNote({ call, decision }: { call: PendingCall; decision: CallDecision | undefined }) {
  if (decision === undefined) return null;
  const hook = decision.hook ?? call.hook;
  const refused = decision.action === 'deny' && decision.settledBy.by === 'hook';
  if (decision.action === 'deny' && !refused) return null;
  return (
    <HookOutcomeNotes
      settledByHook={refused}
      denied={refused}
      hook={hook}
      postHook={undefined}
      className="gh-decided-hook"
    />
  );
}
