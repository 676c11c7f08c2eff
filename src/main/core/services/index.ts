import type { GatehouseCore } from '../types';
import { createAppService } from './app-service';
import { createApprovalService } from './approval-service';
import { createAuditService } from './audit-service';
import { createDataService } from './data-service';
import type { DesktopServices } from './desktop-services';
import { createHooksChannels } from './hooks-service';
import { createMcpChannels } from './mcp-service';
import { createModelService } from './model-service';
import type { CoreServices } from './namespace';
import { createNotesService } from './notes-service';
import { createRulesChannels } from './rules-service';
import { createRunService } from './run-service';
import { createSessionService } from './session-service';
import { createSettingsChannels } from './settings-service';
import { createUndoChannels } from './undo-service';
import { createWorkspaceService } from './workspace-service';

export type { DesktopServices } from './desktop-services';
export type { CoreServices, IpcNamespace, NamespaceService } from './namespace';

/** One service per namespace of the IPC contract (src/shared/ipc.ts), over the core and the desktop shell. */
export function createCoreServices(core: GatehouseCore, desktop: DesktopServices): CoreServices {
  return {
    app: createAppService(core, desktop),
    session: createSessionService(core),
    run: createRunService(core),
    approval: createApprovalService(core),
    audit: createAuditService(core),
    settings: createSettingsChannels(core, desktop),
    workspace: createWorkspaceService(core, desktop),
    notes: createNotesService(core),
    data: createDataService(core, desktop),
    undo: createUndoChannels(core),
    model: createModelService(core),
    mcp: createMcpChannels(core),
    rules: createRulesChannels(core, desktop),
    hooks: createHooksChannels(core),
  };
}
