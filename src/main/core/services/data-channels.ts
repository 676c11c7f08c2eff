import { chmod } from 'node:fs/promises';
import { DATA_FOLDER_NOT_EXPORTED } from '../data-folder-entries';
import { deriveExportWithTexts } from '../export-texts';
import type { GatehouseCore } from '../types';
import type { DesktopServices } from './desktop-services';
import type { NamespaceService } from './namespace';

const OWNER_ONLY_FILE = 0o600;

/** 'data:…': everything exported to a file the person picks, or deleted. */
export function createDataChannels(core: GatehouseCore, desktop: DesktopServices): NamespaceService<'data'> {
  return {
    'data:export': async () => {
      const sessions = core.listSessions().map((s) => {
        const snapshot = core.loadSession(s.id);
        return { summary: snapshot.summary, events: snapshot.events, audit: core.exportAudit(s.id).entries };
      });
      // Undo checkpoints are listed (file, sizes, hashes, dropped or not) without their content: it
      // is the person's own earlier file content, up to the undo bound in size, and still in SQLite.
      // The settings as the window sees them (the key itself never leaves the core).
      const checkpoints = core.listCheckpoints();
      // Each large text once, under `texts`, with references where it was (docs/export.md).
      const json = JSON.stringify(
        deriveExportWithTexts({
          exportedAt: new Date().toISOString(),
          sessions,
          notes: core.listNotes(),
          checkpoints,
          settings: core.getSettings(),
          mcpServers: core.exportMcpServers(),
          mcpPrompts: core.mcp.promptAudit(),
          rules: core.rules.list(),
          hooks: core.hooks.list(),
          hookFolderTrust: await core.hooks.exportTrust(),
          notExported: DATA_FOLDER_NOT_EXPORTED,
        }),
        null,
        2,
      );
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
  };
}
