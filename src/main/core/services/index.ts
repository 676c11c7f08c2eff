import type { GatehouseCore } from '../types';
import { createAppChannels } from './app-channels';
import { createApprovalChannels } from './approval-channels';
import { createAuditChannels } from './audit-channels';
import { createDataChannels } from './data-channels';
import type { DesktopServices } from './desktop-services';
import { createHooksChannels } from './hooks-channels';
import { createMcpChannels } from './mcp-channels';
import { createModelChannels } from './model-channels';
import type { CoreServices } from './namespace';
import { createNotesChannels } from './notes-channels';
import { createRulesChannels } from './rules-channels';
import { createRunChannels } from './run-channels';
import { createSessionChannels } from './session-channels';
import { createSettingsChannels } from './settings-channels';
import { createTextChannels } from './text-channels';
import { createUndoChannels } from './undo-channels';
import { createWorkspaceChannels } from './workspace-channels';

export type { DesktopServices } from './desktop-services';
export type { CoreServices, IpcNamespace, NamespaceService } from './namespace';

/** One service per namespace of the IPC contract (src/shared/ipc.ts), over the core and the desktop shell. */
export function createCoreServices(core: GatehouseCore, desktop: DesktopServices): CoreServices {
  return {
    app: createAppChannels(core, desktop),
    session: createSessionChannels(core),
    run: createRunChannels(core),
    approval: createApprovalChannels(core),
    audit: createAuditChannels(core),
    settings: createSettingsChannels(core, desktop),
    workspace: createWorkspaceChannels(core, desktop),
    notes: createNotesChannels(core),
    data: createDataChannels(core, desktop),
    undo: createUndoChannels(core),
    model: createModelChannels(core),
    mcp: createMcpChannels(core),
    rules: createRulesChannels(core, desktop),
    hooks: createHooksChannels(core),
    text: createTextChannels(core),
  };
}
