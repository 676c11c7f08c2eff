import { chmod } from 'node:fs/promises';
import type { Theme } from '../../shared/views';
import { DATA_FOLDER_NOT_EXPORTED } from '../core';
import type { GatehouseCore } from '../core/types';
import { runConnectionTest } from '../model';
import type { IpcHandlers } from './router';

/** What only the desktop shell can do (native dialogs, files the person picks). Stand-ins in tests. */
export interface DesktopServices {
  readonly platform: 'darwin' | 'win32' | 'linux' | 'other';
  /** The native folder picker; null when cancelled. */
  pickFolder(defaultPath: string | null): Promise<string | null>;
  /** Asks where to save and writes the JSON there, readable by its owner only; null when cancelled. */
  saveJson(suggestedName: string, json: string): Promise<string | null>;
  /** Light, dark or as the system is, for every window (Electron's nativeTheme); absent in tests. */
  applyTheme?(theme: Theme): void;
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
    'run:ask-me-instead': (r) => core.askMeInstead(r),
    'approval:save-draft': (r) => core.drafts.save(r),
    'approval:drafts': (r) => core.drafts.load(r.approvalId),
    'approval:send': (r) => core.drafts.send(r),
    'session:set-approval-mode': async (r) => core.setApprovalMode(r),
    'approval:preview-edit': (r) => core.previewEdit(r),
    'approval:inbox': () => core.listInbox(),
    'audit:export': (r) => core.exportAudit(r.sessionId),
    'settings:get': () => core.getSettings(),
    'settings:update': (r) => {
      const settings = core.updateSettings(r);
      desktop.applyTheme?.(settings.theme);
      return settings;
    },
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
      // Undo checkpoints are listed (file, sizes, hashes, dropped or not) without their content: it
      // is the person's own earlier file content, up to the undo bound in size, and still in SQLite.
      // The settings as the window sees them (the key itself never leaves the core).
      const checkpoints = core.listCheckpoints();
      const json = JSON.stringify({ exportedAt: new Date().toISOString(), sessions, notes: core.listNotes(), checkpoints, settings: core.getSettings(), mcpServers: core.exportMcpServers(), mcpPrompts: core.mcp.promptAudit(), rules: core.rules.list(), hooks: core.hooks.list(), hookFolderTrust: await core.hooks.exportTrust(), notExported: DATA_FOLDER_NOT_EXPORTED }, null, 2);
      const path = await desktop.saveJson('gatehouse-export.json', json);
      // Why: the export holds every conversation; like the database it is for its owner's eyes
      // only, also when it replaced a file that was readable by others.
      if (path !== null) await chmod(path, OWNER_ONLY_FILE);
      return { path };
    },
    'undo:status': (r) => core.loadUndoStatus(r.sessionId),
    'undo:preview': (r) => core.previewUndo(r),
    'undo:apply': (r) => core.undo(r),
    'data:delete': async () => {
      await core.deleteEverything();
      return null;
    },
    // Local models: a main-process probe of the address the person typed.
    'model:test-connection': (r) => runConnectionTest(r),
    // First run: checks before onboarding creates anything.
    'workspace:check': (r) => core.checkWorkspace(r.path),
    'model:check': () => core.checkModel(),
    // MCP servers.
    'mcp:list': () => core.mcp.view(),
    'mcp:save': (r) => core.mcp.save(r),
    'mcp:remove': (r) => core.mcp.remove(r.name),
    'mcp:set-trust': (r) => core.mcp.setTrust(r.name, r.trusted, r.tools),
    'mcp:import': (r) => core.mcp.importJson(r.text),
    // MCP authorization (sign-in).
    'mcp:sign-in': (r) => core.mcp.signIn(r.name),
    'mcp:sign-out': (r) => core.mcp.signOut(r.name),
    // MCP prompts.
    'mcp:prompts': () => core.mcp.prompts(),
    'mcp:answer-prompt': (r) => core.mcp.answerPrompt(r),
    // Saved rules.
    'rules:list': () => core.rules.list(),
    'rules:draft': (r) => core.rules.draft(r),
    'rules:matches': (r) => core.rules.matches(r),
    'rules:examples': (r) => core.rules.examples(r),
    'rules:save': (r) => core.rules.save({ definition: r.definition, ...(r.id !== undefined ? { id: r.id } : {}), ...(r.source !== undefined ? { source: r.source } : {}) }),
    'rules:set-enabled': (r) => core.rules.setEnabled(r.id, r.enabled),
    'rules:delete': (r) => {
      core.rules.remove(r.id);
      return null;
    },
    'rules:export': async () => {
      const path = await desktop.saveJson('gatehouse-rules.json', core.rules.exportFile());
      return { path };
    },
    'rules:import': (r) => core.rules.importFile(r.text),
    // Hooks.
    'hooks:list': () => core.hooks.list(),
    'hooks:save': (r) => core.hooks.save(r),
    'hooks:remove': (r) => {
      core.hooks.remove(r.id);
      return null;
    },
    'hooks:import': (r) => core.hooks.importSettings(r.text),
    'hooks:project': (r) => core.hooks.project(r.folder),
    'hooks:trust-folder': (r) => core.hooks.trustFolder(r),
    'hooks:untrust-folder': (r) => core.hooks.untrustFolder(r.folder),
  };
}
