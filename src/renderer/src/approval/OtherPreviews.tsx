import type { CommandPreview, PlanItem } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { deriveReadableJson } from './format';
import { deriveOwnReason, wordCommandReason } from './sheet-notes';
import { PlainLines } from '../components/PlainLines';
import { CommandActionsView } from './CommandActionsView';
import { wordMain } from '../i18n/main/word-main';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/**
 * A command: what it does first (one sentence per step), the exact text, its fence unless the sheet
 * says it once for every command, then under Details its parsed parts, the `bash -n` verdict and the
 * read-only judgement (the withheld variables ride on it). The folded parts share one row.
 */
export function CommandPreviewView({
  command,
  cwd,
  showFence = true,
  sharedSentences = [],
}: {
  command: CommandPreview;
  cwd: string;
  showFence?: boolean;
  /** Sentences of the verdict the sheet says once for every command: left out here. */
  sharedSentences?: readonly string[];
}) {
  const reason = deriveOwnReason(wordCommandReason(command), sharedSentences);
  // The parsed words matter when they differ from the text (quotes, several steps); else they repeat it.
  const partsAddSomething =
    command.commands.length > 1 || command.commands.some((words) => words.join(' ') !== command.command.trim());
  return (
    <div className="gh-command">
      <CommandActionsView actions={command.actions ?? []} />
      <p className="gh-label gh-command-label">{t('approval.cmd.command')}</p>
      <pre className="gh-code-block gh-command-text">
        <code>{deriveVisibleText(command.command)}</code>
      </pre>
      {/* The folder itself is where every command runs unless it says otherwise: named only when it is another. */}
      {cwd !== '.' && <p className="gh-muted">{t('approval.cmd.cwd', { path: cwd })}</p>}
      {/* A syntax problem is a warning: never folded away. */}
      {!command.syntax.ok && (
        <p className="gh-warning-text">{t('approval.cmd.syntaxBad', { message: oneLine(command.syntax.message) })}</p>
      )}
      {showFence && <CommandLimitsView command={command} />}
      <details className="gh-command-details">
        <summary>{t('approval.cmd.details')}</summary>
        {partsAddSomething && (
          <>
            <p className="gh-label">{t('approval.cmd.parts')}</p>
            <ol className="gh-command-parts">
              {command.commands.map((words, i) => (
                <li key={i}>
                  {words.map((word, j) => (
                    <code className="gh-word" key={j}>
                      {oneLine(word)}
                    </code>
                  ))}
                </li>
              ))}
            </ol>
          </>
        )}
        {command.syntax.ok && <p className="gh-ok">{t('approval.cmd.syntaxOk')}</p>}
        <p>
          {command.verdict === 'read_only'
            ? t('approval.cmd.readOnly', { reason: oneLine(reason) })
            : t('approval.cmd.ask', { reason: oneLine(reason) })}
        </p>
      </details>
    </div>
  );
}

/**
 * How the command will be fenced once approved: in the OS sandbox, with what its own words name that
 * stays blocked in plain sight and the sandbox's general fence folded under one line; or, with no
 * sandbox, the warning that it runs with the person's full rights (never folded).
 */
export function CommandLimitsView({ command }: { command: CommandPreview }) {
  const sandbox = command.sandbox;
  const hosts = command.hosts ?? [];
  if (!sandbox) return null;
  // A preview recorded before `ownLimits` existed shows every line, as it did then.
  const own = sandbox.limits.slice(0, sandbox.ownLimits ?? sandbox.limits.length);
  const general = sandbox.limits.slice(own.length);
  return (
    <div className="gh-command-limits" data-testid="command-limits">
      {sandbox.confined ? (
        <>
          <p className="gh-label">{t('approval.cmd.sandboxedShort')}</p>
          {own.length > 0 && (
            <ul className="gh-command-limit-list">
              {own.map((line, i) => (
                <li key={i}>{oneLine(wordMain(line))}</li>
              ))}
            </ul>
          )}
          {general.length > 0 && (
            <details className="gh-command-fence">
              <summary>{t('approval.cmd.fenceDetails', { count: general.length })}</summary>
              <ul className="gh-command-limit-list">
                {general.map((line, i) => (
                  <li key={i}>{oneLine(wordMain(line))}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      ) : (
        <p className="gh-warning-text" role="note">
          {t('approval.cmd.unconfined', {
            reason: oneLine(sandbox.unavailableReason !== undefined ? wordMain(sandbox.unavailableReason) : ''),
          })}
        </p>
      )}
      {!sandbox.confined && hosts.length > 0 && (
        <p className="gh-muted">{t('approval.cmd.hostsUnconfined', { hosts: hosts.map(oneLine).join(', ') })}</p>
      )}
    </div>
  );
}

const STATUS_MARK: Record<PlanItem['status'], string> = { pending: '☐', in_progress: '◐', done: '☑' };

/** update_plan: the checklist, each status in words as well as a mark. */
export function PlanPreviewView({ items }: { items: readonly PlanItem[] }) {
  return (
    <div className="gh-plan">
      <p className="gh-label">{t('approval.plan.title')}</p>
      <ul className="gh-plan-list">
        {items.map((item, i) => (
          <li key={i} className={`gh-plan-${item.status}`}>
            <span aria-hidden="true">{STATUS_MARK[item.status]} </span>
            {oneLine(item.text)} <span className="gh-muted">({t(`approval.plan.${item.status}`)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Any other tool: its arguments as pretty JSON, plus the tool's own description when it adds something. */
export function ArgsPreviewView({ args, text }: { args: Record<string, unknown>; text: string }) {
  const raw = JSON.stringify(args, null, 2);
  const extra = text.trim() !== '' && text.trim() !== raw.trim() && text.trim() !== JSON.stringify(args);
  const pretty = deriveReadableJson(args);
  return (
    <div className="gh-args">
      <p className="gh-label">{t('approval.args.title')}</p>
      <pre className="gh-code-block">
        <PlainLines as="code" text={pretty} />
      </pre>
      {extra && (
        <details>
          <summary>{t('approval.args.details')}</summary>
          <PlainLines as="pre" className="gh-code-block" text={deriveVisibleText(text)} />
        </details>
      )}
    </div>
  );
}
