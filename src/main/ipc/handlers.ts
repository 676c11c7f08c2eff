import { chmod } from 'node:fs/promises';
import type { GatehouseCore } from '../core/types';
import type { IpcHandlers } from './router';

/** What only the desktop shell can do (native dialogs, files the person picks). Stand-ins in tests. */
export interface DesktopServices {
  readonly platform: 'darwin' | 'win32' | 'linux' | 'other';
  /** The native folder picker; null when cancelled. */
  pickFolder(defaultPath: string | null): Promise<string | null>;
  /** Asks where to save and writes the JSON there, readable by its owner only; null when cancelled. */
  saveJson(suggestedName: string, json: string): Promise<string | null>;
}

const OWNER_ONLY_FILE = 0o600;

/** Binds each contract channel to the core or the desktop services. */
export function buildIpcHandlers(core: GatehouseCore, desktop: DesktopServices): IpcHandlers {
  return {
    'app:bootstrap': () => ({
      settings: core.getSettings(),
      sessions: core.listSessions(),
      inbox: core.listInbox(),
      platform: desktop.platform,
    }),
    'session:list': () => core.listSessions(),
    'session:create': (r) => core.createSession({ workspace: r.workspace, ...(r.title ? { title: r.title } : {}) }),
    'session:rename': (r) => core.renameSession(r.sessionId, r.title),
    'session:set-workspace': (r) => core.setWorkspace(r.sessionId, r.workspace),
    'session:delete': (r) => {
      core.deleteSession(r.sessionId);
      return null;
    },
    'session:load': (r) => core.loadSession(r.sessionId),
    'session:compact': async (r) => {
      await core.compact(r.sessionId);
      return null;
    },
    'run:send': (r) => core.send(r),
    'run:stop': async (r) => {
      await core.stop(r.sessionId);
      return null;
    },
    'run:retry': (r) => core.retry(r.sessionId),
    'approval:decide': (r) => core.submitDecisions(r),
    'approval:preview-edit': (r) => core.previewEdit(r),
    'approval:inbox': () => core.listInbox(),
    'audit:export': (r) => core.exportAudit(r.sessionId),
    'settings:get': () => core.getSettings(),
    'settings:update': (r) => core.updateSettings(r),
    'workspace:pick': async () => ({ path: await desktop.pickFolder(core.getSettings().lastWorkspace) }),
    'notes:list': () => core.listNotes(),
    'notes:delete': (r) => {
      core.deleteNote(r.id);
      return null;
    },
    'data:export': async () => {
      const sessions = core.listSessions().map((s) => {
        const snapshot = core.loadSession(s.id);
        return { summary: snapshot.summary, events: snapshot.events, audit: core.exportAudit(s.id).entries };
      });
      const json = JSON.stringify({ exportedAt: new Date().toISOString(), sessions, notes: core.listNotes(), mcpServers: core.exportMcpServers() }, null, 2);
      const path = await desktop.saveJson('gatehouse-export.json', json);
      // Why: the export holds every conversation; like the database it is for its owner's eyes
      // only, also when it replaced a file that was readable by others.
      if (path !== null) await chmod(path, OWNER_ONLY_FILE);
      return { path };
    },
    'data:delete': async () => {
      await core.deleteEverything();
      return null;
    },
    // MCP servers (issue 12).
    'mcp:list': () => core.mcp.view(),
    'mcp:save': (r) => core.mcp.save(r),
    'mcp:remove': (r) => core.mcp.remove(r.name),
    'mcp:set-trust': (r) => core.mcp.setTrust(r.name, r.trusted),
    'mcp:import': (r) => core.mcp.importJson(r.text),
  };
}
