import { useId, useState } from 'react';
import type { ApprovalMode, WorkMode } from '../../../shared';
import { APPROVAL_MODES, WORK_MODES } from '../../../shared/mode-names';
import { Icon } from '../components/Icon';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import type { ComposerGate } from '../state/derive';
import { useOpenSessionId } from './use-open-session-id';
import { YoloConfirmDialog } from './YoloBanner';

const MODES_KEY = 'gatehouse.modes';

/** The work mode is per send and remembered on this computer; the approval mode belongs to the conversation. */
function readWorkMode(): WorkMode {
  try {
    const parsed = JSON.parse(localStorage.getItem(MODES_KEY) ?? '{}') as { work?: string };
    return WORK_MODES.find((m) => m === parsed.work) ?? 'agent';
  } catch {
    return 'agent';
  }
}

interface ComposerProps {
  gate: ComposerGate;
  runActive: boolean;
  canRetry: boolean;
  pendingApprovalId: string | null;
  /** The conversation's approval mode (from its events); changed through setApprovalMode. */
  approvalMode: ApprovalMode;
  /** Yolo was chosen in this conversation before: it is not asked again. */
  yoloConfirmed: boolean;
  /** Auto approval: no reviewer model is set, so auto behaves as manual (said under the modes). */
  noReviewer?: boolean;
}

/** An approval mode the person picked, shown until the conversation's own mode changes. */
interface ChosenApprovalMode {
  mode: ApprovalMode;
  /** The conversation's mode when it was picked. */
  over: ApprovalMode;
  sessionId: string | null;
}

/**
 * The mode the radio shows: the person's pick while main has not yet pushed a change of the
 * conversation's mode (so a click selects at once), else the conversation's mode. Pure.
 */
export function deriveShownApprovalMode(
  chosen: ChosenApprovalMode | null,
  conversationMode: ApprovalMode,
  sessionId: string | null,
): ApprovalMode {
  if (chosen === null || chosen.over !== conversationMode || chosen.sessionId !== sessionId) return conversationMode;
  return chosen.mode;
}

function ModeGroup<M extends string>(props: {
  legend: string;
  name: string;
  modes: readonly M[];
  value: M;
  onChange(m: M): void;
  disabled: boolean;
}) {
  const helpId = useId();
  return (
    <fieldset className="mode-group" disabled={props.disabled} aria-describedby={helpId}>
      <legend>{props.legend}</legend>
      <div className="segmented">
        {props.modes.map((mode) => (
          <label key={mode} className={mode === props.value ? 'selected' : ''}>
            <input
              type="radio"
              name={props.name}
              value={mode}
              checked={mode === props.value}
              onChange={() => props.onChange(mode)}
            />
            {t(`mode.${mode}` as `mode.${WorkMode | ApprovalMode}`)}
          </label>
        ))}
      </div>
      <p id={helpId} className="mode-help">
        {t(`mode.${props.value}.help` as `mode.${WorkMode | ApprovalMode}.help`)}
      </p>
    </fieldset>
  );
}

/**
 * The message box with the work mode for this send and the conversation's approval mode. It refuses to send, and says
 * why, while an approval waits or a run is active; Stop and Try again sit beside Send.
 */
export function Composer({
  gate,
  runActive,
  canRetry,
  pendingApprovalId,
  approvalMode,
  yoloConfirmed,
  noReviewer = false,
}: ComposerProps) {
  const controller = useController();
  const [text, setText] = useState('');
  const [workMode, setWorkMode] = useState(readWorkMode);
  const [confirmingYolo, setConfirmingYolo] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const reasonId = useId();
  const blocked = !gate.canSend;

  const chooseWorkMode = (work: WorkMode) => {
    setWorkMode(work);
    try {
      localStorage.setItem(MODES_KEY, JSON.stringify({ work }));
    } catch {
      // Only a convenience: the mode still applies to this send.
    }
  };
  // The person's choice shows at once; the conversation's event replaces it when main pushes it.
  const [chosen, setChosen] = useState<ChosenApprovalMode | null>(null);
  const sessionId = useOpenSessionId();
  const shownApprovalMode = deriveShownApprovalMode(chosen, approvalMode, sessionId);
  // Once answered (or in another conversation) a pick is spent: it must not come back if the mode later returns.
  if (chosen !== null && shownApprovalMode === approvalMode) setChosen(null);
  const setApprovalMode = (mode: ApprovalMode, confirmYolo: boolean) => {
    const choice: ChosenApprovalMode = { mode, over: approvalMode, sessionId };
    setChosen(choice);
    void controller.setApprovalMode(mode, confirmYolo).then((result) => {
      // Refused (already reported): the radio goes back to the conversation's mode.
      if (!result.ok) setChosen((current) => (current === choice ? null : current));
    });
  };
  // Yolo asks once per conversation; every change is an event of the conversation.
  const chooseApprovalMode = (mode: ApprovalMode) => {
    if (mode === shownApprovalMode) return;
    if (mode === 'yolo' && !yoloConfirmed) setConfirmingYolo(true);
    else setApprovalMode(mode, mode === 'yolo');
  };

  const send = async () => {
    if (blocked || sending || text.trim().length === 0) return;
    setSending(true);
    const result = await controller.sendMessage({ text, workMode });
    setSending(false);
    if (result.ok) {
      setText('');
      setSendError(null);
    } else setSendError(result.error.message);
  };

  return (
    <form
      className="composer"
      aria-label={t('composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {!gate.canSend && (
        <p className="composer-blocked" id={reasonId} role="status">
          <Icon name="warning" /> {t(gate.reason)}{' '}
          {gate.action === 'approval' && pendingApprovalId && (
            <a href={`#approval-${pendingApprovalId}`} className="link-button">
              {t('composer.goToApproval')}
            </a>
          )}
          {gate.action === 'settings' && (
            <button type="button" className="link-button" onClick={() => controller.showScreen('settings')}>
              {t('composer.openSettings')}
            </button>
          )}
        </p>
      )}
      {/* While an approval waits, the sheet above needs the room; the modes come back after. */}
      <div className="composer-modes" hidden={gate.canSend === false && gate.action === 'approval'}>
        <ModeGroup
          legend={t('composer.workMode')}
          name="work-mode"
          modes={WORK_MODES}
          value={workMode}
          disabled={blocked}
          onChange={chooseWorkMode}
        />
        {/* Never disabled: a stricter mode is taken at once, even while a run is under way. */}
        <ModeGroup
          legend={t('composer.approvalMode')}
          name="approval-mode"
          modes={APPROVAL_MODES}
          value={shownApprovalMode}
          disabled={false}
          onChange={chooseApprovalMode}
        />
        {shownApprovalMode === 'auto' && noReviewer && (
          <p className="mode-help mode-warning">{t('composer.noReviewer')}</p>
        )}
      </div>
      <YoloConfirmDialog
        open={confirmingYolo}
        onCancel={() => setConfirmingYolo(false)}
        onConfirm={() => {
          setConfirmingYolo(false);
          setApprovalMode('yolo', true);
        }}
      />
      <div className="composer-row">
        <label htmlFor="composer-input" className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          id="composer-input"
          value={text}
          rows={blocked ? 2 : 3}
          placeholder={t('composer.placeholder')}
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <div className="composer-buttons">
          {runActive ? (
            <button type="button" className="danger" onClick={() => void controller.stopRun()}>
              <Icon name="stop" /> {t('composer.stop')}
            </button>
          ) : (
            <button type="submit" className="primary" disabled={blocked || sending || text.trim().length === 0}>
              {t('composer.send')}
            </button>
          )}
          {canRetry && (
            <button type="button" onClick={() => void controller.retryRun()}>
              ↻ {t('composer.retry')}
            </button>
          )}
        </div>
      </div>
      {sendError && (
        <p className="composer-error" role="alert">
          {sendError}
        </p>
      )}
    </form>
  );
}
