import { memo, useState } from 'react';
import { useController } from '../react-hooks/app-context';
import { useNarrowWindow } from '../react-hooks/use-root-font-size';
import { t } from '../i18n';
import type { AppState, Screen } from '../state/app-state';
import { Icon } from './Icon';
import { NewSessionDialog } from './NewSessionDialog';
import { SessionRow } from './SessionRow';
import { useLocale } from '../react-hooks/use-locale';

const SIDEBAR_KEY = 'gatehouse.sidebar';
/** Below this width (in root-font units, so sooner at larger text) the list folds away by itself. */
const NARROW_REM = 56;

function readOpenPreference(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) !== 'closed';
  } catch {
    return true;
  }
}

function storeOpenPreference(open: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_KEY, open ? 'open' : 'closed');
  } catch {
    // Only a convenience: the sidebar still folds for this window.
  }
}

/**
 * Whether the list is shown. A wide window remembers the person's choice; a narrow one starts
 * folded and shows the list over the conversation until something in it is chosen (or Escape).
 */
function useSidebarOpen(): { open: boolean; narrow: boolean; setOpen(open: boolean): void } {
  const narrow = useNarrowWindow(NARROW_REM);
  const [wideOpen, setWideOpen] = useState(readOpenPreference);
  const [narrowOpen, setNarrowOpen] = useState(false);
  // Becoming narrow (or wide) starts the overlay folded.
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (wasNarrow !== narrow) {
    setWasNarrow(narrow);
    setNarrowOpen(false);
  }
  return {
    open: narrow ? narrowOpen : wideOpen,
    narrow,
    setOpen(open) {
      if (narrow) setNarrowOpen(open);
      else {
        setWideOpen(open);
        storeOpenPreference(open);
      }
    },
  };
}

type SidebarProps = { state: Pick<AppState, 'sessions' | 'inbox' | 'screen' | 'openSessionId' | 'settings'> };

/** Conversations, the approvals inbox and settings; folds to a rail of icons in a narrow window or on request. */
function SidebarView({ state }: SidebarProps) {
  useLocale();
  const controller = useController();
  const [creating, setCreating] = useState(false);
  const { open, narrow, setOpen } = useSidebarOpen();
  const inboxCount = state.inbox.length;
  const inboxLabel = inboxCount > 0 ? t('nav.inboxCount', { count: inboxCount }) : t('nav.inbox');
  const show = (screen: Screen) => {
    controller.showScreen(screen);
    if (narrow) setOpen(false);
  };
  const toggle = (
    <button
      type="button"
      className="icon-button sidebar-toggle"
      aria-expanded={open}
      aria-controls="sidebar-list"
      aria-label={open ? t('nav.hideSidebar') : t('nav.showSidebar')}
      title={open ? t('nav.hideSidebar') : t('nav.showSidebar')}
      onClick={() => setOpen(!open)}
    >
      <Icon name="sidebar" />
    </button>
  );
  const dialog = (
    <NewSessionDialog
      open={creating}
      lastWorkspace={state.settings?.lastWorkspace ?? null}
      onClose={() => setCreating(false)}
    />
  );

  if (!open) {
    return (
      <nav className="sidebar rail" aria-label={t('nav.main')}>
        {toggle}
        <button
          type="button"
          className="icon-button rail-button"
          aria-label={t('nav.newSession')}
          title={t('nav.newSession')}
          onClick={() => setCreating(true)}
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          className={`icon-button rail-button${state.screen === 'inbox' ? ' current' : ''}`}
          aria-current={state.screen === 'inbox' ? 'page' : undefined}
          aria-label={inboxLabel}
          title={inboxLabel}
          onClick={() => show('inbox')}
        >
          <Icon name="inbox" />
          {inboxCount > 0 && (
            <span className="rail-count" aria-hidden="true">
              {inboxCount}
            </span>
          )}
        </button>
        <button
          type="button"
          className={`icon-button rail-button settings-link${state.screen === 'settings' ? ' current' : ''}`}
          aria-current={state.screen === 'settings' ? 'page' : undefined}
          aria-label={t('nav.settings')}
          title={t('nav.settings')}
          onClick={() => show('settings')}
        >
          <Icon name="gear" />
        </button>
        {dialog}
      </nav>
    );
  }

  return (
    <nav
      className={`sidebar${narrow ? ' overlay' : ''}`}
      aria-label={t('nav.main')}
      onKeyDown={(event) => {
        if (narrow && event.key === 'Escape' && !creating) setOpen(false);
      }}
      onClick={(event) => {
        // In a narrow window, choosing a conversation folds the list back over it.
        if (narrow && (event.target as HTMLElement).closest('.session-open')) setOpen(false);
      }}
    >
      <div className="sidebar-brand">
        <span className="brand-mark">
          <Icon name="gate" />
        </span>
        <span className="sidebar-name">{t('app.name')}</span>
        {toggle}
      </div>
      <div id="sidebar-list" className="sidebar-list">
        <button type="button" className="primary new-session" onClick={() => setCreating(true)}>
          + {t('nav.newSession')}
        </button>
        <button
          type="button"
          className={`nav-item${state.screen === 'inbox' ? ' current' : ''}`}
          aria-current={state.screen === 'inbox' ? 'page' : undefined}
          onClick={() => show('inbox')}
        >
          {inboxLabel}
        </button>
        <h2 className="sidebar-heading">{t('nav.sessions')}</h2>
        {state.sessions.length === 0 ? (
          <p className="muted sidebar-empty">{t('sessions.empty')}</p>
        ) : (
          <ul className="session-list">
            {state.sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                current={state.screen === 'conversation' && s.id === state.openSessionId}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className={`nav-item settings-link${state.screen === 'settings' ? ' current' : ''}`}
          aria-current={state.screen === 'settings' ? 'page' : undefined}
          onClick={() => show('settings')}
        >
          ⚙ {t('nav.settings')}
        </button>
      </div>
      {dialog}
    </nav>
  );
}

/**
 * Re-renders only when what it shows changed: the app state changes with every streamed token,
 * the sidebar's parts of it almost never. A new field read above must be added here too.
 */
export const Sidebar = memo(
  SidebarView,
  (a, b) =>
    a.state.sessions === b.state.sessions &&
    a.state.inbox === b.state.inbox &&
    a.state.screen === b.state.screen &&
    a.state.openSessionId === b.state.openSessionId &&
    a.state.settings?.lastWorkspace === b.state.settings?.lastWorkspace,
);
