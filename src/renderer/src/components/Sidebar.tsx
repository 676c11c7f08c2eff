import { useState } from 'react';
import { useController } from '../hooks/app-context';
import { t } from '../i18n';
import type { AppState } from '../state/app-state';
import { Icon } from './Icon';
import { NewSessionDialog } from './NewSessionDialog';
import { SessionRow } from './SessionRow';

/** Conversations, the approvals inbox and settings. */
export function Sidebar({ state }: { state: AppState }) {
  const controller = useController();
  const [creating, setCreating] = useState(false);
  const inboxCount = state.inbox.length;

  return (
    <nav className="sidebar" aria-label={t('nav.main')}>
      <div className="sidebar-brand">
        <span className="brand-mark">
          <Icon name="gate" />
        </span>
        {t('app.name')}
      </div>
      <button type="button" className="primary new-session" onClick={() => setCreating(true)}>
        + {t('nav.newSession')}
      </button>
      <button
        type="button"
        className={`nav-item${state.screen === 'inbox' ? ' current' : ''}`}
        aria-current={state.screen === 'inbox' ? 'page' : undefined}
        onClick={() => controller.showScreen('inbox')}
      >
        {inboxCount > 0 ? t('nav.inboxCount', { count: inboxCount }) : t('nav.inbox')}
      </button>
      <h2 className="sidebar-heading">{t('nav.sessions')}</h2>
      {state.sessions.length === 0 ? (
        <p className="muted sidebar-empty">{t('sessions.empty')}</p>
      ) : (
        <ul className="session-list">
          {state.sessions.map((s) => (
            <SessionRow key={s.id} session={s} current={state.screen === 'conversation' && s.id === state.openSessionId} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`nav-item settings-link${state.screen === 'settings' ? ' current' : ''}`}
        aria-current={state.screen === 'settings' ? 'page' : undefined}
        onClick={() => controller.showScreen('settings')}
      >
        ⚙ {t('nav.settings')}
      </button>
      <NewSessionDialog open={creating} lastWorkspace={state.settings?.lastWorkspace ?? null} onClose={() => setCreating(false)} />
    </nav>
  );
}
