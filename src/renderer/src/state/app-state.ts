import type { CorePush, IpcResponse } from '../../../shared/ipc';
import type { InboxItem, PublicSettings, SessionEvent, SessionSnapshot, SessionSummary } from '../../../shared';
import type { DisplayError } from '../ipc/client';
import { applySessionEvent, buildSessionView } from './apply-event';
import { applyLiveEvent } from './apply-run';
import {
  applyMainListChange,
  applyMainListRefused,
  initialMainLists,
  type MainListChange,
  type MainListName,
  type MainLists,
} from './main-lists';
import type { SessionView } from './session-view';

/** The whole renderer state: what the main process told us, plus which screen is showing. */

export type Screen = 'conversation' | 'inbox' | 'settings' | 'audit';

export interface Notice {
  id: number;
  tone: 'error' | 'info';
  title: string;
  message: string;
}

export interface AppState {
  phase: 'loading' | 'ready' | 'failed';
  bootError: DisplayError | null;
  settings: PublicSettings | null;
  platform: IpcResponse<'app:bootstrap'>['platform'];
  /** The operating system's locale as main reported it; null until then, or when main does not say. */
  systemLocale: string | null;
  sessions: SessionSummary[];
  inbox: InboxItem[];
  openSessionId: string | null;
  /** The open session's projection; null while it loads. */
  session: SessionView | null;
  /** Events for the open session that arrived while its snapshot was loading. */
  buffered: SessionEvent[];
  screen: Screen;
  /** The approval to scroll to and focus (opened from the inbox or a notification). */
  focusApprovalId: string | null;
  notices: Notice[];
  nextNoticeId: number;
  /** MCP servers, rules, hooks and notes as main last sent them (main-lists.ts). */
  lists: MainLists;
}

export const initialAppState: AppState = {
  phase: 'loading',
  bootError: null,
  settings: null,
  platform: 'other',
  systemLocale: null,
  sessions: [],
  inbox: [],
  openSessionId: null,
  session: null,
  buffered: [],
  screen: 'conversation',
  focusApprovalId: null,
  notices: [],
  nextNoticeId: 1,
  lists: initialMainLists,
};

export type AppAction =
  | { type: 'bootstrapped'; value: IpcResponse<'app:bootstrap'> }
  | { type: 'bootstrap_failed'; error: DisplayError }
  | { type: 'session_opened'; sessionId: string | null; focusApprovalId?: string | null }
  | { type: 'session_loaded'; snapshot: SessionSnapshot }
  | { type: 'push'; push: CorePush }
  | { type: 'screen_shown'; screen: Screen }
  | { type: 'settings_changed'; settings: PublicSettings }
  | { type: 'sessions_listed'; sessions: SessionSummary[] }
  | { type: 'notice_added'; tone: Notice['tone']; title: string; message: string }
  | { type: 'notice_dismissed'; id: number }
  | { type: 'approval_focused' }
  /** Main's answer to a request for one of its lists (the same whole list a push carries). */
  | { type: 'list_answered'; change: MainListChange }
  | { type: 'list_refused'; list: MainListName; message: string };

const NOTICE_LIMIT = 4;

function applyPush(state: AppState, push: CorePush): AppState {
  switch (push.type) {
    case 'sessions_changed': {
      const stillOpen = state.openSessionId !== null && push.sessions.some((s) => s.id === state.openSessionId);
      return stillOpen || state.openSessionId === null
        ? { ...state, sessions: push.sessions }
        : { ...state, sessions: push.sessions, openSessionId: null, session: null, buffered: [] };
    }
    case 'inbox_changed':
      return { ...state, inbox: push.inbox };
    case 'event': {
      const { event } = push;
      if (event.sessionId !== state.openSessionId) return state;
      if (!state.session) return { ...state, buffered: [...state.buffered, event] };
      return { ...state, session: applySessionEvent(state.session, event) };
    }
    case 'live':
      return state.session ? { ...state, session: applyLiveEvent(state.session, push.live) } : state;
    case 'approval_draft':
      return state; // answers in progress: held by the sheet that shows them, which listens itself
    case 'mcp_servers_changed':
    case 'rules_changed':
    case 'hooks_changed':
    case 'notes_changed':
    case 'mcp_prompts':
      return { ...state, lists: applyMainListChange(state.lists, push) };
  }
}

/** The app reducer (pure). */
export function applyAppAction(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'bootstrapped':
      return {
        ...state,
        phase: 'ready',
        bootError: null,
        settings: action.value.settings,
        sessions: action.value.sessions,
        inbox: action.value.inbox,
        platform: action.value.platform,
        systemLocale: action.value.systemLocale,
      };
    case 'bootstrap_failed':
      return { ...state, phase: 'failed', bootError: action.error };
    case 'session_opened':
      return {
        ...state,
        openSessionId: action.sessionId,
        session: state.session?.sessionId === action.sessionId ? state.session : null,
        buffered: [],
        screen: 'conversation',
        focusApprovalId: action.focusApprovalId ?? null,
      };
    case 'session_loaded': {
      if (action.snapshot.summary.id !== state.openSessionId) return state;
      let session = buildSessionView(action.snapshot);
      for (const event of state.buffered) session = applySessionEvent(session, event);
      return { ...state, session, buffered: [] };
    }
    case 'push':
      return applyPush(state, action.push);
    case 'screen_shown':
      return { ...state, screen: action.screen };
    case 'settings_changed':
      return { ...state, settings: action.settings };
    case 'sessions_listed':
      return { ...state, sessions: action.sessions };
    case 'notice_added': {
      const notice: Notice = {
        id: state.nextNoticeId,
        tone: action.tone,
        title: action.title,
        message: action.message,
      };
      return {
        ...state,
        notices: [...state.notices, notice].slice(-NOTICE_LIMIT),
        nextNoticeId: state.nextNoticeId + 1,
      };
    }
    case 'notice_dismissed':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };
    case 'approval_focused':
      return { ...state, focusApprovalId: null };
    case 'list_answered':
      return { ...state, lists: applyMainListChange(state.lists, action.change) };
    case 'list_refused':
      return { ...state, lists: applyMainListRefused(state.lists, action.list, action.message) };
  }
}

/** The summary of the open session from the sidebar list. */
export function deriveOpenSummary(state: AppState): SessionSummary | undefined {
  return state.sessions.find((s) => s.id === state.openSessionId);
}
